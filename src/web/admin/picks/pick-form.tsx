import { fromDateTimeInput, timeZoneName, toDateTimeInput } from '../../../contracts/chapter-clock.ts';
import { type NabjPick, pickInputSchema, pickTypeLabels, pickTypes } from '../../../contracts/pick.ts';
import { apiJson } from '../../lib/api.ts';
import { useTimeZone } from '../../lib/queries/site-settings.ts';
import { SelectField, TextAreaField, TextField, UrlField } from '../components/form-fields.tsx';
import { EditorForm } from '../components/kind-editor.tsx';
import { MediaUploadField } from '../components/media-upload-field.tsx';
import { useAdminForm } from '../lib/admin-form.ts';

export const PICKS_LIST = { href: '/admin/manage-nabj-picks', label: 'Back to NABJ Picks' };
const typeOptions = pickTypes.map((value) => ({ value, label: pickTypeLabels[value] }));

/** /admin/edit-nabj-pick/:id: one pick of a topic. */
export function PickForm({ pick }: { pick: NabjPick }) {
  const zone = useTimeZone();
  const addedAt = toDateTimeInput(pick.publishedDate, zone);
  const { field, controlled, submit, pending } = useAdminForm({
    schema: pickInputSchema,
    defaultValues: {
      title: pick.title,
      recommendedBy: pick.recommendedBy,
      type: pick.type as string,
      description: pick.description,
      url: pick.url ?? '',
      imageUrl: pick.imageUrl,
      publishedDate: addedAt,
    },
    // The box shows minutes only: an untouched time is sent empty so the stored instant stays exact.
    bodyOf: (values) => ({
      ...values,
      publishedDate: values.publishedDate === addedAt ? '' : fromDateTimeInput(values.publishedDate, zone),
    }),
    save: (body) => apiJson<NabjPick>('PUT', `/api/admin/nabj-picks/${pick.id}`, body),
    successMessage: 'NABJ pick updated successfully',
    failureMessage: 'Failed to update NABJ pick',
    redirect: (saved) => `${PICKS_LIST.href}?saved=${saved.id}`,
  });

  return (
    <EditorForm
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
