import { and, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Analytics } from '../../../contracts/analytics.ts';
import type { PublishedKind } from '../../../contracts/content-kinds.ts';
import { contentCatalogue, listedKinds, publishedTables } from '../../content-kinds.ts';
import type { Database, Executor } from '../../db/client.ts';
import { isPublic } from '../../db/publication.ts';
import { hashAddress } from '../../http/rate-limit.ts';
import { newsletterSubscriptions } from '../newsletter/newsletter.table.ts';
import { videos } from '../videos/videos.table.ts';
import { contentViewClaims, contentViews } from './analytics.table.ts';

// Days are the chapter's days, so a late-evening read counts for that evening.
const today = sql`(now() at time zone 'America/New_York')::date`;
/** YYYY-MM-DD of the chapter's day at a given time. */
const chapterDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' });

/**
 * Counts a view of a public item by `client` (its address), at most one per item, client and day, so
 * however often one client reports a view, the item's count (and a video's public count) moves by one
 * that day. False when there is no such public item.
 */
export async function recordView(
  db: Database,
  kind: PublishedKind,
  id: number,
  client: string,
  now = new Date(),
): Promise<boolean> {
  const table = publishedTables[kind];
  const [item] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), isPublic(table, now)));
  if (!item) return false;
  const day = chapterDay.format(now);
  const key = await hashAddress(db, `${kind}:${id}:${day}:${client}`);
  const firstOfItemToday = await db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(contentViewClaims)
      .values({ key, day })
      .onConflictDoNothing()
      .returning({ key: contentViewClaims.key });
    if (!claimed) return false;
    const [counter] = await tx
      .insert(contentViews)
      .values({ kind, itemId: id, day, views: 1 })
      .onConflictDoUpdate({
        target: [contentViews.kind, contentViews.itemId, contentViews.day],
        set: { views: sql`${contentViews.views} + 1` },
      })
      .returning({ views: contentViews.views });
    // public-site §3 gives videos a views field: it is this same count.
    if (kind === 'video') {
      await tx
        .update(videos)
        .set({ views: sql`${videos.views} + 1` })
        .where(eq(videos.id, id));
    }
    return counter?.views === 1;
  });
  // An item's first view of the day clears the claims of the days that are over.
  if (firstOfItemToday) await db.delete(contentViewClaims).where(lt(contentViewClaims.day, day));
  return true;
}

const since = (days: number) => sql`${today} - ${days - 1}::int`;

export async function contentCounts(db: Executor): Promise<Analytics['breakdown']> {
  const counts = await Promise.all(listedKinds.map((kind) => db.$count(contentCatalogue[kind].table)));
  return Object.fromEntries(
    listedKinds.map((kind, i) => [contentCatalogue[kind].several, counts[i]]),
  ) as Analytics['breakdown'];
}

/** Items readers could see by `now` that came out on or after `from`: no drafts, no scheduled items. */
export async function countPublishedBetween(db: Executor, from: Date, now: Date): Promise<number> {
  const counts = await Promise.all(
    Object.values(publishedTables).map((table) =>
      db.$count(table, and(isPublic(table, now), gte(table.publishedDate, from))),
    ),
  );
  return counts.reduce((sum, n) => sum + n, 0);
}

export async function viewsPerDay(db: Executor, days: number) {
  const rows = await db
    .select({ day: contentViews.day, views: sql<number>`sum(${contentViews.views})`.mapWith(Number) })
    .from(contentViews)
    .where(gte(contentViews.day, since(days)))
    .groupBy(contentViews.day)
    .orderBy(contentViews.day);
  return rows;
}

export async function mostViewed(db: Executor, days: number, limit: number) {
  const total = sql<number>`sum(${contentViews.views})`.mapWith(Number);
  return db
    .select({ kind: contentViews.kind, id: contentViews.itemId, views: total })
    .from(contentViews)
    .where(gte(contentViews.day, since(days)))
    .groupBy(contentViews.kind, contentViews.itemId)
    .orderBy(desc(total), contentViews.kind, contentViews.itemId)
    .limit(limit);
}

export async function titlesOf(
  db: Executor,
  kind: PublishedKind,
  ids: number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const table = publishedTables[kind];
  const rows = await db
    .select({ id: table.id, title: table.title })
    .from(table)
    .where(sql`${table.id} in ${ids}`);
  return new Map(rows.map((row) => [row.id, row.title]));
}

/**
 * Active subscribers on each day of the period: those subscribed by then and not unsubscribed by then
 * (one who left on the day they came, or never confirmed, never counts). The count before the period
 * plus each day's arrivals and departures within it: both read the (active, subscribedAt) index's
 * ranges rather than converting every subscriber's dates (docs/performance.md).
 */
export async function subscribersPerDay(db: Executor, days: number) {
  const local = (column: SQL) => sql`(${column} at time zone 'America/New_York')::date`;
  const subscribed = local(sql`s.subscribed_at`);
  const left = local(sql`s.unsubscribed_at`);
  const stayed = sql`${left} > ${subscribed}`;
  const result = await db.execute<{ day: string; subscribers: number }>(sql`
    with period as (select (${since(days)})::timestamp at time zone 'America/New_York' as starts),
    before as (
      select
        (select count(*) from ${newsletterSubscriptions} s, period
          where s.active and s.subscribed_at < period.starts)
        + (select count(*) from ${newsletterSubscriptions} s, period
          where not s.active and s.subscribed_at < period.starts and s.unsubscribed_at >= period.starts)
        as n
    ),
    changes as materialized (
      select day, sum(delta) as delta from (
        select ${subscribed} as day, 1 as delta from ${newsletterSubscriptions} s, period
          where s.active and s.subscribed_at >= period.starts
        union all
        select ${subscribed}, 1 from ${newsletterSubscriptions} s, period
          where not s.active and s.subscribed_at >= period.starts and ${stayed}
        union all
        select ${left}, -1 from ${newsletterSubscriptions} s, period
          where not s.active and s.unsubscribed_at >= period.starts and ${stayed}
      ) as c group by day
    )
    select to_char(d.day, 'YYYY-MM-DD') as day,
      ((select n from before) + (select coalesce(sum(c.delta), 0) from changes c where c.day <= d.day))::int
        as subscribers
    from generate_series(${since(days)}, ${today}, interval '1 day') as d(day)
    order by d.day`);
  return (result as unknown as { rows: { day: string; subscribers: number }[] }).rows;
}
