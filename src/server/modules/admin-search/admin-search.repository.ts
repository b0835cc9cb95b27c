import { and, desc, like, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  type AdminSearchQuery,
  type AdminSearchResult,
  type SearchableKind,
  searchableKinds,
} from '../../../contracts/admin-search.ts';
import type { PublicationStatus } from '../../../contracts/common.ts';
import { contentKinds } from '../../../contracts/content-kinds.ts';
import { contentCatalogue } from '../../content-kinds.ts';
import type { Executor } from '../../db/client.ts';
import type { SessionAdmin } from '../admin-auth/admin-auth.service.ts';
import { matchesSearch } from '../articles/articles.repository.ts';
import { nabjPicks } from '../picks/picks.table.ts';
import { isEditor, visibleTo } from '../review/ownership.ts';
import type { ReviewedTable } from '../review/reviewed-kinds.ts';

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

/** Where a kind's search differs from its table's usual columns. */
const differences: Partial<Record<SearchableKind, Partial<TitleSource>>> = {
  article: { narrow: matchesSearch },
  // A pick is never edited in place of its creation date, so that is its last change.
  pick: { updatedAt: nabjPicks.createdAt },
};

const sources: TitleSource[] = searchableKinds.map((kind) => {
  const { table, title } = contentCatalogue[kind];
  const columns = table as typeof table & { updatedAt: PgColumn };
  const owned = contentKinds[kind].published ? (table as ReviewedTable) : undefined;
  return {
    kind,
    table,
    id: table.id as PgColumn,
    title: title as PgColumn,
    status: owned?.status,
    updatedAt: columns.updatedAt,
    owned,
    ...differences[kind],
  };
});

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
