import { useQuery } from '@tanstack/react-query';
import { CalendarDays, Clock, ExternalLink, type LucideIcon, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ChapterEvent } from '../../../contracts/event.ts';
import { EVENT_TIME_ZONE, eventTypeLabel } from '../../../contracts/event-values.ts';
import { chapterDayIso } from '../../lib/format.ts';
import { externalHref } from '../../lib/links.ts';
import { upcomingEventsQuery } from '../../lib/queries/content.ts';
import { formatEventDay, formatEventTime } from './event-date.ts';

/** public-site §9: the Extra! Extra! page shows the first 5 upcoming events. */
export const UPCOMING_EVENTS_SHOWN = 5;
export const NO_UPCOMING_EVENTS = 'No upcoming events at this time.';

export function useUpcomingEvents(): ChapterEvent[] | undefined {
  return useQuery(upcomingEventsQuery()).data?.slice(0, UPCOMING_EVENTS_SHOWN);
}

export function UpcomingEventsSection() {
  const events = useQuery(upcomingEventsQuery());
  const shown = events.data?.slice(0, UPCOMING_EVENTS_SHOWN) ?? [];

  return (
    <section aria-labelledby="upcoming-events-title">
      <h2 id="upcoming-events-title" className="font-bold font-serif text-2xl text-ink sm:text-3xl">
        Upcoming Events
      </h2>
      {events.isPending ? (
        <ul aria-label="Loading events" aria-busy="true" className="mt-5 grid gap-4">
          {[0, 1].map((key) => (
            <li key={key} className="h-36 animate-pulse rounded-md bg-paper-soft" />
          ))}
        </ul>
      ) : shown.length === 0 ? (
        <div className="mt-5 rounded-md border border-rule border-dashed px-5 py-8 text-center">
          <CalendarDays aria-hidden="true" className="mx-auto size-7 text-muted" />
          <p className="mt-2 text-ink">{NO_UPCOMING_EVENTS}</p>
          <p className="mt-1 text-muted text-sm">New dates are posted here as soon as they are set.</p>
        </div>
      ) : (
        <ul className="mt-5 grid gap-4">
          {shown.map((event) => (
            <li key={event.id}>
              <EventCard event={event} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** One line of an event's when and where, its icon naming it to screen readers. */
function EventDetail({
  icon: Icon,
  label,
  children,
}: {
  icon: LucideIcon;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className="flex items-start gap-2">
      <dt>
        <Icon aria-hidden="true" className="mt-0.5 size-4 text-muted" />
        <span className="sr-only">{label}</span>
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

function EventCard({ event }: { event: ChapterEvent }) {
  const titleId = `event-${event.id}-title`;
  const registrationHref = externalHref(event.registrationUrl);
  return (
    <article aria-labelledby={titleId} className="rounded-md border border-rule bg-paper p-5">
      <p className="font-semibold text-accent text-xs uppercase tracking-wider">
        {event.type === 'other' ? 'Event' : eventTypeLabel(event.type)}
      </p>
      <h3 id={titleId} className="mt-1 font-bold font-serif text-ink text-xl leading-snug">
        {event.title}
      </h3>
      <dl className="mt-3 grid gap-1.5 text-ink text-sm">
        <EventDetail icon={CalendarDays} label="Date">
          <time dateTime={chapterDayIso(event.date, EVENT_TIME_ZONE)}>{formatEventDay(event.date)}</time>
        </EventDetail>
        <EventDetail icon={Clock} label="Time">
          <time dateTime={event.date}>{formatEventTime(event.time)}</time>
          <span className="text-muted"> (Eastern)</span>
        </EventDetail>
        <EventDetail icon={MapPin} label="Location">
          {event.location}
        </EventDetail>
      </dl>
      <p className="mt-3 text-base text-ink/90 leading-relaxed">{event.description}</p>
      {registrationHref && (
        <a
          href={registrationHref}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-4 inline-flex items-center gap-1.5 font-semibold text-accent text-sm underline-offset-4 hover:text-accent-strong hover:underline"
        >
          Register
          <span className="sr-only">{` for ${event.title} (opens in a new tab)`}</span>
          <ExternalLink aria-hidden="true" className="size-4" />
        </a>
      )}
    </article>
  );
}

/** schema.org Event data for the listed events, for the page's JSON-LD. */
export function eventsJsonLd(events: readonly ChapterEvent[], organizer: { name: string; url: string }) {
  return events.map((event) => ({
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description: event.description,
    startDate: event.date,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: { '@type': 'Place', name: event.location, address: event.location },
    organizer: { '@type': 'Organization', name: organizer.name, url: organizer.url },
    // Left out of the JSON when there is no link.
    url: externalHref(event.registrationUrl),
  }));
}
