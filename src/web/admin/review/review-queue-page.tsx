import { Link } from 'wouter';
import type { ReviewQueueItem } from '../../../contracts/review.ts';
import { AdminPage } from '../components/admin-page.tsx';
import { ListStates } from '../components/list-states.tsx';
import { When } from '../components/review-history.tsx';
import { type Column, StackedTable } from '../components/stacked-table.tsx';
import { listKinds } from '../lib/content-kinds.ts';
import { useReviewQueue } from './review-queue.ts';

const kindOf = (item: ReviewQueueItem) => listKinds[item.kind];

/** The title, leading to the item's editor, where an editor publishes it or sends it back. */
export function ReviewItemLink({ item }: { item: ReviewQueueItem }) {
  return (
    <Link
      href={kindOf(item).editHref(item.id)}
      className="font-semibold text-ink underline-offset-4 hover:underline"
    >
      {item.title}
    </Link>
  );
}

const columns: Column<ReviewQueueItem>[] = [
  { header: 'Title', cell: (item) => <ReviewItemLink item={item} /> },
  { header: 'Kind', cell: (item) => kindOf(item).item },
  { header: 'Author', cell: (item) => item.author || 'A removed account' },
  { header: 'Submitted', cell: (item) => <When iso={item.submittedAt} /> },
];

/** /admin/review: the items waiting for an editor, oldest submission first (docs/admin/review-and-budget.md). */
export function ReviewQueuePage() {
  const queue = useReviewQueue();
  const items = queue.data ?? [];
  return (
    <AdminPage
      title="Review queue"
      back={null}
      description="Articles, videos and graphics submitted by their authors, the longest waiting first. Open one to publish it or send it back with a note."
    >
      <ListStates
        query={queue}
        empty={items.length === 0}
        loadingText="Loading the review queue..."
        failedText="The review queue could not be loaded."
        emptyText="Nothing is waiting for review. Submitted items appear here."
      >
        <StackedTable
          caption="Items in review, oldest submission first"
          columns={columns}
          rows={items}
          rowKey={(item) => `${item.kind}-${item.id}`}
          framed
        />
      </ListStates>
    </AdminPage>
  );
}
