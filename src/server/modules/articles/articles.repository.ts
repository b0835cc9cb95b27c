import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { ArticleCategory } from '../../../contracts/article.ts';
import type { Executor } from '../../db/client.ts';
import { isPublic } from '../../db/publication.ts';
import { articles } from './articles.table.ts';

export type ArticleRow = typeof articles.$inferSelect;
export type ArticleValues = Omit<typeof articles.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

const newestFirst = [desc(articles.publishedDate), desc(articles.id)];

/** `q` (public-site §5): a case-insensitive substring of the title, the excerpt or the author. */
function matchesSearch(q: string) {
  const needle = q.toLowerCase();
  return or(
    ...[articles.title, articles.excerpt, articles.author].map(
      (column) => sql`strpos(lower(${column}), ${needle}) > 0`,
    ),
  );
}

export function listPublicArticles(
  db: Executor,
  {
    category,
    q,
    limit = 50,
    offset = 0,
    now = new Date(),
  }: { category?: ArticleCategory; q?: string; limit?: number; offset?: number; now?: Date },
) {
  return db
    .select()
    .from(articles)
    .where(
      and(
        isPublic(articles, now),
        category ? eq(articles.category, category) : undefined,
        q ? matchesSearch(q) : undefined,
      ),
    )
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(offset);
}

export function listFeaturedArticles(db: Executor, { limit = 20, now = new Date() } = {}) {
  return db
    .select()
    .from(articles)
    .where(and(isPublic(articles, now), eq(articles.featured, true)))
    .orderBy(...newestFirst)
    .limit(limit);
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

export async function findPublicArticle(db: Executor, id: number, now = new Date()) {
  const [row] = await db
    .select()
    .from(articles)
    .where(and(eq(articles.id, id), isPublic(articles, now)));
  return row;
}

/** Articles by a byline, case-insensitively (contributor pages). */
export function listPublicArticlesByAuthor(db: Executor, author: string, now = new Date()) {
  return db
    .select()
    .from(articles)
    .where(and(isPublic(articles, now), eq(sql`lower(${articles.author})`, author.toLowerCase())))
    .orderBy(...newestFirst)
    .limit(100);
}

export function listAllArticles(
  db: Executor,
  { limit = 100, offset = 0 }: { limit?: number; offset?: number } = {},
) {
  return db
    .select()
    .from(articles)
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(offset);
}

export async function findArticle(db: Executor, id: number) {
  const [row] = await db.select().from(articles).where(eq(articles.id, id));
  return row;
}

export async function insertArticle(db: Executor, values: ArticleValues) {
  const [row] = await db.insert(articles).values(values).returning();
  return row!;
}

export async function updateArticle(db: Executor, id: number, values: ArticleValues) {
  const [row] = await db
    .update(articles)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(articles.id, id))
    .returning();
  return row;
}

export async function deleteArticle(db: Executor, id: number): Promise<boolean> {
  const rows = await db.delete(articles).where(eq(articles.id, id)).returning({ id: articles.id });
  return rows.length > 0;
}
