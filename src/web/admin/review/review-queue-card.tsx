import { ClipboardCheck } from 'lucide-react';
import { Link } from 'wouter';
import { When } from '../components/review-history.tsx';
import { SectionCard } from '../components/section-card.tsx';
import { mayOpen } from '../shell/admin-sections.ts';
import { useRole } from '../shell/use-role.ts';
import { useReviewQueue } from './review-queue.ts';
import { ReviewItemLink } from './review-queue-page.tsx';

// The few waiting longest; the rest are one link away.
const FIRST_SHOWN = 3;

/** The dashboard's Review queue card, for editors and admins: how many wait, and the oldest. */
export function ReviewQueueCard() {
  const editor = mayOpen(useRole(), '/admin/review');
  const queue = useReviewQueue({ enabled: editor });
  if (!editor) return null;
  const items = queue.data;
  return (
    <SectionCard
      className="mt-8"
      title={
        <>
          <ClipboardCheck aria-hidden="true" className="size-5 text-accent" />
          Review queue
        </>
      }
      description={
        items === undefined
          ? queue.isError
            ? 'The review queue could not be loaded.'
            : 'Loading the review queue...'
          : items.length === 0
            ? 'Nothing is waiting for review.'
            : `${items.length} ${items.length === 1 ? 'item waits' : 'items wait'} for an editor.`
      }
    >
      {items && items.length > 0 && (
        <ul className="divide-y divide-rule border-rule border-y text-sm">
          {items.slice(0, FIRST_SHOWN).map((item) => (
            <li key={`${item.kind}-${item.id}`} className="flex flex-wrap items-baseline gap-x-2 py-2">
              <ReviewItemLink item={item} />
              <span className="text-muted">
                by {item.author || 'a removed account'}, <When iso={item.submittedAt} />
              </span>
            </li>
          ))}
        </ul>
      )}
      <Link
        href="/admin/review"
        className="mt-3 inline-block text-sm font-semibold text-ink underline underline-offset-4 hover:text-accent"
      >
        Open the review queue
      </Link>
    </SectionCard>
  );
}
