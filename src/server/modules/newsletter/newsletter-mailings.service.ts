import type { Database, Executor } from '../../db/client.ts';
import {
  type Mailer,
  type OutgoingMail,
  PermanentMailFailure,
  sendNowOrRetryLater,
} from '../../mail/mailer.ts';
import { readSiteSettings } from '../site-settings/site-settings.repository.ts';
import * as repo from './newsletter.repository.ts';
import { previewNextIssue, unsubscribeLinks } from './newsletter-delivery.service.ts';
import { digestMail } from './newsletter-mail.ts';
import { type MailQueue, queueMail } from './newsletter-mail-queue.ts';
import { verifyLink } from './newsletter-tokens.ts';

export interface MailDeps {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  /** Sends the confirmation and welcome mails (newsletter-mail-queue.ts). */
  mailQueue: MailQueue;
  /** Retries that outlive a request: stopped by `signal` when the app closes; a final failure is logged. */
  background: { signal: AbortSignal; log: (error: unknown, message: string) => void };
}

const emailOf = (db: Executor) => async (id: number) => (await repo.findSubscription(db, id))?.email;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * A test of the next issue, sent at once and, after a temporary failure, retried in the background.
 * However it finally fails, a permanent refusal is kept against the subscriber (so the weekly issue
 * stops going to a dead address); a permanent refusal on the first try is also thrown to the caller.
 */
async function sendTransactional(
  { db, mailer, background }: MailDeps,
  mail: OutgoingMail,
  subscriptionId: number | undefined,
): Promise<'sent' | 'retrying'> {
  const recordFailure = async (error: unknown) => {
    if (error instanceof PermanentMailFailure && subscriptionId !== undefined)
      await repo.recordPermanentFailure(db, subscriptionId, messageOf(error));
  };
  try {
    return await sendNowOrRetryLater(mailer, mail, {
      signal: background.signal,
      onFailure: async (error) => {
        background.log(error, `"${mail.subject}" to ${mail.to} could not be sent`);
        await recordFailure(error).catch((recordError: unknown) =>
          background.log(recordError, 'the mail failure could not be recorded'),
        );
      },
    });
  } catch (error) {
    await recordFailure(error);
    throw error;
  }
}

/**
 * A sign-up: with double opt-in the address gets a confirmation link (at most one per 10 minutes);
 * without, it is active at once and gets the welcome. An address already on the list gets nothing.
 * The mail is only queued: the caller answers before any mail is sent, so a new, a known and an
 * unconfirmed address are all answered after a few database writes, and neither the answer nor its
 * timing tells which it was.
 */
export async function requestSubscription(deps: MailDeps, email: string): Promise<void> {
  const { db } = deps;
  const settings = await readSiteSettings(db);
  const queued = await db.transaction(async (tx) => {
    const { outcome, id } = await repo.subscribe(tx, email, { confirmFirst: settings.newsletterDoubleOptIn });
    if (outcome === 'pending') return queueConfirmation(tx, id);
    if (outcome === 'created' || outcome === 'reactivated') {
      await queueMail(tx, id, 'welcome');
      return true;
    }
    return false;
  });
  if (queued) deps.mailQueue.kick();
}

/** Queues the confirmation mail, at most one per address per 10 minutes: false when one went out more recently. */
async function queueConfirmation(tx: Executor, id: number): Promise<boolean> {
  if (!(await repo.claimConfirmationMail(tx, id))) return false;
  await queueMail(tx, id, 'confirmation');
  return true;
}

/**
 * The admin's resend of a pending sign-up's confirmation, through the same queue as a sign-up;
 * undefined when it is not pending.
 */
export async function resendConfirmation(
  deps: MailDeps,
  id: number,
): Promise<{ email: string; outcome: 'queued' | 'too-soon' } | undefined> {
  const { db } = deps;
  const subscription = await repo.findPendingSubscription(db, id);
  if (!subscription) return undefined;
  const queued = await db.transaction((tx) => queueConfirmation(tx, id));
  if (queued) deps.mailQueue.kick();
  return { email: subscription.email, outcome: queued ? 'queued' : 'too-soon' };
}

/** Follows a confirmation link: the address becomes active and is welcomed (once). False: a bad link. */
export async function confirmByToken(deps: MailDeps, token: string): Promise<boolean> {
  const { db } = deps;
  const id = await verifyLink(db, 'confirm', token, emailOf(db));
  if (id === undefined) return false;
  const activated = await db.transaction(async (tx) => {
    if (!(await repo.activate(tx, id))) return false;
    await queueMail(tx, id, 'welcome');
    return true;
  });
  if (activated) deps.mailQueue.kick();
  return true;
}

/** Follows an unsubscribe link (or a mail client's one-click POST). False: a bad link. */
export async function unsubscribeByToken(db: Executor, token: string): Promise<boolean> {
  const id = await verifyLink(db, 'unsubscribe', token, emailOf(db));
  if (id === undefined) return false;
  await repo.unsubscribe(db, id);
  return true;
}

/**
 * The next issue sent to one address for checking, marked as a test. A subscriber's copy has their
 * working unsubscribe link and headers; anybody else's has none, since no link could work for them.
 */
export async function sendTestIssue(deps: MailDeps, email: string): Promise<'sent' | 'retrying'> {
  const { db, publicUrl } = deps;
  const { site, issue } = await previewNextIssue(db, publicUrl);
  const subscription = await repo.findSubscriptionByEmail(db, email);
  const links = subscription ? await unsubscribeLinks(db, publicUrl, subscription) : undefined;
  const mail = digestMail(site, issue, email, links);
  return sendTransactional(deps, { ...mail, subject: `[Test] ${mail.subject}` }, subscription?.id);
}
