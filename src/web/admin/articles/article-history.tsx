import { History, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import type { AdminArticle, ArticleRevision, ArticleRevisionSummary } from '../../../contracts/article.ts';
import { Button } from '../../components/ui/button.tsx';
import { apiJson } from '../../lib/api.ts';
import { confirmAction } from '../components/confirm-dialog.tsx';
import { useAdminMutation } from '../lib/admin-mutation.ts';
import { useArticleRevision, useArticleRevisions } from './article-queries.ts';
import { contentAsText, type DiffPart, wordDiff } from './text-diff.ts';

const savedAtFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const savedAtOf = (iso: string) => savedAtFormat.format(new Date(iso));

// Enough to find last week's version without a long page; the rest one click away.
const FIRST_SHOWN = 8;

/**
 * The edit screen's History panel: every save with who and when; a past version compared word by
 * word with the current text, and put back with Restore (itself kept as a new version).
 */
export function ArticleHistory({ article }: { article: AdminArticle }) {
  const { data: revisions, isPending, isError } = useArticleRevisions(article.id);
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

  const shown = showAll ? revisions : revisions?.slice(0, FIRST_SHOWN);
  return (
    <section
      aria-labelledby="history-heading"
      className="mt-10 rounded-lg border border-rule bg-paper p-4 sm:p-6"
    >
      <h2 id="history-heading" className="flex items-center gap-2 text-lg font-semibold text-ink">
        <History aria-hidden="true" className="size-5" />
        History
      </h2>
      <p className="mt-1 text-sm text-muted">
        Every save is kept. Compare a past version with the current text, or restore it.
      </p>
      {isPending && (
        <p role="status" className="mt-4 text-sm text-muted">
          Loading history...
        </p>
      )}
      {isError && (
        <p role="alert" className="mt-4 text-sm text-danger">
          The history could not be loaded.
        </p>
      )}
      {shown && (
        <ol className="mt-4 divide-y divide-rule border-rule border-y">
          {shown.map((revision, index) => {
            const current = index === 0;
            const open = chosen === revision.id;
            return (
              <li key={revision.id} className="py-3">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <div className="min-w-0 text-sm">
                    <p className="font-medium text-ink">
                      {revision.savedBy}
                      <span className="font-normal text-muted">
                        {' · '}
                        <time dateTime={revision.savedAt}>{savedAtOf(revision.savedAt)}</time>
                      </span>
                      {current && (
                        <span className="ml-2 rounded bg-emerald-100 px-1.5 py-0.5 text-xs font-semibold text-emerald-900">
                          Current version
                        </span>
                      )}
                    </p>
                    <p className="truncate text-muted">{revision.title}</p>
                  </div>
                  {!current && (
                    <div className="flex gap-2">
                      <Button
                        variant="secondary"
                        size="sm"
                        aria-expanded={open}
                        aria-controls={open ? 'revision-compare' : undefined}
                        aria-label={`Compare the version of ${savedAtOf(revision.savedAt)} by ${revision.savedBy}`}
                        onClick={() => setChosen(open ? undefined : revision.id)}
                      >
                        {open ? 'Hide comparison' : 'Compare'}
                      </Button>
                      <Button
                        variant="secondary"
                        size="sm"
                        disabled={restore.isPending}
                        aria-label={`Restore the version of ${savedAtOf(revision.savedAt)} by ${revision.savedBy}`}
                        onClick={() => void askToRestore(revision)}
                      >
                        <RotateCcw aria-hidden="true" />
                        Restore
                      </Button>
                    </div>
                  )}
                </div>
                {open && (
                  <RevisionCompare articleId={article.id} revisionId={revision.id} current={article} />
                )}
              </li>
            );
          })}
        </ol>
      )}
      {revisions && revisions.length > FIRST_SHOWN && !showAll && (
        <Button variant="quiet" size="sm" className="mt-3" onClick={() => setShowAll(true)}>
          Show all {revisions.length} versions
        </Button>
      )}
    </section>
  );
}

function RevisionCompare({
  articleId,
  revisionId,
  current,
}: {
  articleId: number;
  revisionId: number;
  current: AdminArticle;
}) {
  const { data: revision, isPending, isError } = useArticleRevision(articleId, revisionId);
  return (
    <div id="revision-compare" className="mt-4 space-y-5 rounded-md bg-neutral-50 p-3 sm:p-4">
      {isPending && (
        <p role="status" className="text-sm text-muted">
          Loading version...
        </p>
      )}
      {isError && (
        <p role="alert" className="text-sm text-danger">
          This version could not be loaded.
        </p>
      )}
      {revision && <Comparison revision={revision} current={current} />}
    </div>
  );
}

function Comparison({ revision, current }: { revision: ArticleRevision; current: AdminArticle }) {
  return (
    <>
      <p className="text-sm text-ink">
        <del className="rounded bg-red-100 px-1 text-red-900">Struck words</del> are only in the version of{' '}
        {savedAtOf(revision.savedAt)};{' '}
        <ins className="rounded bg-emerald-100 px-1 text-emerald-900 no-underline">marked words</ins> are only
        in the current text.
      </p>
      <FieldDiff label="Title" before={revision.article.title} after={current.title} />
      <FieldDiff label="Excerpt" before={revision.article.excerpt} after={current.excerpt} />
      <FieldDiff
        label="Content"
        before={contentAsText(revision.article.content)}
        after={contentAsText(current.content)}
      />
    </>
  );
}

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
          <DiffSide side="before" label={label} parts={parts} />
          <DiffSide side="after" label={label} parts={parts} />
        </div>
      )}
    </div>
  );
}

const diffBox =
  'mt-1 whitespace-pre-wrap break-words rounded border border-rule bg-paper p-3 text-sm leading-relaxed text-ink';

/** One text of a diff: the older version with its removed words struck, or the current one with its added words marked. */
function DiffSide({ side, label, parts }: { side: 'before' | 'after'; label: string; parts: DiffPart[] }) {
  const [own, other, Mark, markClass] =
    side === 'before'
      ? (['removed', 'added', 'del', 'bg-red-100 text-red-900'] as const)
      : (['added', 'removed', 'ins', 'bg-emerald-100 text-emerald-900 no-underline'] as const);
  return (
    <div>
      <p className="text-xs font-semibold uppercase tracking-wide text-muted">
        {side === 'before' ? 'That version' : 'Current'}
      </p>
      <p className={diffBox} data-testid={`diff-${label.toLowerCase()}-${side}`}>
        {parts.map((part, index) =>
          part.kind === other ? null : part.kind === own ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: parts are a fixed sequence.
            <Mark key={index} className={`rounded ${markClass}`}>
              <span className="sr-only">{own}: </span>
              {part.text}
            </Mark>
          ) : (
            part.text
          ),
        )}
      </p>
    </div>
  );
}
