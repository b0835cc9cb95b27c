import { and, desc, like, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AdminSearchQuery, AdminSearchResult, SearchableKind } from '../../../contracts/admin-search.ts';
import type { PublicationStatus } from '../../../contracts/common.ts';
import type { Executor } from '../../db/client.ts';
import type { SessionAdmin } from '../admin-auth/admin-auth.service.ts';
import { matchesSearch } from '../articles/articles.repository.ts';
import { articles } from '../articles/articles.table.ts';
import { crosswords } from '../crosswords/crosswords.table.ts';
import { events } from '../events/events.table.ts';
import { graphics } from '../graphics/graphics.table.ts';
import { membersOfTheMonth } from '../members-of-the-month/members-of-the-month.table.ts';
import { nabjPicks } from '../picks/picks.table.ts';
import { isEditor, visibleTo } from '../review/ownership.ts';
import { videos } from '../videos/videos.table.ts';

/** Where one kind keeps its titles, and what tells its edits apart. */
interface TitleSource {
  kind: SearchableKind;
  table: PgTable;
  id: PgColumn;
  title: PgColumn;
  status?: PgColumn;
  updatedAt: PgColumn;
  /** A kind a contributor writes: whose items and which statuses they may see (ownership.ts). */
  owned?: Parameters<typeof visibleTo>[1];
  /**
   * A cheaper test that every match also passes, answered by an index: the articles' trigram index
   * on their search document (title, excerpt, byline) leaves only a few rows for the title test.
   */
  narrow?: (q: string) => SQL;
}

const sources: TitleSource[] = [
  {
    kind: 'article',
    table: articles,
    id: articles.id,
    title: articles.title,
    status: articles.status,
    updatedAt: articles.updatedAt,
    owned: articles,
    narrow: matchesSearch,
  },
  {
    kind: 'video',
    table: videos,
    id: videos.id,
    title: videos.title,
    status: videos.status,
    updatedAt: videos.updatedAt,
    owned: videos,
  },
  {
    kind: 'graphic',
    table: graphics,
    id: graphics.id,
    title: graphics.title,
    status: graphics.status,
    updatedAt: graphics.updatedAt,
    owned: graphics,
  },
  { kind: 'event', table: events, id: events.id, title: events.title, updatedAt: events.updatedAt },
  // A pick is never edited in place of its creation date, so that is its last change.
  {
    kind: 'pick',
    table: nabjPicks,
    id: nabjPicks.id,
    title: nabjPicks.title,
    updatedAt: nabjPicks.createdAt,
  },
  {
    kind: 'member',
    table: membersOfTheMonth,
    id: membersOfTheMonth.id,
    title: membersOfTheMonth.name,
    updatedAt: membersOfTheMonth.updatedAt,
  },
  {
    kind: 'crossword',
    table: crosswords,
    id: crosswords.id,
    title: crosswords.title,
    updatedAt: crosswords.updatedAt,
  },
];

interface Match {
  id: number;
  title: string;
  status: PublicationStatus | null;
  updatedAt: Date;
  startsWith: boolean;
}

/**
 * Titles (members: names) holding `q`, case ignored, across every kind with an edit screen: those
 * that start with it first, then the most recently edited; at most `limit` in all. A contributor
 * finds only stories, videos and graphics: their own of any status and the published ones.
 */
export async function searchTitles(
  db: Executor,
  { q, limit }: AdminSearchQuery,
  account: Pick<SessionAdmin, 'id' | 'role'>,
): Promise<AdminSearchResult[]> {
  const editor = isEditor(account);
  // The admin's %, _ and \ are literal characters; the database lowers the words as it lowers titles.
  const literal = q.replace(/[\\%_]/g, '\\$&');
  const perKind = await Promise.all(
    sources
      .filter((source) => editor || source.owned)
      .map(async (source) => {
        const lowered = sql`lower(${source.title})`;
        const startsWith = sql<boolean>`${lowered} like lower(${`${literal}%`})`;
        // The columns of any kind: their types are those of Match (each table declares them so).
        const rows = (await db
          .select({
            id: source.id,
            title: source.title,
            status: source.status ?? sql`null`,
            updatedAt: source.updatedAt,
            startsWith,
          })
          .from(source.table)
          .where(
            and(
              source.narrow?.(q),
              like(lowered, sql`lower(${`%${literal}%`})`),
              source.owned && visibleTo(account, source.owned),
            ),
          )
          .orderBy(desc(startsWith), desc(source.updatedAt), desc(source.id))
          .limit(limit)) as Match[];
        return rows.map((row) => ({ ...row, kind: source.kind }));
      }),
  );
  return perKind
    .flat()
    .sort(
      (a, b) => Number(b.startsWith) - Number(a.startsWith) || b.updatedAt.getTime() - a.updatedAt.getTime(),
    )
    .slice(0, limit)
    .map(({ kind, id, title, status, updatedAt }) => ({
      kind,
      id,
      title,
      ...(status ? { status } : {}),
      updatedAt: updatedAt.toISOString(),
    }));
}
