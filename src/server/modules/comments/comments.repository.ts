import { and, asc, count, desc, eq, gte, ilike, lt, or, sql } from 'drizzle-orm';
import type { CommentCounts, CommentHoldReason, CommentStatus } from '../../../contracts/comments.ts';
import type { Executor } from '../../db/client.ts';
import { isPublic } from '../../db/publication.ts';
import { articles } from '../articles/articles.table.ts';
import { articleCommentsClosed, commentPostings, comments } from './comments.table.ts';

export type CommentRow = typeof comments.$inferSelect;
export type AdminCommentRow = CommentRow & { articleTitle: string };

/** The article readers can see, with whether it takes comments; undefined for drafts, schedules and unknown ids. */
export async function findCommentableArticle(db: Executor, articleId: number, now = new Date()) {
  const [row] = await db
    .select({ id: articles.id, closedAt: articleCommentsClosed.closedAt })
    .from(articles)
    .leftJoin(articleCommentsClosed, eq(articleCommentsClosed.articleId, articles.id))
    .where(and(eq(articles.id, articleId), isPublic(articles, now)));
  return row ? { id: row.id, open: row.closedAt === null } : undefined;
}

/** Approved comments and, when the browser is known, its own pending ones; oldest first. */
export function listVisibleComments(db: Executor, articleId: number, authorKeyHash: string | undefined) {
  const visible = authorKeyHash
    ? or(
        eq(comments.status, 'approved'),
        and(eq(comments.status, 'pending'), eq(comments.authorKeyHash, authorKeyHash)),
      )
    : eq(comments.status, 'approved');
  return db
    .select()
    .from(comments)
    .where(and(eq(comments.articleId, articleId), visible))
    .orderBy(asc(comments.createdAt), asc(comments.id))
    .limit(1000);
}

export async function countApprovedComments(db: Executor, articleId: number): Promise<number> {
  return db.$count(comments, and(eq(comments.articleId, articleId), eq(comments.status, 'approved')));
}

export async function insertComment(
  db: Executor,
  values: {
    articleId: number;
    name: string;
    content: string;
    heldFor: CommentHoldReason[];
    authorKeyHash: string;
  },
): Promise<CommentRow> {
  const [row] = await db.insert(comments).values(values).returning();
  return row!;
}

/** Queues postings from one address behind each other, so two at once cannot both slip under the limit. */
export async function lockAddress(tx: Executor, addressHash: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`comments:${addressHash}`}))`);
}

export async function countRecentPostings(db: Executor, addressHash: string, articleId: number, since: Date) {
  const [row] = await db
    .select({
      overall: count(),
      onArticle: sql<number>`count(*) filter (where ${commentPostings.articleId} = ${articleId})`.mapWith(
        Number,
      ),
    })
    .from(commentPostings)
    .where(and(eq(commentPostings.addressHash, addressHash), gte(commentPostings.postedAt, since)));
  return { overall: row?.overall ?? 0, onArticle: row?.onArticle ?? 0 };
}

export async function recordPosting(db: Executor, addressHash: string, articleId: number, postedAt: Date) {
  await db.insert(commentPostings).values({ addressHash, articleId, postedAt });
}

export async function deleteOldPostings(db: Executor, before: Date): Promise<void> {
  await db.delete(commentPostings).where(lt(commentPostings.postedAt, before));
}

const adminColumns = {
  id: comments.id,
  articleId: comments.articleId,
  name: comments.name,
  content: comments.content,
  status: comments.status,
  heldFor: comments.heldFor,
  authorKeyHash: comments.authorKeyHash,
  createdAt: comments.createdAt,
  reviewedAt: comments.reviewedAt,
  reviewedBy: comments.reviewedBy,
  articleTitle: articles.title,
};

/** One tab of the queue: pending oldest first (first come, first reviewed), the others newest first. */
export function listAdminComments(
  db: Executor,
  { status, limit = 50, offset = 0 }: { status: CommentStatus; limit?: number; offset?: number },
): Promise<AdminCommentRow[]> {
  const order =
    status === 'pending'
      ? [asc(comments.createdAt), asc(comments.id)]
      : [desc(comments.createdAt), desc(comments.id)];
  return db
    .select(adminColumns)
    .from(comments)
    .innerJoin(articles, eq(articles.id, comments.articleId))
    .where(eq(comments.status, status))
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
}

export async function findAdminComment(db: Executor, id: number): Promise<AdminCommentRow | undefined> {
  const [row] = await db
    .select(adminColumns)
    .from(comments)
    .innerJoin(articles, eq(articles.id, comments.articleId))
    .where(eq(comments.id, id));
  return row;
}

export async function commentCounts(db: Executor): Promise<CommentCounts> {
  const rows = await db
    .select({ status: comments.status, value: count() })
    .from(comments)
    .groupBy(comments.status);
  const counts: CommentCounts = { pending: 0, approved: 0, rejected: 0 };
  for (const row of rows) counts[row.status] = row.value;
  return counts;
}

export async function countPendingComments(db: Executor): Promise<number> {
  return db.$count(comments, eq(comments.status, 'pending'));
}

export async function setCommentStatus(
  db: Executor,
  id: number,
  status: CommentStatus,
  reviewedBy: string,
): Promise<boolean> {
  const rows = await db
    .update(comments)
    .set({ status, reviewedBy, reviewedAt: new Date() })
    .where(eq(comments.id, id))
    .returning({ id: comments.id });
  return rows.length > 0;
}

export async function deleteComment(db: Executor, id: number): Promise<boolean> {
  const rows = await db.delete(comments).where(eq(comments.id, id)).returning({ id: comments.id });
  return rows.length > 0;
}

/**
 * Approves the pending comments signed with this name (ignoring case). Held ones are left for a
 * one-by-one look: a trusted name is easy to borrow, a flagged text is not made safe by it.
 */
export async function approvePendingFromName(
  db: Executor,
  name: string,
  reviewedBy: string,
): Promise<number> {
  const rows = await db
    .update(comments)
    .set({ status: 'approved', reviewedBy, reviewedAt: new Date() })
    .where(
      and(
        eq(comments.status, 'pending'),
        eq(sql`lower(${comments.name})`, name.trim().toLowerCase()),
        eq(sql`jsonb_array_length(${comments.heldFor})`, 0),
      ),
    )
    .returning({ id: comments.id });
  return rows.length;
}

/** Articles newest first with their comment counts and switch, optionally by words of the title. */
export function listArticleCommentSettings(
  db: Executor,
  { q, limit = 50, offset = 0 }: { q?: string; limit?: number; offset?: number },
) {
  const search = q ? ilike(articles.title, `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined;
  return db
    .select({
      articleId: articles.id,
      title: articles.title,
      status: articles.status,
      publishedDate: articles.publishedDate,
      closedAt: articleCommentsClosed.closedAt,
      approved:
        sql<number>`(select count(*) from ${comments} where ${comments.articleId} = ${articles.id} and ${comments.status} = 'approved')`.mapWith(
          Number,
        ),
      pending:
        sql<number>`(select count(*) from ${comments} where ${comments.articleId} = ${articles.id} and ${comments.status} = 'pending')`.mapWith(
          Number,
        ),
    })
    .from(articles)
    .leftJoin(articleCommentsClosed, eq(articleCommentsClosed.articleId, articles.id))
    .where(search)
    .orderBy(desc(articles.publishedDate), desc(articles.id))
    .limit(limit)
    .offset(offset);
}

export async function articleExists(db: Executor, articleId: number): Promise<boolean> {
  return (await db.$count(articles, eq(articles.id, articleId))) > 0;
}

export async function setCommentsOpen(db: Executor, articleId: number, open: boolean, by: string) {
  if (open) {
    await db.delete(articleCommentsClosed).where(eq(articleCommentsClosed.articleId, articleId));
  } else {
    await db.insert(articleCommentsClosed).values({ articleId, closedBy: by }).onConflictDoNothing();
  }
}
