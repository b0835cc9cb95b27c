import { sql } from 'drizzle-orm';
import { index, type PgColumn } from 'drizzle-orm/pg-core';

/**
 * The indexes of the admin list's other two sorts (db/admin-list.ts), each in exactly its order:
 * last edited newest first, and title A→Z as lowered (named: an expression gives no name).
 */
export function adminListIndexes(table: string, t: { id: PgColumn; updatedAt: PgColumn }, title: PgColumn) {
  return [index().on(t.updatedAt, t.id), index(`${table}_title_lower_idx`).on(sql`lower(${title})`, t.id)];
}
