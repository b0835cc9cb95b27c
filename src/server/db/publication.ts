import { and, eq, lte, type SQL, sql } from 'drizzle-orm';
import { index, integer, type PgColumn, text, timestamp } from 'drizzle-orm/pg-core';
import { publicationStatuses } from '../../contracts/common.ts';
import { admins } from '../modules/admin-auth/admin-auth.table.ts';
import { adminListIndexes } from './admin-list-indexes.ts';
import { versionColumn } from './version.ts';

/**
 * What the public may see: published, and its publishedDate has come. A future date is a schedule,
 * so a scheduled item appears by itself when its time passes, without a job.
 */
export function isPublic(table: { status: PgColumn; publishedDate: PgColumn }, now: Date) {
  return and(eq(table.status, 'published'), lte(table.publishedDate, now));
}

/**
 * The SET of `firstPublishedAt` in a write that may leave an item published: kept once set, else the
 * date the write leaves it published with. `written` holds the status and date the write sets; those
 * it leaves out are read from the row, in the same statement.
 */
export function firstPublished(
  table: { status: PgColumn; publishedDate: PgColumn; firstPublishedAt: PgColumn },
  written: { status?: string | null; publishedDate?: Date | null },
): { firstPublishedAt: SQL } {
  const status = written.status ?? table.status;
  const date = written.publishedDate
    ? sql`${written.publishedDate.toISOString()}::timestamptz`
    : table.publishedDate;
  return {
    firstPublishedAt: sql`coalesce(${table.firstPublishedAt}, case when ${status} = 'published' then ${date} end)`,
  };
}

/** A new item's values with when it first went out: its date, when it is made published (the default). */
export function withFirstPublished<V extends { status?: string | null; publishedDate?: Date | null }>(
  values: V,
) {
  if ((values.status ?? 'published') !== 'published') return values;
  const publishedDate = values.publishedDate ?? new Date();
  return { ...values, publishedDate, firstPublishedAt: publishedDate };
}

/** The columns of a published kind's table (articles, videos, graphics), each table its own. */
export const publicationColumns = () => ({
  // 'published' items are public once their publishedDate has come (a future date schedules them).
  status: text({ enum: publicationStatuses }).notNull().default('published'),
  /** The account that made an item, whose own drafts a contributor may change; null for older items. */
  createdBy: integer().references(() => admins.id, { onDelete: 'set null' }),
  publishedDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
  /**
   * When it first went out, kept through an unpublish: republishing such an item keeps its date unless
   * the editor publishes it as new. Null for what was never published.
   */
  firstPublishedAt: timestamp({ withTimezone: true }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  ...versionColumn(),
});

/**
 * The indexes of a published kind's newest-first lists, each in exactly its order: public, admin (all)
 * and the dashboard's newest created; then the admin list's other sorts. The columns are ascending on
 * purpose: read backwards they are `ORDER BY … DESC` exactly, which drizzle's .desc() (DESC NULLS
 * LAST) is not, so such an index would still leave a sort.
 */
export function publicationIndexes(
  table: string,
  t: {
    id: PgColumn;
    title: PgColumn;
    status: PgColumn;
    publishedDate: PgColumn;
    createdAt: PgColumn;
    updatedAt: PgColumn;
  },
) {
  return [
    index().on(t.status, t.publishedDate, t.id),
    index().on(t.publishedDate, t.id),
    index().on(t.createdAt, t.id),
    ...adminListIndexes(table, t, t.title),
  ];
}
