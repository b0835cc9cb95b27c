import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { creditedNames } from '../../db/credits.ts';
import { publicationColumns, publicationIndexes } from '../../db/publication.ts';

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
    ...publicationColumns(),
  },
  // Newest-first lists, each in its own order (publication.ts).
  (t) => [
    ...publicationIndexes('graphics', t),
    // Contributor and member pages: the items that credit a name (db/credits.ts).
    index('graphics_creators_lower_idx').using('gin', creditedNames(t.creators)),
  ],
);
