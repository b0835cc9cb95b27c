import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray } from 'react-hook-form';
import {
  type CreatedPickTopic,
  pickTopicCategories,
  pickTopicCategoryLabels,
  pickTopicInputSchema,
} from '../../../contracts/pick.ts';
import { Button } from '../../components/ui/button.tsx';
import { apiJson } from '../../lib/api.ts';
import { FormAlert, SelectField, TextAreaField, TextField, UrlField } from '../components/form-fields.tsx';
import { EditorForm } from '../components/kind-editor.tsx';
import { MediaUploadField } from '../components/media-upload-field.tsx';
import { listErrorAt, useAdminForm } from '../lib/admin-form.ts';
import { emptyTopic, emptyTopicItem } from './topic-form.ts';

const categoryOptions = pickTopicCategories.map((value) => ({
  value,
  label: pickTopicCategoryLabels[value],
}));

/** /admin/create-nabj-pick: a topic and the members' recommendations on it; each becomes a pick. */
export function CreateTopicForm() {
  const { form, field, controlled, submit, pending } = useAdminForm({
    schema: pickTopicInputSchema,
    defaultValues: emptyTopic(),
    save: (body) => apiJson<CreatedPickTopic>('POST', '/api/admin/nabj-picks', body),
    successMessage: 'NABJ Pick topic created successfully',
    failureMessage: 'Failed to create NABJ Pick topic',
    redirect: () => '/admin',
  });
  const items = useFieldArray({ control: form.control, name: 'items' });
  // The list's own message ("at least one recommendation"), not one of a row's.
  const listError = listErrorAt(form.formState.errors, 'items');

  function removeItem(index: number) {
    items.remove(index);
    // The Remove button is gone with its row: the keyboard carries on in the row that took its place.
    const next = Math.min(index, items.fields.length - 2);
    requestAnimationFrame(() => form.setFocus(`items.${next}.memberName`));
  }

  return (
    <EditorForm
      onSubmit={submit}
      label="Create Topic"
      pendingLabel="Creating..."
      pending={pending}
      cancelHref="/admin"
    >
      <TextField
        label="Topic title"
        required
        placeholder="e.g. Books that shaped how we report"
        {...field('title')}
      />
      <TextAreaField label="Topic description" required rows={4} {...field('description')} />
      <SelectField label="Category" options={categoryOptions} {...field('category')} />
      <MediaUploadField label="Topic image" required {...controlled('imageUrl')} />

      <section aria-labelledby="recommendations-heading" className="space-y-4">
        <div>
          <h2 id="recommendations-heading" className="text-lg font-semibold text-ink">
            Member recommendations
          </h2>
          <p className="text-sm text-muted">
            Rows without a member name, a title and a reason are left out when you save.
          </p>
        </div>
        <FormAlert message={listError} />
        {items.fields.map((item, index) => (
          <fieldset
            key={item.id}
            aria-labelledby={`recommendation-${item.id}`}
            className="min-w-0 space-y-3 rounded-lg border border-rule bg-paper p-4"
          >
            <div className="flex items-center justify-between gap-2">
              <h3 id={`recommendation-${item.id}`} className="font-semibold text-ink">
                Recommendation {index + 1}
              </h3>
              {items.fields.length > 1 && (
                <Button
                  variant="quiet"
                  size="sm"
                  onClick={() => removeItem(index)}
                  aria-label={`Remove recommendation ${index + 1}`}
                >
                  <Trash2 aria-hidden="true" />
                  Remove
                </Button>
              )}
            </div>
            <div className="grid gap-3 sm:grid-cols-2">
              <TextField label="Member name" {...field(`items.${index}.memberName`)} />
              <TextField label="Recommendation title" {...field(`items.${index}.recommendationTitle`)} />
            </div>
            <UrlField label="Link (optional)" {...field(`items.${index}.recommendationUrl`)} />
            <TextAreaField label="Why they recommend it" rows={3} {...field(`items.${index}.reasoning`)} />
          </fieldset>
        ))}
        {/* The new row takes the focus, so the keyboard can type straight on. */}
        <Button variant="secondary" onClick={() => items.append(emptyTopicItem())}>
          <Plus aria-hidden="true" />
          Add Recommendation
        </Button>
      </section>
    </EditorForm>
  );
}
