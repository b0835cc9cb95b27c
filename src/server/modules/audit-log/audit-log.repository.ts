import { desc, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { personNameOf } from '../admin-auth/admin-auth.repository.ts';
import { auditLog } from './audit-log.table.ts';

/**
 * One event: `words` follow the person's name in its summary ("unpublished 'Main Street's New
 * Murals'"), and `link` is the admin address of its item, if any. `action` and `target` keep the
 * route and record for whoever reads the table.
 */
export async function insertAuditEntry(
  db: Executor,
  entry: { username: string; action: string; target: string; words: string; link?: string },
) {
  const { words, ...row } = entry;
  const summary = sql<string>`${personNameOf(entry.username)} || ' ' || ${words}::text`;
  await db.insert(auditLog).values({ ...row, summary });
}

export function listAuditEntries(
  db: Executor,
  { limit = 50, offset = 0 }: { limit?: number; offset?: number },
) {
  return db.select().from(auditLog).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(limit).offset(offset);
}
