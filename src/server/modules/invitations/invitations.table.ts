import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { AdminRole } from '../../../contracts/admin-auth.ts';
import { admins } from '../admin-auth/admin-auth.table.ts';

/**
 * An e-mailed invitation to join the team with a role. Only the SHA-256 of the link's token is kept;
 * accepting or revoking deletes the row, so a link works once.
 */
export const adminInvitations = pgTable(
  'admin_invitations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Lower-cased; one pending invitation per address. */
    email: text().notNull().unique(),
    role: text().$type<AdminRole>().notNull(),
    tokenHash: text().notNull().unique(),
    invitedBy: integer().references(() => admins.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    check('admin_invitations_role_known', sql`${table.role} in ('contributor', 'editor', 'admin')`),
  ],
);
