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
import { firstPublished } from '../../db/publication.ts';
import { atVersion, nextVersion } from '../../db/version.ts';
import { conflict } from '../../http/errors.ts';
import { refusal } from '../../http/versions.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { admins } from '../admin-auth/admin-auth.table.ts';
import { readSiteSettings } from '../site-settings/site-settings.repository.ts';
import { reviewEvents } from './review.table.ts';
import { reviewMail } from './review-mail.ts';
import { assertFinished, type ReviewedItem, reviewedColumns, reviewedKinds } from './reviewed-kinds.ts';

interface Move {
  from: PublicationStatus;
  to: PublicationStatus;
  action: ReviewAction;
  actor: string;
  note?: string;
  publishedDate?: Date;
  /** The version of the item the step was decided on, when the request named one. */
  basedOn?: number;
}

/** 409 with the item as it is now (or 404 once gone): someone saved it since the step was decided on. */
async function stale(db: Executor, kind: PublishedKind, id: number) {
  const { read, missing } = reviewedKinds[kind];
  return refusal(await read.current(db, id), missing);
}

/**
 * Moves an item from one status to the next and keeps the step in its history, in one transaction;
 * 409 when the item is no longer in `from` (another editor decided first) or, when the step names
 * the version it was decided on, no longer at that version.
 */
async function move(
  db: Database,
  kind: PublishedKind,
  item: ReviewedItem,
  step: Move,
): Promise<ReviewedItem> {
  const { table } = reviewedKinds[kind];
  const { basedOn } = step;
  if (basedOn !== undefined && item.version !== basedOn) throw await stale(db, kind, item.id);
  if (item.status !== step.from) throw conflict(step.from === 'draft' ? NOT_A_DRAFT : NOT_IN_REVIEW);
  return db.transaction(async (tx) => {
    const values = {
      status: step.to,
      publishedDate: step.publishedDate,
      ...firstPublished(table, { status: step.to, publishedDate: step.publishedDate }),
      updatedAt: new Date(),
      ...nextVersion(table),
    };
    const [row] = await tx
      .update(table)
      .set(values as never)
      .where(and(atVersion(table, item.id, basedOn), eq(table.status, step.from)))
      .returning(reviewedColumns(table));
    // Every change of status raises the version: with one named, a lost race is a save since.
    if (!row && basedOn !== undefined) throw await stale(tx, kind, item.id);
    if (!row) throw conflict(step.from === 'draft' ? NOT_A_DRAFT : NOT_IN_REVIEW);
    await tx
      .insert(reviewEvents)
      .values({ kind, itemId: item.id, actor: step.actor, action: step.action, note: step.note ?? '' });
    const reviewed = reviewedKinds[kind];
    if ('revised' in reviewed) await reviewed.revised(tx, item.id, step.actor);
    return row as ReviewedItem;
  });
}

/** Submits a draft for review: 400 with each field's message while it lacks what the kind needs. */
export async function submitForReview(
  db: Database,
  kind: PublishedKind,
  item: ReviewedItem,
  { actor, basedOn }: Pick<Decision, 'actor' | 'basedOn'>,
) {
  await assertFinished(db, kind, item.id);
  return move(db, kind, item, { from: 'draft', to: 'in-review', action: 'submitted', actor, basedOn });
}

export interface Decision {
  actor: string;
  /** The version of the item the decision was made on, when the request named one. */
  basedOn?: number;
  /**
   * sent back: what to change; published: when (a future date schedules). Absent: now, or its own
   * date for an item that went out before, so republishing does not move an old story to the top.
   */
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
 * the date is to come), which it must be finished for. The author is mailed after the change is
 * stored; a mail that fails is logged and never fails the decision.
 */
export async function decide(
  db: Database,
  deps: MailDeps,
  kind: PublishedKind,
  item: ReviewedItem,
  { actor, note, publishedDate, basedOn }: Decision,
): Promise<ReviewedItem> {
  const now = new Date();
  const wentOut = item.firstPublishedAt !== null && item.firstPublishedAt <= now;
  const date = publishedDate ?? (wentOut ? item.publishedDate : now);
  const step: Move =
    note !== undefined
      ? { from: 'in-review', to: 'draft', action: 'sent-back', actor, note, basedOn }
      : {
          from: 'in-review',
          to: 'published',
          action: date > now ? 'scheduled' : 'published',
          actor,
          publishedDate: date,
          basedOn,
        };
  if (step.to === 'published') await assertFinished(db, kind, item.id);
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
