import { createHash } from 'node:crypto';
import {
  COMMENT_RATE_OVERALL,
  COMMENT_RATE_PER_ARTICLE,
  COMMENT_RATE_WINDOW_MS,
  type CommentCreateValues,
} from '../../../contracts/comments.ts';
import type { Database } from '../../db/client.ts';
import { hashAddress } from '../../http/rate-limit.ts';
import { readSiteSettings } from '../site-settings/site-settings.repository.ts';
import { holdReasons } from './comment-screening.ts';
import * as repo from './comments.repository.ts';

/** The comment cookie's id as stored: a leaked table cannot be turned back into cookies. */
export function hashAuthorKey(authorKey: string): string {
  return createHash('sha256').update(authorKey).digest('base64url');
}

export type PostOutcome = { kind: 'posted'; comment: repo.CommentRow } | { kind: 'rate-limited' };

/**
 * Stores a new comment as pending, unless this address has posted too often within the window
 * (per article, and in all); the check and the insert share one lock per address.
 */
export async function postComment(
  db: Database,
  {
    articleId,
    values,
    address,
    authorKey,
    now = new Date(),
  }: { articleId: number; values: CommentCreateValues; address: string; authorKey: string; now?: Date },
): Promise<PostOutcome> {
  const addressHash = await hashAddress(db, address);
  const { commentHoldWords } = await readSiteSettings(db);
  const windowStart = new Date(now.getTime() - COMMENT_RATE_WINDOW_MS);
  return db.transaction(async (tx) => {
    await repo.lockAddress(tx, addressHash);
    const recent = await repo.countRecentPostings(tx, addressHash, articleId, windowStart);
    if (recent.onArticle >= COMMENT_RATE_PER_ARTICLE || recent.overall >= COMMENT_RATE_OVERALL) {
      return { kind: 'rate-limited' } as const;
    }
    await repo.recordPosting(tx, addressHash, articleId, now);
    await repo.deleteOldPostings(tx, windowStart);
    const comment = await repo.insertComment(tx, {
      articleId,
      name: values.name,
      content: values.content,
      heldFor: holdReasons(values, commentHoldWords),
      authorKeyHash: hashAuthorKey(authorKey),
    });
    return { kind: 'posted', comment } as const;
  });
}
