import { type AdminEvent, eventTypeLabel } from '../../../contracts/event.ts';
import { ChapterTime } from '../components/chapter-time.tsx';
import { Badge } from '../components/content-card.tsx';
import type { ListView } from '../components/content-list/content-list-page.tsx';

// admin-area §2 "Events card": type, created date, title, description, date, time, location.
export const eventList: ListView<AdminEvent> = {
  kind: 'event',
  title: (event) => event.title,
  badges: (event) =>
    new Date(event.date).getTime() < Date.now() && (
      <span className="rounded bg-neutral-200 px-2 py-0.5 text-xs font-semibold text-neutral-900">Past</span>
    ),
  group: (event) => <Badge>{eventTypeLabel(event.type)}</Badge>,
  date: (event) => <ChapterTime iso={event.date} withTime />,
  meta: (event) => (
    <>
      {event.location} · <ChapterTime prefix="Created" iso={event.createdAt} />
    </>
  ),
  text: (event) => event.description,
};
