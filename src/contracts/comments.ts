import { z } from 'zod';
import {
  COMMENT_MAX_LENGTH,
  COMMENT_NAME_MAX_LENGTH,
  COMMENT_NAME_REQUIRED,
  COMMENT_NAME_TOO_LONG,
  COMMENT_TEXT_REQUIRED,
  COMMENT_TOO_LONG,
  commentHoldReasons,
  commentStatuses,
} from './comments-values.ts';
import { isoDateSchema, publicationStatusSchema, rowIdSchema } from './common.ts';

export * from './comments-values.ts';

export const commentStatusSchema = z.enum(commentStatuses);
export type CommentStatus = z.infer<typeof commentStatusSchema>;

// Control characters (other than line breaks and tabs) never belong in a comment.
// biome-ignore lint/suspicious/noControlCharactersInRegex: they are what is removed.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;
const cleanText = (value: string) => value.replace(/\r\n?/g, '\n').replace(CONTROL, '').trim();

/**
 * POST /api/articles/{id}/comments. `website` is the honeypot: people never see it, so a value in
 * it means a form-filling robot.
 */
export const commentCreateSchema = z.object({
  name: z
    .string({ error: COMMENT_NAME_REQUIRED })
    .transform((value) => cleanText(value).replace(/\s+/g, ' '))
    .pipe(z.string().min(1, COMMENT_NAME_REQUIRED).max(COMMENT_NAME_MAX_LENGTH, COMMENT_NAME_TOO_LONG)),
  content: z
    .string({ error: COMMENT_TEXT_REQUIRED })
    .transform(cleanText)
    .pipe(z.string().min(1, COMMENT_TEXT_REQUIRED).max(COMMENT_MAX_LENGTH, COMMENT_TOO_LONG)),
  website: z.string().optional(),
});
export type CommentCreateInput = z.input<typeof commentCreateSchema>;
export type CommentCreateValues = z.output<typeof commentCreateSchema>;

/** A comment as readers see it; `mine` marks the ones this browser wrote (its own pending ones too). */
export const publicCommentSchema = z.object({
  id: z.number(),
  name: z.string(),
  content: z.string(),
  createdAt: isoDateSchema,
  status: z.enum(['pending', 'approved']),
  mine: z.boolean(),
});
export type PublicComment = z.infer<typeof publicCommentSchema>;

/** GET /api/articles/{id}/comments: approved comments oldest first, then this browser's pending ones. */
export const articleCommentsSchema = z.object({
  open: z.boolean(),
  /** Approved comments: what the article's count shows. */
  count: z.number(),
  comments: z.array(publicCommentSchema),
});
export type ArticleComments = z.infer<typeof articleCommentsSchema>;

export const adminCommentSchema = z.object({
  id: z.number(),
  articleId: z.number(),
  articleTitle: z.string(),
  name: z.string(),
  content: z.string(),
  status: commentStatusSchema,
  heldFor: z.array(z.enum(commentHoldReasons)),
  createdAt: isoDateSchema,
  reviewedAt: isoDateSchema.nullable(),
  reviewedBy: z.string().nullable(),
});
export type AdminComment = z.infer<typeof adminCommentSchema>;

export const commentCountsSchema = z.object({
  pending: z.number(),
  approved: z.number(),
  rejected: z.number(),
});
export type CommentCounts = z.infer<typeof commentCountsSchema>;

export const adminCommentsQuerySchema = z.object({
  status: commentStatusSchema.optional().default('pending'),
  limit: z.coerce.number().int().min(1).max(100).optional(),
  offset: z.coerce.number().int().min(0).optional(),
});

/** GET /api/admin/comments: one tab of the queue (pending oldest first, the others newest first). */
export const adminCommentListSchema = z.object({
  comments: z.array(adminCommentSchema),
  counts: commentCountsSchema,
});
export type AdminCommentList = z.infer<typeof adminCommentListSchema>;

export const commentReviewSchema = z.object({
  status: commentStatusSchema,
});

export const approveByNameSchema = z.object({
  name: z.string({ error: COMMENT_NAME_REQUIRED }).trim().min(1, COMMENT_NAME_REQUIRED).max(200),
});
export const approveByNameResultSchema = z.object({ approved: z.number() });

/** One article on the moderation screen: its counts and whether it takes comments. */
export const articleCommentSettingsSchema = z.object({
  articleId: z.number(),
  title: z.string(),
  status: publicationStatusSchema,
  publishedDate: isoDateSchema,
  open: z.boolean(),
  approved: z.number(),
  pending: z.number(),
});
export type ArticleCommentSettings = z.infer<typeof articleCommentSettingsSchema>;

export const articleCommentSettingsQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
  offset: z.coerce.number().int().min(0).optional(),
});

export const articleCommentsOpenSchema = z.object({
  open: z.boolean({ error: 'open must be true or false' }),
});

/** An article's id (public routes) or a comment's id (admin routes). */
export const idParamsSchema = z.object({ id: rowIdSchema });
export const articleIdParamsSchema = z.object({ articleId: rowIdSchema });
