import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { adminListIndexes } from '../../db/admin-list-indexes.ts';
import { versionColumn } from '../../db/version.ts';

export const membersOfTheMonth = pgTable(
  'members_of_the_month',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    major: text().notNull(),
    year: text().notNull(),
    bio: text().notNull(),
    imageUrl: text().notNull(),
    achievements: text().notNull(),
    quote: text().notNull(),
    /** Free text such as "November 2026" (admin-area §3). */
    month: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ...versionColumn(),
  },
  (t) => [index().on(t.createdAt.desc()), ...adminListIndexes('members_of_the_month', t, t.name)],
);
