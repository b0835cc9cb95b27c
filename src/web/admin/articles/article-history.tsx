import { useQuery } from '@tanstack/react-query';
import { History, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import {
  type AdminArticle,
  type ArticleCategory,
  type ArticleRevision,
  type ArticleRevisionSummary,
  type ArticleSnapshot,
  articleCategoryLabels,
  type RevisionField,
  revisionChanges,
} from '../../../contracts/article.ts';
import { formatDateTime } from '../../../contracts/chapter-clock.ts';
import { canChange } from '../../../contracts/permissions.ts';
import { Button } from '../../components/ui/button.tsx';
import { apiJson, statusOf } from '../../lib/api.ts';
import { cn } from '../../lib/cn.ts';
import { useTimeZone } from '../../lib/queries/site-settings.ts';
import { confirmAction } from '../components/confirm-dialog.tsx';
import { Badge } from '../components/content-card.tsx';
import { publicationState, publicationStateLabels } from '../components/publication.tsx';
import { QueryState } from '../components/query-state.tsx';
import { useAdminMutation } from '../lib/admin-mutation.ts';
import { useAccount } from '../shell/use-role.ts';
import { addedMark, FieldDiff, removedMark } from './field-diff.tsx';
import { changeWords, fieldLabels } from './revision-words.ts';
import { contentAsText } from './text-diff.ts';

const SIDES = ['That version', 'Current'] as const;

// Enough to find last week's version without a long page; the rest one click away.
const FIRST_SHOWN = 8;

/**
 * The edit screen's History panel: every save with who and when; a past version compared word by
 * word with the current text, and put back with Restore (itself kept as a new version). Shown to the
 * article's author and editors only.
 */
export function ArticleHistory({ article }: { article: AdminArticle }) {
  const revisions = useQuery<ArticleRevisionSummary[]>({
    queryKey: ['/api/admin/articles', article.id, 'revisions'],
  });
  // Restoring is a save: offered only to whom the server lets change the article (permissions.ts).
  const mayRestore = canChange(useAccount(), article);
  const zone = useTimeZone();
  const savedAtOf = (iso: string) => formatDateTime(iso, zone);
  const [chosen, setChosen] = useState<number>();
  const [showAll, setShowAll] = useState(false);
  const restore = useAdminMutation({
    mutationFn: (revision: ArticleRevisionSummary) =>
      apiJson<AdminArticle>(
        'POST',
        `/api/admin/articles/${article.id}/revisions/${revision.id}/restore`,
        undefined,
        { version: article.version },
      ),
    successMessage: 'Revision restored successfully',
    failureMessage: 'Failed to restore revision',
    onSuccess: () => setChosen(undefined),
  });

  async function askToRestore(revision: ArticleRevisionSummary) {
    const confirmed = await confirmAction(
      `Restore the version saved by ${revision.savedByName} on ${savedAtOf(revision.savedAt)}? The article goes back to that text; changes not yet saved in the form are lost. The current text stays in the history.`,
      'Restore',
    );
    if (confirmed) restore.mutate(revision);
  }

  // The history is the author's and editors' (another's published story answers 404): no panel.
  if (statusOf(revisions.error) === 404) return null;
  const count = revisions.data?.length ?? 0;
  return (
    <section
      aria-labelledby="history-heading"
      className="mt-10 rounded-lg border border-rule bg-paper p-4 sm:p-6"
    >
      <h2 id="history-heading" className="flex items-center gap-2 text-lg font-semibold text-ink">
        <History aria-hidden="true" className="size-5" />
        History
      </h2>
      <p className="mt-1 mb-4 text-sm text-muted">
        Every change is kept, with who made it; quick saves by one person make one entry. Compare a past
        version with the current one{mayRestore ? ', or restore it' : ''}.
      </p>
      <QueryState query={revisions} loading="Loading history..." failed="The history could not be loaded.">
        {(all) => (
          <ol className="divide-y divide-rule border-rule border-y">
            {(showAll ? all : all.slice(0, FIRST_SHOWN)).map((revision, index) => {
              const open = chosen === revision.id;
              const version = `the version of ${savedAtOf(revision.savedAt)} by ${revision.savedByName}`;
              return (
                <li key={revision.id} className="py-3">
                  <div className="flex flex-wrap items-center gap-2">
                    <div className="mr-auto min-w-0 text-sm">
                      <p className="font-medium text-ink">
                        {revision.savedByName}
                        <span className="font-normal text-muted">
                          {' · '}
                          <time dateTime={revision.savedAt}>{savedAtOf(revision.savedAt)}</time>
                        </span>
                        {index === 0 && (
                          <Badge className="ml-2 bg-emerald-100 px-1.5 text-emerald-900">
                            Current version
                          </Badge>
                        )}
                      </p>
                      <RevisionChanges revision={revision} first={index === all.length - 1} />
                    </div>
                    {index > 0 && (
                      <>
                        <Button
                          variant="secondary"
                          size="sm"
                          aria-expanded={open}
                          aria-controls={open ? 'revision-compare' : undefined}
                          aria-label={`Compare ${version}`}
                          onClick={() => setChosen(open ? undefined : revision.id)}
                        >
                          {open ? 'Hide comparison' : 'Compare'}
                        </Button>
                        {mayRestore && (
                          <Button
                            variant="secondary"
                            size="sm"
                            disabled={restore.isPending}
                            aria-label={`Restore ${version}`}
                            onClick={() => void askToRestore(revision)}
                          >
                            <RotateCcw aria-hidden="true" />
                            Restore
                          </Button>
                        )}
                      </>
                    )}
                  </div>
                  {open && <RevisionCompare revisionId={revision.id} current={article} />}
                </li>
              );
            })}
          </ol>
        )}
      </QueryState>
      {count > FIRST_SHOWN && !showAll && (
        <Button variant="quiet" size="sm" className="mt-3" onClick={() => setShowAll(true)}>
          Show all {count} versions
        </Button>
      )}
    </section>
  );
}

/** What a revision changed, each change on a line: "Unpublished", "Title: old → new", "Content changed". */
function RevisionChanges({ revision, first }: { revision: ArticleRevisionSummary; first: boolean }) {
  const zone = useTimeZone();
  if (revision.changes.length === 0) {
    return <p className="text-muted">{first ? 'First version' : 'No change'}</p>;
  }
  // Lines rather than a list: the history is the list, and each of its items one revision.
  return (
    <div className="mt-1 space-y-0.5 text-muted">
      {revision.changes.map((change) => {
        const { label, before, after } = changeWords(change, revision.publishedDate, zone);
        return (
          <p key={change.field} className="break-words">
            <span className="text-ink">{label}</span>
            {after !== undefined && <BeforeAfter before={before} after={after} />}
          </p>
        );
      })}
    </div>
  );
}

/** ": old → new", with the old and new values marked for screen readers as well. */
function BeforeAfter({ before, after }: { before?: string; after?: string }) {
  return (
    <>
      {': '}
      <del className={removedMark}>
        <span className="sr-only">was </span>
        {before || '(none)'}
      </del>
      {' → '}
      <ins className={addedMark}>
        <span className="sr-only">now </span>
        {after || '(none)'}
      </ins>
    </>
  );
}

const snapshotOf = ({
  title,
  excerpt,
  content,
  imageUrl,
  category,
  author,
  featured,
  pullQuotes,
  status,
  publishedDate,
}: AdminArticle): ArticleSnapshot => ({
  title,
  excerpt,
  content,
  imageUrl,
  category,
  author,
  featured,
  pullQuotes,
  status,
  publishedDate,
});

// Compared word by word below; every other field is shown as a pair of values.
const textFields = new Set<RevisionField>(['title', 'excerpt', 'content']);

function RevisionCompare({ revisionId, current }: { revisionId: number; current: AdminArticle }) {
  const query = useQuery<ArticleRevision>({
    queryKey: ['/api/admin/articles', current.id, 'revisions', revisionId],
  });
  const zone = useTimeZone();
  return (
    <div id="revision-compare" className="mt-4 space-y-5 rounded-md bg-neutral-50 p-3 sm:p-4">
      <QueryState query={query} loading="Loading version..." failed="This version could not be loaded.">
        {(revision) => (
          <>
            <p className="text-sm text-ink">
              <del className={cn(removedMark, 'px-1')}>Struck words</del> are only in the version of{' '}
              {formatDateTime(revision.savedAt, zone)};{' '}
              <ins className={cn(addedMark, 'px-1')}>marked words</ins> are only in the current text.
            </p>
            <OtherDifferences before={revision.article} after={snapshotOf(current)} />
            <FieldDiff label="Title" before={revision.article.title} after={current.title} headings={SIDES} />
            <FieldDiff
              label="Excerpt"
              before={revision.article.excerpt}
              after={current.excerpt}
              headings={SIDES}
            />
            <FieldDiff
              label="Content"
              before={contentAsText(revision.article.content)}
              after={contentAsText(current.content)}
              headings={SIDES}
            />
          </>
        )}
      </QueryState>
    </div>
  );
}

/** A field's value as Compare shows it whole. */
function compared(field: RevisionField, article: ArticleSnapshot, zone: string): string {
  if (field === 'status')
    return publicationStateLabels[publicationState(article.status, article.publishedDate)];
  if (field === 'publishedDate') return formatDateTime(article.publishedDate, zone);
  if (field === 'featured') return article.featured ? 'Yes' : 'No';
  if (field === 'category')
    return articleCategoryLabels[article.category as ArticleCategory] ?? article.category;
  if (field === 'pullQuotes') return article.pullQuotes.join('\n') || '(none)';
  return String(article[field]);
}

/** Status, date, Featured, category, author, image and pull quotes: those that differ, side by side. */
function OtherDifferences({ before, after }: { before: ArticleSnapshot; after: ArticleSnapshot }) {
  const zone = useTimeZone();
  const fields = revisionChanges(before, after, new Date())
    .map((change) => change.field)
    .filter((field) => !textFields.has(field));
  if (fields.length === 0) {
    return (
      <p className="text-sm text-muted">
        Status, date, Featured, category, author, image and pull quotes: no change.
      </p>
    );
  }
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">Other differences</caption>
      <thead>
        <tr className="text-xs uppercase tracking-wide text-muted">
          <th scope="col" className="py-1 pr-3 font-semibold">
            Field
          </th>
          <th scope="col" className="py-1 pr-3 font-semibold">
            That version
          </th>
          <th scope="col" className="py-1 font-semibold">
            Current
          </th>
        </tr>
      </thead>
      <tbody>
        {fields.map((field) => (
          <tr key={field} className="border-rule border-t align-top" data-testid={`compare-${field}`}>
            <th scope="row" className="py-1 pr-3 font-semibold text-ink">
              {fieldLabels[field]}
            </th>
            <td className="whitespace-pre-wrap break-all py-1 pr-3">
              <del className={removedMark}>{compared(field, before, zone)}</del>
            </td>
            <td className="whitespace-pre-wrap break-all py-1">
              <ins className={addedMark}>{compared(field, after, zone)}</ins>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
