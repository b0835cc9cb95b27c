import type { AdminComment, PublicComment } from '../../../contracts/comments.ts';
import type { AdminCommentRow, CommentRow } from './comments.repository.ts';

export function presentPublicComment(row: CommentRow, authorKeyHash: string | undefined): PublicComment {
  return {
    id: row.id,
    name: row.name,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    status: row.status === 'approved' ? 'approved' : 'pending',
    mine: authorKeyHash !== undefined && row.authorKeyHash === authorKeyHash,
  };
}

export function presentAdminComment(row: AdminCommentRow): AdminComment {
  return {
    id: row.id,
    articleId: row.articleId,
    articleTitle: row.articleTitle,
    name: row.name,
    content: row.content,
    status: row.status,
    heldFor: row.heldFor,
    createdAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    reviewedBy: row.reviewedBy,
  };
}
