// Dates are shown in the chapter's own time zone (Columbia, SC), so the server's rendering and the
// browser's hydration print the same day whatever zone either machine runs in.
const CHAPTER_TIME_ZONE = 'America/New_York';

const longDate = new Intl.DateTimeFormat('en-US', {
  timeZone: CHAPTER_TIME_ZONE,
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});

const shortDate = new Intl.DateTimeFormat('en-US', {
  timeZone: CHAPTER_TIME_ZONE,
  year: 'numeric',
  month: 'short',
  day: 'numeric',
});

function parse(iso: string): Date | undefined {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** "November 22, 2026" in America/New_York; '' for a value that is not a date. */
export function formatDate(iso: string): string {
  const date = parse(iso);
  return date ? longDate.format(date) : '';
}

/** "Nov 22, 2026" in America/New_York, for dense lists; '' for a value that is not a date. */
export function formatShortDate(iso: string): string {
  const date = parse(iso);
  return date ? shortDate.format(date) : '';
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
