import { z } from 'zod';
import { isoDateSchema, listQuerySchema, requiredText } from './common.ts';

/** The chapter meets in Columbia, SC: event times are wall-clock times there. */
export const EVENT_TIME_ZONE = 'America/New_York';

/**
 * admin-area §3 gives two lists (create: meeting, workshop, networking, social, other; edit: meeting,
 * workshop, social, networking) and public-site §3 a third; the union accepts every reading.
 */
export const eventTypes = ['meeting', 'workshop', 'networking', 'social', 'other'] as const;
export type EventType = (typeof eventTypes)[number];
const EVENT_TYPE_MESSAGE = `Type must be one of ${eventTypes.join(', ')}`;

export const EVENT_DATE_REQUIRED = 'Date is required';
export const EVENT_DATE_INVALID = 'Date must be a valid date';
export const EVENT_TIME_REQUIRED = 'Time is required';
export const EVENT_TIME_INVALID = 'Time must be in HH:MM form';
export const REGISTRATION_URL_INVALID = 'Registration link must be a valid URL';

const TIME_PATTERN = /^([01]?\d|2[0-3]):([0-5]\d)$/;
// A day, optionally a wall-clock time, optionally a zone: "2026-11-22", "2026-11-22T19:00", "…Z".
const DATE_PATTERN =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/i;

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const zonedParts = new Intl.DateTimeFormat('en-US', {
  timeZone: EVENT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** The wall clock in the chapter's time zone at an instant. */
function wallClockAt(instant: Date): WallClock {
  const parts: Record<string, number> = {};
  for (const part of zonedParts.formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
  };
}

/**
 * The instant at which the chapter's clock shows the given wall time, daylight saving included.
 * A time repeated in autumn is its first occurrence; one skipped in spring is read as the moment
 * after the gap (02:30 on the change day is 03:30 EDT), as Temporal's "compatible" rule does.
 */
function instantOfWallClock(wall: WallClock): Date {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  const offsetAt = (instant: number) => {
    const seen = wallClockAt(new Date(instant));
    return Date.UTC(seen.year, seen.month - 1, seen.day, seen.hour, seen.minute, seen.second) - instant;
  };
  const shows = (instant: number) => {
    const seen = wallClockAt(new Date(instant));
    return seen.day === wall.day && seen.hour === wall.hour && seen.minute === wall.minute;
  };
  const first = asUtc - offsetAt(asUtc);
  const second = asUtc - offsetAt(first);
  if (shows(second)) return new Date(second);
  if (shows(first)) return new Date(first);
  return new Date(Math.max(first, second));
}

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
    wall = wallClockAt(instant);
  }
  if (time !== undefined) {
    const clock = TIME_PATTERN.exec(time.trim());
    if (!clock) return undefined;
    wall = { ...wall, hour: Number(clock[1]), minute: Number(clock[2]), second: 0 };
  }
  return instantOfWallClock(wall);
}

/** "HH:MM" on the chapter's clock, as the event cards show it. */
export function eventTimeOf(instant: Date): string {
  const { hour, minute } = wallClockAt(instant);
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

export const eventTypeSchema = z
  .string({ error: EVENT_TYPE_MESSAGE })
  .trim()
  .toLowerCase()
  .pipe(z.enum(eventTypes, { error: EVENT_TYPE_MESSAGE }));

/** An absolute http(s) address, or nothing: '' and null are stored as no link. */
const registrationUrlSchema = z
  .string({ error: REGISTRATION_URL_INVALID })
  .nullish()
  .transform((value) => value?.trim() || undefined)
  .refine(
    (value) => value === undefined || (value.length <= 2048 && /^https?:\/\/[^\s]+$/i.test(value)),
    REGISTRATION_URL_INVALID,
  );

/** admin-area §5 event rules, for create and edit alike; the route combines `date` and `time`. */
export const eventInputSchema = z.object({
  title: requiredText('Title is required', 300),
  description: requiredText('Description is required', 10_000),
  date: requiredText(EVENT_DATE_REQUIRED, 100).refine(
    (value) => parseEventDate(value) !== undefined,
    EVENT_DATE_INVALID,
  ),
  // Only a separate time key that the client sends blank is an error; no key means the time is in `date`.
  time: z
    .string({ error: EVENT_TIME_REQUIRED })
    .trim()
    .min(1, EVENT_TIME_REQUIRED)
    .regex(TIME_PATTERN, EVENT_TIME_INVALID)
    .optional(),
  location: requiredText('Location is required', 500),
  type: eventTypeSchema.optional().default('meeting'),
  registrationUrl: registrationUrlSchema,
});
export type EventInput = z.input<typeof eventInputSchema>;
export type EventBody = z.output<typeof eventInputSchema>;

export const eventSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  /** The instant, ISO 8601. */
  date: isoDateSchema,
  /** HH:MM of `date` on the chapter's clock (America/New_York). */
  time: z.string(),
  location: z.string(),
  type: z.enum(eventTypes),
  registrationUrl: z.string().nullable(),
  createdAt: isoDateSchema,
});
/** Named so it does not shadow the DOM's Event in web code. */
export type ChapterEvent = z.infer<typeof eventSchema>;

export const upcomingEventsQuerySchema = listQuerySchema.extend({
  // public-site §9: the Extra! Extra! page shows the first 5.
  limit: z.coerce.number().int().min(1).max(100).optional().default(5),
});
