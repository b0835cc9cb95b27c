import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Who changed what, when: one row per successful admin write (issue: admin accounts and audit). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Kept as text, so the record survives the admin's removal. */
    username: text().notNull(),
    /** The method and route, e.g. "PUT /api/admin/articles/:id". */
    action: text().notNull(),
    /** The record touched: "id 12" from the path, "new id 13" for a creation, or "" when neither applies. */
    target: text().notNull(),
    /** The event in plain words ("Ana Diaz unpublished 'Main Street's New Murals'"); '' in older rows. */
    summary: text().notNull().default(''),
    /** The admin address of the item it names, when there is one. */
    link: text(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.at, t.id)],
);
