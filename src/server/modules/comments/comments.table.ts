import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { type CommentHoldReason, commentStatuses } from '../../../contracts/comments.ts';
import { articles } from '../articles/articles.table.ts';

/** Readers' comments on articles; only 'approved' ones are shown to everyone. */
export const comments = pgTable(
  'comments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    articleId: integer()
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    content: text().notNull(),
    status: text({ enum: commentStatuses }).notNull().default('pending'),
    heldFor: jsonb().$type<CommentHoldReason[]>().notNull().default([]),
    /**
     * SHA-256 of the random id in the writer's `nabj_commenter` cookie, so that browser sees its own
     * comments while they wait; nothing personal, and a leaked table cannot be turned back into cookies.
     */
    authorKeyHash: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp({ withTimezone: true }),
    reviewedBy: text(),
  },
  (t) => [
    index().on(t.articleId, t.createdAt).where(sql`${t.status} = 'approved'`),
    index().on(t.articleId, t.authorKeyHash),
    index().on(t.status, t.createdAt),
    index('comments_name_lower_idx').on(sql`lower(${t.name})`),
  ],
);

/** Articles whose comments an editor has closed; an article without a row takes comments. */
export const articleCommentsClosed = pgTable('article_comments_closed', {
  articleId: integer()
    .primaryKey()
    .references(() => articles.id, { onDelete: 'cascade' }),
  closedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  closedBy: text().notNull(),
});

/**
 * One line per comment accepted, for the per-address rate limit across every instance. The address
 * is kept only as an HMAC with a per-installation secret, and lines older than the window are deleted.
 */
export const commentPostings = pgTable(
  'comment_postings',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    addressHash: text().notNull(),
    articleId: integer().notNull(),
    postedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.addressHash, t.postedAt), index().on(t.postedAt)],
);
