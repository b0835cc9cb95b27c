import { and, desc, eq, lt } from 'drizzle-orm';
import type { BulkActionBody } from '../../../contracts/admin-list.ts';
import { publicationState } from '../../../contracts/admin-list.ts';
import { type ArticleSnapshot, revisionChanges } from '../../../contracts/article.ts';
import { applyBulkAction } from '../../db/admin-list.ts';
import type { Database, Executor } from '../../db/client.ts';
import { badRequest } from '../../http/errors.ts';
import { personNameOf } from '../admin-auth/admin-auth.repository.ts';
import type { SessionAdmin } from '../admin-auth/admin-auth.service.ts';
import { hasVisibleContent, sanitizeArticleContent } from './article-html.ts';
import { type ArticleRow, type ArticleValues, articleRepository } from './articles.repository.ts';
import { articleRevisions } from './articles.table.ts';

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

/** Saves by one person this close together are one sitting, kept as one revision (docs/admin/articles.md). */
export const FOLD_MS = 10 * 60 * 1000;

const sameSnapshot = (a: ArticleSnapshot, b: ArticleSnapshot) =>
  revisionChanges(a, b, new Date()).length === 0;

/**
 * Keeps the article as it now is in its history, unless nothing changed since the last revision. A
 * save by the person who made the last revision, within FOLD_MS of it, that changes no status (nor
 * did that revision) updates it in place: autosave and quick fixes make one line, not dozens. A
 * status change is always a line of its own, and a restore never folds (`fold: false`), so the text
 * it replaced stays in the history.
 */
async function recordRevision(db: Executor, row: ArticleRow, savedBy: string, fold = true) {
  const snapshot = snapshotOf(row);
  const now = new Date();
  const [last, before] = await db
    .select()
    .from(articleRevisions)
    .where(eq(articleRevisions.articleId, row.id))
    .orderBy(desc(articleRevisions.id))
    .limit(2);
  if (last && sameSnapshot(last.snapshot, snapshot)) return;
  const stateOf = (s: ArticleSnapshot) => publicationState(s.status, s.publishedDate, now);
  const folds =
    fold &&
    last?.savedBy === savedBy &&
    now.getTime() - last.savedAt.getTime() < FOLD_MS &&
    stateOf(last.snapshot) === stateOf(snapshot) &&
    (!before || stateOf(before.snapshot) === stateOf(last.snapshot));
  if (!folds) {
    await db.insert(articleRevisions).values({ articleId: row.id, savedBy, savedAt: now, snapshot });
  } else if (before && sameSnapshot(before.snapshot, snapshot)) {
    // The sitting undid its own changes: the revision before it already holds this text.
    await db.delete(articleRevisions).where(eq(articleRevisions.id, last.id));
  } else {
    await db.update(articleRevisions).set({ savedAt: now, snapshot }).where(eq(articleRevisions.id, last.id));
  }
}

/** Keeps a review step's change of an article (submitted, sent back, published) in its history. */
export async function recordReviewStep(db: Executor, id: number, savedBy: string) {
  const row = await articleRepository.findById(db, id);
  if (row) await recordRevision(db, row, savedBy);
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

/** Creates an article and its first revision together. */
export function createArticle(db: Database, values: ArticleValues, savedBy: Saver): Promise<ArticleRow> {
  const safe = withSafeContent(values);
  return db.transaction(async (tx) => {
    const row = await articleRepository.insert(tx, safe);
    await recordRevision(tx, row, savedBy.username);
    return row;
  });
}

/** Saves an edit and keeps it as a revision; undefined when the article does not exist. */
export function saveArticle(db: Database, id: number, values: ArticleValues, savedBy: Saver, fold = true) {
  const safe = withSafeContent(values);
  return db.transaction(async (tx) => {
    const row = await articleRepository.update(tx, id, safe);
    if (row) await recordRevision(tx, row, savedBy.username, fold);
    return row;
  });
}

/** A bulk action of the articles list; each status change is kept as a revision, as an edit is. */
export function applyArticlesBulkAction(db: Database, body: BulkActionBody, savedBy: Saver) {
  return applyBulkAction(db, articleRepository.list, body, async (tx, rows) => {
    for (const row of rows) await recordRevision(tx, row, savedBy.username);
  });
}

const revisionColumns = {
  id: articleRevisions.id,
  savedBy: articleRevisions.savedBy,
  savedByName: personNameOf(articleRevisions.savedBy),
  savedAt: articleRevisions.savedAt,
  snapshot: articleRevisions.snapshot,
};

type RevisionRow = { savedAt: Date; snapshot: ArticleSnapshot };

/** What `revision` changed from the one saved before it (none for the first). */
export const changesOf = (revision: RevisionRow, previous?: RevisionRow) =>
  previous ? revisionChanges(previous.snapshot, revision.snapshot, revision.savedAt) : [];

/** The latest revisions, newest first, each with what it changed. */
export async function listRevisions(db: Executor, articleId: number, limit = 200) {
  // One more than shown, so the oldest shown has the one before it to compare with.
  const rows = await db
    .select(revisionColumns)
    .from(articleRevisions)
    .where(eq(articleRevisions.articleId, articleId))
    .orderBy(desc(articleRevisions.savedAt), desc(articleRevisions.id))
    .limit(limit + 1);
  return rows.slice(0, limit).map((row, index) => ({ ...row, changes: changesOf(row, rows[index + 1]) }));
}

/** One revision, with what it changed from the one before it. */
export async function findRevision(db: Executor, articleId: number, revisionId: number) {
  const [row] = await db
    .select(revisionColumns)
    .from(articleRevisions)
    .where(and(eq(articleRevisions.articleId, articleId), eq(articleRevisions.id, revisionId)));
  if (!row) return undefined;
  const [previous] = await db
    .select(revisionColumns)
    .from(articleRevisions)
    .where(and(eq(articleRevisions.articleId, articleId), lt(articleRevisions.id, row.id)))
    .orderBy(desc(articleRevisions.id))
    .limit(1);
  return { ...row, changes: changesOf(row, previous) };
}

/**
 * Puts a past revision back as the current text; the restore is itself a new revision. `decisionsOf`
 * says which status and Featured the restore may store given the revision's (permissions.ts).
 */
export async function restoreRevision(
  db: Database,
  article: Pick<ArticleRow, 'id'>,
  revisionId: number,
  savedBy: Saver,
  decisionsOf: (revision: Pick<ArticleRow, 'status' | 'featured'>) => Pick<ArticleRow, 'status' | 'featured'>,
) {
  const revision = await findRevision(db, article.id, revisionId);
  if (!revision) return undefined;
  const { publishedDate, status, featured, ...fields } = revision.snapshot;
  const values = { ...fields, ...decisionsOf({ status, featured }), publishedDate: new Date(publishedDate) };
  return saveArticle(db, article.id, values, savedBy, false);
}
