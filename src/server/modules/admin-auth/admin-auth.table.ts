import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const admins = pgTable('admins', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  username: text().notNull().unique(),
  passwordHash: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Only the SHA-256 of the cookie's id is kept, so a leaked table cannot be replayed. */
export const adminSessions = pgTable(
  'admin_sessions',
  {
    idHash: text().primaryKey(),
    adminId: integer()
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index().on(table.adminId), index().on(table.expiresAt)],
);

/** Failed sign-ins, kept in the database so every instance sees the same lock-out window. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    username: text().notNull(),
    address: text().notNull(),
    failedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.username, table.failedAt), index().on(table.address, table.failedAt)],
);
