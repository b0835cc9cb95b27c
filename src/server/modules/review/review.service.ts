import { and, asc, eq, max } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { PublicationStatus } from '../../../contracts/common.ts';
import { type PublishedKind, publishedKinds } from '../../../contracts/content-kinds.ts';
import {
  NOT_A_DRAFT,
  NOT_IN_REVIEW,
  type ReviewAction,
  type ReviewQueueItem,
} from '../../../contracts/review.ts';
import type { Database, Executor } from '../../db/client.ts';
import { conflict } from '../../http/errors.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { admins } from '../admin-auth/admin-auth.table.ts';
import { readSiteSettings } from '../site-settings/site-settings.repository.ts';
import { reviewEvents } from './review.table.ts';
import { reviewMail } from './review-mail.ts';
import { type ReviewedItem, reviewedColumns, reviewedKinds } from './reviewed-kinds.ts';

interface Move {
  from: PublicationStatus;
  to: PublicationStatus;
  action: ReviewAction;
  actor: string;
  note?: string;
  publishedDate?: Date;
}

/**
 * Moves an item from one status to the next and keeps the step in its history, in one transaction;
 * 409 when the item is no longer in `from` (another editor decided first).
 */
async function move(
  db: Database,
  kind: PublishedKind,
  item: ReviewedItem,
  step: Move,
): Promise<ReviewedItem> {
  const { table } = reviewedKinds[kind];
  if (item.status !== step.from) throw conflict(step.from === 'draft' ? NOT_A_DRAFT : NOT_IN_REVIEW);
  return db.transaction(async (tx) => {
    const values = { status: step.to, publishedDate: step.publishedDate, updatedAt: new Date() };
    const [row] = await tx
      .update(table)
      .set(values as never)
      .where(and(eq(table.id, item.id), eq(table.status, step.from)))
      .returning(reviewedColumns(table));
    if (!row) throw conflict(step.from === 'draft' ? NOT_A_DRAFT : NOT_IN_REVIEW);
    await tx
      .insert(reviewEvents)
      .values({ kind, itemId: item.id, actor: step.actor, action: step.action, note: step.note ?? '' });
    return row as ReviewedItem;
  });
}

export const submitForReview = (db: Database, kind: PublishedKind, item: ReviewedItem, actor: string) =>
  move(db, kind, item, { from: 'draft', to: 'in-review', action: 'submitted', actor });

export interface Decision {
  actor: string;
  /** sent back: what to change; published: when (now when absent; a future date schedules). */
  note?: string;
  publishedDate?: Date;
}

export interface MailDeps {
  mailer: Mailer;
  publicUrl: string;
  log: Pick<FastifyBaseLogger, 'error'>;
}

/**
 * An editor's decision on an item in review: back to draft with a note, or published (scheduled when
 * the date is to come). The author is mailed after the change is stored; a mail that fails is logged
 * and never fails the decision.
 */
export async function decide(
  db: Database,
  deps: MailDeps,
  kind: PublishedKind,
  item: ReviewedItem,
  { actor, note, publishedDate }: Decision,
): Promise<ReviewedItem> {
  const now = new Date();
  const step: Move =
    note !== undefined
      ? { from: 'in-review', to: 'draft', action: 'sent-back', actor, note }
      : {
          from: 'in-review',
          to: 'published',
          action: publishedDate && publishedDate > now ? 'scheduled' : 'published',
          actor,
          publishedDate: publishedDate ?? now,
        };
  const row = await move(db, kind, item, step);
  void mailAuthor(db, deps, kind, row, step).catch((error) =>
    deps.log.error({ err: error }, 'review mail failed'),
  );
  return row;
}

async function mailAuthor(db: Database, deps: MailDeps, kind: PublishedKind, row: ReviewedItem, step: Move) {
  if (row.createdBy === null) return;
  const [author] = await db.select({ email: admins.email }).from(admins).where(eq(admins.id, row.createdBy));
  if (!author?.email) return;
  const { timeZone } = await readSiteSettings(db);
  await deps.mailer.send(reviewMail({ publicUrl: deps.publicUrl, timeZone }, kind, row, author.email, step));
}

/** An item's review history, oldest first. */
export async function reviewHistory(db: Executor, kind: PublishedKind, itemId: number) {
  const rows = await db
    .select()
    .from(reviewEvents)
    .where(and(eq(reviewEvents.kind, kind), eq(reviewEvents.itemId, itemId)))
    .orderBy(asc(reviewEvents.at), asc(reviewEvents.id));
  return rows.map(({ action, actor, note, at }) => ({ action, actor, note, at: at.toISOString() }));
}

/** Every item in review, of the three kinds, oldest submission first. */
export async function reviewQueue(db: Executor): Promise<ReviewQueueItem[]> {
  const lists = await Promise.all(
    publishedKinds.map(async (kind) => {
      const { table } = reviewedKinds[kind];
      const submitted = db
        .select({ itemId: reviewEvents.itemId, at: max(reviewEvents.at).as('submitted_at') })
        .from(reviewEvents)
        .where(and(eq(reviewEvents.kind, kind), eq(reviewEvents.action, 'submitted')))
        .groupBy(reviewEvents.itemId)
        .as('submitted');
      const rows = await db
        .select({ id: table.id, title: table.title, author: admins.username, submittedAt: submitted.at })
        .from(table)
        .leftJoin(admins, eq(admins.id, table.createdBy))
        .leftJoin(submitted, eq(submitted.itemId, table.id))
        .where(eq(table.status, 'in-review'));
      return rows.map((row) => ({
        kind,
        id: row.id as number,
        title: row.title as string,
        author: row.author ?? '',
        submittedAt: new Date((row.submittedAt as Date | null) ?? 0),
      }));
    }),
  );
  return lists
    .flat()
    .sort((a, b) => a.submittedAt.getTime() - b.submittedAt.getTime() || a.id - b.id)
    .map((item) => ({ ...item, submittedAt: item.submittedAt.toISOString() }));
}
