// The parts of the comments contract the reader's browser needs, without Zod (comments.ts adds the schemas).

/** Reader comments (docs/api/comments.md): stored, moderated, plain text only. */
export const COMMENT_MAX_LENGTH = 2000;
export const COMMENT_NAME_MAX_LENGTH = 60;
/** More links than this hold a comment for a closer look (spam nearly always carries several). */
export const COMMENT_MAX_LINKS = 2;
/** Per address: this many comments on one article, and this many in all, within the window. */
export const COMMENT_RATE_PER_ARTICLE = 3;
export const COMMENT_RATE_OVERALL = 20;
export const COMMENT_RATE_WINDOW_MS = 10 * 60 * 1000;

export const COMMENT_NAME_REQUIRED = 'Please enter your name.';
export const COMMENT_NAME_TOO_LONG = `Your name must be at most ${COMMENT_NAME_MAX_LENGTH} characters.`;
export const COMMENT_TEXT_REQUIRED = 'Please write a comment.';
export const COMMENT_TOO_LONG = `Comments must be at most ${COMMENT_MAX_LENGTH} characters.`;
export const COMMENTS_CLOSED = 'Comments are closed.';
export const COMMENT_RATE_LIMITED =
  'You are commenting too quickly. Please wait a few minutes and try again.';
export const ARTICLE_NOT_FOUND = 'Article not found';
export const COMMENT_NOT_FOUND = 'Comment not found';

export const commentStatuses = ['pending', 'approved', 'rejected'] as const;

/** Why a comment was flagged for a closer look; a held comment is left out of "approve all from". */
export const commentHoldReasons = ['links', 'words'] as const;
export type CommentHoldReason = (typeof commentHoldReasons)[number];
