import { eq, or } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import {
  canChange,
  canSee,
  isAuthorOrEditor,
  isEditor,
  type OwnedItem,
} from '../../../contracts/permissions.ts';
import { NOT_YOUR_DRAFT } from '../../../contracts/review.ts';
import type { Executor } from '../../db/client.ts';
import { isPublic } from '../../db/publication.ts';
import { signedIn } from '../../http/auth-guard.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import type { SessionAdmin } from '../admin-auth/admin-auth.service.ts';
import { admins } from '../admin-auth/admin-auth.table.ts';
import { contributors } from '../contributors/contributors.table.ts';

/**
 * The ownership rules of articles, videos and graphics, as HTTP answers and SQL conditions; the rules
 * themselves are the shared table of contracts/permissions.ts, which the admin screens read too.
 */
type Account = Pick<SessionAdmin, 'id' | 'role'>;
/** The row of an owned kind, as the rules read it. */
export type Owned = OwnedItem & { publishedDate: Date };

// Re-exported for the modules that ask only this (the story budget, the search, the dashboard).
export { isEditor };

/** The rows of a list a contributor may see; undefined (no condition) for an editor. */
export function visibleTo(account: Account, table: Record<keyof Owned, PgColumn>, now = new Date()) {
  return isEditor(account) ? undefined : or(eq(table.createdBy, account.id), isPublic(table, now));
}

/** The row when the account may see it, else the kind's 404 (another's draft is not even there). */
export function seenBy<Row extends Owned>(account: Account, row: Row | undefined, missing: string): Row {
  if (!row || !canSee(account, row)) throw notFound(missing);
  return row;
}

/** The row when the account made it or is an editor, else the kind's 404 (its review is private). */
export function authoredBy<Row extends Owned>(account: Account, row: Row | undefined, missing: string): Row {
  if (!row || !isAuthorOrEditor(account, row)) throw notFound(missing);
  return row;
}

/** The row when the account may change or delete it: 404 as seenBy, 403 when only seen. */
export function changeableBy<Row extends Owned>(account: Account, row: Row | undefined, missing: string) {
  const seen = seenBy(account, row, missing);
  if (canChange(account, seen)) return seen;
  throw new HttpError(403, NOT_YOUR_DRAFT);
}

/** The byline of an account's contributor profile, if it has one. */
export async function bylineOf(db: Executor, adminId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ name: contributors.name })
    .from(admins)
    .innerJoin(contributors, eq(contributors.id, admins.contributorId))
    .where(eq(admins.id, adminId));
  return row?.name;
}

/**
 * A preValidation hook of the create routes: a body that names no byline (`author` of an article,
 * `creators` of a video or graphic) takes the account's contributor byline, when it has one.
 */
export function defaultByline(db: Executor, field: 'author' | 'creators') {
  return async (request: FastifyRequest) => {
    const body = request.body as Record<string, unknown> | undefined;
    const given = body?.[field];
    if (!body || (Array.isArray(given) ? given.length > 0 : typeof given === 'string' && given.trim())) {
      return;
    }
    const byline = await bylineOf(db, signedIn(request).id);
    if (byline) body[field] = field === 'author' ? byline : [byline];
  };
}
