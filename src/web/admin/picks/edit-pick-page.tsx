import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { type NabjPick, type PickBody, pickInputSchema, pickTypes } from '../../../contracts/pick.ts';
import { Button } from '../../components/ui/button.tsx';
import { apiJson, serverMessage, statusOf } from '../../lib/api.ts';
import { AdminPage, LoadingState, NotFoundState } from '../components/admin-page.tsx';
import { FormAlert, SelectField, TextAreaField, TextField } from '../components/form-fields.tsx';
import { MediaUploadField } from '../components/media-upload-field.tsx';
import { useAdminMutation } from '../lib/admin-mutation.ts';
import { fromLocalDateTimeInput, toLocalDateTimeInput } from '../lib/datetime.ts';
import { useFieldErrors } from '../lib/form-errors.ts';
import { useUnsavedChangesPrompt } from '../lib/unsaved-changes.ts';
import { adminPickQuery } from './pick-queries.ts';
import { pickTypeLabels } from './pick-visuals.tsx';

const BACK = { href: '/admin/manage-nabj-picks', label: 'Back to NABJ Picks' };
const typeOptions = pickTypes.map((value) => ({ value, label: pickTypeLabels[value] }));

interface PickFormValues {
  title: string;
  recommendedBy: string;
  type: string;
  description: string;
  url: string;
  imageUrl: string;
  /** datetime-local text in the editor's zone. */
  publishedDate: string;
}

function formValuesOf(pick: NabjPick): PickFormValues {
  return {
    title: pick.title,
    recommendedBy: pick.recommendedBy,
    type: pick.type,
    description: pick.description,
    url: pick.url ?? '',
    imageUrl: pick.imageUrl,
    publishedDate: toLocalDateTimeInput(pick.publishedDate),
  };
}

/** /admin/edit-nabj-pick/:id: the spec's pick cards have a dead edit button; ours edits one pick. */
export function EditPickPage({ params }: { params: Record<string, string | undefined> }) {
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  const pick = useQuery({ ...adminPickQuery(id), enabled: valid });

  if (!valid || statusOf(pick.error) === 404) return <NotFoundState title="Pick Not Found" back={BACK} />;
  if (pick.isPending) return <LoadingState text="Loading pick..." />;
  if (pick.isError) {
    return (
      <AdminPage title="Edit NABJ Pick" back={BACK} width="form">
        <FormAlert message={serverMessage(pick.error) ?? 'Failed to load NABJ pick'} />
      </AdminPage>
    );
  }
  return <EditPickForm pick={pick.data} />;
}

function EditPickForm({ pick }: { pick: NabjPick }) {
  const [, navigate] = useLocation();
  const [initial] = useState(() => formValuesOf(pick));
  const [values, setValues] = useState(initial);
  const { errors, validate, showServerErrors, clearError } = useFieldErrors(pickInputSchema);
  const save = useAdminMutation({
    mutationFn: (body: PickBody) => apiJson<NabjPick>('PUT', `/api/admin/nabj-picks/${pick.id}`, body),
    successMessage: 'NABJ pick updated successfully',
    failureMessage: 'Failed to update NABJ pick',
    onSuccess: () => navigate(BACK.href),
    onError: showServerErrors,
  });
  const changed = (Object.keys(initial) as (keyof PickFormValues)[]).some(
    (field) => values[field] !== initial[field],
  );
  useUnsavedChangesPrompt(changed && !save.isSuccess);

  function set(field: keyof PickFormValues, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    clearError(field);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    // The box shows minutes only: an untouched time is sent empty so the stored instant stays exact.
    const publishedDate =
      values.publishedDate === initial.publishedDate ? '' : fromLocalDateTimeInput(values.publishedDate);
    const body = validate({ ...values, publishedDate });
    if (body) save.mutate(body);
  }

  return (
    <AdminPage
      title="Edit NABJ Pick"
      description={pick.topicTitle ? `From the topic “${pick.topicTitle}”.` : undefined}
      back={BACK}
      width="form"
    >
      <form noValidate onSubmit={submit} className="space-y-5">
        <TextField
          label="Title"
          required
          value={values.title}
          onChange={(event) => set('title', event.target.value)}
          error={errors.title}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="Recommended by"
            required
            value={values.recommendedBy}
            onChange={(event) => set('recommendedBy', event.target.value)}
            error={errors.recommendedBy}
          />
          <SelectField
            label="Type"
            required
            options={typeOptions}
            value={values.type}
            onChange={(event) => set('type', event.target.value)}
            error={errors.type}
          />
        </div>
        <TextAreaField
          label="Description"
          required
          rows={5}
          value={values.description}
          onChange={(event) => set('description', event.target.value)}
          error={errors.description}
        />
        <TextField
          label="Link (optional)"
          type="url"
          inputMode="url"
          placeholder="https://…"
          value={values.url}
          onChange={(event) => set('url', event.target.value)}
          error={errors.url}
        />
        <MediaUploadField
          label="Image"
          hint="Optional: without one the card shows the chapter's default image."
          value={values.imageUrl}
          onChange={(url) => set('imageUrl', url)}
          error={errors.imageUrl}
        />
        <TextField
          label="Added"
          type="datetime-local"
          hint="A future time hides the pick from the public page until then."
          value={values.publishedDate}
          onChange={(event) => set('publishedDate', event.target.value)}
          error={errors.publishedDate}
        />
        <div className="flex flex-wrap gap-2 border-t border-rule pt-5">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save Changes'}
          </Button>
          <Button variant="secondary" asChild>
            <Link href={BACK.href}>Cancel</Link>
          </Button>
        </div>
      </form>
    </AdminPage>
  );
}
