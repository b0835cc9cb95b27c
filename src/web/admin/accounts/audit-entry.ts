export { describeAction } from '../../../contracts/audit-words.ts';

/** "id 12" → "#12", "new id 13" → "#13 (new)"; anything else as stored; nothing → a dash. */
export function describeTarget(target: string): string {
  return target.replace(/^new id (\d+)$/, '#$1 (new)').replace(/^id (\S+)$/, '#$1') || '—';
}

// The chapter's zone, like every other date in the admin (lib/format.ts).
const dateTime = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/** "Nov 22, 2026, 3:04 AM EST". */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateTime.format(date);
}
