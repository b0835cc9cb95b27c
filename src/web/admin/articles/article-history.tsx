import { useQuery } from '@tanstack/react-query';
import { History, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import type { AdminArticle, ArticleRevision, ArticleRevisionSummary } from '../../../contracts/article.ts';
import { formatDateTime } from '../../../contracts/chapter-clock.ts';
import { canChange } from '../../../contracts/permissions.ts';
import { Button } from '../../components/ui/button.tsx';
import { apiJson, statusOf } from '../../lib/api.ts';
import { cn } from '../../lib/cn.ts';
import { useTimeZone } from '../../lib/queries/site-settings.ts';
import { confirmAction } from '../components/confirm-dialog.tsx';
import { Badge } from '../components/content-card.tsx';
import { QueryState } from '../components/query-state.tsx';
import { useAdminMutation } from '../lib/admin-mutation.ts';
import { useAccount } from '../shell/use-role.ts';
import { contentAsText, wordDiff } from './text-diff.ts';

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
      apiJson<AdminArticle>('POST', `/api/admin/articles/${article.id}/revisions/${revision.id}/restore`),
    successMessage: 'Revision restored successfully',
    failureMessage: 'Failed to restore revision',
    onSuccess: () => setChosen(undefined),
  });

  async function askToRestore(revision: ArticleRevisionSummary) {
    const confirmed = await confirmAction(
      `Restore the version saved by ${revision.savedBy} on ${savedAtOf(revision.savedAt)}? The article goes back to that text; changes not yet saved in the form are lost. The current text stays in the history.`,
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
        Every save is kept. Compare a past version with the current text{mayRestore ? ', or restore it' : ''}.
      </p>
      <QueryState query={revisions} loading="Loading history..." failed="The history could not be loaded.">
        {(all) => (
          <ol className="divide-y divide-rule border-rule border-y">
            {(showAll ? all : all.slice(0, FIRST_SHOWN)).map((revision, index) => {
              const open = chosen === revision.id;
              const version = `the version of ${savedAtOf(revision.savedAt)} by ${revision.savedBy}`;
              return (
                <li key={revision.id} className="py-3">
                  <div className="flex flex-wrap items-center gap-2">
                    <div className="mr-auto min-w-0 text-sm">
                      <p className="font-medium text-ink">
                        {revision.savedBy}
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
                      <p className="truncate text-muted">{revision.title}</p>
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

const removedMark = 'rounded bg-red-100 text-red-900';
const addedMark = 'rounded bg-emerald-100 text-emerald-900 no-underline';

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
            <FieldDiff label="Title" before={revision.article.title} after={current.title} />
            <FieldDiff label="Excerpt" before={revision.article.excerpt} after={current.excerpt} />
            <FieldDiff
              label="Content"
              before={contentAsText(revision.article.content)}
              after={contentAsText(current.content)}
            />
          </>
        )}
      </QueryState>
    </div>
  );
}

const diffBox =
  'mt-1 whitespace-pre-wrap break-words rounded border border-rule bg-paper p-3 text-sm leading-relaxed text-ink';

// Each side of a diff: the older version with its removed words struck, the current one with its added words marked.
const diffSides = [
  { side: 'before', heading: 'That version', own: 'removed', Mark: 'del', markClass: removedMark },
  { side: 'after', heading: 'Current', own: 'added', Mark: 'ins', markClass: addedMark },
] as const;

function FieldDiff({ label, before, after }: { label: string; before: string; after: string }) {
  const parts = wordDiff(before, after);
  const unchanged = parts.every((part) => part.kind === 'same');
  return (
    <div>
      <h3 className="text-sm font-semibold text-ink">
        {label}
        {unchanged && <span className="ml-2 font-normal text-muted">(no change)</span>}
      </h3>
      {unchanged ? (
        <p className={diffBox}>{after}</p>
      ) : (
        <div className="mt-1 grid gap-3 md:grid-cols-2">
          {diffSides.map(({ side, heading, own, Mark, markClass }) => (
            <div key={side}>
              <p className="text-xs font-semibold uppercase tracking-wide text-muted">{heading}</p>
              <p className={diffBox} data-testid={`diff-${label.toLowerCase()}-${side}`}>
                {parts.map((part, index) =>
                  part.kind === 'same' ? (
                    part.text
                  ) : part.kind === own ? (
                    // biome-ignore lint/suspicious/noArrayIndexKey: parts are a fixed sequence.
                    <Mark key={index} className={markClass}>
                      <span className="sr-only">{own}: </span>
                      {part.text}
                    </Mark>
                  ) : null,
                )}
              </p>
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
