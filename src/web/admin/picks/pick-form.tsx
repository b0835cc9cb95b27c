import { fromDateTimeInput, timeZoneName, toDateTimeInput } from '../../../contracts/chapter-clock.ts';
import { type AdminPick, pickInputSchema, pickTypeLabels, pickTypes } from '../../../contracts/pick.ts';
import { useTimeZone } from '../../lib/queries/site-settings.ts';
import { SelectField, TextAreaField, TextField, UrlField } from '../components/form-fields.tsx';
import { EditorForm, saveTo } from '../components/kind-editor.tsx';
import { MediaUploadField } from '../components/media-upload-field.tsx';
import { useAdminForm } from '../lib/admin-form.ts';

export const PICKS_LIST = { href: '/admin/manage-nabj-picks', label: 'Back to NABJ Picks' };
const typeOptions = pickTypes.map((value) => ({ value, label: pickTypeLabels[value] }));

/** The form's fields as the conflict view names them. */
const labels = {
  title: 'Title',
  recommendedBy: 'Recommended by',
  type: 'Type',
  description: 'Description',
  url: 'Link',
  imageUrl: 'Image',
  publishedDate: 'Added',
};

function pickValuesOf(pick: AdminPick, zone: string) {
  return {
    title: pick.title,
    recommendedBy: pick.recommendedBy,
    type: pick.type as string,
    description: pick.description,
    url: pick.url ?? '',
    imageUrl: pick.imageUrl,
    publishedDate: toDateTimeInput(pick.publishedDate, zone),
  };
}

/** /admin/edit-nabj-pick/:id: one pick of a topic. */
export function PickForm({ pick }: { pick: AdminPick }) {
  const zone = useTimeZone();
  const initial = pickValuesOf(pick, zone);
  const { field, controlled, submit, pending, editor } = useAdminForm({
    schema: pickInputSchema,
    defaultValues: initial,
    // The box shows minutes only: an untouched time is sent empty so the stored instant stays exact.
    bodyOf: (values) => ({
      ...values,
      publishedDate:
        values.publishedDate === initial.publishedDate ? '' : fromDateTimeInput(values.publishedDate, zone),
    }),
    save: (body, base, init) => saveTo<AdminPick>('/api/admin/nabj-picks', base, body, init),
    editor: { kind: 'pick', record: pick, valuesOf: (item) => pickValuesOf(item, zone), labels },
    successMessage: 'NABJ pick updated successfully',
    failureMessage: 'Failed to update NABJ pick',
    redirect: (saved) => `${PICKS_LIST.href}?saved=${saved.id}`,
  });

  return (
    <EditorForm
      editor={editor}
      onSubmit={submit}
      label="Save Changes"
      pendingLabel="Saving..."
      pending={pending}
      cancelHref={PICKS_LIST.href}
    >
      {pick.topicTitle && <p className="text-sm text-muted">{`From the topic “${pick.topicTitle}”.`}</p>}
      <TextField label="Title" required {...field('title')} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Recommended by" required {...field('recommendedBy')} />
        <SelectField label="Type" required options={typeOptions} {...field('type')} />
      </div>
      <TextAreaField label="Description" required rows={5} {...field('description')} />
      <UrlField label="Link (optional)" {...field('url')} />
      <MediaUploadField
        label="Image"
        hint="Optional: without one the card shows the chapter's default image."
        {...controlled('imageUrl')}
      />
      <TextField
        label={`Added (${timeZoneName(zone)})`}
        type="datetime-local"
        hint="A future time hides the pick from the public page until then."
        {...field('publishedDate')}
      />
    </EditorForm>
  );
}
