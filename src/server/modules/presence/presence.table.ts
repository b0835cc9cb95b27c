import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { ContentKind } from '../../../contracts/content-kinds.ts';
import { admins } from '../admin-auth/admin-auth.table.ts';

/**
 * Who has an item's editor open: a short lease each open editor renews, read by every instance from the
 * database, so presence needs no sticky sessions. It warns; it never locks anyone out.
 */
export const editingLeases = pgTable(
  'editing_leases',
  {
    kind: text().$type<ContentKind>().notNull(),
    itemId: integer().notNull(),
    adminId: integer()
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    /** When this person opened the editor: "editing this, since 8:43". */
    since: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.itemId, t.adminId] })],
);
