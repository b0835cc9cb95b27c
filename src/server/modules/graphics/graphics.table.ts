import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { publicationStatuses } from '../../../contracts/common.ts';
import { adminListIndexes } from '../../db/admin-list-indexes.ts';
import { creditedNames } from '../../db/credits.ts';
import { createdByColumn } from '../articles/articles.table.ts';

export interface StoredSlide {
  url: string;
  mimeType: string;
  originalName: string;
  order: number;
}

export const graphics = pgTable(
  'graphics',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    title: text().notNull(),
    description: text().notNull().default(''),
    type: text().notNull(),
    transitionEffect: text().notNull().default('normal'),
    imageUrl: text().notNull().default(''),
    slides: jsonb().$type<StoredSlide[]>().notNull().default([]),
    additionalImages: text().array().notNull().default([]),
    /** Admin-written HTML, only ever shown inside a sandboxed iframe. */
    embedCode: text(),
    creators: text().array().notNull().default([]),
    tags: text().array().notNull().default([]),
    status: text({ enum: publicationStatuses }).notNull().default('published'),
    createdBy: createdByColumn(),
    publishedDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // Newest-first lists, each in its own order (articles.table.ts explains).
  (t) => [
    index().on(t.status, t.publishedDate, t.id),
    index().on(t.publishedDate, t.id),
    index().on(t.createdAt, t.id),
    // Contributor and member pages: the items that credit a name (db/credits.ts).
    index('graphics_creators_lower_idx').using('gin', creditedNames(t.creators)),
    ...adminListIndexes('graphics', t, t.title),
  ],
);
