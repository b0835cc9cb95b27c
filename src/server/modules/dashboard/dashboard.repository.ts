import { desc } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { type DashboardCounts, RECENT_ITEMS } from '../../../contracts/dashboard.ts';
import { contentCatalogue, publishedTables } from '../../content-kinds.ts';
import type { Executor } from '../../db/client.ts';
import type { SessionAdmin } from '../admin-auth/admin-auth.service.ts';
import { articles } from '../articles/articles.table.ts';
import { countPendingComments } from '../comments/comments.repository.ts';
import { events } from '../events/events.table.ts';
import { graphics } from '../graphics/graphics.table.ts';
import { isEditor, visibleTo } from '../review/ownership.ts';
import type { ReviewedItem, ReviewedTable } from '../review/reviewed-kinds.ts';
import { videos } from '../videos/videos.table.ts';

type Account = Pick<SessionAdmin, 'id' | 'role'>;

/**
 * Every kind's number of items, drafts included, and the comments waiting for moderation. A
 * contributor's are their stories, videos and graphics and the published ones (ownership.ts), the
 * same rows their lists show.
 */
export async function contentCounts(db: Executor, account: Account): Promise<DashboardCounts> {
  if (!isEditor(account)) {
    const [articleCount, videoCount, graphicCount] = await Promise.all(
      [publishedTables.article, publishedTables.video, publishedTables.graphic].map((table) =>
        db.$count(table, visibleTo(account, table)),
      ),
    );
    return { articles: articleCount!, videos: videoCount!, graphics: graphicCount! };
  }
  const kinds = Object.values(contentCatalogue);
  const [counts, pendingComments] = await Promise.all([
    Promise.all(kinds.map((kind) => db.$count(kind.table))),
    countPendingComments(db),
  ]);
  const byKind = Object.fromEntries(kinds.map((kind, i) => [kind.several, counts[i]]));
  return { ...(byKind as Pick<DashboardCounts, 'articles' | 'videos' | 'graphics'>), pendingComments };
}

/** The newest items of a published kind the account may see, with the columns its Quick Edit shows. */
async function newestOf<Extra extends Record<string, PgColumn>>(
  db: Executor,
  account: Account,
  table: ReviewedTable,
  extra: Extra,
) {
  const { id, title, status, publishedDate, createdBy } = table;
  const rows = await db
    .select({ id, title, status, publishedDate, createdBy, ...extra })
    .from(table)
    .where(visibleTo(account, table))
    .orderBy(desc(publishedDate), desc(id))
    .limit(RECENT_ITEMS);
  // The shared columns are typed loosely on ReviewedTable; these are their stored types.
  return rows as (Pick<ReviewedItem, 'id' | 'title' | 'status' | 'publishedDate' | 'createdBy'> & {
    [K in keyof Extra]: Extra[K]['_']['data'];
  })[];
}

/**
 * The newest stories, videos and graphics by the published date their lists show and sort by, not by
 * when the row was written: imported or backdated items would otherwise come before newer ones.
 * An event's date is when it happens, so events are the ones added last. A contributor sees their
 * own items and the published ones (ownership.ts), and no events, which are an editor's.
 */
export async function recentContent(db: Executor, account: Account) {
  const [recentArticles, recentVideos, recentGraphics, recentEvents] = await Promise.all([
    newestOf(db, account, articles, { author: articles.author }),
    newestOf(db, account, videos, { type: videos.type }),
    newestOf(db, account, graphics, {
      type: graphics.type,
      imageUrl: graphics.imageUrl,
      slides: graphics.slides,
    }),
    isEditor(account)
      ? db
          .select({ id: events.id, title: events.title, date: events.date })
          .from(events)
          .orderBy(desc(events.createdAt), desc(events.id))
          .limit(RECENT_ITEMS)
      : undefined,
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
    events: recentEvents?.map((row) => ({ ...row, date: row.date.toISOString() })),
  };
}
