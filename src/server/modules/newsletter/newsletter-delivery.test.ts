import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ReceivedMail, startSmtpTestServer } from '../../../../test-support/smtp-test-server.ts';
import {
  buildAppSendingMail as buildApp,
  signInAsNewAdmin,
  startTestApp,
  type TestApp,
} from '../../../../test-support/test-app.ts';
import { createTestDatabase } from '../../../../test-support/test-database.ts';
import type { defaultSiteSettings } from '../../../contracts/site-settings.ts';
import { createMailer, type Mailer } from '../../mail/mailer.ts';
import { newsletterMailQueue, newsletterSubscriptions } from './newsletter.table.ts';
import { previewNextIssue, runWeeklyDigest } from './newsletter-delivery.service.ts';
import { digestSubject } from './newsletter-mail.ts';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
let mailer: Mailer;
let cookie: string;
const PUBLIC_URL = 'https://news.example.org';

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  t = await startTestApp({ smtpUrl: smtp.url, publicUrl: PUBLIC_URL });
  ({ cookie } = await signInAsNewAdmin(t));
  mailer = createMailer({
    smtpUrl: smtp.url,
    mailFrom: undefined,
    dataDir: t.config.dataDir,
    ratePerSecond: 100,
  });
});
afterAll(async () => {
  mailer.close();
  await t.close();
  await smtp.close();
});

/** A mailer that delivers `count` messages, then hangs in the next one as a killed process would. */
function mailerThatHangsAfter(count: number): Mailer {
  let sent = 0;
  return {
    async send(mail) {
      if (sent === count) return new Promise<void>(() => {});
      sent += 1;
      await mailer.send(mail);
    },
    close() {},
  };
}

/** The active subscriptions, narrowed by `also` when given. */
async function activeSubscriberCount(also?: SQL) {
  return t.db.$count(newsletterSubscriptions, and(eq(newsletterSubscriptions.active, true), also));
}

/** The mail sent since `before` reached `count` addresses, none of them twice. */
function expectEachReachedOnce(before: number, count: number) {
  const recipients = smtp.received.slice(before).flatMap((mail) => mail.to);
  expect(recipients).toHaveLength(count);
  expect(new Set(recipients).size).toBe(count);
}

/** A header as sent (mailparser folds the List-* headers into one structured value). */
function rawHeader(mail: ReceivedMail | undefined, name: string) {
  const line = mail?.parsed.headerLines.find((header) => header.key === name.toLowerCase())?.line;
  return line?.slice(line.indexOf(':') + 1).trim();
}

const inject = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) => t.app.inject({ method, url, payload, headers: { cookie, ...headers } });

/** A signed-out reader's request, as the public newsletter forms send it. */
const readerPost = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });

async function setSettings(changes: Partial<typeof defaultSiteSettings>) {
  const current = (await inject('GET', '/api/site-settings')).json();
  const response = await inject('PUT', '/api/admin/site-settings', { ...current, ...changes });
  expect(response.statusCode, response.body).toBe(200);
}

function tokenIn(text: string, path: string): string {
  const match = new RegExp(`${path}\\?token=([^\\s"&<]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${path} link in: ${text}`);
  return decodeURIComponent(match[1]);
}

async function subscribeAndConfirm(email: string) {
  const before = smtp.to(email).length;
  expect((await readerPost('/api/newsletter/subscribe', { email })).statusCode).toBe(200);
  await smtp.waitForTo(email, before + 1);
  const confirmation = smtp.to(email)[before];
  if (!confirmation) throw new Error('no confirmation mail');
  const token = tokenIn(confirmation.parsed.text ?? '', '/newsletter/confirm');
  const confirmed = await readerPost('/api/newsletter/confirm', { token });
  expect(confirmed.statusCode).toBe(200);
  await smtp.waitForTo(email, before + 2); // the welcome
}

/** The mails waiting in the queue for an address. */
async function queuedFor(email: string) {
  return t.db
    .select({ kind: newsletterMailQueue.kind })
    .from(newsletterMailQueue)
    .innerJoin(newsletterSubscriptions, eq(newsletterSubscriptions.id, newsletterMailQueue.subscriptionId))
    .where(eq(newsletterSubscriptions.email, email));
}

async function subscriptionOf(email: string) {
  const [row] = await t.db
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, email));
  return row;
}

async function isActive(email: string) {
  const [row] = await t.db
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, email));
  return row?.active;
}

describe('double opt-in', () => {
  it('mails a confirmation link; the address is active and welcomed only once it is followed', async () => {
    const email = 'reader.one@example.org';
    const response = await readerPost('/api/newsletter/subscribe', { email });
    expect(response.json()).toEqual({ message: 'Successfully subscribed!' });
    await smtp.waitForTo(email, 1);
    const [confirmation] = smtp.to(email);
    expect(confirmation?.parsed.subject).toBe('Confirm your subscription to the NABJ USC newsletter');
    expect(confirmation?.parsed.html).toContain(`${PUBLIC_URL}/newsletter/confirm?token=`);
    expect(confirmation?.parsed.text).toContain(`${PUBLIC_URL}/newsletter/confirm?token=`);
    expect(rawHeader(confirmation, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(await isActive(email)).toBe(false);

    // Asking again at once sends nothing more (nobody's inbox can be flooded through the form).
    await readerPost('/api/newsletter/subscribe', { email });
    await expect.poll(() => queuedFor(email)).toEqual([]); // a mail queued now would be out by then
    expect(smtp.to(email)).toHaveLength(1);

    const token = tokenIn(confirmation?.parsed.text ?? '', '/newsletter/confirm');
    const confirmed = await readerPost('/api/newsletter/confirm', { token });
    expect(confirmed.json()).toEqual({ message: 'Your subscription is confirmed. Welcome aboard!' });
    expect(await isActive(email)).toBe(true);
    await smtp.waitForTo(email, 2);
    const welcome = smtp.to(email)[1];
    expect(welcome?.parsed.subject).toBe('Welcome to the NABJ USC newsletter');
    expect(welcome?.parsed.text).toContain(`${PUBLIC_URL}/newsletter/unsubscribe?token=`);

    // Following the link twice welcomes once.
    await readerPost('/api/newsletter/confirm', { token });
    await expect.poll(() => queuedFor(email)).toEqual([]);
    expect(smtp.to(email)).toHaveLength(2);
  });

  it('refuses a tampered or foreign confirmation link and changes nothing', async () => {
    const email = 'reader.two@example.org';
    await readerPost('/api/newsletter/subscribe', { email });
    await smtp.waitForTo(email, 1);
    const token = tokenIn(smtp.to(email)[0]?.parsed.text ?? '', '/newsletter/confirm');
    const [id, mac] = token.split('.');
    for (const forged of [`${Number(id) + 1}.${mac}`, `${id}.${mac?.slice(0, -2)}AA`, 'garbage']) {
      const response = await readerPost('/api/newsletter/confirm', { token: forged });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(
        'This link is not valid. Please use the latest e-mail we sent you.',
      );
    }
    expect(await isActive(email)).toBe(false);
  });

  it('with double opt-in turned off, a sign-up is active at once and welcomed', async () => {
    await setSettings({ newsletterDoubleOptIn: false });
    const email = 'reader.three@example.org';
    await readerPost('/api/newsletter/subscribe', { email });
    await smtp.waitForTo(email, 1);
    expect(await isActive(email)).toBe(true);
    expect(smtp.to(email).map((mail) => mail.parsed.subject)).toEqual(['Welcome to the NABJ USC newsletter']);
    await setSettings({ newsletterDoubleOptIn: true });
  });
});

describe('pending sign-ups on the admin page', () => {
  const pendingEmails = async () =>
    ((await inject('GET', '/api/newsletter/subscriptions/pending')).json() as { email: string }[]).map(
      (row) => row.email,
    );
  const resend = (id: number, headers?: Record<string, string>) =>
    inject('POST', `/api/newsletter/subscriptions/${id}/resend-confirmation`, undefined, headers);
  const rowOf = async (email: string) =>
    (await t.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email)))[0]!;

  it('lists a sign-up until it confirms, and again when an unsubscribed reader signs up anew', async () => {
    const email = 'pending.reader@example.org';
    await readerPost('/api/newsletter/subscribe', { email });
    await smtp.waitForTo(email, 1);
    const listed = (await inject('GET', '/api/newsletter/subscriptions/pending')).json();
    expect(listed.find((row: { email: string }) => row.email === email)).toMatchObject({
      email,
      active: false,
      confirmationSentAt: expect.any(String),
    });
    // Not among the active subscribers, who are the ones mailed.
    const active = (await inject('GET', `/api/newsletter/subscriptions?q=${email}`)).json();
    expect(active).toEqual([]);

    const token = tokenIn(smtp.to(email)[0]?.parsed.text ?? '', '/newsletter/confirm');
    await readerPost('/api/newsletter/confirm', { token });
    expect(await pendingEmails()).not.toContain(email);

    await t.app.inject({
      method: 'DELETE',
      url: `/api/newsletter/subscriptions/${(await rowOf(email)).id}`,
      headers: { cookie },
    });
    expect(await pendingEmails()).not.toContain(email);
    // Signing up again after unsubscribing waits for a confirmation like a new sign-up (past the
    // 10-minute limit, so the mail goes out).
    await t.db
      .update(newsletterSubscriptions)
      .set({
        confirmationSentAt: new Date(Date.now() - 20 * 60 * 1000),
        unsubscribedAt: new Date(Date.now() - 15 * 60 * 1000),
      })
      .where(eq(newsletterSubscriptions.email, email));
    await readerPost('/api/newsletter/subscribe', { email });
    expect(await pendingEmails()).toContain(email);
  });

  it('the admin resends the confirmation, at most once per 10 minutes, and only to a pending sign-up', async () => {
    const email = 'lost.confirmation@example.org';
    await readerPost('/api/newsletter/subscribe', { email });
    await smtp.waitForTo(email, 1);
    const { id } = await rowOf(email);

    const tooSoon = await resend(id);
    expect(tooSoon.statusCode).toBe(409);
    expect(tooSoon.json().message).toBe(
      `A confirmation was sent to ${email} less than 10 minutes ago. Please wait before sending another.`,
    );
    expect(smtp.to(email)).toHaveLength(1);

    await t.db
      .update(newsletterSubscriptions)
      .set({ confirmationSentAt: new Date(Date.now() - 11 * 60 * 1000) })
      .where(eq(newsletterSubscriptions.id, id));
    const resent = await resend(id);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json()).toEqual({ message: `Confirmation sent again to ${email}` });
    await smtp.waitForTo(email, 2);
    const [, second] = smtp.to(email);
    expect(second?.parsed.subject).toBe('Confirm your subscription to the NABJ USC newsletter');
    // The new link works.
    const token = tokenIn(second?.parsed.text ?? '', '/newsletter/confirm');
    await readerPost('/api/newsletter/confirm', { token });
    expect(await isActive(email)).toBe(true);

    const confirmedAlready = await resend(id);
    expect(confirmedAlready.statusCode).toBe(404);
    expect(confirmedAlready.json().message).toBe('This address is not waiting for a confirmation.');
    expect((await resend(999_999)).statusCode).toBe(404);
  });

  it('is for admins only', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/api/newsletter/subscriptions/pending' });
    expect(list.statusCode).toBe(401);
    const send = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscriptions/1/resend-confirmation',
    });
    expect(send.statusCode).toBe(401);
  });
});

describe('confirmation, welcome and test mails the mail server delays', () => {
  it('confirms at once while the welcome is retried in the background until the server takes it', async () => {
    const email = 'delayed.welcome@example.org';
    await readerPost('/api/newsletter/subscribe', { email });
    await smtp.waitForTo(email, 1);
    const token = tokenIn(smtp.to(email)[0]?.parsed.text ?? '', '/newsletter/confirm');
    smtp.reject(email, 451, 1);

    const started = Date.now();
    const confirmed = await readerPost('/api/newsletter/confirm', { token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ message: 'Your subscription is confirmed. Welcome aboard!' });
    expect(Date.now() - started).toBeLessThan(1500); // the answer does not wait for the retry
    expect(await isActive(email)).toBe(true);
    expect(smtp.to(email)).toHaveLength(1);

    await smtp.waitForTo(email, 2, 8000);
    expect(smtp.to(email).map((mail) => mail.parsed.subject)).toEqual([
      'Confirm your subscription to the NABJ USC newsletter',
      'Welcome to the NABJ USC newsletter',
    ]);
  });

  it('with double opt-in off, a sign-up the server delays succeeds and is welcomed on the retry', async () => {
    await setSettings({ newsletterDoubleOptIn: false });
    const email = 'delayed.direct@example.org';
    smtp.reject(email, 451, 1);
    const response = await readerPost('/api/newsletter/subscribe', { email });
    await setSettings({ newsletterDoubleOptIn: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Successfully subscribed!' });
    expect(await isActive(email)).toBe(true);
    await smtp.waitForTo(email, 1, 8000);
    expect(smtp.to(email).map((mail) => mail.parsed.subject)).toEqual(['Welcome to the NABJ USC newsletter']);
  });

  it('a confirmation refused for good is kept against the address, and signing up again sends a new one', async () => {
    const email = 'refused.confirmation@example.org';
    smtp.reject(email, 550, 1);
    const refused = await readerPost('/api/newsletter/subscribe', { email });
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toEqual({ message: 'Successfully subscribed!' });
    // Given up: the 10-minute claim on confirmation mails is given back.
    await expect.poll(async () => (await subscriptionOf(email))?.confirmationSentAt).toBeNull();
    expect((await subscriptionOf(email))?.lastFailure).toMatch(/550|refused/);
    await expect.poll(() => queuedFor(email)).toEqual([]);

    const again = await readerPost('/api/newsletter/subscribe', { email });
    expect(again.statusCode).toBe(200);
    await smtp.waitForTo(email, 1);
    expect(smtp.to(email).map((mail) => mail.parsed.subject)).toEqual([
      'Confirm your subscription to the NABJ USC newsletter',
    ]);
  });
});

describe('a sign-up answers before any mail is sent', () => {
  const signUp = (email: string) => readerPost('/api/newsletter/subscribe', { email });
  /** What a client sees of an answer, but for what differs on every answer: the date and the nonce. */
  const seen = (response: Awaited<ReturnType<typeof signUp>>) => {
    const { date: _date, ...headers } = response.headers;
    const policy = String(headers['content-security-policy']).replace(/'nonce-[^']+'/, "'nonce-…'");
    return {
      status: response.statusCode,
      headers: { ...headers, 'content-security-policy': policy },
      body: response.body,
    };
  };

  it('answers a new, a known and an unconfirmed address alike while the mail server holds the new one’s mail', async () => {
    const known = 'known.reader@example.org';
    const unconfirmed = 'unconfirmed.reader@example.org';
    const fresh = 'fresh.reader@example.org';
    await subscribeAndConfirm(known);
    await signUp(unconfirmed);
    await smtp.waitForTo(unconfirmed, 1);

    smtp.hold(fresh);
    try {
      const answers = [await signUp(fresh), await signUp(known), await signUp(unconfirmed)];
      // Every answer is in while the new address's confirmation is still in the mail server's hands.
      await expect.poll(() => smtp.heldFor(fresh)).toBe(1);
      expect(smtp.to(fresh)).toHaveLength(0);
      expect(answers.map(seen)).toEqual(Array(3).fill(seen(answers[0] as (typeof answers)[number])));
      expect(answers[0]?.json()).toEqual({ message: 'Successfully subscribed!' });
    } finally {
      smtp.release(fresh);
    }
    await smtp.waitForTo(fresh, 1);
    expect(smtp.to(fresh)[0]?.parsed.subject).toBe('Confirm your subscription to the NABJ USC newsletter');
    expect(smtp.to(known)).toHaveLength(2); // the confirmation and the welcome, nothing more
    expect(smtp.to(unconfirmed)).toHaveLength(1);
  });

  it('answers a new address without waiting for the mail server to take its confirmation', async () => {
    const email = 'not.kept.waiting@example.org';
    smtp.hold(email);
    try {
      const answer = signUp(email);
      await expect.poll(() => smtp.heldFor(email)).toBe(1);
      const answered = await Promise.race([
        answer.then(() => true),
        new Promise<false>((resolve) => setTimeout(() => resolve(false), 2000)),
      ]);
      expect(answered).toBe(true);
      expect((await answer).json()).toEqual({ message: 'Successfully subscribed!' });
    } finally {
      smtp.release(email);
    }
    await smtp.waitForTo(email, 1);
  });

  it('sends after a restart the confirmation an earlier run could not send', async () => {
    const database = await createTestDatabase();
    // Nothing listens on port 9: the first run's mail server is unreachable.
    const first = await buildApp({ config: { ...t.config, smtpUrl: 'smtp://127.0.0.1:9' }, db: database.db });
    let second: Awaited<ReturnType<typeof buildApp>> | undefined;
    try {
      const email = 'after.restart@example.org';
      const response = await first.inject({
        method: 'POST',
        url: '/api/newsletter/subscribe',
        payload: { email },
      });
      expect(response.statusCode).toBe(200);
      await expect
        .poll(async () => (await database.db.select().from(newsletterMailQueue))[0]?.attempts)
        .toBe(1);
      await first.close();

      second = await buildApp({ config: t.config, db: database.db });
      await smtp.waitForTo(email, 1, 8000);
      expect(smtp.to(email)[0]?.parsed.subject).toBe('Confirm your subscription to the NABJ USC newsletter');
      await expect.poll(async () => database.db.select().from(newsletterMailQueue)).toEqual([]);
    } finally {
      await first.close();
      await second?.close();
      await database.close();
    }
  });
});

describe('unsubscribe', () => {
  it('one click from the mail client (RFC 8058) unsubscribes; a tampered link does not', async () => {
    const email = 'leaving@example.org';
    await subscribeAndConfirm(email);
    const welcome = smtp.to(email).at(-1);
    const header = rawHeader(welcome, 'List-Unsubscribe');
    const oneClick = /<([^>]+)>/.exec(String(header))?.[1] ?? '';
    expect(oneClick).toMatch(new RegExp(`^${PUBLIC_URL}/api/newsletter/unsubscribe\\?token=`));
    const path = oneClick.replace(PUBLIC_URL, '');

    const forged = await t.app.inject({
      method: 'POST',
      url: path.replace(/token=(\d+)/, (_m, id: string) => `token=${Number(id) + 1}`),
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(forged.statusCode).toBe(400);
    expect(await isActive(email)).toBe(true);

    const response = await t.app.inject({
      method: 'POST',
      url: path,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(200);
    expect(await isActive(email)).toBe(false);
  });
});

/** An article published `daysAgo` before `now` (or a draft). */
async function article(title: string, publishedDate: string, status: 'published' | 'draft' = 'published') {
  const response = await inject('POST', '/api/admin/articles', {
    title,
    excerpt: `${title} excerpt`,
    content: 'Body',
    author: 'Ada Reporter',
    imageUrl: '/uploads/story.webp',
    publishedDate,
    status,
  });
  expect(response.statusCode).toBe(201);
}

describe('the Sunday issue', () => {
  it('goes to every active subscriber once, with the week’s content in both parts and the unsubscribe headers', async () => {
    for (const email of ['sunday.a@example.org', 'sunday.b@example.org']) await subscribeAndConfirm(email);
    await subscribeAndConfirm('gone@example.org');
    await t.app.inject({ method: 'DELETE', url: '/api/newsletter/subscriptions/0' });
    const [gone] = await t.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, 'gone@example.org'));
    await inject('DELETE' as 'POST', `/api/newsletter/subscriptions/${gone?.id}`);

    await article('Budget vote this week', '2026-11-20T12:00:00.000Z');
    await article('Old news', '2026-11-01T12:00:00.000Z');
    await article('Unfinished draft', '2026-11-21T12:00:00.000Z', 'draft');
    await inject('POST', '/api/admin/events', {
      title: 'General body meeting',
      description: 'All welcome',
      date: '2026-11-25T23:00:00.000Z',
      location: 'Coliseum 2011',
      type: 'meeting',
    });

    const now = new Date('2026-11-22T15:00:00.000Z'); // Sunday 10:00 in Columbia, SC
    const before = smtp.received.length;
    const early = await runWeeklyDigest(t.db, mailer, {
      publicUrl: PUBLIC_URL,
      now: new Date('2026-11-22T13:00:00.000Z'),
    });
    expect(early).toEqual({ outcome: 'not-due' }); // 08:00 local: before the send hour

    const result = await runWeeklyDigest(t.db, mailer, { publicUrl: PUBLIC_URL, now });
    const active = await activeSubscriberCount();
    expect(result).toEqual({ outcome: 'sent', period: '2026-11-22', delivered: active, failed: 0 });
    const issues = smtp.received.slice(before);
    expect(issues).toHaveLength(active);
    expect(issues.some((mail) => mail.to.includes('gone@example.org'))).toBe(false);

    const issue = issues.find((mail) => mail.to.includes('sunday.a@example.org'));
    expect(issue?.parsed.subject).toBe('NABJ USC Weekly: November 22');
    const html = String(issue?.parsed.html);
    const text = issue?.parsed.text ?? '';
    for (const part of [html, text]) {
      expect(part).toContain('Budget vote this week');
      expect(part).toContain('General body meeting');
      expect(part).not.toContain('Old news');
      expect(part).not.toContain('Unfinished draft');
    }
    // The event's time on the chapter's clock, with its zone (decision 014).
    expect(text).toContain('Nov 25, 2026, 6:00 PM EST · Coliseum 2011');
    expect(html).toMatch(new RegExp(`href="${PUBLIC_URL}/article/\\d+"`));
    expect(html).toContain(`src="${PUBLIC_URL}/uploads/story.webp"`);
    expect(text).toMatch(new RegExp(`${PUBLIC_URL}/article/\\d+`));
    expect(rawHeader(issue, 'List-Unsubscribe')).toMatch(
      /^<https:\/\/news\.example\.org\/api\/newsletter\/unsubscribe\?token=/,
    );
    expect(rawHeader(issue, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    // Later the same day, nothing more goes out.
    const again = await runWeeklyDigest(t.db, mailer, {
      publicUrl: PUBLIC_URL,
      now: new Date('2026-11-22T20:00:00.000Z'),
    });
    expect(again).toEqual({ outcome: 'not-mine' });
    expect(smtp.received.length).toBe(before + active);

    const sends = (await inject('GET', '/api/admin/newsletter/sends')).json();
    expect(sends[0]).toMatchObject({ period: '2026-11-22', status: 'sent', delivered: active, failed: 0 });
  });

  it('two schedulers at once send the issue once', async () => {
    await article('Homecoming recap', '2026-11-27T12:00:00.000Z');
    const now = new Date('2026-11-29T15:30:00.000Z');
    const before = smtp.received.length;
    const results = await Promise.all([
      runWeeklyDigest(t.db, mailer, { publicUrl: PUBLIC_URL, now }),
      runWeeklyDigest(t.db, mailer, { publicUrl: PUBLIC_URL, now }),
    ]);
    expect(results.map((r) => r.outcome).sort()).toEqual(['not-mine', 'sent']);
    expectEachReachedOnce(before, await activeSubscriberCount());
  });

  it('a send that dies half-way is resumed after its lease and reaches each recipient exactly once', async () => {
    for (const email of ['resume.c@example.org', 'resume.d@example.org', 'resume.e@example.org']) {
      await subscribeAndConfirm(email);
    }
    await article('Winter break reading list', '2026-12-04T12:00:00.000Z');
    const now = new Date('2026-12-06T15:00:00.000Z');
    const before = smtp.received.length;

    // The first owner delivers two messages, then hangs in the third.
    const dying = mailerThatHangsAfter(2);
    void runWeeklyDigest(t.db, dying, { publicUrl: PUBLIC_URL, now, leaseMs: 60_000 });
    await smtp.waitFor(before + 2);
    await new Promise((resolve) => setTimeout(resolve, 100));

    // Within the lease nobody else may take over; after it, the next run resumes.
    expect(
      await runWeeklyDigest(t.db, mailer, { publicUrl: PUBLIC_URL, now: new Date(now.getTime() + 30_000) }),
    ).toEqual({ outcome: 'not-mine' });
    const resumed = await runWeeklyDigest(t.db, mailer, {
      publicUrl: PUBLIC_URL,
      now: new Date(now.getTime() + 120_000),
    });
    expect(resumed.outcome).toBe('sent');

    expectEachReachedOnce(before, await activeSubscriberCount());
  });

  it('retries a temporary refusal, records a permanent one against the subscriber, and counts both', async () => {
    await subscribeAndConfirm('busy@example.org');
    await subscribeAndConfirm('bounce@example.org');
    smtp.reject('busy@example.org', 451, 1);
    smtp.reject('bounce@example.org', 550);
    await article('Finals week survival guide', '2026-12-11T12:00:00.000Z');
    const result = await runWeeklyDigest(t.db, mailer, {
      publicUrl: PUBLIC_URL,
      now: new Date('2026-12-13T15:00:00.000Z'),
      retryDelaysMs: [10, 10],
    });
    expect(result).toMatchObject({ outcome: 'sent', failed: 1 });
    expect(
      smtp.to('busy@example.org').some((mail) => mail.parsed.subject?.startsWith('NABJ USC Weekly')),
    ).toBe(true);
    const [bounced] = await t.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, 'bounce@example.org'));
    expect(bounced?.lastFailure).toMatch(/550|refused/);
    const sends = (await inject('GET', '/api/admin/newsletter/sends')).json();
    expect(sends[0]).toMatchObject({ period: '2026-12-13', failed: 1 });
    smtp.reject('bounce@example.org', 550, 0);

    // The admin list shows the failure beside the address.
    const listed = (await inject('GET', '/api/newsletter/subscriptions?q=bounce%40')).json();
    expect(listed).toMatchObject([
      { email: 'bounce@example.org', lastFailure: expect.stringMatching(/550|refused/) },
    ]);
    expect(Date.parse(listed[0].lastFailureAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('no longer mails an address that bounced for good, until it signs up and confirms again', async () => {
    await article('Bounce-free week', '2026-12-30T12:00:00.000Z');
    const result = await runWeeklyDigest(t.db, mailer, {
      publicUrl: PUBLIC_URL,
      now: new Date('2027-01-03T15:00:00.000Z'),
    });
    expect(result).toMatchObject({ outcome: 'sent', failed: 0 });
    const weeklyTo = (email: string) =>
      smtp.to(email).filter((mail) => mail.parsed.subject?.startsWith('NABJ USC Weekly')).length;
    expect(weeklyTo('bounce@example.org')).toBe(0);
    expect(weeklyTo('busy@example.org')).toBe(2);

    // Signing up again (days later, past the 10-minute limit on confirmation mails) and confirming.
    await t.db
      .update(newsletterSubscriptions)
      .set({ confirmationSentAt: null })
      .where(eq(newsletterSubscriptions.email, 'bounce@example.org'));
    await subscribeAndConfirm('bounce@example.org');
    const [row] = await t.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, 'bounce@example.org'));
    expect(row).toMatchObject({ active: true, lastFailure: null, lastFailureAt: null });
  });

  it('skips a week without new content, unless the setting says to send anyway', async () => {
    const before = smtp.received.length;
    expect(
      await runWeeklyDigest(t.db, mailer, {
        publicUrl: PUBLIC_URL,
        now: new Date('2026-12-20T15:00:00.000Z'),
      }),
    ).toEqual({
      outcome: 'skipped',
      period: '2026-12-20',
    });
    expect(smtp.received.length).toBe(before);
    await setSettings({ newsletterSkipEmptyWeeks: false });
    const sent = await runWeeklyDigest(t.db, mailer, {
      publicUrl: PUBLIC_URL,
      now: new Date('2026-12-27T15:00:00.000Z'),
    });
    expect(sent.outcome).toBe('sent');
    await setSettings({ newsletterSkipEmptyWeeks: true });
  });
});

describe('the next issue and sends cut off', () => {
  const weeklyTo = (email: string) =>
    smtp.to(email).filter((mail) => mail.parsed.subject?.startsWith('NABJ USC Weekly'));

  it('previews exactly the week the next send will cover', async () => {
    await article('Before the last send hour', '2027-01-03T13:30:00.000Z'); // Sunday 08:30 in Columbia
    await article('After the last send hour', '2027-01-04T12:00:00.000Z');
    const { site, issue } = await previewNextIssue(t.db, PUBLIC_URL, new Date('2027-01-06T15:00:00.000Z'));
    const titles = issue.items.article.map((story) => story.title);
    expect(titles).toEqual(['After the last send hour']);
    expect(digestSubject(site, issue)).toBe('NABJ USC Weekly: January 10');

    const before = smtp.received.length;
    const sent = await runWeeklyDigest(t.db, mailer, {
      publicUrl: PUBLIC_URL,
      now: new Date('2027-01-10T15:00:00.000Z'),
    });
    expect(sent.outcome).toBe('sent');
    const mail = smtp.received.slice(before).find((m) => m.to.includes('sunday.a@example.org'));
    expect(mail?.parsed.subject).toBe('NABJ USC Weekly: January 10');
    expect(mail?.parsed.text).toContain('After the last send hour');
    expect(mail?.parsed.text).not.toContain('Before the last send hour');
  });

  it('finishes a send cut off late on the send day the next day, each recipient once', async () => {
    await article('Cut-off week', '2027-01-15T12:00:00.000Z');
    const lateSunday = new Date('2027-01-18T04:30:00.000Z'); // Sunday 23:30 in Columbia
    const before = smtp.received.length;
    const dying = mailerThatHangsAfter(1);
    void runWeeklyDigest(t.db, dying, { publicUrl: PUBLIC_URL, now: lateSunday, leaseMs: 60_000 });
    await smtp.waitFor(before + 1);
    await new Promise((resolve) => setTimeout(resolve, 100));

    const resumed = await runWeeklyDigest(t.db, mailer, {
      publicUrl: PUBLIC_URL,
      now: new Date('2027-01-18T15:00:00.000Z'), // Monday 10:00
    });
    expect(resumed).toMatchObject({ outcome: 'sent', period: '2027-01-17' });
    expectEachReachedOnce(before, await activeSubscriberCount(isNull(newsletterSubscriptions.lastFailureAt)));
    expect(weeklyTo('sunday.a@example.org').at(-1)?.parsed.text).toContain('Cut-off week');
  });

  it('sends no second issue for a week when the send day is moved after the issue went out', async () => {
    await setSettings({ newsletterSendDay: 1 }); // Monday
    const before = smtp.received.length;
    expect(
      await runWeeklyDigest(t.db, mailer, {
        publicUrl: PUBLIC_URL,
        now: new Date('2027-01-18T16:00:00.000Z'),
      }),
    ).toEqual({ outcome: 'not-mine' });
    expect(smtp.received.length).toBe(before);
    // The week after, Monday is the day.
    await article('Monday edition', '2027-01-22T12:00:00.000Z');
    expect(
      await runWeeklyDigest(t.db, mailer, {
        publicUrl: PUBLIC_URL,
        now: new Date('2027-01-25T15:00:00.000Z'),
      }),
    ).toMatchObject({ outcome: 'sent', period: '2027-01-25' });
    await setSettings({ newsletterSendDay: 0 });
  });
});

describe('admin', () => {
  it('previews the next issue and sends a test to one address', async () => {
    await article('Preview me', new Date(Date.now() - 60_000).toISOString());
    const preview = (await inject('GET', '/api/admin/newsletter/preview')).json();
    expect(preview.subject).toMatch(/^NABJ USC Weekly: /);
    expect(preview.html).toContain('Preview me');
    expect(preview.text).toContain('Preview me');
    expect(preview.newItems).toBeGreaterThan(0);

    const before = smtp.received.length;
    const response = await inject('POST', '/api/admin/newsletter/test-send', { email: 'Editor@Example.org' });
    expect(response.json()).toEqual({ message: 'Test sent to editor@example.org' });
    await smtp.waitFor(before + 1);
    const test = smtp.to('editor@example.org').at(-1);
    expect(test?.parsed.subject).toBe(`[Test] ${preview.subject}`);
    expect(test?.parsed.text).toContain('Preview me');
    // Not a subscriber: no unsubscribe link or header that could not work.
    expect(rawHeader(test, 'List-Unsubscribe')).toBeUndefined();
    expect(test?.parsed.text).not.toContain('/unsubscribe');
    expect(String(test?.parsed.html)).not.toContain('/unsubscribe');
    expect(test?.parsed.text).toContain('not on the list, so it has no unsubscribe link');
  });

  it('gives a subscriber’s test their working unsubscribe link', async () => {
    const email = 'tester.subscriber@example.org';
    await subscribeAndConfirm(email);
    const before = smtp.received.length;
    await inject('POST', '/api/admin/newsletter/test-send', { email });
    await smtp.waitFor(before + 1);
    const test = smtp.to(email).at(-1);
    expect(test?.parsed.subject).toMatch(/^\[Test\] /);
    const oneClick = /<([^>]+)>/.exec(String(rawHeader(test, 'List-Unsubscribe')))?.[1] ?? '';
    const response = await t.app.inject({ method: 'POST', url: oneClick.replace(PUBLIC_URL, '') });
    expect(response.statusCode).toBe(200);
    expect(await isActive(email)).toBe(false);
  });

  it('retries a test the mail server delays in the background, and says so', async () => {
    const email = 'busy.editor@example.org';
    smtp.reject(email, 451, 1);
    const response = await inject('POST', '/api/admin/newsletter/test-send', { email });
    expect(response.json()).toEqual({
      message: `The mail server is busy: the test to ${email} will be retried in the background.`,
    });
    await smtp.waitForTo(email, 1, 8000);
    expect(smtp.to(email)[0]?.parsed.subject).toMatch(/^\[Test\] NABJ USC Weekly: /);
  });
});
