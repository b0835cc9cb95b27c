import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { ContentKind } from '../../../contracts/content-kinds.ts';
import { admins } from '../admin-auth/admin-auth.table.ts';

/**
 * The story budget: pitches, and once assigned the draft each one became. A pitch keeps no stage of
 * its own: the stage is read from its item (story-budget.service.ts), so the card follows the item.
 */
export const storyPitches = pgTable(
  'story_pitches',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    title: text().notNull(),
    summary: text().notNull().default(''),
    kind: text().$type<ContentKind>().notNull(),
    wantedBy: timestamp({ withTimezone: true }).notNull(),
    pitchedBy: integer().references(() => admins.id, { onDelete: 'set null' }),
    assigneeId: integer().references(() => admins.id, { onDelete: 'set null' }),
    /** The id of the draft in the table of `kind`; it may since have been deleted. */
    itemId: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.wantedBy, t.id)],
);
