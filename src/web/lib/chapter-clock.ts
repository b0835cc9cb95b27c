// The calendar day on the chapter's clock (Columbia, SC: US Eastern time), worked out here instead of
// with Intl.DateTimeFormat: the first Intl formatter a page makes loads the browser's locale and zone
// data, 40–70 ms of main thread in the middle of hydration. The rule is the one the United States has
// kept since 2007: UTC−5, and UTC−4 from the second Sunday of March at 2:00 local time (07:00 UTC)
// until the first Sunday of November at 2:00 local time (06:00 UTC).

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

/** The day the chapter's clock shows at `instant`. */
export function chapterDay(instant: Date): ChapterDay {
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
