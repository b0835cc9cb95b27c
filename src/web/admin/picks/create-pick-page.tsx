import { Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import {
  type CreatedPickTopic,
  type PickTopicBody,
  pickTopicCategories,
  pickTopicCategoryLabels,
  pickTopicInputSchema,
} from '../../../contracts/pick.ts';
import { Button } from '../../components/ui/button.tsx';
import { apiJson } from '../../lib/api.ts';
import { AdminPage } from '../components/admin-page.tsx';
import { SelectField, TextAreaField, TextField } from '../components/form-fields.tsx';
import { MediaUploadField } from '../components/media-upload-field.tsx';
import { useAdminMutation } from '../lib/admin-mutation.ts';
import { useFieldErrors } from '../lib/form-errors.ts';
import { useUnsavedChangesPrompt } from '../lib/unsaved-changes.ts';
import {
  dottedFieldErrors,
  emptyTopic,
  emptyTopicItem,
  isTopicChanged,
  type TopicFormValues,
  type TopicItemRow,
  topicBody,
} from './topic-form.ts';

const categoryOptions = pickTopicCategories.map((value) => ({
  value,
  label: pickTopicCategoryLabels[value],
}));

type ItemField = Exclude<keyof TopicItemRow, 'key'>;

/** /admin/create-nabj-pick: a topic and the members' recommendations on it; each becomes a pick. */
export function CreatePickPage() {
  const [, navigate] = useLocation();
  const [values, setValues] = useState<TopicFormValues>(emptyTopic);
  const rows = useRef<HTMLElement>(null);
  const { errors, setErrors, validate, showServerErrors, clearError } = useFieldErrors(pickTopicInputSchema, {
    errorsOf: dottedFieldErrors,
  });
  const create = useAdminMutation({
    mutationFn: (body: PickTopicBody) => apiJson<CreatedPickTopic>('POST', '/api/admin/nabj-picks', body),
    successMessage: 'NABJ Pick topic created successfully',
    failureMessage: 'Failed to create NABJ Pick topic',
    onSuccess: () => navigate('/admin'),
    onError: showServerErrors,
  });
  useUnsavedChangesPrompt(isTopicChanged(values) && !create.isSuccess);

  function set<K extends keyof TopicFormValues>(field: K, value: TopicFormValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    clearError(field);
  }

  function setItem(index: number, field: ItemField, value: string) {
    setValues((current) => ({
      ...current,
      items: current.items.map((item, i) => (i === index ? { ...item, [field]: value } : item)),
    }));
    clearError(`items.${index}.${field}`);
    clearError('items');
  }

  function addItem() {
    setValues((current) => ({ ...current, items: [...current.items, emptyTopicItem()] }));
    // The new row takes the focus, so the keyboard can type straight on.
    focusRow(Number.POSITIVE_INFINITY);
  }

  /** Focus the first box of a row (the last one when past the end), after React has drawn it. */
  function focusRow(index: number) {
    requestAnimationFrame(() => {
      const groups = rows.current?.querySelectorAll('[role="group"]') ?? [];
      groups[Math.min(index, groups.length - 1)]?.querySelector('input')?.focus();
    });
  }

  function removeItem(index: number) {
    // Row errors are keyed by position: after a removal they would sit on the wrong rows.
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([field]) => !field.startsWith('items.'))),
    );
    setValues((current) => ({ ...current, items: current.items.filter((_, i) => i !== index) }));
    // The Remove button is gone with its row: the keyboard carries on in the row that took its place.
    focusRow(index);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = validate(topicBody(values));
    if (body) create.mutate(body);
  }

  return (
    <AdminPage
      title="Create NABJ's Pick Topic"
      description="Each complete recommendation becomes one pick on the public NABJ's Picks page."
      back={{ href: '/admin', label: 'Back to Dashboard' }}
      width="form"
    >
      <form noValidate onSubmit={submit} className="space-y-5">
        <TextField
          label="Topic title"
          required
          value={values.title}
          onChange={(event) => set('title', event.target.value)}
          error={errors.title}
          placeholder="e.g. Books that shaped how we report"
        />
        <TextAreaField
          label="Topic description"
          required
          rows={4}
          value={values.description}
          onChange={(event) => set('description', event.target.value)}
          error={errors.description}
        />
        <SelectField
          label="Category"
          options={categoryOptions}
          value={values.category}
          onChange={(event) => set('category', event.target.value as TopicFormValues['category'])}
          error={errors.category}
        />
        <MediaUploadField
          label="Topic image"
          required
          value={values.imageUrl}
          onChange={(url) => set('imageUrl', url)}
          error={errors.imageUrl}
        />

        <section ref={rows} aria-labelledby="recommendations-heading" className="space-y-4">
          <div>
            <h2 id="recommendations-heading" className="text-lg font-semibold text-ink">
              Member recommendations
            </h2>
            <p className="text-sm text-muted">
              Rows without a member name, a title and a reason are left out when you save.
            </p>
          </div>
          {errors.items && (
            <p role="alert" className="text-sm font-medium text-danger">
              {errors.items}
            </p>
          )}
          {values.items.map((item, index) => (
            <div
              key={item.key}
              role="group"
              aria-labelledby={`recommendation-${item.key}`}
              className="space-y-3 rounded-lg border border-rule bg-paper p-4"
            >
              <div className="flex items-center justify-between gap-2">
                <h3 id={`recommendation-${item.key}`} className="font-semibold text-ink">
                  Recommendation {index + 1}
                </h3>
                {values.items.length > 1 && (
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
                <TextField
                  label="Member name"
                  value={item.memberName}
                  onChange={(event) => setItem(index, 'memberName', event.target.value)}
                  error={errors[`items.${index}.memberName`]}
                />
                <TextField
                  label="Recommendation title"
                  value={item.recommendationTitle}
                  onChange={(event) => setItem(index, 'recommendationTitle', event.target.value)}
                  error={errors[`items.${index}.recommendationTitle`]}
                />
              </div>
              <TextField
                label="Link (optional)"
                type="url"
                inputMode="url"
                placeholder="https://…"
                value={item.recommendationUrl}
                onChange={(event) => setItem(index, 'recommendationUrl', event.target.value)}
                error={errors[`items.${index}.recommendationUrl`]}
              />
              <TextAreaField
                label="Why they recommend it"
                rows={3}
                value={item.reasoning}
                onChange={(event) => setItem(index, 'reasoning', event.target.value)}
                error={errors[`items.${index}.reasoning`]}
              />
            </div>
          ))}
          <Button variant="secondary" onClick={addItem}>
            <Plus aria-hidden="true" />
            Add Recommendation
          </Button>
        </section>

        <div className="flex flex-wrap gap-2 border-t border-rule pt-5">
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? 'Creating...' : 'Create Topic'}
          </Button>
          <Button variant="secondary" asChild>
            <Link href="/admin">Cancel</Link>
          </Button>
        </div>
      </form>
    </AdminPage>
  );
}
