import { and, desc, eq, like, ne, or, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { ArticleCategory } from '../../../contracts/article.ts';
import type { Executor } from '../../db/client.ts';
import { publishedRepository } from '../../db/content-repository.ts';
import { isPublic } from '../../db/publication.ts';
import { articles } from './articles.table.ts';

export type ArticleRow = typeof articles.$inferSelect;
export type ArticleValues = Omit<typeof articles.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

const newestFirst = [desc(articles.publishedDate), desc(articles.id)];

/** `q` (public-site §5): a case-insensitive substring of the title, the excerpt or the author. */
export function matchesSearch(q: string) {
  // The document is lowered (articles.table.ts), so the term is lowered by the same function; the
  // reader's %, _ and \ are literal, and the document's separator is not searched for, so no match
  // spans two columns.
  const literal = q.replace(/[\\%_]/g, '\\$&').replaceAll('\u001f', ' ');
  return like(articles.searchDocument, sql`lower(${`%${literal}%`})`);
}

export interface PublicListParams {
  category?: ArticleCategory;
  q?: string;
  /** Featured articles only (`GET /api/articles/featured`). */
  featured?: boolean;
  limit?: number;
  offset?: number;
  now?: Date;
}

/** One page of the public list (`GET /api/articles`), whatever columns `query` selects. */
function publicListPage<T extends PgSelect>(
  query: T,
  { category, q, featured, limit = 50, offset = 0, now = new Date() }: PublicListParams,
) {
  return query
    .where(
      and(
        isPublic(articles, now),
        category ? eq(articles.category, category) : undefined,
        q ? matchesSearch(q) : undefined,
        featured ? eq(articles.featured, true) : undefined,
      ),
    )
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(offset);
}

export function listPublicArticles(db: Executor, params: PublicListParams) {
  return publicListPage(db.select().from(articles).$dynamic(), params);
}

/** The same page as story cards: the lists never show the bodies, the largest part of a row. */
export function listPublicArticleSummaries(db: Executor, params: PublicListParams) {
  return publicListPage(db.select(summaryColumns).from(articles).$dynamic(), params);
}

/** The id and date of every public article, newest first (the sitemap). */
export function listPublicArticleDates(db: Executor, limit: number, now = new Date()) {
  return db
    .select({ id: articles.id, publishedDate: articles.publishedDate })
    .from(articles)
    .where(isPublic(articles, now))
    .orderBy(...newestFirst)
    .limit(limit);
}

/** The columns a story card shows: reading them alone spares the database the bodies. */
const summaryColumns = {
  id: articles.id,
  title: articles.title,
  excerpt: articles.excerpt,
  imageUrl: articles.imageUrl,
  category: articles.category,
  author: articles.author,
  featured: articles.featured,
  publishedDate: articles.publishedDate,
};
export type ArticleSummaryRow = Pick<ArticleRow, keyof typeof summaryColumns>;

/** A published article's category and byline, which More Like This matches on. */
export async function findPublicArticleTopic(db: Executor, id: number, now = new Date()) {
  const [row] = await db
    .select({ id: articles.id, category: articles.category, author: articles.author })
    .from(articles)
    .where(and(eq(articles.id, id), isPublic(articles, now)));
  return row;
}

/**
 * What More Like This chooses from (public-site §5): the newest articles of the same category or
 * byline, and the newest of all to top them up; `moreLikeThis` orders and cuts the two lists.
 */
export async function listMoreLikeThisCandidates(
  db: Executor,
  article: Pick<ArticleRow, 'id' | 'category' | 'author'>,
  limit: number,
  now = new Date(),
): Promise<ArticleSummaryRow[]> {
  const others = and(isPublic(articles, now), ne(articles.id, article.id));
  const related = or(
    eq(articles.category, article.category),
    sql`lower(trim(${articles.author})) = ${article.author.trim().toLowerCase()}`,
  );
  const [matching, newest] = await Promise.all([
    db
      .select(summaryColumns)
      .from(articles)
      .where(and(others, related))
      .orderBy(...newestFirst)
      .limit(limit),
    db
      .select(summaryColumns)
      .from(articles)
      .where(others)
      .orderBy(...newestFirst)
      .limit(limit),
  ]);
  const byId = new Map([...matching, ...newest].map((row) => [row.id, row]));
  return [...byId.values()].sort(
    (a, b) => b.publishedDate.getTime() - a.publishedDate.getTime() || b.id - a.id,
  );
}

/** Articles, and what their admin list searches, filters and sorts by. */
export const articleRepository = publishedRepository({
  table: articles,
  id: articles.id,
  date: articles.publishedDate,
  updatedAt: articles.updatedAt,
  title: articles.title,
  search: matchesSearch,
  publication: articles,
  grouping: articles.category,
  byAuthor: (name) => eq(sql`lower(${articles.author})`, name.toLowerCase()),
});

export const {
  findById: findArticle,
  findPublic: findPublicArticle,
  listPublicByCredit: listPublicArticlesByAuthor,
} = articleRepository;
