import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signInAsNewAdmin, startTestApp, type TestApp } from '../../../test-support/test-app.ts';
import { createMailer } from '../mail/mailer.ts';
import { newsletterSubscriptions } from '../modules/newsletter/newsletter.table.ts';
import { announceNewContent, fetchPushPost } from '../modules/push/push.service.ts';
import { readSiteSettings, writeSiteSettings } from '../modules/site-settings/site-settings.repository.ts';
import { startScheduler } from './scheduler.ts';

let t: TestApp;
let receiver: Server;
let smtp: SMTPServer;
let smtpPort: number;
const pushes: string[] = [];
/** The SMTP server holds each message here until the test lets it through: a very slow send. */
const held: (() => void)[] = [];

beforeAll(async () => {
  receiver = createServer((request, response) => {
    pushes.push(request.url ?? '');
    request.resume();
    request.on('end', () => {
      response.statusCode = 201;
      response.end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () => held.push(() => callback()));
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpPort = (smtp.server.address() as AddressInfo).port;
  const origin = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  t = await startTestApp({ pushServiceOrigins: [origin] });
  const subscribed = await t.app.inject({
    method: 'POST',
    url: '/api/push/subscribe',
    payload: { endpoint: `${origin}/push/reader`, keys: browserKeys() },
  });
  expect(subscribed.statusCode).toBe(204);
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => receiver.close(resolve));
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}

const quietLog = { info() {}, warn() {}, error() {} } as unknown as FastifyBaseLogger;

it('announces new content by push while the newsletter send waits on a slow mail server', async () => {
  // The issue is due now (today, from midnight on, in the settings' time zone), and goes out even
  // though the week before midnight brought nothing new.
  const settings = await readSiteSettings(t.db);
  const weekday = new Intl.DateTimeFormat('en-US', {
    timeZone: settings.timeZone,
    weekday: 'short',
  }).format(new Date());
  await writeSiteSettings(t.db, {
    ...settings,
    newsletterSendDay: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(weekday),
    newsletterSendHour: 0,
    newsletterSkipEmptyWeeks: false,
  });
  await t.db.insert(newsletterSubscriptions).values({ email: 'reader@example.org', active: true });
  await announceNewContent(t.db, fetchPushPost); // from here on, published content is news
  const { cookie } = await signInAsNewAdmin(t);
  const published = await t.app.inject({
    method: 'POST',
    url: '/api/admin/articles',
    headers: { cookie },
    payload: {
      title: 'While the newsletter goes out',
      excerpt: 'e',
      content: 'c',
      author: 'A',
      imageUrl: '/a.png',
    },
  });
  expect(published.statusCode).toBe(201);

  const mailer = createMailer({
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    mailFrom: undefined,
    dataDir: t.config.dataDir,
  });
  const scheduler = startScheduler({
    db: t.db,
    mailer,
    publicUrl: 'https://news.example.org',
    pushPost: fetchPushPost,
    log: quietLog,
  });
  try {
    await expect.poll(() => held.length, { timeout: 10_000 }).toBe(1); // the issue is stuck in the server
    await expect.poll(() => pushes, { timeout: 10_000 }).toEqual(['/push/reader']);
    expect(held).toHaveLength(1); // and still is: the push did not wait for it
  } finally {
    for (const release of held) release();
    await scheduler.stop();
    mailer.close();
  }
});
