import type { Executor } from '../../db/client.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { readSiteSettings } from '../site-settings/site-settings.repository.ts';
import * as repo from './newsletter.repository.ts';
import { mailSiteOf, previewNextIssue, unsubscribeLinks } from './newsletter-delivery.service.ts';
import { confirmationMail, digestMail, welcomeMail } from './newsletter-mail.ts';
import { signLink, verifyLink } from './newsletter-tokens.ts';

interface MailDeps {
  db: Executor;
  mailer: Mailer;
  publicUrl: string;
}

const emailOf = (db: Executor) => async (id: number) => (await repo.findSubscription(db, id))?.email;

/**
 * A sign-up: with double opt-in the address gets a confirmation link (at most one per 10 minutes);
 * without, it is active at once and gets the welcome. An address already on the list gets nothing.
 */
export async function requestSubscription({ db, mailer, publicUrl }: MailDeps, email: string): Promise<void> {
  const settings = await readSiteSettings(db);
  const site = mailSiteOf(settings, publicUrl);
  const { outcome, id } = await repo.subscribe(db, email, { confirmFirst: settings.newsletterDoubleOptIn });
  const subscription = { id, email };
  if (outcome === 'pending') {
    if (!(await repo.claimConfirmationMail(db, id))) return;
    const token = encodeURIComponent(await signLink(db, 'confirm', id, email));
    const confirmUrl = `${publicUrl}/newsletter/confirm?token=${token}`;
    try {
      await mailer.send(
        confirmationMail(site, email, confirmUrl, await unsubscribeLinks(db, publicUrl, subscription)),
      );
    } catch (error) {
      await repo.releaseConfirmationMail(db, id);
      throw error;
    }
  } else if (outcome === 'created' || outcome === 'reactivated') {
    await mailer.send(welcomeMail(site, email, await unsubscribeLinks(db, publicUrl, subscription)));
  }
}

/** Follows a confirmation link: the address becomes active and is welcomed (once). False: a bad link. */
export async function confirmByToken({ db, mailer, publicUrl }: MailDeps, token: string): Promise<boolean> {
  const id = await verifyLink(db, 'confirm', token, emailOf(db));
  if (id === undefined) return false;
  if (await repo.activate(db, id)) {
    const subscription = await repo.findSubscription(db, id);
    if (subscription) {
      const site = mailSiteOf(await readSiteSettings(db), publicUrl);
      await mailer.send(
        welcomeMail(site, subscription.email, await unsubscribeLinks(db, publicUrl, subscription)),
      );
    }
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
 * The next issue sent to one address for checking, marked as a test. Its unsubscribe link works
 * when the address is a subscriber; otherwise it leads to the page that explains the link is not valid.
 */
export async function sendTestIssue({ db, mailer, publicUrl }: MailDeps, email: string): Promise<void> {
  const { site, issue } = await previewNextIssue(db, publicUrl);
  const subscription = await repo.findSubscriptionByEmail(db, email);
  const links = subscription
    ? await unsubscribeLinks(db, publicUrl, subscription)
    : {
        pageUrl: `${publicUrl}/newsletter/unsubscribe`,
        oneClickUrl: `${publicUrl}/api/newsletter/unsubscribe`,
      };
  const mail = digestMail(site, issue, email, links);
  await mailer.send({ ...mail, subject: `[Test] ${mail.subject}` });
}
