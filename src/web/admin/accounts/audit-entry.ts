import type { AuditEntry } from '../../../contracts/admin-auth.ts';
import { actionWords } from '../../../contracts/audit-words.ts';

export { describeAction } from '../../../contracts/audit-words.ts';

/** "id 12" → "#12", "new id 13" → "#13 (new)"; anything else as stored; nothing → a dash. */
export function describeTarget(target: string): string {
  return target.replace(/^new id (\d+)$/, '#$1 (new)').replace(/^id (\S+)$/, '#$1') || '—';
}

/**
 * The entry in plain words: its summary, or for an entry written before summaries were, words from
 * its route and record ("maya updated article #9"), never the route itself.
 */
export function entrySentence({ summary, username, action, target }: AuditEntry): string {
  if (summary) return summary;
  return `${username} ${actionWords(action)}${target ? ` ${describeTarget(target)}` : ''}`;
}
