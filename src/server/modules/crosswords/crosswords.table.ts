import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { adminListIndexes } from '../../db/admin-list-indexes.ts';
import { versionColumn } from '../../db/version.ts';

export const crosswords = pgTable(
  'crosswords',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    title: text().notNull(),
    isActive: boolean().notNull().default(false),
    /** JSON text: { rows, cols, grid, notes } (admin-area §3). */
    puzzleData: text().notNull(),
    /** JSON text: { "A1": "clue", "D3": "clue" }. */
    clues: text().notNull(),
    publishedDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ...versionColumn(),
  },
  // At most one active puzzle, enforced by the database itself.
  (t) => [
    uniqueIndex('crosswords_one_active').on(t.isActive).where(sql`${t.isActive}`),
    index().on(t.createdAt, t.id),
    ...adminListIndexes('crosswords', t, t.title),
  ],
);
