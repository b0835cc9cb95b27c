import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/** One counter per item per day: no cookie, no address, nothing that names a reader. */
export const contentViews = pgTable(
  'content_views',
  {
    kind: text({ enum: ['article', 'video', 'graphic'] }).notNull(),
    itemId: integer().notNull(),
    day: date().notNull(),
    views: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.kind, t.itemId, t.day] })],
);
