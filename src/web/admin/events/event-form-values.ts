import type { ChapterEvent, EventBody, EventType } from '../../../contracts/event.ts';
import { EVENT_TIME_ZONE } from '../../../contracts/event.ts';

/** What the event form holds; the day and the time are wall-clock values on the chapter's clock. */
export interface EventFormValues {
  title: string;
  description: string;
  /** "YYYY-MM-DD" */
  date: string;
  /** "HH:MM" */
  time: string;
  location: string;
  type: EventType;
  registrationUrl: string;
}

/** admin-area §9: a new event is a meeting. */
export function newEventValues(): EventFormValues {
  return {
    title: '',
    description: '',
    date: '',
    time: '',
    location: '',
    type: 'meeting',
    registrationUrl: '',
  };
}

const chapterDay = new Intl.DateTimeFormat('en-US', {
  timeZone: EVENT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** "YYYY-MM-DD" of an instant on the chapter's clock, the day the public cards show. */
export function chapterDayOf(iso: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return '';
  const parts: Record<string, string> = {};
  for (const part of chapterDay.formatToParts(instant)) parts[part.type] = part.value;
  return `${parts.year}-${parts.month}-${parts.day}`;
}

export function eventValuesOf(event: ChapterEvent): EventFormValues {
  return {
    title: event.title,
    description: event.description,
    date: chapterDayOf(event.date),
    time: event.time,
    location: event.location,
    type: event.type,
    registrationUrl: event.registrationUrl ?? '',
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
