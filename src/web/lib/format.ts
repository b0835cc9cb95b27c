// Dates are shown in the chapter's own time zone (the `timeZone` setting, decision 014), so the
// server's rendering and the browser's hydration print the same day whatever zone either machine
// runs in.
//
// In the default zone (Columbia, SC: US Eastern time) the calendar day is worked out here instead of
// with Intl.DateTimeFormat: the first Intl formatter a page makes loads the browser's locale and zone
// data, 40–70 ms of main thread in the middle of hydration. The rule is the one the United States has
// kept since 2007: UTC−5, and UTC−4 from the second Sunday of March at 2:00 local time (07:00 UTC)
// until the first Sunday of November at 2:00 local time (06:00 UTC). Any other zone goes through Intl.
import { DEFAULT_TIME_ZONE, wallClockAt } from '../../contracts/chapter-clock.ts';

const HOUR = 60 * 60 * 1000;

export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The `nth` Sunday of `month` (0 = January) of `year`, at `hour` UTC, in milliseconds. */
function sunday(year: number, month: number, nth: number, hour: number): number {
  const firstWeekday = new Date(Date.UTC(year, month, 1)).getUTCDay();
  return Date.UTC(year, month, 1 + ((7 - firstWeekday) % 7) + 7 * (nth - 1), hour);
}

export interface ChapterDay {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  /** 0 = Sunday */
  weekday: number;
}

/** The day a clock in `zone` shows at `instant`. */
export function chapterDay(instant: Date, zone: string): ChapterDay {
  if (zone !== DEFAULT_TIME_ZONE) {
    const { year, month, day } = wallClockAt(instant, zone);
    return { year, month, day, weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay() };
  }
  const time = instant.getTime();
  // Summer time never spans a new year, so the UTC year is the right one to look it up in.
  const year = instant.getUTCFullYear();
  const summer = time >= sunday(year, 2, 2, 7) && time < sunday(year, 10, 1, 6);
  const local = new Date(time - (summer ? 4 : 5) * HOUR);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    weekday: local.getUTCDay(),
  };
}

/** The day in ISO form ("2026-11-24") on the clock of `zone`; '' for a value that is not a date. */
export function chapterDayIso(iso: string, zone: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return '';
  const { year, month, day } = chapterDay(instant, zone);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function dayOf(iso: string, zone: string) {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : chapterDay(date, zone);
}

/** "November 22, 2026" on the clock of `zone`; '' for a value that is not a date. */
export function formatDate(iso: string, zone: string): string {
  const day = dayOf(iso, zone);
  return day ? `${MONTHS[day.month - 1]} ${day.day}, ${day.year}` : '';
}

/** "Nov 22, 2026" on the clock of `zone`, for dense lists; '' for a value that is not a date. */
export function formatShortDate(iso: string, zone: string): string {
  const day = dayOf(iso, zone);
  // en-US abbreviates every month to its first three letters ("Sep", "May").
  return day ? `${MONTHS[day.month - 1]!.slice(0, 3)} ${day.day}, ${day.year}` : '';
}

/**
 * public-site §9: excerpts are cut at `max` characters. Text within the limit is kept whole; a longer
 * one keeps its first `max` characters (trailing spaces dropped) followed by an ellipsis.
 */
export function excerptOf(text: string, max = 100): string {
  const clean = text.trim().replace(/\s+/g, ' ');
  if (clean.length <= max) return clean;
  return `${clean.slice(0, max).trimEnd()}…`;
}
