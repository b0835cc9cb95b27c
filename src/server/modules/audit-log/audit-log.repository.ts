import { desc } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { auditLog } from './audit-log.table.ts';

export async function insertAuditEntry(
  db: Executor,
  entry: { username: string; action: string; target: string },
) {
  await db.insert(auditLog).values(entry);
}

export function listAuditEntries(
  db: Executor,
  { limit = 50, offset = 0 }: { limit?: number; offset?: number },
) {
  return db.select().from(auditLog).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(limit).offset(offset);
}
