// The parts of the event contract the reader's browser needs, without Zod.
import { DEFAULT_TIME_ZONE, instantOfWallClock, type WallClock, wallClockAt } from './chapter-clock.ts';

/** The chapter meets in Columbia, SC: event times are wall-clock times there. */
export const EVENT_TIME_ZONE = DEFAULT_TIME_ZONE;

/**
 * admin-area §3 gives two lists (create: meeting, workshop, networking, social, other; edit: meeting,
 * workshop, social, networking) and public-site §3 a third; the union accepts every reading.
 */
export const eventTypes = ['meeting', 'workshop', 'networking', 'social', 'other'] as const;
export type EventType = (typeof eventTypes)[number];

/** The admin's word for a type: the type, capitalised. The public cards call an "other" event an "Event". */
export const eventTypeLabel = (type: EventType): string => type.charAt(0).toUpperCase() + type.slice(1);

export const EVENT_DATE_REQUIRED = 'Date is required';
export const EVENT_DATE_INVALID = 'Date must be a valid date';
export const EVENT_TIME_REQUIRED = 'Time is required';
export const EVENT_TIME_INVALID = 'Time must be in HH:MM form';
export const REGISTRATION_URL_INVALID = 'Registration link must be a valid URL';

/** HH:MM on a 24-hour clock, as the edit form sends an event's time. */
export const EVENT_TIME_PATTERN = /^([01]?\d|2[0-3]):([0-5]\d)$/;
// A day, optionally a wall-clock time, optionally a zone: "2026-11-22", "2026-11-22T19:00", "…Z".
const DATE_PATTERN =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/i;

function isRealDay(year: number, month: number, day: number): boolean {
  const probe = new Date(Date.UTC(year, month - 1, day));
  return probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
}

/**
 * One instant from what the event forms send (admin-area §5): the create form sends one combined
 * date-time, the edit form a day and a separate HH:MM time. A separate time replaces the time of
 * `date`'s day; a day or a date-time without a zone is read on the chapter's clock. Undefined when
 * the text is not a date.
 */
export function parseEventDate(date: string, time?: string): Date | undefined {
  const match = DATE_PATTERN.exec(date.trim());
  if (!match) return undefined;
  const [, y, mo, d, h, mi, s, zone] = match;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  if (!isRealDay(year, month, day)) return undefined;
  if (h !== undefined && (Number(h) > 23 || Number(mi) > 59 || Number(s ?? 0) > 59)) return undefined;

  let wall: WallClock = {
    year,
    month,
    day,
    hour: Number(h ?? 0),
    minute: Number(mi ?? 0),
    second: Number(s ?? 0),
  };
  if (zone) {
    const instant = new Date(date.trim());
    if (Number.isNaN(instant.getTime())) return undefined;
    if (time === undefined) return instant;
    wall = wallClockAt(instant, EVENT_TIME_ZONE);
  }
  if (time !== undefined) {
    const clock = EVENT_TIME_PATTERN.exec(time.trim());
    if (!clock) return undefined;
    wall = { ...wall, hour: Number(clock[1]), minute: Number(clock[2]), second: 0 };
  }
  return instantOfWallClock(wall, EVENT_TIME_ZONE);
}

/** "HH:MM" on the chapter's clock, as the event cards show it. */
export function eventTimeOf(instant: Date): string {
  const { hour, minute } = wallClockAt(instant, EVENT_TIME_ZONE);
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}
