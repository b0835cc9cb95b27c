import { chapterDay, MONTHS } from './chapter-clock.ts';

// Dates are shown in the chapter's own time zone (Columbia, SC), so the server's rendering and the
// browser's hydration print the same day whatever zone either machine runs in.

function dayOf(iso: string) {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : chapterDay(date);
}

/** "November 22, 2026" in America/New_York; '' for a value that is not a date. */
export function formatDate(iso: string): string {
  const day = dayOf(iso);
  return day ? `${MONTHS[day.month - 1]} ${day.day}, ${day.year}` : '';
}

/** "Nov 22, 2026" in America/New_York, for dense lists; '' for a value that is not a date. */
export function formatShortDate(iso: string): string {
  const day = dayOf(iso);
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
