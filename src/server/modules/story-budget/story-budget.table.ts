import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { PublishedKind } from '../../../contracts/content-kinds.ts';
import { versionColumn } from '../../db/version.ts';
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
    kind: text().$type<PublishedKind>().notNull(),
    wantedBy: timestamp({ withTimezone: true }).notNull(),
    pitchedBy: integer().references(() => admins.id, { onDelete: 'set null' }),
    assigneeId: integer().references(() => admins.id, { onDelete: 'set null' }),
    /** The editor who last assigned it: the draft's owner when the assignee's account is removed. */
    assignedBy: integer().references(() => admins.id, { onDelete: 'set null' }),
    /**
     * The draft, by the kind it was made in and its id, both or neither: an id alone would name a row
     * of whichever table `kind` points at later. It may since have been deleted.
     */
    itemKind: text().$type<PublishedKind>(),
    itemId: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ...versionColumn(),
  },
  (t) => [
    index().on(t.wantedBy, t.id),
    check('story_pitches_item_kind_with_id', sql`(${t.itemKind} is null) = (${t.itemId} is null)`),
  ],
);
