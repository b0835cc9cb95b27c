import { Plus, X } from 'lucide-react';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import { Link } from 'wouter';
import { type ArticleCategory, type ArticleInput, articleInputSchema } from '../../../contracts/article.ts';
import { Button } from '../../components/ui/button.tsx';
import {
  CheckboxField,
  inputClass,
  SelectField,
  TextAreaField,
  TextField,
} from '../components/form-fields.tsx';
import { MediaUploadField } from '../components/media-upload-field.tsx';
import { PublicationFields } from '../components/publication.tsx';
import { useFieldErrors } from '../lib/form-errors.ts';
import { useUnsavedChangesPrompt } from '../lib/unsaved-changes.ts';
import {
  type ArticleFormValues,
  articleCategoryOptions,
  articleRequestOf,
  editorHtmlOf,
  sameFormValues,
} from './article-form-values.ts';

// The editor is the heaviest part of the admin; only the create and edit screens load it.
const RichTextEditor = lazy(() => import('./rich-text-editor.tsx'));

export interface SaveCallbacks {
  onSuccess: () => void;
  onError: (error: unknown) => void;
}

/**
 * The article form of the create and edit screens (admin-area §2, §5). It checks with the same
 * schema as the server, keeps what was typed when the server refuses, and asks before leaving
 * with unsaved changes.
 */
export function ArticleForm({
  initial,
  rows,
  submitLabel,
  pendingLabel,
  pending,
  onSave,
  cancelHref,
}: {
  initial: ArticleFormValues;
  rows: number;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  onSave: (input: ArticleInput, callbacks: SaveCallbacks) => void;
  cancelHref: string;
}) {
  const [values, setValues] = useState(initial);
  const [saved, setSaved] = useState(false);
  const { errors, validate, showServerErrors, clearError } = useFieldErrors(articleInputSchema);
  useUnsavedChangesPrompt(!saved && !sameFormValues(values, initial));

  function set<Key extends keyof ArticleFormValues>(key: Key, value: ArticleFormValues[Key]) {
    setValues((current) => ({ ...current, [key]: value }));
    clearError(key);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const input = articleRequestOf(values);
    if (!validate(input)) return;
    onSave(input, {
      // Off before the screen moves on, so leaving after a save does not ask.
      onSuccess: () => setSaved(true),
      onError: showServerErrors,
    });
  }

  const setQuote = (index: number, text: string) =>
    set(
      'pullQuotes',
      values.pullQuotes.map((quote, i) => (i === index ? text : quote)),
    );

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      <TextField
        label="Title"
        value={values.title}
        onChange={(e) => set('title', e.target.value)}
        error={errors.title}
        required
      />
      <TextAreaField
        label="Excerpt"
        rows={3}
        value={values.excerpt}
        onChange={(e) => set('excerpt', e.target.value)}
        error={errors.excerpt}
        hint="One or two sentences shown under the headline and on story cards."
        required
      />
      <Suspense
        fallback={
          <div className="space-y-1">
            <p className="text-sm font-medium text-ink">Content</p>
            <div
              className="rounded-md border border-rule-strong bg-paper px-3 py-3 text-sm text-muted"
              style={{ minHeight: `${rows * 1.5 + 2.75}rem` }}
            >
              Loading editor…
            </div>
          </div>
        }
      >
        <RichTextEditor
          label="Content"
          initialHtml={editorHtmlOf(initial.content)}
          onChange={(html) => set('content', html)}
          error={errors.content}
          rows={rows}
          required
        />
      </Suspense>
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField
          label="Author"
          value={values.author}
          onChange={(e) => set('author', e.target.value)}
          error={errors.author}
          autoComplete="name"
          required
        />
        <SelectField
          label="Category"
          value={values.category}
          onChange={(e) => set('category', e.target.value as ArticleCategory)}
          error={errors.category}
          options={articleCategoryOptions}
        />
      </div>
      <MediaUploadField
        label="Image"
        value={values.imageUrl}
        onChange={(url) => set('imageUrl', url)}
        error={errors.imageUrl}
        hint="The picture at the top of the article and on its card."
        required
      />
      <CheckboxField
        label="Featured"
        hint="Featured articles lead the home page."
        checked={values.featured}
        onChange={(e) => set('featured', e.target.checked)}
      />
      <fieldset className="space-y-3 rounded-lg border border-rule p-4">
        <legend className="px-1 text-sm font-semibold text-ink">Pull quotes</legend>
        <p className="text-xs text-muted">Set large between the paragraphs. Blank ones are left out.</p>
        {values.pullQuotes.map((quote, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a quote is known by its place in the list.
          <div key={index} className="flex items-start gap-2">
            <label className="sr-only" htmlFor={`pull-quote-${index}`}>
              {`Pull quote ${index + 1}`}
            </label>
            <textarea
              id={`pull-quote-${index}`}
              rows={2}
              value={quote}
              onChange={(e) => setQuote(index, e.target.value)}
              className={inputClass}
            />
            <Button
              variant="quiet"
              size="sm"
              className="mt-1"
              aria-label={`Remove pull quote ${index + 1}`}
              onClick={() =>
                set(
                  'pullQuotes',
                  values.pullQuotes.filter((_, i) => i !== index),
                )
              }
            >
              <X aria-hidden="true" />
            </Button>
          </div>
        ))}
        <Button variant="secondary" size="sm" onClick={() => set('pullQuotes', [...values.pullQuotes, ''])}>
          <Plus aria-hidden="true" />
          Add pull quote
        </Button>
      </fieldset>
      <PublicationFields
        status={values.status}
        onStatusChange={(status) => set('status', status)}
        publishedDate={values.publishedDate}
        onPublishedDateChange={(date) => set('publishedDate', date)}
        dateError={errors.publishedDate}
      />
      <div className="flex flex-wrap items-center gap-3 border-rule border-t pt-6">
        <Button type="submit" disabled={pending}>
          {pending ? pendingLabel : submitLabel}
        </Button>
        <Button variant="secondary" asChild>
          <Link href={cancelHref}>Cancel</Link>
        </Button>
      </div>
    </form>
  );
}
