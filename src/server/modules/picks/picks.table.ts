import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { adminListIndexes } from '../../db/admin-list-indexes.ts';
import { versionColumn } from '../../db/version.ts';

/** A create-topic submission (admin-area §3 "Pick topic"); each of its items becomes a pick. */
export const pickTopics = pgTable('pick_topics', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  title: text().notNull(),
  description: text().notNull(),
  category: text().notNull(),
  imageUrl: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const nabjPicks = pgTable(
  'nabj_picks',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    title: text().notNull(),
    description: text().notNull(),
    type: text().notNull(),
    imageUrl: text().notNull().default(''),
    url: text(),
    recommendedBy: text().notNull(),
    topicId: integer().references(() => pickTopics.id, { onDelete: 'set null' }),
    publishedDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ...versionColumn(),
  },
  (t) => [
    index().on(t.publishedDate.desc()),
    index().on(t.topicId),
    ...adminListIndexes('nabj_picks', t, t.title),
  ],
);
