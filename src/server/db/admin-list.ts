import { and, eq, gt, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { AdminListQuery, BulkActionBody } from '../../contracts/admin-list.ts';
import type { PublicationStatus } from '../../contracts/common.ts';
import type { Database, Executor } from './client.ts';
import { type ListOrder, orderOf, pageStart } from './keyset.ts';
import { firstPublished, isPublic } from './publication.ts';
import { nextVersion } from './version.ts';

/** The columns of a content kind that its admin list searches, filters and sorts by. */
export interface AdminListSource<Table extends PgTable> {
  table: Table;
  id: PgColumn;
  /** The "date" sort, newest first. */
  date: PgColumn;
  updatedAt: PgColumn;
  /** The title (or name) the "title" sort and the search read. */
  title: PgColumn;
  /** Where `q` looks besides the title, when that is cheap (a description, an excerpt). */
  search?: (q: string) => SQL;
  /** Kinds with a publication status (articles, videos, graphics). */
  publication?: { status: PgColumn; publishedDate: PgColumn; firstPublishedAt: PgColumn };
  /** The column `category` or `type` filters on. */
  grouping?: PgColumn;
  /** Whether an item is by this name (byline or creators). */
  byAuthor?: (name: string) => SQL;
  /** What a row of the list holds when it is more than the table's row (a joined title). */
  select?: (db: Executor) => PgSelect;
}

/** A LIKE pattern matching `text` anywhere, the reader's %, _ and \ taken literally. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/** `title ILIKE %q%`, for the kinds whose search reads columns as they are. */
export const titleContains = (title: PgColumn, q: string) => sql`${title} ilike ${containing(q)}`;

/** The order of a sort: date and edited newest first, title A→Z (case-insensitive). */
function listOrder<T extends PgTable>(source: AdminListSource<T>, sort: AdminListQuery['sort']): ListOrder {
  if (sort === 'title') return { at: sql`lower(${source.title})`, id: source.id, aToZ: true };
  return { at: sort === 'edited' ? source.updatedAt : source.date, id: source.id };
}

function statusFilter(
  publication: AdminListSource<PgTable>['publication'],
  status: AdminListQuery['status'],
  now: Date,
) {
  if (!publication || !status) return undefined;
  if (status === 'draft' || status === 'in-review') return eq(publication.status, status);
  if (status === 'published') return isPublic(publication, now);
  return and(eq(publication.status, 'published'), gt(publication.publishedDate, now));
}

/**
 * One page of an admin list: searched, filtered and sorted as `query` asks, after the row `after`
 * (keyset, in the order of the sort asked for) or from `offset`; only rows matching `visible`, when
 * given (what a contributor may see).
 */
export async function listAdminPage<T extends PgTable, Row = T['$inferSelect']>(
  db: Executor,
  source: AdminListSource<T>,
  { q, status, category, type, author, sort, limit = 100, offset = 0, after }: AdminListQuery,
  visible?: SQL,
  now = new Date(),
): Promise<Row[]> {
  const order = listOrder(source, sort);
  const start = await pageStart(db, source.table, order, { after, offset });
  const grouping = category ?? type;
  const select =
    source.select?.(db) ??
    db
      .select()
      .from(source.table as PgTable)
      .$dynamic();
  const rows = await select
    .where(
      and(
        start.where,
        visible,
        q ? (source.search ? source.search(q) : titleContains(source.title, q)) : undefined,
        statusFilter(source.publication, status, now),
        grouping && source.grouping ? eq(source.grouping, grouping) : undefined,
        author && source.byAuthor ? source.byAuthor(author) : undefined,
      ),
    )
    .orderBy(...orderOf(order))
    .limit(limit)
    .offset(start.offset);
  return rows as Row[];
}

/** Deletes the rows of `ids` that exist; how many there were. */
export async function deleteRows(db: Executor, table: PgTable, id: PgColumn, ids: number[]) {
  const rows = await db.delete(table).where(inArray(id, ids)).returning({ id });
  return rows.length;
}

/**
 * Sets the status of the rows of `ids` that have another; the rows changed. Only the status (and what
 * follows from it: the version, when first published) is written, so an edit saved meanwhile stays.
 * Items in review are left to the review routes, which keep their history and tell their authors.
 */
export async function changeStatus<T extends PgTable>(
  db: Executor,
  source: AdminListSource<T>,
  ids: number[],
  status: PublicationStatus,
): Promise<T['$inferSelect'][]> {
  // Every kind with a status names its columns `status`, `updatedAt` and `version`.
  const table = source.table as unknown as PgTable & { version: PgColumn };
  const publication = source.publication!;
  const rows = await db
    .update(table)
    .set({
      status,
      ...firstPublished(publication, { status }),
      updatedAt: new Date(),
      ...nextVersion(table),
    } as never)
    .where(and(inArray(source.id, ids), ne(publication.status, status), ne(publication.status, 'in-review')))
    .returning();
  return rows as T['$inferSelect'][];
}

/**
 * A bulk action of an admin list in one transaction: publish or back to draft (each item keeps its
 * date, so a future one schedules it), or delete. Unknown ids, and items already so, are not counted.
 * `statusChanged` runs in the same transaction on the rows whose status changed.
 */
export function applyBulkAction<T extends PgTable>(
  db: Database,
  source: AdminListSource<T>,
  { action, ids }: BulkActionBody,
  statusChanged?: (tx: Executor, rows: T['$inferSelect'][]) => Promise<void>,
): Promise<number> {
  return db.transaction(async (tx) => {
    if (action === 'delete') return deleteRows(tx, source.table, source.id, ids);
    const rows = await changeStatus(tx, source, ids, action === 'publish' ? 'published' : 'draft');
    await statusChanged?.(tx, rows);
    return rows.length;
  });
}
