import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Stored lower-cased, so one address is one row. */
    email: text().notNull().unique(),
    /** Receives mail: confirmed (double opt-in) and not unsubscribed. */
    active: boolean().notNull().default(true),
    subscribedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    unsubscribedAt: timestamp({ withTimezone: true }),
    /** When the address proved it wants the newsletter by following the confirmation link. */
    confirmedAt: timestamp({ withTimezone: true }),
    /** The last confirmation mail, so a form cannot be used to flood somebody's inbox. */
    confirmationSentAt: timestamp({ withTimezone: true }),
    /** The last permanent delivery failure (a bounce), kept against the subscriber. */
    lastFailure: text(),
    lastFailureAt: timestamp({ withTimezone: true }),
  },
  // The subscriber list and the export read active ones newest first, in keyset order.
  (t) => [index().on(t.active, t.subscribedAt, t.id)],
);

/**
 * One issue of the Sunday newsletter. The unique period is the claim: whichever instance inserts
 * it owns the send; the lease lets another one resume a send whose owner died.
 */
export const newsletterSends = pgTable('newsletter_sends', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  /** The Sunday (chapter's calendar day) the issue belongs to, e.g. 2026-11-22. */
  period: text().notNull().unique(),
  subject: text().notNull(),
  status: text({ enum: ['sending', 'sent', 'skipped'] }).notNull(),
  leaseUntil: timestamp({ withTimezone: true }).notNull(),
  startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp({ withTimezone: true }),
});

/** Each recipient of each issue, recorded before the message goes out, so a resumed send skips them. */
export const newsletterDeliveries = pgTable(
  'newsletter_deliveries',
  {
    sendId: integer()
      .notNull()
      .references(() => newsletterSends.id, { onDelete: 'cascade' }),
    subscriptionId: integer()
      .notNull()
      .references(() => newsletterSubscriptions.id, { onDelete: 'cascade' }),
    status: text({ enum: ['sending', 'sent', 'failed'] }).notNull(),
    error: text(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sendId, t.subscriptionId] })],
);

/**
 * Confirmation and welcome mails waiting to go out: a sign-up answers once its row is written, before
 * any mail is sent (newsletter-mail-queue.ts). Taking a row moves `dueAt` a lease ahead, so no other
 * instance takes it meanwhile; a temporary failure moves it to the next retry; sent or given up, the
 * row is deleted.
 */
export const newsletterMailQueue = pgTable(
  'newsletter_mail_queue',
  {
    subscriptionId: integer()
      .notNull()
      .references(() => newsletterSubscriptions.id, { onDelete: 'cascade' }),
    kind: text({ enum: ['confirmation', 'welcome'] }).notNull(),
    /** Tries so far, the one in progress included. */
    attempts: integer().notNull().default(0),
    dueAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.subscriptionId, t.kind] }), index().on(t.dueAt)],
);

/**
 * The number of active subscribers, one row that statement triggers on `newsletter_subscriptions`
 * keep in each write's own transaction (migration 0013): the newsletter page's total, which counting
 * 50,000 rows made its slowest read. Derived data: backups leave it out, and a restore's inserts
 * count again from the migration's zero.
 */
export const newsletterActiveCount = pgTable('newsletter_active_count', {
  id: integer().primaryKey(),
  active: integer().notNull(),
});
