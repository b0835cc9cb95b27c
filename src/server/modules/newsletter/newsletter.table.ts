import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Stored lower-cased, so one address is one row. */
    email: text().notNull().unique(),
    active: boolean().notNull().default(true),
    subscribedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    unsubscribedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.active, t.subscribedAt.desc())],
);
