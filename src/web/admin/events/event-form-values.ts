import type { ChapterEvent, EventBody } from '../../../contracts/event.ts';
import { EVENT_TIME_ZONE } from '../../../contracts/event-values.ts';
import { chapterDayIso } from '../../lib/format.ts';

/**
 * What the event form holds; the day and the time are wall-clock values on the chapter's clock, the
 * day the public cards show. admin-area §9: a new event is a meeting.
 */
export function eventValuesOf(event?: ChapterEvent) {
  return {
    title: event?.title ?? '',
    description: event?.description ?? '',
    date: event ? chapterDayIso(event.date, EVENT_TIME_ZONE) : '',
    time: event?.time ?? '',
    location: event?.location ?? '',
    type: event?.type ?? 'meeting',
    registrationUrl: event?.registrationUrl ?? '',
  };
}

/**
 * admin-area §5: on create the day and the time travel as ONE date-time and no separate time. It has
 * no zone, so the server reads it on the chapter's clock: 18:30 typed is 18:30 in Columbia, SC,
 * wherever the editor's browser is.
 */
export function createEventBody({ date, time, ...rest }: EventBody): Omit<EventBody, 'time'> {
  return { ...rest, date: `${date}T${time}` };
}
