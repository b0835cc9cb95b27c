import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '../../../contracts/chapter-clock.ts';
import type { PublishedKind } from '../../../contracts/content-kinds.ts';
import type { ReviewAction, ReviewEvent } from '../../../contracts/review.ts';
import { useTimeZone } from '../../lib/queries/site-settings.ts';
import { listKinds } from '../lib/content-kinds.ts';
import { SectionCard } from './section-card.tsx';

/** The kinds that go through review (docs/admin/review-and-budget.md). */
export type ReviewedKind = PublishedKind;

const MINUTE = 60_000;
const units: [limit: number, size: number, unit: Intl.RelativeTimeFormatUnit][] = [
  [60 * MINUTE, MINUTE, 'minute'],
  [24 * 60 * MINUTE, 60 * MINUTE, 'hour'],
  [30 * 24 * 60 * MINUTE, 24 * 60 * MINUTE, 'day'],
];
const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });

/** "just now", "5 minutes ago", "yesterday", "3 days ago"; past a month, the time itself in `zone`. */
export function timeAgo(iso: string, zone: string, now: Date = new Date()): string {
  const elapsed = Math.max(0, now.getTime() - new Date(iso).getTime());
  if (elapsed < MINUTE) return 'just now';
  const found = units.find(([limit]) => elapsed < limit);
  if (!found) return formatDateTime(iso, zone);
  const [, size, unit] = found;
  return relative.format(-Math.floor(elapsed / size), unit);
}

/** How long ago, for a glance, and the time on the chapter's clock, for the record. */
export function When({ iso }: { iso: string }) {
  const zone = useTimeZone();
  return (
    <time dateTime={iso}>
      {timeAgo(iso, zone)} <span className="text-muted">({formatDateTime(iso, zone)})</span>
    </time>
  );
}

/** An item's review steps, oldest first; read only by its author and the editors. */
export function useReviewHistory(kind: ReviewedKind, id: number | undefined) {
  return useQuery<ReviewEvent[]>({
    queryKey: [listKinds[kind].adminList, id, 'review-history'],
    enabled: id !== undefined,
  });
}

const actionWords: Record<ReviewAction, string> = {
  submitted: 'Submitted for review',
  'sent-back': 'Sent back: changes requested',
  published: 'Published',
  scheduled: 'Scheduled',
};

/** The editor's Review history panel: each step with who, when and the note; nothing while empty. */
export function ReviewHistory({ events }: { events: readonly ReviewEvent[] }) {
  if (events.length === 0) return null;
  return (
    <SectionCard
      title="Review history"
      description="Only the author and the editors see these steps and notes."
      className="mt-8"
    >
      <ol className="divide-y divide-rule border-rule border-y">
        {events.map((event) => (
          <li key={`${event.at}-${event.action}`} className="py-2.5 text-sm">
            <p className="text-ink">
              <span className="font-semibold">{actionWords[event.action]}</span>
              {' by '}
              {event.actor || 'a removed account'}, <When iso={event.at} />
            </p>
            {event.note && <p className="mt-1 whitespace-pre-line text-ink">{event.note}</p>}
          </li>
        ))}
      </ol>
    </SectionCard>
  );
}
