import { Plus, X } from 'lucide-react';
import { lazy, Suspense, useRef } from 'react';
import { type AdminArticle, articleInputSchema } from '../../../contracts/article.ts';
import { PULL_QUOTE_MAX_LENGTH } from '../../../contracts/article-values.ts';
import { Button } from '../../components/ui/button.tsx';
import { useTimeZone } from '../../lib/queries/site-settings.ts';
import {
  CheckboxField,
  Field,
  inputClass,
  SelectField,
  TextAreaField,
  TextField,
} from '../components/form-fields.tsx';
import { EditorForm, formActionsOf, saveTo } from '../components/kind-editor.tsx';
import { MediaUploadField } from '../components/media-upload-field.tsx';
import { PublicationFields } from '../components/publication.tsx';
import { ReviewHistory } from '../components/review-history.tsx';
import {
  draftHint,
  ReviewNotice,
  useEditorActions,
  useReviewWorkflow,
} from '../components/review-workflow.tsx';
import { SiteLinks } from '../components/site-links.tsx';
import { useAdminForm } from '../lib/admin-form.ts';
import { articleCategoryOptions, articleFormValues, articleRequestOf } from './article-form-values.ts';

// The editor is the heaviest part of the admin; only the create and edit screens load it.
const RichTextEditor = lazy(() => import('./rich-text-editor.tsx'));

/** The form's fields as the conflict view names them. */
const labels = {
  title: 'Title',
  excerpt: 'Excerpt',
  content: 'Content',
  author: 'Author',
  category: 'Category',
  imageUrl: 'Image',
  featured: 'Featured',
  pullQuotes: 'Pull quotes',
  status: 'Status',
  publishedDate: 'Publish date and time',
};

/**
 * The article form of the create screen (no `article`) and the edit screen (admin-area §2, §5):
 * create goes back to the dashboard, an edit to the list with the saved article in view.
 */
export function ArticleForm({ article }: { article?: AdminArticle }) {
  const zone = useTimeZone();
  const initial = articleFormValues(zone, article);
  const rows = article ? 15 : 10;
  const review = useReviewWorkflow('article', article);
  const { field, controlled, submit, pending, editor } = useAdminForm({
    schema: articleInputSchema,
    defaultValues: initial,
    bodyOf: (values) => review.bodyFor(articleRequestOf(values, zone)),
    save: (body, base, init) => saveTo<AdminArticle>('/api/admin/articles', base, body, init),
    afterSave: review.afterSave,
    editor: { kind: 'article', record: article, valuesOf: (item) => articleFormValues(zone, item), labels },
    successMessage: review.successMessage(
      article ? 'Article updated successfully' : 'Article created successfully',
    ),
    failureMessage: article ? 'Failed to update article' : 'Failed to create article',
    redirect: (saved) => (article ? `/admin/manage-articles?saved=${saved.id}` : '/admin'),
  });
  const content = controlled('content');
  const pullQuotes = controlled('pullQuotes');
  const addPullQuote = useRef<HTMLButtonElement>(null);
  // The rows are known by place: the next quote's Remove button takes the focus, or, after the last, Add.
  const removePullQuote = (index: number) => {
    pullQuotes.onChange(pullQuotes.value.filter((_, i) => i !== index));
    if (index === pullQuotes.value.length - 1) addPullQuote.current?.focus();
  };
  const status = controlled('status');
  const publishedDate = controlled('publishedDate');
  const actions = useEditorActions(review, { status, publishedDate });

  return (
    <>
      <EditorForm
        editor={editor}
        onSubmit={actions.onSubmit(submit)}
        pending={pending}
        steps={actions.steps(pending)}
        links={article && <SiteLinks kind="article" item={article} />}
        {...formActionsOf('article', article, actions.label)}
      >
        <ReviewNotice workflow={review} />
        <TextField label="Title" required hint={draftHint(status.value)} {...field('title')} />
        <TextAreaField
          label="Excerpt"
          rows={3}
          hint="One or two sentences shown under the headline and on story cards."
          required
          {...field('excerpt')}
        />
        <Field label="Content" error={content.error} required>
          {(control) => (
            <Suspense
              fallback={
                <div
                  className="rounded-md border border-rule-strong bg-paper px-3 py-3 text-sm text-muted"
                  style={{ minHeight: `${rows * 1.5 + 2.75}rem` }}
                >
                  Loading editor…
                </div>
              }
            >
              <RichTextEditor
                control={control}
                label="Content"
                initialContent={content.value}
                onChange={content.onChange}
                rows={rows}
                readOnly={!actions.label}
              />
            </Suspense>
          )}
        </Field>
        <div className="grid gap-6 sm:grid-cols-2">
          <TextField label="Author" autoComplete="name" required {...field('author')} />
          <SelectField label="Category" options={articleCategoryOptions} {...field('category')} />
        </div>
        <MediaUploadField
          label="Image"
          hint="The picture at the top of the article and on its card."
          required
          {...controlled('imageUrl')}
        />
        {review.publishing && (
          <CheckboxField
            label="Featured"
            hint="Featured articles lead the home page."
            {...field('featured')}
          />
        )}
        <fieldset className="space-y-3 rounded-lg border border-rule p-4">
          <legend className="px-1 text-sm font-semibold text-ink">Pull quotes</legend>
          <p className="text-xs text-muted">Set large between the paragraphs. Blank ones are left out.</p>
          {pullQuotes.value.map((quote, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a quote is known by its place in the list.
            <div key={index} className="flex items-start gap-2">
              <label className="sr-only" htmlFor={`pull-quote-${index}`}>
                {`Pull quote ${index + 1}`}
              </label>
              <textarea
                id={`pull-quote-${index}`}
                rows={2}
                maxLength={PULL_QUOTE_MAX_LENGTH}
                value={quote}
                onChange={(e) =>
                  pullQuotes.onChange(pullQuotes.value.map((old, i) => (i === index ? e.target.value : old)))
                }
                className={inputClass}
              />
              <Button
                variant="quiet"
                size="sm"
                className="mt-1"
                aria-label={`Remove pull quote ${index + 1}`}
                onClick={() => removePullQuote(index)}
              >
                <X aria-hidden="true" />
              </Button>
            </div>
          ))}
          <Button
            ref={addPullQuote}
            variant="secondary"
            size="sm"
            onClick={() => pullQuotes.onChange([...pullQuotes.value, ''])}
          >
            <Plus aria-hidden="true" />
            Add pull quote
          </Button>
        </fieldset>
        {review.publishing && <PublicationFields item={article} publishedDate={publishedDate} />}
      </EditorForm>
      <ReviewHistory events={review.history} />
    </>
  );
}
