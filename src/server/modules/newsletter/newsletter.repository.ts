import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { newsletterSubscriptions as subscriptions } from './newsletter.table.ts';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/**
 * What a subscribe call did. The answer to the visitor is the same for all three (it must not tell
 * whether an address is on the list); the outcome is for what comes next, such as the double opt-in
 * confirmation mail of a later issue, which 'created' and 'reactivated' will trigger.
 */
export type SubscribeOutcome = 'created' | 'reactivated' | 'already-active';

const newestFirst = [desc(subscriptions.subscribedAt), desc(subscriptions.id)];
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Adds an address (already trimmed and lower-cased), or makes an unsubscribed one active again with a
 * new subscribedAt. An active address is left as it is: still one row, same date. Each statement is
 * atomic, so two calls at once for one address also leave one row.
 */
export async function subscribe(db: Executor, email: string, now = new Date()): Promise<SubscribeOutcome> {
  const created = await db
    .insert(subscriptions)
    .values({ email, active: true, subscribedAt: now })
    .onConflictDoNothing({ target: subscriptions.email })
    .returning({ id: subscriptions.id });
  if (created.length > 0) return 'created';
  const reactivated = await db
    .update(subscriptions)
    .set({ active: true, subscribedAt: now, unsubscribedAt: null })
    .where(and(eq(subscriptions.email, email), eq(subscriptions.active, false)))
    .returning({ id: subscriptions.id });
  return reactivated.length > 0 ? 'reactivated' : 'already-active';
}

/** Active subscribers, newest first; `q` is a part of the address (plain text, no wildcards). */
export function listActiveSubscriptions(
  db: Executor,
  { limit = 100, offset = 0, q }: { limit?: number; offset?: number; q?: string } = {},
) {
  return db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.active, true),
        q ? sql`strpos(${subscriptions.email}, ${q.toLowerCase()}) > 0` : undefined,
      ),
    )
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(offset);
}

/** Active subscribers in all, and those who subscribed in the last 7 and the last 30 days. */
export async function subscriptionStats(db: Executor, now = new Date()) {
  const since = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
  const [stats] = await db
    .select({
      total: sql<number>`count(*)::int`,
      thisWeek: sql<number>`(count(*) filter (where ${subscriptions.subscribedAt} >= ${since(7)}::timestamptz))::int`,
      thisMonth: sql<number>`(count(*) filter (where ${subscriptions.subscribedAt} >= ${since(30)}::timestamptz))::int`,
    })
    .from(subscriptions)
    .where(eq(subscriptions.active, true));
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
 * Keyset paging: the cursor is the last row's exact timestamp as text (a JavaScript Date would drop
 * PostgreSQL's microseconds and could skip rows) and its id.
 */
export async function* activeSubscriptionBatches(
  db: Executor,
  batchSize = 500,
): AsyncGenerator<SubscriptionRow[]> {
  let cursor: { at: string; id: number } | undefined;
  for (;;) {
    const rows = await db
      .select({ row: subscriptions, at: sql<string>`${subscriptions.subscribedAt}::text` })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.active, true),
          cursor
            ? sql`(${subscriptions.subscribedAt}, ${subscriptions.id}) < (${cursor.at}::timestamptz, ${cursor.id})`
            : undefined,
        ),
      )
      .orderBy(...newestFirst)
      .limit(batchSize);
    if (rows.length === 0) return;
    yield rows.map((r) => r.row);
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1]!;
    cursor = { at: last.at, id: last.row.id };
  }
}
