import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { creditedNames } from '../../db/credits.ts';
import { publicationColumns, publicationIndexes } from '../../db/publication.ts';

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
    ...publicationColumns(),
  },
  // Newest-first lists, each in its own order (publication.ts), and the public list by type.
  (t) => [
    ...publicationIndexes('broadcast_videos', t),
    index().on(t.type, t.status, t.publishedDate, t.id),
    // Contributor and member pages: the items that credit a name (db/credits.ts).
    index('broadcast_videos_creators_lower_idx').using('gin', creditedNames(t.creators)),
  ],
);
