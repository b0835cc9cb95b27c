import { asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client.ts';

/**
 * A place in a list ordered by a key, then by id. The key is PostgreSQL's own text of it: a
 * JavaScript Date would drop the microseconds and could skip rows.
 */
export interface ListPosition {
  at: string;
  id: number;
}

/**
 * The columns a list is ordered by, most significant first: a timestamp newest first, or with
 * `aToZ` a text (such as a lowered title) A→Z. The id breaks ties in the same direction.
 */
export interface ListOrder {
  at: PgColumn | SQL;
  id: PgColumn;
  aToZ?: boolean;
}

/** The ORDER BY of a list, which its index must match exactly. */
export function orderOf(order: ListOrder): SQL[] {
  return order.aToZ ? [asc(order.at), asc(order.id)] : [desc(order.at), desc(order.id)];
}

/**
 * The rows that come after `position` in the list (keyset paging): an index in (at, id) order reads
 * only the page, however deep, where OFFSET reads every row before it.
 */
export function listedAfter(order: ListOrder, position: ListPosition): SQL {
  return order.aToZ
    ? sql`(${order.at}, ${order.id}) > (${position.at}::text, ${position.id})`
    : sql`(${order.at}, ${order.id}) < (${position.at}::timestamptz, ${position.id})`;
}

/** The position of the row `id` in the list, or undefined when there is no such row (deleted since). */
async function positionOfRow(
  db: Executor,
  table: PgTable,
  order: ListOrder,
  id: number,
): Promise<ListPosition | undefined> {
  const [row] = await db
    .select({ at: sql<string>`${order.at}::text`, id: sql<number>`${order.id}` })
    .from(table)
    .where(eq(order.id, id));
  return row;
}

/**
 * What a paged read asks for: after the row `after` when it still exists, else by `offset` (the
 * admin screens send both, so a deleted cursor row costs speed, not the page).
 */
export async function pageStart(
  db: Executor,
  table: PgTable,
  order: ListOrder,
  { after, offset = 0 }: { after?: number; offset?: number },
): Promise<{ where?: SQL; offset: number }> {
  const position = after === undefined ? undefined : await positionOfRow(db, table, order, after);
  return position ? { where: listedAfter(order, position), offset: 0 } : { offset };
}
