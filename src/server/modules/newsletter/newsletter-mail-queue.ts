import { and, eq, lte, min, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/client.ts';
import { serialJob } from '../../jobs/serial-job.ts';
import { type Mailer, type OutgoingMail, PermanentMailFailure, RETRY_DELAYS_MS } from '../../mail/mailer.ts';
import { readSiteSettings } from '../site-settings/site-settings.repository.ts';
import * as repo from './newsletter.repository.ts';
import { newsletterMailQueue as queue } from './newsletter.table.ts';
import { mailSiteOf, unsubscribeLinks } from './newsletter-delivery.service.ts';
import { confirmationMail, welcomeMail } from './newsletter-mail.ts';
import { signLink } from './newsletter-tokens.ts';

export type QueuedMailKind = (typeof queue.kind.enumValues)[number];
type QueuedMail = typeof queue.$inferSelect;

/** Longer than a send can take (the mail transport gives up on a silent server after 10 minutes). */
const LEASE_MS = 15 * 60 * 1000;
/** The queue is read at least this often, for mails another instance queued or left behind. */
const IDLE_CHECK_MS = 60 * 1000;

/** Queues a mail for a subscriber; one of that kind already waiting is left as it is. */
export async function queueMail(db: Executor, subscriptionId: number, kind: QueuedMailKind): Promise<void> {
  await db.insert(queue).values({ subscriptionId, kind }).onConflictDoNothing();
}

/** Takes the mail due first, if any: its lease starts and the try is counted, in one statement. */
async function takeDueMail(db: Executor, now: Date): Promise<QueuedMail | undefined> {
  const [taken] = await db
    .update(queue)
    .set({ dueAt: new Date(now.getTime() + LEASE_MS), attempts: sql`${queue.attempts} + 1` })
    .where(
      sql`(${queue.subscriptionId}, ${queue.kind}) = (${db
        .select({ subscriptionId: queue.subscriptionId, kind: queue.kind })
        .from(queue)
        .where(lte(queue.dueAt, now))
        .orderBy(queue.dueAt)
        .limit(1)
        .for('update', { skipLocked: true })})`,
    )
    .returning();
  return taken;
}

const rowOf = (mail: QueuedMail) =>
  and(eq(queue.subscriptionId, mail.subscriptionId), eq(queue.kind, mail.kind));

/** The message as it goes out now; undefined when the subscriber is gone. */
async function messageOf(
  db: Executor,
  publicUrl: string,
  mail: QueuedMail,
): Promise<OutgoingMail | undefined> {
  const subscription = await repo.findSubscription(db, mail.subscriptionId);
  if (!subscription) return undefined;
  const site = mailSiteOf(await readSiteSettings(db), publicUrl);
  const links = await unsubscribeLinks(db, publicUrl, subscription);
  if (mail.kind === 'welcome') return welcomeMail(site, subscription.email, links);
  const token = encodeURIComponent(await signLink(db, 'confirm', subscription.id, subscription.email));
  return confirmationMail(site, subscription.email, `${publicUrl}/newsletter/confirm?token=${token}`, links);
}

export interface MailQueueDeps {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}

/**
 * Sends every mail that is due, one at a time. A temporary failure is tried again after each of the
 * mailer's retry delays in turn; a permanent refusal, or the last temporary one, gives the mail up:
 * a permanent one is kept against the subscriber (the weekly issue stops going there), and a given-up
 * confirmation's 10-minute claim is given back, so signing up again sends a new one. Answers when the
 * next waiting mail is due.
 */
export async function deliverQueuedMail({
  db,
  mailer,
  publicUrl,
  log,
}: MailQueueDeps): Promise<Date | undefined> {
  for (;;) {
    const mail = await takeDueMail(db, new Date());
    if (!mail) break;
    let message: OutgoingMail | undefined;
    try {
      message = await messageOf(db, publicUrl, mail);
      if (message) await mailer.send(message);
      await db.delete(queue).where(rowOf(mail));
    } catch (error) {
      const retryInMs =
        error instanceof PermanentMailFailure ? undefined : RETRY_DELAYS_MS[mail.attempts - 1];
      if (retryInMs !== undefined) {
        log.warn({ err: error }, `the ${mail.kind} mail will be tried again`);
        await db
          .update(queue)
          .set({ dueAt: new Date(Date.now() + retryInMs) })
          .where(rowOf(mail));
        continue;
      }
      log.error(
        { err: error },
        `the ${mail.kind} mail to ${message?.to ?? 'a subscriber'} could not be sent`,
      );
      if (error instanceof PermanentMailFailure)
        await repo.recordPermanentFailure(db, mail.subscriptionId, error.message);
      if (mail.kind === 'confirmation') await repo.releaseConfirmationMail(db, mail.subscriptionId);
      await db.delete(queue).where(rowOf(mail));
    }
  }
  const [next] = await db.select({ dueAt: min(queue.dueAt) }).from(queue);
  return next?.dueAt ?? undefined;
}

export interface MailQueue {
  /** Sends what is due now (after a sign-up), or right after the run in progress. */
  kick(): void;
  stop(): Promise<void>;
}

/**
 * The queue's sender in this process: runs at once (mails left by a stop are sent on the next start),
 * when kicked, when the next retry is due, and at least every minute for mails of other instances.
 */
export function startMailQueue(deps: MailQueueDeps): MailQueue {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const job = serialJob(async () => {
    clearTimeout(timer);
    let nextDue: Date | undefined;
    try {
      nextDue = await deliverQueuedMail(deps);
    } catch (error) {
      deps.log.error({ err: error }, 'the newsletter mail queue failed');
    }
    if (stopped) return;
    const wait = Math.min(
      IDLE_CHECK_MS,
      Math.max(0, (nextDue?.getTime() ?? Number.POSITIVE_INFINITY) - Date.now()),
    );
    timer = setTimeout(() => job.tick(), wait);
    timer.unref();
  });
  job.tick();
  return {
    kick: () => {
      if (!stopped) job.tick();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await job.stop();
    },
  };
}
