import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Small facts about this installation, by key (e.g. when demo content was seeded). */
export const appState = pgTable('app_state', {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
