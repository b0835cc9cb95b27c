import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { publishedKinds } from '../../../contracts/content-kinds.ts';

/** A browser's Web Push subscription (its endpoint and keys); nothing about the reader. */
export const pushSubscriptions = pgTable('push_subscriptions', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  endpoint: text().notNull().unique(),
  p256dh: text().notNull(),
  auth: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Items already announced: inserted first, so each is pushed once across instances and restarts. */
export const pushAnnouncements = pgTable(
  'push_announcements',
  {
    kind: text({ enum: publishedKinds }).notNull(),
    itemId: integer().notNull(),
    announcedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.itemId] })],
);
