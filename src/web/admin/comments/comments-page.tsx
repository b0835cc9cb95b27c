import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Check, CheckCheck, ExternalLink, Trash2, X } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useId, useState } from 'react';
import { formatDateTime } from '../../../contracts/chapter-clock.ts';
import type {
  AdminComment,
  AdminCommentList,
  ArticleCommentSettings,
  CommentHoldReason,
  CommentStatus,
} from '../../../contracts/comments.ts';
import { Button } from '../../components/ui/button.tsx';
import { SearchField } from '../../components/ui/search-field.tsx';
import { apiJson } from '../../lib/api.ts';
import { useTimeZone } from '../../lib/queries/site-settings.ts';
import { relativeTime } from '../../lib/relative-time.ts';
import { AdminPage } from '../components/admin-page.tsx';
import { confirmAction } from '../components/confirm-dialog.tsx';
import { Badge } from '../components/content-card.tsx';
import { ListStates } from '../components/list-states.tsx';
import { Pager, usePagedList } from '../components/pager.tsx';
import { PublicationBadge } from '../components/publication.tsx';
import { SectionCard } from '../components/section-card.tsx';
import { ToggleSwitch } from '../components/toggle-switch.tsx';
import { useAdminMutation, useDeleteMutation } from '../lib/admin-mutation.ts';

// Comments of a queue and stories of the list alike.
const PAGE_SIZE = 20;

const tabs: { status: CommentStatus; label: string; empty: string }[] = [
  { status: 'pending', label: 'Pending', empty: 'No comments are waiting for approval.' },
  { status: 'approved', label: 'Approved', empty: 'No approved comments yet.' },
  { status: 'rejected', label: 'Rejected', empty: 'No rejected comments.' },
];

const holdLabels: Record<CommentHoldReason, string> = {
  links: 'Held: many links',
  words: 'Held: word list',
};

const tabTrigger =
  'rounded-md px-3 py-2 text-sm font-medium text-muted hover:text-ink data-[state=active]:bg-ink data-[state=active]:text-paper';

/** /admin/comments: the moderation queue, and which stories take comments (docs/api/comments.md). */
export function CommentsPage() {
  const [tab, setTab] = useState<CommentStatus>('pending');
  // The counts come with every page of the queue; the pending tab's read is the one always there.
  const { data } = useQuery<AdminCommentList>({
    queryKey: ['/api/admin/comments', { status: 'pending', limit: PAGE_SIZE, offset: 0 }],
  });
  const counts = data?.counts;

  return (
    <AdminPage
      title="Comments"
      description="Reader comments wait here until you approve them; approved comments show on the story for everyone."
    >
      <Tabs.Root value={tab} onValueChange={(value) => setTab(value as CommentStatus)}>
        <Tabs.List
          aria-label="Comments by status"
          className="mb-6 flex flex-wrap gap-1 border-b border-rule pb-2"
        >
          {tabs.map(({ status, label }) => (
            <Tabs.Trigger key={status} value={status} className={tabTrigger}>
              {label}
              {counts && <span className="ml-1 tabular-nums">({counts[status]})</span>}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {tabs.map(({ status, label, empty }) => (
          <Tabs.Content key={status} value={status}>
            <CommentQueue status={status} label={label} empty={empty} />
          </Tabs.Content>
        ))}
      </Tabs.Root>

      <ArticleSwitches />
    </AdminPage>
  );
}

function CommentQueue({ status, label, empty }: { status: CommentStatus; label: string; empty: string }) {
  const [page, setPage] = useState(0);
  const query = useQuery<AdminCommentList>({
    queryKey: ['/api/admin/comments', { status, limit: PAGE_SIZE, offset: page * PAGE_SIZE }],
    placeholderData: keepPreviousData,
  });
  const total = query.data?.counts[status] ?? 0;
  // A page emptied by approvals or deletes steps back to the last page that has comments.
  const lastPage = Math.max(0, Math.ceil(total / PAGE_SIZE) - 1);
  if (query.isSuccess && !query.isPlaceholderData && page > lastPage) setPage(lastPage);

  const comments = query.data?.comments ?? [];
  return (
    <ListStates
      query={query}
      empty={comments.length === 0}
      loadingText="Loading comments..."
      failedText="The comments could not be loaded."
      emptyText={empty}
    >
      <ul className="grid gap-3" aria-label={`${label} comments`}>
        {comments.map((comment) => (
          <li key={comment.id}>
            <CommentCard comment={comment} />
          </li>
        ))}
      </ul>
      <Pager
        label={`${label} comments pages`}
        page={page}
        hasNext={(page + 1) * PAGE_SIZE < total}
        onPage={setPage}
      />
    </ListStates>
  );
}

function CommentCard({ comment }: { comment: AdminComment }) {
  const headingId = useId();
  const zone = useTimeZone();
  const review = useAdminMutation<CommentStatus, AdminComment>({
    mutationFn: (status) => apiJson('PATCH', `/api/admin/comments/${comment.id}`, { status }),
    successMessage: (updated) => (updated.status === 'approved' ? 'Comment approved' : 'Comment rejected'),
    failureMessage: 'Failed to update comment.',
  });
  const remove = useDeleteMutation({
    path: '/api/admin/comments',
    successMessage: 'Comment deleted',
    failureMessage: 'Failed to delete comment.',
  });
  const approveAll = useAdminMutation<string, { approved: number }>({
    mutationFn: (name) => apiJson('POST', '/api/admin/comments/approve-by-name', { name }),
    successMessage: ({ approved }) =>
      `Approved ${approved} ${approved === 1 ? 'comment' : 'comments'} from ${comment.name}`,
    failureMessage: 'Failed to approve comments.',
  });
  const busy = review.isPending || remove.isPending || approveAll.isPending;

  return (
    <article aria-labelledby={headingId} className="rounded-lg border border-rule bg-paper p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 id={headingId} className="font-semibold break-words text-ink">
          {comment.name}
          <span className="font-normal text-muted"> on </span>
          <a
            href={`/article/${comment.articleId}`}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1 text-accent underline underline-offset-4 hover:text-ink"
          >
            {comment.articleTitle}
            <ExternalLink aria-hidden="true" className="size-3.5" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </h3>
        <p className="text-sm text-muted">
          <time dateTime={comment.createdAt} title={formatDateTime(comment.createdAt, zone)}>
            {relativeTime(comment.createdAt, zone)}
          </time>
          {comment.reviewedBy &&
            comment.status !== 'pending' &&
            ` · ${comment.status} by ${comment.reviewedBy}`}
        </p>
      </div>
      {comment.heldFor.length > 0 && (
        <p className="mt-2 flex flex-wrap gap-1">
          {comment.heldFor.map((reason) => (
            <Badge key={reason} className="bg-amber-100 text-amber-900">
              {holdLabels[reason]}
            </Badge>
          ))}
        </p>
      )}
      <p className="mt-2 whitespace-pre-line break-words text-ink">{comment.content}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        {comment.status !== 'approved' && (
          <Button size="sm" disabled={busy} onClick={() => review.mutate('approved')}>
            <Check aria-hidden="true" />
            Approve
          </Button>
        )}
        {comment.status !== 'rejected' && (
          <Button size="sm" variant="secondary" disabled={busy} onClick={() => review.mutate('rejected')}>
            <X aria-hidden="true" />
            Reject
          </Button>
        )}
        {comment.status === 'pending' && (
          <Button
            size="sm"
            variant="secondary"
            disabled={busy}
            onClick={async () => {
              const question = `Approve every pending comment from ${comment.name}? Comments held for links or listed words stay for you to check one by one.`;
              if (await confirmAction(question, 'Approve all')) approveAll.mutate(comment.name);
            }}
          >
            <CheckCheck aria-hidden="true" />
            Approve all from {comment.name}
          </Button>
        )}
        <Button
          size="sm"
          variant="quiet"
          disabled={busy}
          onClick={async () => {
            if (await confirmAction('Are you sure you want to delete this comment?'))
              remove.mutate(comment.id);
          }}
        >
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      </div>
    </article>
  );
}

function ArticleSwitches() {
  const searchId = useId();
  const [search, setSearch] = useState('');
  const { query, items, page, setPage, hasNext } = usePagedList<ArticleCommentSettings>(
    '/api/admin/comments/articles',
    { pageSize: PAGE_SIZE, filters: { q: search.trim() || undefined } },
  );

  return (
    <SectionCard
      plain
      className="mt-12"
      title="Comments on each story"
      description="Close comments on a story to stop new ones; its approved comments stay visible."
    >
      <SearchField
        id={searchId}
        label="Search stories"
        showLabel
        placeholder="Story title"
        value={search}
        onChange={setSearch}
        className="max-w-sm"
      />
      <div className="mt-4">
        <ListStates
          query={query}
          empty={items.length === 0}
          loadingText="Loading stories..."
          failedText="The stories could not be loaded."
          emptyText={search.trim() ? 'No stories match your search.' : 'No stories yet.'}
        >
          <ul className="divide-y divide-rule rounded-lg border border-rule bg-paper">
            {items.map((article) => (
              <li key={article.articleId}>
                <ArticleSwitch article={article} />
              </li>
            ))}
          </ul>
        </ListStates>
        <Pager label="Stories pages" page={page} hasNext={hasNext} onPage={setPage} />
      </div>
    </SectionCard>
  );
}

function ArticleSwitch({ article }: { article: ArticleCommentSettings }) {
  const toggle = useAdminMutation<boolean, { open: boolean }>({
    mutationFn: (open) => apiJson('PUT', `/api/admin/comments/articles/${article.articleId}`, { open }),
    successMessage: ({ open }) =>
      open ? `Comments opened on "${article.title}"` : `Comments closed on "${article.title}"`,
    failureMessage: 'Failed to change comments on this story.',
  });
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 p-3 sm:px-4">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-medium break-words text-ink">{article.title}</span>
          <PublicationBadge status={article.status} publishedDate={article.publishedDate} />
        </p>
        <p className="text-sm text-muted">
          {article.approved} approved · {article.pending} pending
        </p>
      </div>
      <div className="flex items-center gap-2">
        <ToggleSwitch
          checked={article.open}
          disabled={toggle.isPending}
          onCheckedChange={(open) => toggle.mutate(open)}
          aria-label={`Comments open on ${article.title}`}
        />
        <span aria-hidden="true" className="w-14 text-sm text-ink">
          {article.open ? 'Open' : 'Closed'}
        </span>
      </div>
    </div>
  );
}
