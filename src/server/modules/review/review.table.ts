import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { PublishedKind } from '../../../contracts/content-kinds.ts';
import type { ReviewAction } from '../../../contracts/review.ts';

/**
 * Every step of every review: submitted, sent back (with the editor's note), published, scheduled.
 * Private to the item's author and the editors: no public query reads this table.
 */
export const reviewEvents = pgTable(
  'review_events',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    kind: text().$type<PublishedKind>().notNull(),
    itemId: integer().notNull(),
    /** Kept as text, like the audit log, so the history survives the account's removal. */
    actor: text().notNull(),
    action: text().$type<ReviewAction>().notNull(),
    note: text().notNull().default(''),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.kind, t.itemId, t.at)],
);
