import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { adminListIndexes } from '../../db/admin-list-indexes.ts';
import { versionColumn } from '../../db/version.ts';

export const events = pgTable(
  'events',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    title: text().notNull(),
    description: text().notNull(),
    /** Date and time in one value (admin-area §5: combined on create). */
    date: timestamp({ withTimezone: true }).notNull(),
    location: text().notNull(),
    type: text().notNull(),
    registrationUrl: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ...versionColumn(),
  },
  // By date either way (upcoming ascending, the list descending), and the dashboard's newest created.
  (t) => [index().on(t.date, t.id), index().on(t.createdAt, t.id), ...adminListIndexes('events', t, t.title)],
);
