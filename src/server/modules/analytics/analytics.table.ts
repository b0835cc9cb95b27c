import { date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { publishedKinds } from '../../../contracts/content-kinds.ts';

/** One counter per item per day: no cookie, no address, nothing that names a reader. */
export const contentViews = pgTable(
  'content_views',
  {
    kind: text({ enum: publishedKinds }).notNull(),
    itemId: integer().notNull(),
    day: date().notNull(),
    views: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.kind, t.itemId, t.day] })],
);

/**
 * The views counted today, one row per item and client: a client's second view of an item on a day
 * finds its row and counts nothing. The key is an HMAC (`hashAddress`, under the per-installation
 * secret) of the client address with the item and the day, so no row names a reader or links one
 * reader's views; a day's rows are deleted once the day is over.
 */
export const contentViewClaims = pgTable(
  'content_view_claims',
  {
    key: text().primaryKey(),
    day: date().notNull(),
  },
  (t) => [index().on(t.day)],
);
