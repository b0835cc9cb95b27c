import { type AdminEvent, EVENT_TIME_ZONE, eventTypeLabel } from '../../../contracts/event.ts';
import { formatDate } from '../../lib/format.ts';
import { Badge } from '../components/content-card.tsx';
import { ListDate, type ListView } from '../components/content-list/content-list-page.tsx';

const chapterTime = new Intl.DateTimeFormat('en-US', {
  timeZone: EVENT_TIME_ZONE,
  hour: 'numeric',
  minute: '2-digit',
});

// admin-area §2 "Events card": type, created date, title, description, date, time, location.
export const eventList: ListView<AdminEvent> = {
  kind: 'event',
  title: (event) => event.title,
  badges: (event) =>
    new Date(event.date).getTime() < Date.now() && (
      <span className="rounded bg-neutral-200 px-2 py-0.5 text-xs font-semibold text-neutral-900">Past</span>
    ),
  group: (event) => <Badge>{eventTypeLabel(event.type)}</Badge>,
  date: (event) => (
    <time dateTime={event.date}>
      {formatDate(event.date)}, {chapterTime.format(new Date(event.date))} (Eastern)
    </time>
  ),
  meta: (event) => (
    <>
      {event.location} · <ListDate prefix="Created" iso={event.createdAt} />
    </>
  ),
  text: (event) => event.description,
};
