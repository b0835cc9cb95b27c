import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { AdminRole } from '../../../contracts/admin-auth.ts';
import { contributors } from '../contributors/contributors.table.ts';

export const admins = pgTable(
  'admins',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    username: text().notNull().unique(),
    passwordHash: text().notNull(),
    /** Accounts made before roles existed were all-powerful, so they keep being admins. */
    role: text().$type<AdminRole>().notNull().default('admin'),
    /** Lower-cased; required of new accounts, asked of older ones at their next sign-in. */
    email: text().unique(),
    /** The byline the account's new items take by default. */
    contributorId: integer().references(() => contributors.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The base32 TOTP key once two-factor sign-in is on; null while it is off. */
    totpSecret: text(),
    /** A key made by "set up" and not yet confirmed with a code from the app. */
    totpPendingSecret: text(),
    /** The 30-second step of the last code accepted, so no code is used twice. */
    totpLastStep: integer(),
  },
  (table) => [
    // The same three as adminRoles in the contract.
    check('admins_role_known', sql`${table.role} in ('contributor', 'editor', 'admin')`),
  ],
);

/** One-time recovery codes (SHA-256 of the normalised code); a row is deleted when its code is used. */
export const adminRecoveryCodes = pgTable(
  'admin_recovery_codes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    adminId: integer()
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    codeHash: text().notNull(),
  },
  (table) => [unique().on(table.adminId, table.codeHash)],
);

/**
 * A sign-in whose password was right and whose authentication code is still to come. Only the
 * SHA-256 of the token handed to the browser is kept; it lives a few minutes.
 */
export const adminLoginChallenges = pgTable(
  'admin_login_challenges',
  {
    idHash: text().primaryKey(),
    adminId: integer()
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index().on(table.expiresAt)],
);

/**
 * Only the SHA-256 of the cookie's id is kept, so a leaked table cannot be replayed. `createdAt` is the
 * sign-in, kept when the id is renewed, so the absolute lifetime counts from the password.
 */
export const adminSessions = pgTable(
  'admin_sessions',
  {
    idHash: text().primaryKey(),
    adminId: integer()
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    /** When the admin last confirmed the password (and code) in this session, for sensitive actions. */
    reauthenticatedAt: timestamp({ withTimezone: true }),
  },
  (table) => [index().on(table.adminId), index().on(table.expiresAt)],
);

/**
 * Sign-in attempts (password or code) counted per key in a window that starts with the key's first
 * attempt, so every instance sees one count. The key names what is counted and holds only an HMAC
 * of the username and address (sign-in-limit.ts).
 */
export const signInAttempts = pgTable(
  'sign_in_attempts',
  {
    key: text().primaryKey(),
    windowStart: timestamp({ withTimezone: true }).notNull(),
    attempts: integer().notNull(),
  },
  (table) => [index().on(table.windowStart)],
);

/**
 * A "forgot password" link: only the SHA-256 of its token is kept, and using it deletes the row, so
 * it works once. A new request replaces the account's earlier link.
 */
export const adminPasswordResets = pgTable(
  'admin_password_resets',
  {
    tokenHash: text().primaryKey(),
    adminId: integer()
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index().on(table.adminId)],
);

/**
 * A new address an account asked for, not yet confirmed: it counts only once the link mailed to it
 * is opened (the row is then deleted). Only the SHA-256 of the link's token is kept; one per account,
 * a new request replaces it.
 */
export const adminEmailChanges = pgTable('admin_email_changes', {
  adminId: integer()
    .primaryKey()
    .references(() => admins.id, { onDelete: 'cascade' }),
  /** Lower-cased. Not unique: whichever account confirms an address first gets it. */
  email: text().notNull(),
  tokenHash: text().notNull().unique(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
});
