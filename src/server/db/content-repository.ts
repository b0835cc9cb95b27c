import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AdminListQuery, BulkActionBody } from '../../contracts/admin-list.ts';
import { type AdminListSource, applyBulkAction, listAdminPage } from './admin-list.ts';
import type { Database, Executor } from './client.ts';
import { firstPublished, isPublic, withFirstPublished } from './publication.ts';
import { atVersion, nextVersion } from './version.ts';

/** A content kind's table: rows by id, and the updatedAt and version every save sets. */
type ContentTable = PgTable & { id: PgColumn; updatedAt: PgColumn; version: PgColumn };

/** A published kind's table (articles, videos, graphics): a status and a publication date. */
type PublishedTable = ContentTable & { status: PgColumn; publishedDate: PgColumn };

/** What a write of an existing row knows besides its values: the version it was based on, if any. */
export interface RowWrite {
  basedOn?: number;
}

/** A page of a public list. */
export interface PublicPage {
  limit?: number;
  offset?: number;
  now?: Date;
}

/**
 * What every content kind reads and writes alike, from its table and what its admin list searches,
 * filters and sorts by. `Listed` is a row of that list, when it is more than the table's row.
 */
export function contentRepository<T extends ContentTable, Listed = T['$inferSelect']>(
  list: AdminListSource<T>,
) {
  type Row = T['$inferSelect'];
  type Values = T['$inferInsert'];
  // Drizzle cannot check a write against a table it knows only as generic: the casts stay here.
  const table = list.table as ContentTable;
  return {
    list,

    /** A page of the admin list, only the rows `visible` lets through when given. */
    listAdmin: (db: Executor, query: AdminListQuery, visible?: SQL) =>
      listAdminPage<T, Listed>(db, list, query, visible),

    /** Publish, back to draft or delete, several items at once (db/admin-list.ts). */
    applyBulk: (db: Database, body: BulkActionBody) => applyBulkAction(db, list, body),

    async findById(db: Executor, id: number): Promise<Row | undefined> {
      const [row] = await db.select().from(table).where(eq(table.id, id));
      return row as Row | undefined;
    },

    async insert(db: Executor, values: Values): Promise<Row> {
      const [row] = await db
        .insert(table)
        .values((list.publication ? withFirstPublished(values) : values) as never)
        .returning();
      return row as Row;
    },

    /**
     * Fields left undefined keep their stored value. Undefined when there is no such row, or it is no
     * longer at the version the write was based on.
     */
    async update(
      db: Executor,
      id: number,
      values: Partial<Values>,
      write: RowWrite = {},
    ): Promise<Row | undefined> {
      const [row] = await db
        .update(table)
        .set({
          ...values,
          ...(list.publication && firstPublished(list.publication, values)),
          updatedAt: new Date(),
          ...nextVersion(table),
        } as never)
        .where(atVersion(table, id, write.basedOn))
        .returning();
      return row as Row | undefined;
    },

    /** Whether there was such a row. */
    async deleteById(db: Executor, id: number): Promise<boolean> {
      const rows = await db.delete(table).where(eq(table.id, id)).returning({ id: table.id });
      return rows.length > 0;
    },
  };
}

/**
 * A published kind's repository: besides the admin's reads and writes, what readers may see, which is
 * only what is published and due (publication.ts), newest first.
 */
export function publishedRepository<T extends PublishedTable>(
  list: AdminListSource<T> & Required<Pick<AdminListSource<T>, 'byAuthor'>>,
) {
  type Row = T['$inferSelect'];
  const table = list.table as PublishedTable;

  /** A page of the public list, only the rows `where` lets through when given. */
  async function listPublic(
    db: Executor,
    { limit = 50, offset = 0, now = new Date() }: PublicPage = {},
    where?: SQL,
  ): Promise<Row[]> {
    const rows = await db
      .select()
      .from(table)
      .where(and(isPublic(table, now), where))
      .orderBy(desc(table.publishedDate), desc(table.id))
      .limit(limit)
      .offset(offset);
    return rows as Row[];
  }

  return {
    ...contentRepository(list),
    listPublic,

    async findPublic(db: Executor, id: number, now = new Date()): Promise<Row | undefined> {
      const [row] = await db
        .select()
        .from(table)
        .where(and(eq(table.id, id), isPublic(table, now)));
      return row as Row | undefined;
    },

    /** The newest hundred crediting a name, as the admin list's author filter reads it (contributor pages). */
    listPublicByCredit: (db: Executor, name: string, now = new Date()) =>
      listPublic(db, { limit: 100, now }, list.byAuthor(name)),
  };
}
