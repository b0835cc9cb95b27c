import { and, eq, type SQL, sql } from 'drizzle-orm';
import { integer, type PgColumn } from 'drizzle-orm/pg-core';

/**
 * The edit count every save raises by one: a write based on an older one is refused with 409 instead
 * of overwriting what was saved since (docs/api.md, "Versions and conflicts").
 */
export const versionColumn = () => ({ version: integer().notNull().default(1) });

/** A table with an id and a version. */
export interface VersionedTable {
  id: PgColumn;
  version: PgColumn;
}

/** The SET part every write of a versioned row carries. */
export const nextVersion = (table: Pick<VersionedTable, 'version'>) => ({
  version: sql`${table.version} + 1`,
});

/**
 * The WHERE of a write of row `id`: only while it is still at `basedOn`, when the write names the
 * version it was based on. Checked in the write's own statement, so of two writes from one version
 * exactly one finds its row (PostgreSQL re-reads the row after waiting for the other's lock).
 */
export const atVersion = (table: VersionedTable, id: number, basedOn?: number): SQL =>
  and(eq(table.id, id), basedOn === undefined ? undefined : eq(table.version, basedOn))!;
