import { EVENT_TIME_ZONE } from '../../../contracts/event-values.ts';
import { chapterDay, MONTHS } from '../../lib/format.ts';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/**
 * "Tuesday, November 24, 2026" on the events' clock (the API's `time` is on it too). Built from numeric parts, not a locale string,
 * so the server and every browser print the very same text (hydration must match).
 */
export function formatEventDay(iso: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return '';
  const { year, month, day, weekday } = chapterDay(instant, EVENT_TIME_ZONE);
  return `${WEEKDAYS[weekday]}, ${MONTHS[month - 1]} ${day}, ${year}`;
}

/** "18:30" (the API's chapter-clock time) → "6:30 PM". */
export function formatEventTime(time: string): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time);
  if (!match) return time;
  const hour = Number(match[1]);
  const suffix = hour < 12 ? 'AM' : 'PM';
  return `${hour % 12 === 0 ? 12 : hour % 12}:${match[2]} ${suffix}`;
}
