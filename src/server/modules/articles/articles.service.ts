import { and, desc, eq } from 'drizzle-orm';
import type { BulkActionBody } from '../../../contracts/admin-list.ts';
import { applyBulkAction } from '../../db/admin-list.ts';
import type { Database, Executor } from '../../db/client.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import type { SessionAdmin } from '../admin-auth/admin-auth.service.ts';
import { hasVisibleContent, sanitizeArticleContent } from './article-html.ts';
import { type ArticleRow, type ArticleValues, articleRepository } from './articles.repository.ts';
import { type ArticleSnapshot, articleRevisions } from './articles.table.ts';

function snapshotOf(row: ArticleRow): ArticleSnapshot {
  return {
    title: row.title,
    excerpt: row.excerpt,
    content: row.content,
    imageUrl: row.imageUrl,
    category: row.category,
    author: row.author,
    featured: row.featured,
    pullQuotes: row.pullQuotes,
    status: row.status,
    publishedDate: row.publishedDate.toISOString(),
  };
}

async function recordRevision(db: Executor, row: ArticleRow, savedBy: string) {
  await db.insert(articleRevisions).values({ articleId: row.id, savedBy, snapshot: snapshotOf(row) });
}

/**
 * Every write passes here (create, edit, restore), so stored content is always through the allow-list.
 * HTML that held nothing allowed ("<script>…</script>") is refused like empty content (admin-area §5).
 */
function withSafeContent(values: ArticleValues): ArticleValues {
  const content = sanitizeArticleContent(values.content);
  if (!hasVisibleContent(content)) {
    throw badRequest('Content is required', { content: 'Content is required' });
  }
  return { ...values, content };
}

/** Who saves: the account whose name the revision keeps. */
type Saver = Pick<SessionAdmin, 'username'>;

/** A save of an existing article: who saves, and the version it was based on, if named. */
interface ArticleWrite {
  account: Saver;
  basedOn?: number;
}

/** Creates an article and its first revision together. */
export function createArticle(db: Database, values: ArticleValues, savedBy: Saver): Promise<ArticleRow> {
  const safe = withSafeContent(values);
  return db.transaction(async (tx) => {
    const row = await articleRepository.insert(tx, safe);
    await recordRevision(tx, row, savedBy.username);
    return row;
  });
}

/**
 * Saves an edit and keeps it as a revision; undefined when the article does not exist or is no longer
 * at the version the edit was based on.
 */
export function saveArticle(
  db: Database,
  id: number,
  values: ArticleValues,
  { account, basedOn }: ArticleWrite,
) {
  const safe = withSafeContent(values);
  return db.transaction(async (tx) => {
    const row = await articleRepository.update(tx, id, safe, { basedOn });
    if (row) await recordRevision(tx, row, account.username);
    return row;
  });
}

/** A bulk action of the articles list; each status change is kept as a revision, as an edit is. */
export function applyArticlesBulkAction(db: Database, body: BulkActionBody, savedBy: Saver) {
  return applyBulkAction(db, articleRepository.list, body, async (tx, rows) => {
    if (rows.length === 0) return;
    await tx
      .insert(articleRevisions)
      .values(
        rows.map((row) => ({ articleId: row.id, savedBy: savedBy.username, snapshot: snapshotOf(row) })),
      );
  });
}

export function listRevisions(db: Executor, articleId: number) {
  return db
    .select()
    .from(articleRevisions)
    .where(eq(articleRevisions.articleId, articleId))
    .orderBy(desc(articleRevisions.savedAt), desc(articleRevisions.id))
    .limit(200);
}

export async function findRevision(db: Executor, articleId: number, revisionId: number) {
  const [row] = await db
    .select()
    .from(articleRevisions)
    .where(and(eq(articleRevisions.articleId, articleId), eq(articleRevisions.id, revisionId)));
  return row;
}

/**
 * Puts a past revision back as the current text; the restore is itself a new revision. `decisionsOf`
 * says which status and Featured the restore may store given the revision's (permissions.ts).
 * 404 without such a revision; undefined as saveArticle.
 */
export async function restoreRevision(
  db: Database,
  article: Pick<ArticleRow, 'id'>,
  revisionId: number,
  write: ArticleWrite,
  decisionsOf: (revision: Pick<ArticleRow, 'status' | 'featured'>) => Pick<ArticleRow, 'status' | 'featured'>,
) {
  const revision = await findRevision(db, article.id, revisionId);
  if (!revision) throw notFound('Revision not found');
  const { publishedDate, status, featured, ...fields } = revision.snapshot;
  const values = { ...fields, ...decisionsOf({ status, featured }), publishedDate: new Date(publishedDate) };
  return saveArticle(db, article.id, values, write);
}
