import { formatShortDate } from './format.ts';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'} ago`;

/**
 * "Just now", "5 minutes ago", "3 hours ago", "2 days ago", then the date ("Nov 22, 2026"), as
 * comment lists show time (public-site §4 "Just now"). A time slightly ahead (clock skew) is "Just now".
 */
export function relativeTime(iso: string, zone: string, now: Date = new Date()): string {
  const elapsed = now.getTime() - new Date(iso).getTime();
  if (Number.isNaN(elapsed)) return '';
  if (elapsed < MINUTE) return 'Just now';
  if (elapsed < HOUR) return plural(Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return plural(Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < 7 * DAY) return plural(Math.floor(elapsed / DAY), 'day');
  return formatShortDate(iso, zone);
}
