import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { publicationStatuses } from '../../../contracts/common.ts';
import { adminListIndexes } from '../../db/admin-list-indexes.ts';
import { creditedNames } from '../../db/credits.ts';
import { createdByColumn } from '../articles/articles.table.ts';

export const videos = pgTable(
  'broadcast_videos',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    title: text().notNull(),
    description: text().notNull(),
    videoUrl: text().notNull(),
    thumbnailUrl: text().notNull().default(''),
    type: text().notNull(),
    duration: text().notNull().default(''),
    views: integer().notNull().default(0),
    creators: text().array().notNull().default([]),
    status: text({ enum: publicationStatuses }).notNull().default('published'),
    createdBy: createdByColumn(),
    publishedDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // Newest-first lists, each in its own order (articles.table.ts explains).
  (t) => [
    index().on(t.status, t.publishedDate, t.id),
    index().on(t.type, t.status, t.publishedDate, t.id),
    index().on(t.publishedDate, t.id),
    index().on(t.createdAt, t.id),
    // Contributor and member pages: the items that credit a name (db/credits.ts).
    index('broadcast_videos_creators_lower_idx').using('gin', creditedNames(t.creators)),
    ...adminListIndexes('broadcast_videos', t, t.title),
  ],
);
