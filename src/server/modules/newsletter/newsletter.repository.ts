import { and, desc, eq, gt, isNotNull, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { type ListPosition, listedAfter, pageStart } from '../../db/keyset.ts';
import { newsletterActiveCount, newsletterSubscriptions as subscriptions } from './newsletter.table.ts';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/**
 * What a subscribe call did. The answer to the visitor is the same for all (it must not tell whether
 * an address is on the list); the outcome decides which mail follows.
 * 'pending': the address waits for its confirmation (double opt-in), new or returning.
 */
export type SubscribeOutcome = 'created' | 'reactivated' | 'already-active' | 'pending';

const listOrder = { at: subscriptions.subscribedAt, id: subscriptions.id };
const newestFirst = [desc(listOrder.at), desc(listOrder.id)];
const DAY_MS = 24 * 60 * 60 * 1000;
/** One confirmation mail per address per this long, so the form cannot flood somebody's inbox. */
const CONFIRMATION_INTERVAL_MS = 10 * 60 * 1000;

/**
 * Adds an address (already trimmed and lower-cased). With `confirmFirst` it stays inactive until its
 * confirmation link is followed; without, it is active at once (an unsubscribed one again, with a new
 * subscribedAt). An active address is left as it is, unless its mail bounced: signing up again is how
 * it asks to be mailed again. Each statement is atomic, so two calls at once for one address also
 * leave one row.
 */
export async function subscribe(
  db: Executor,
  email: string,
  { confirmFirst = false, now = new Date() }: { confirmFirst?: boolean; now?: Date } = {},
): Promise<{ outcome: SubscribeOutcome; id: number }> {
  const created = await db
    .insert(subscriptions)
    .values({ email, active: !confirmFirst, subscribedAt: now, confirmedAt: confirmFirst ? null : now })
    .onConflictDoNothing({ target: subscriptions.email })
    .returning({ id: subscriptions.id });
  if (created[0]) return { outcome: confirmFirst ? 'pending' : 'created', id: created[0].id };
  const [existing] = await db
    .select({ id: subscriptions.id, active: subscriptions.active, bounced: subscriptions.lastFailureAt })
    .from(subscriptions)
    .where(eq(subscriptions.email, email));
  if (!existing) throw new Error('subscription vanished while subscribing');
  if (existing.active && !existing.bounced) return { outcome: 'already-active', id: existing.id };
  if (confirmFirst) return { outcome: 'pending', id: existing.id };
  const reactivated = await activate(db, existing.id, now);
  return { outcome: reactivated ? 'reactivated' : 'already-active', id: existing.id };
}

/**
 * Makes an inactive subscription active, or a bounced one mailable again (its failure forgotten);
 * false when it was active already (or is gone).
 */
export async function activate(db: Executor, id: number, now = new Date()): Promise<boolean> {
  const rows = await db
    .update(subscriptions)
    .set({
      active: true,
      subscribedAt: now,
      confirmedAt: now,
      unsubscribedAt: null,
      lastFailure: null,
      lastFailureAt: null,
    })
    .where(
      and(
        eq(subscriptions.id, id),
        or(eq(subscriptions.active, false), isNotNull(subscriptions.lastFailureAt)),
      ),
    )
    .returning({ id: subscriptions.id });
  return rows.length > 0;
}

/** True when this call may send the address a confirmation mail now (and records that it does). */
export async function claimConfirmationMail(db: Executor, id: number, now = new Date()): Promise<boolean> {
  const rows = await db
    .update(subscriptions)
    .set({ confirmationSentAt: now })
    .where(
      and(
        eq(subscriptions.id, id),
        or(
          isNull(subscriptions.confirmationSentAt),
          lt(subscriptions.confirmationSentAt, new Date(now.getTime() - CONFIRMATION_INTERVAL_MS)),
        ),
      ),
    )
    .returning({ id: subscriptions.id });
  return rows.length > 0;
}

/** Gives the claim back after the confirmation mail could not be sent, so a retry may send it. */
export async function releaseConfirmationMail(db: Executor, id: number): Promise<void> {
  await db.update(subscriptions).set({ confirmationSentAt: null }).where(eq(subscriptions.id, id));
}

export async function findSubscription(db: Executor, id: number): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
  return row;
}

export async function findSubscriptionByEmail(
  db: Executor,
  email: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.email, email));
  return row;
}

/**
 * A permanent delivery failure (a bounce), kept against the subscriber for the editors to see; the
 * weekly issue skips the address until it signs up (and confirms) again.
 */
export async function recordPermanentFailure(db: Executor, id: number, error: string, now = new Date()) {
  await db
    .update(subscriptions)
    .set({ lastFailure: error.slice(0, 500), lastFailureAt: now })
    .where(eq(subscriptions.id, id));
}

/**
 * Active subscribers, newest first; `q` is a part of the address (plain text, no wildcards); `after`
 * is the last subscriber of the page before (keyset paging, `pageStart`).
 */
export async function listActiveSubscriptions(
  db: Executor,
  { limit = 100, offset = 0, after, q }: { limit?: number; offset?: number; after?: number; q?: string } = {},
) {
  const start = await pageStart(db, subscriptions, listOrder, { after, offset });
  return db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.active, true),
        q ? sql`strpos(${subscriptions.email}, ${q.toLowerCase()}) > 0` : undefined,
        start.where,
      ),
    )
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(start.offset);
}

/**
 * Waiting for its confirmation: not active, and either never unsubscribed (a new sign-up) or asked for
 * a confirmation again since it unsubscribed (a returning reader).
 */
const pending = and(
  eq(subscriptions.active, false),
  or(
    isNull(subscriptions.unsubscribedAt),
    gt(subscriptions.confirmationSentAt, subscriptions.unsubscribedAt),
  ),
);
/** When the sign-up last asked to be confirmed: its latest confirmation mail, else the sign-up itself. */
const askedAt = sql`coalesce(${subscriptions.confirmationSentAt}, ${subscriptions.subscribedAt})`;

/** Sign-ups waiting for their confirmation, the latest request first. */
export function listPendingSubscriptions(
  db: Executor,
  { limit = 100, offset = 0 }: { limit?: number; offset?: number } = {},
) {
  return db
    .select()
    .from(subscriptions)
    .where(pending)
    .orderBy(desc(askedAt), desc(subscriptions.id))
    .limit(limit)
    .offset(offset);
}

/** The subscription when it is waiting for its confirmation. */
export async function findPendingSubscription(
  db: Executor,
  id: number,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.id, id), pending));
  return row;
}

/** How many subscriptions are active: one row the triggers keep (newsletter.table.ts), not a count. */
export async function countActiveSubscribers(db: Executor): Promise<number> {
  const [row] = await db.select({ active: newsletterActiveCount.active }).from(newsletterActiveCount);
  return row!.active;
}

/**
 * Active subscribers in all, those of the last 7 days, and those since the same date last month
 * (admin-area §9: "the last month"; PostgreSQL's month step turns March 31 into February 28).
 */
export async function subscriptionStats(db: Executor, now = new Date()) {
  const weekAgo = sql`${new Date(now.getTime() - 7 * DAY_MS).toISOString()}::timestamptz`;
  const monthAgo = sql`((${now.toISOString()}::timestamptz at time zone 'UTC') - interval '1 month') at time zone 'UTC'`;
  // The total is kept by triggers (newsletter.table.ts); the two recent counts read only their range
  // of the (active, subscribedAt) index.
  const activeSince = (since: SQL) =>
    sql<number>`(select count(*)::int from ${subscriptions} where ${and(
      eq(subscriptions.active, true),
      sql`${subscriptions.subscribedAt} >= ${since}`,
    )})`;
  const [stats] = await db
    .select({
      total: newsletterActiveCount.active,
      thisWeek: activeSince(weekAgo),
      thisMonth: activeSince(monthAgo),
    })
    .from(newsletterActiveCount);
  return stats!;
}

/** Unsubscribes; false when there is no such subscription. Unsubscribing twice keeps the first date. */
export async function unsubscribe(db: Executor, id: number, now = new Date()): Promise<boolean> {
  const rows = await db
    .update(subscriptions)
    .set({
      active: false,
      unsubscribedAt: sql`coalesce(${subscriptions.unsubscribedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(eq(subscriptions.id, id))
    .returning({ id: subscriptions.id });
  return rows.length > 0;
}

export async function hasActiveSubscriptions(db: Executor): Promise<boolean> {
  const rows = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(eq(subscriptions.active, true))
    .limit(1);
  return rows.length > 0;
}

/**
 * Every active subscriber, newest first, a batch at a time, so an export never holds the whole list.
 * Keyset paging from the last row of each batch.
 */
export async function* activeSubscriptionBatches(
  db: Executor,
  batchSize = 500,
): AsyncGenerator<SubscriptionRow[]> {
  let cursor: ListPosition | undefined;
  for (;;) {
    const rows = await db
      .select({ row: subscriptions, at: sql<string>`${subscriptions.subscribedAt}::text` })
      .from(subscriptions)
      .where(and(eq(subscriptions.active, true), cursor ? listedAfter(listOrder, cursor) : undefined))
      .orderBy(...newestFirst)
      .limit(batchSize);
    if (rows.length === 0) return;
    yield rows.map((r) => r.row);
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1]!;
    cursor = { at: last.at, id: last.row.id };
  }
}
