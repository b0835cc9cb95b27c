// One clock for the whole site (decision 014): every time is shown, and every date typed into a
// form is read, in the chapter's time zone (the `timeZone` site setting), never in the zone of the
// server or of the browser. Intl only, and no Zod, so the server, the admin and the reader's
// browser share it.

/** Columbia, SC: the zone of a site whose settings were never saved. */
export const DEFAULT_TIME_ZONE = 'America/New_York';

export const TIME_ZONE_MESSAGE = 'Must be a time zone from the list, such as America/New_York';

/** Whether `zone` is an IANA zone name this runtime knows ("America/Chicago"; not "Mars/Olympus"). */
export function isTimeZone(zone: string): boolean {
  return zone === 'UTC' || Intl.supportedValuesOf('timeZone').includes(zone);
}

// Making an Intl formatter costs far more than using one, so each is made once per zone.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(zone: string, kind: 'wall' | 'dateTime' | 'day' | 'zoneName'): Intl.DateTimeFormat {
  const key = `${kind} ${zone}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat('en-US', { timeZone: zone, ...formatOptions[kind] });
    formatters.set(key, made);
  }
  return made;
}

const formatOptions: Record<'wall' | 'dateTime' | 'day' | 'zoneName', Intl.DateTimeFormatOptions> = {
  wall: {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  },
  dateTime: {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  },
  day: { year: 'numeric', month: 'short', day: 'numeric' },
  zoneName: { timeZoneName: 'longGeneric' },
};

function instantOf(value: string | Date): Date | undefined {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

// ICU puts a narrow no-break space before AM/PM; mail and tests read better with a plain one.
const plainSpaces = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

/** "Nov 28, 2026, 8:43 AM EST": the time with its zone; '' for a value that is not a date. */
export function formatDateTime(value: string | Date, zone: string): string {
  const instant = instantOf(value);
  return instant ? plainSpaces(formatter(zone, 'dateTime').format(instant)) : '';
}

/** "Nov 28, 2026" on the chapter's calendar; '' for a value that is not a date. */
export function formatDay(value: string | Date, zone: string): string {
  const instant = instantOf(value);
  return instant ? formatter(zone, 'day').format(instant) : '';
}

/** "Eastern Time", "Central Time": the zone as the date pickers name it. */
export function timeZoneName(zone: string): string {
  const parts = formatter(zone, 'zoneName').formatToParts(new Date());
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? zone;
}

export interface WallClock {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** What a clock in `zone` shows at `instant`. */
export function wallClockAt(instant: Date, zone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const part of formatter(zone, 'wall').formatToParts(instant)) {
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
 * The instant at which a clock in `zone` shows `wall`, daylight saving included. A time repeated in
 * autumn is its first occurrence; one skipped in spring is read as the moment after the gap (02:30
 * on the change day is 03:30 EDT), as Temporal's "compatible" rule does.
 */
export function instantOfWallClock(wall: WallClock, zone: string): Date {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  const offsetAt = (instant: number) => {
    const seen = wallClockAt(new Date(instant), zone);
    return Date.UTC(seen.year, seen.month - 1, seen.day, seen.hour, seen.minute, seen.second) - instant;
  };
  const shows = (instant: number) => {
    const seen = wallClockAt(new Date(instant), zone);
    return seen.day === wall.day && seen.hour === wall.hour && seen.minute === wall.minute;
  };
  const first = asUtc - offsetAt(asUtc);
  const second = asUtc - offsetAt(first);
  if (shows(second)) return new Date(second);
  if (shows(first)) return new Date(first);
  return new Date(Math.max(first, second));
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * An instant as a `datetime-local` input's value ("2026-12-24T18:00") on the clock of `zone`, to the
 * minute (admin-area §9); '' for nothing or a value that is not a date.
 */
export function toDateTimeInput(value: string | Date | undefined | null, zone: string): string {
  const instant = value ? instantOf(value) : undefined;
  if (!instant) return '';
  const wall = wallClockAt(instant, zone);
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}`;
}

/** An instant as a `date` input's value ("2026-12-24"): its day on the clock of `zone`. */
export function toDayInput(value: string | Date | undefined | null, zone: string): string {
  return toDateTimeInput(value, zone).slice(0, 10);
}

const INPUT_PATTERN = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/;

/**
 * A `datetime-local` or `date` input's value read on the clock of `zone` (a day is its midnight), as
 * an ISO instant. "" stays "" (the server reads it as now); text that is no such value is returned as
 * it is, for the schema to refuse with its message.
 */
export function fromDateTimeInput(value: string, zone: string): string {
  const match = INPUT_PATTERN.exec(value);
  if (!match) return value;
  const [, year, month, day, hour = '0', minute = '0'] = match;
  const wall = {
    year: Number(year),
    month: Number(month),
    day: Number(day),
    hour: Number(hour),
    minute: Number(minute),
    second: 0,
  };
  return instantOfWallClock(wall, zone).toISOString();
}
