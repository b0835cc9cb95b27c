import type { SiteSettings } from '../../../contracts/site-settings.ts';
import type { Executor } from '../../db/client.ts';
import {
  type Mailer,
  type OutgoingMail,
  PermanentMailFailure,
  sendNowOrRetryLater,
} from '../../mail/mailer.ts';
import { readSiteSettings } from '../site-settings/site-settings.repository.ts';
import * as repo from './newsletter.repository.ts';
import { mailSiteOf, previewNextIssue, unsubscribeLinks } from './newsletter-delivery.service.ts';
import { confirmationMail, digestMail, welcomeMail } from './newsletter-mail.ts';
import { signLink, verifyLink } from './newsletter-tokens.ts';

export interface MailDeps {
  db: Executor;
  mailer: Mailer;
  publicUrl: string;
  /** Retries that outlive a request: stopped by `signal` when the app closes; a final failure is logged. */
  background: { signal: AbortSignal; log: (error: unknown, message: string) => void };
}

const emailOf = (db: Executor) => async (id: number) => (await repo.findSubscription(db, id))?.email;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * A mail somebody is waiting for, sent at once and, after a temporary failure, retried in the
 * background. However it finally fails, a permanent refusal is kept against the subscriber (so the
 * weekly issue stops going to a dead address) and `onGiveUp` runs; a permanent refusal on the first
 * try is also thrown to the caller.
 */
async function sendTransactional(
  { db, mailer, background }: MailDeps,
  mail: OutgoingMail,
  subscriptionId: number | undefined,
  onGiveUp: () => Promise<void> = async () => {},
): Promise<'sent' | 'retrying'> {
  const giveUp = async (error: unknown) => {
    if (error instanceof PermanentMailFailure && subscriptionId !== undefined)
      await repo.recordPermanentFailure(db, subscriptionId, messageOf(error));
    await onGiveUp();
  };
  try {
    return await sendNowOrRetryLater(mailer, mail, {
      signal: background.signal,
      onFailure: async (error) => {
        background.log(error, `"${mail.subject}" to ${mail.to} could not be sent`);
        await giveUp(error).catch((recordError: unknown) =>
          background.log(recordError, 'the mail failure could not be recorded'),
        );
      },
    });
  } catch (error) {
    await giveUp(error);
    throw error;
  }
}

/** The welcome: the address is active whatever becomes of it, so a failure is only logged. */
async function sendWelcome(deps: MailDeps, subscription: { id: number; email: string }): Promise<void> {
  const site = mailSiteOf(await readSiteSettings(deps.db), deps.publicUrl);
  const mail = welcomeMail(
    site,
    subscription.email,
    await unsubscribeLinks(deps.db, deps.publicUrl, subscription),
  );
  await sendTransactional(deps, mail, subscription.id).catch((error: unknown) =>
    deps.background.log(error, `the welcome to ${subscription.email} was refused`),
  );
}

/**
 * A sign-up: with double opt-in the address gets a confirmation link (at most one per 10 minutes);
 * without, it is active at once and gets the welcome. An address already on the list gets nothing.
 * Throws only when the mail server refuses the confirmation for good.
 */
export async function requestSubscription(deps: MailDeps, email: string): Promise<void> {
  const settings = await readSiteSettings(deps.db);
  const { outcome, id } = await repo.subscribe(deps.db, email, {
    confirmFirst: settings.newsletterDoubleOptIn,
  });
  const subscription = { id, email };
  if (outcome === 'pending') {
    await sendConfirmation(deps, subscription, settings);
  } else if (outcome === 'created' || outcome === 'reactivated') {
    await sendWelcome(deps, subscription);
  }
}

/**
 * The confirmation mail with its link, at most one per address per 10 minutes: 'too-soon' when one
 * went out more recently. Throws only when the mail server refuses it for good.
 */
export async function sendConfirmation(
  deps: MailDeps,
  subscription: { id: number; email: string },
  settings?: SiteSettings,
): Promise<'sent' | 'retrying' | 'too-soon'> {
  const { db, publicUrl } = deps;
  const { id, email } = subscription;
  if (!(await repo.claimConfirmationMail(db, id))) return 'too-soon';
  const token = encodeURIComponent(await signLink(db, 'confirm', id, email));
  const confirmUrl = `${publicUrl}/newsletter/confirm?token=${token}`;
  const mail = confirmationMail(
    mailSiteOf(settings ?? (await readSiteSettings(db)), publicUrl),
    email,
    confirmUrl,
    await unsubscribeLinks(db, publicUrl, subscription),
  );
  // Given up: the claim is given back, so signing up again sends a new confirmation.
  return sendTransactional(deps, mail, id, () => repo.releaseConfirmationMail(db, id));
}

/** The admin's resend of a pending sign-up's confirmation; undefined when it is not pending. */
export async function resendConfirmation(
  deps: MailDeps,
  id: number,
): Promise<{ email: string; outcome: 'sent' | 'retrying' | 'too-soon' } | undefined> {
  const subscription = await repo.findPendingSubscription(deps.db, id);
  if (!subscription) return undefined;
  return { email: subscription.email, outcome: await sendConfirmation(deps, subscription) };
}

/** Follows a confirmation link: the address becomes active and is welcomed (once). False: a bad link. */
export async function confirmByToken(deps: MailDeps, token: string): Promise<boolean> {
  const { db } = deps;
  const id = await verifyLink(db, 'confirm', token, emailOf(db));
  if (id === undefined) return false;
  if (await repo.activate(db, id)) {
    const subscription = await repo.findSubscription(db, id);
    if (subscription) await sendWelcome(deps, subscription);
  }
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
