import { count, desc } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { type DashboardCounts, RECENT_ITEMS } from '../../../contracts/dashboard.ts';
import type { Executor } from '../../db/client.ts';
import { articles } from '../articles/articles.table.ts';
import { broadcastVideos } from '../broadcast/broadcast.table.ts';
import { countPendingComments } from '../comments/comments.repository.ts';
import { contributors } from '../contributors/contributors.table.ts';
import { crosswords } from '../crosswords/crosswords.table.ts';
import { events } from '../events/events.table.ts';
import { graphics } from '../graphics/graphics.table.ts';
import { membersOfTheMonth } from '../members-of-the-month/members-of-the-month.table.ts';
import { nabjPicks } from '../picks/picks.table.ts';

async function countRows(db: Executor, table: PgTable): Promise<number> {
  const [row] = await db.select({ value: count() }).from(table);
  return row?.value ?? 0;
}

const countedTables = {
  articles,
  videos: broadcastVideos,
  graphics,
  events,
  picks: nabjPicks,
  contributors,
  members: membersOfTheMonth,
  crosswords,
} satisfies Record<Exclude<keyof DashboardCounts, 'pendingComments'>, PgTable>;

export async function contentCounts(db: Executor): Promise<DashboardCounts> {
  const [entries, pendingComments] = await Promise.all([
    Promise.all(
      Object.entries(countedTables).map(async ([key, table]) => [key, await countRows(db, table)] as const),
    ),
    countPendingComments(db),
  ]);
  return { ...(Object.fromEntries(entries) as Omit<DashboardCounts, 'pendingComments'>), pendingComments };
}

/**
 * The newest stories, videos and graphics by the published date their lists show and sort by, not by
 * when the row was written: imported or backdated items would otherwise come before newer ones.
 * An event's date is when it happens, so events are the ones added last.
 */
export async function recentContent(db: Executor) {
  const [recentArticles, recentVideos, recentGraphics, recentEvents] = await Promise.all([
    db
      .select({
        id: articles.id,
        title: articles.title,
        author: articles.author,
        status: articles.status,
        publishedDate: articles.publishedDate,
      })
      .from(articles)
      .orderBy(desc(articles.publishedDate), desc(articles.id))
      .limit(RECENT_ITEMS),
    db
      .select({
        id: broadcastVideos.id,
        title: broadcastVideos.title,
        type: broadcastVideos.type,
        status: broadcastVideos.status,
        publishedDate: broadcastVideos.publishedDate,
      })
      .from(broadcastVideos)
      .orderBy(desc(broadcastVideos.publishedDate), desc(broadcastVideos.id))
      .limit(RECENT_ITEMS),
    db
      .select({
        id: graphics.id,
        title: graphics.title,
        type: graphics.type,
        status: graphics.status,
        publishedDate: graphics.publishedDate,
        imageUrl: graphics.imageUrl,
        slides: graphics.slides,
      })
      .from(graphics)
      .orderBy(desc(graphics.publishedDate), desc(graphics.id))
      .limit(RECENT_ITEMS),
    db
      .select({ id: events.id, title: events.title, date: events.date })
      .from(events)
      .orderBy(desc(events.createdAt), desc(events.id))
      .limit(RECENT_ITEMS),
  ]);
  return {
    articles: recentArticles.map((row) => ({ ...row, publishedDate: row.publishedDate.toISOString() })),
    videos: recentVideos.map((row) => ({ ...row, publishedDate: row.publishedDate.toISOString() })),
    graphics: recentGraphics.map(({ slides, imageUrl, ...row }) => {
      const first = [...slides].sort((a, b) => a.order - b.order)[0];
      return {
        ...row,
        publishedDate: row.publishedDate.toISOString(),
        thumbnailUrl: first?.url || imageUrl,
        thumbnailMimeType: first?.mimeType ?? '',
      };
    }),
    events: recentEvents.map((row) => ({ ...row, date: row.date.toISOString() })),
  };
}
