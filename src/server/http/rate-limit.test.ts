import { createECDH, randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAsNewAdmin, startTestApp, type TestApp } from '../../../test-support/test-app.ts';
import { VIEWS_RATE_LIMITED } from '../../contracts/analytics.ts';
import { SUBSCRIBE_RATE_LIMITED } from '../../contracts/newsletter.ts';
import { VOTE_RATE_LIMITED } from '../../contracts/poll.ts';
import { PUSH_RATE_LIMITED } from '../../contracts/push.ts';
import { buildApp } from '../app.ts';
import { contentViews } from '../modules/analytics/analytics.table.ts';
import { newsletterSubscriptions } from '../modules/newsletter/newsletter.table.ts';
import { pollVotes } from '../modules/polls/polls.table.ts';
import { pushSubscriptions } from '../modules/push/push.table.ts';
import { rateLimitCounts } from './rate-limit.table.ts';
import { addressBlock, countRequest, RATE_LIMIT_WINDOW_MS } from './rate-limit.ts';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await startTestApp({ rateLimits: { newsletterSubscribe: 3, pollVote: 2, pushSubscribe: 1, views: 1 } });
  ({ cookie } = await signInAsNewAdmin(t));
});
afterAll(() => t.close());

const rowsOf = async (table: typeof newsletterSubscriptions | typeof pollVotes | typeof pushSubscriptions) =>
  (await t.db.select({ n: count() }).from(table))[0]!.n;

/** A browser's subscription keys (a P-256 public key and a 16-byte secret). */
function pushKeys() {
  const ecdh = createECDH('prime256v1');
  return { p256dh: ecdh.generateKeys().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}

let emails = 0;
const subscribe = (remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/newsletter/subscribe',
    payload: { email: `reader${++emails}@example.com` },
    remoteAddress,
  });

describe('per-address rate limits on the public writes', () => {
  it('answers the fourth newsletter sign-up from one address with 429 and a message, and stores nothing', async () => {
    for (let n = 0; n < 3; n++) expect((await subscribe('203.0.113.1')).statusCode).toBe(200);
    const before = await rowsOf(newsletterSubscriptions);

    const refused = await subscribe('203.0.113.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: SUBSCRIBE_RATE_LIMITED });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(RATE_LIMIT_WINDOW_MS / 1000);
    expect(await rowsOf(newsletterSubscriptions)).toBe(before);

    // Another address has its own count.
    expect((await subscribe('203.0.113.2')).statusCode).toBe(200);
  });

  it('counts refused and malformed sign-ups too, so a robot cannot probe past the limit', async () => {
    const bad = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/newsletter/subscribe',
        payload: { email: 'not an address' },
        remoteAddress: '203.0.113.3',
      });
    for (let n = 0; n < 3; n++) expect((await bad()).statusCode).toBe(400);
    expect((await bad()).statusCode).toBe(429);
    expect((await subscribe('203.0.113.3')).statusCode).toBe(429);
  });

  it('shares the sign-up limit with the form the browser posts itself, which then lands on "limited"', async () => {
    const form = () =>
      t.app.inject({
        method: 'POST',
        url: '/newsletter/subscribe',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `email=reader${++emails}%40example.com`,
        remoteAddress: '203.0.113.4',
      });
    for (let n = 0; n < 2; n++) expect((await subscribe('203.0.113.4')).statusCode).toBe(200);
    expect((await form()).headers.location).toBe('/newsletter/subscribe?outcome=subscribed');
    const before = await rowsOf(newsletterSubscriptions);
    const refused = await form();
    expect(refused.statusCode).toBe(303);
    expect(refused.headers.location).toBe('/newsletter/subscribe?outcome=limited');
    expect(await rowsOf(newsletterSubscriptions)).toBe(before);
  });

  it('answers the third poll vote from one address with 429, even from a new browser, and counts no vote', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/polls',
      headers: { cookie },
      payload: { question: 'Limited?', options: ['Yes', 'No'], isActive: true },
    });
    const poll = created.json() as { id: number; options: { id: number }[] };
    const vote = (voter: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/polls/vote',
        payload: { pollId: poll.id, optionId: poll.options[0]!.id },
        headers: { cookie: `nabj_voter=${voter}` },
        remoteAddress: '198.51.100.7',
      });
    expect((await vote('visitor-000000000001')).statusCode).toBe(200);
    expect((await vote('visitor-000000000002')).statusCode).toBe(200);

    const refused = await vote('visitor-000000000003');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: VOTE_RATE_LIMITED });
    expect(refused.cookies).toEqual([]);
    expect(await rowsOf(pollVotes)).toBe(2);
    const active = await t.app.inject({ method: 'GET', url: '/api/polls/active' });
    expect(active.json().totalVotes).toBe(2);
  });

  it('answers the second push sign-up from one address with 429 and stores no subscription', async () => {
    const signUp = (n: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/push/subscribe',
        payload: {
          endpoint: `https://fcm.googleapis.com/fcm/send/reader-${n}`,
          keys: pushKeys(),
        },
        remoteAddress: '192.0.2.9',
      });
    expect((await signUp(1)).statusCode).toBe(204);
    const refused = await signUp(2);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: PUSH_RATE_LIMITED });
    expect(await rowsOf(pushSubscriptions)).toBe(1);
  });

  it('answers the second view report from one address with 429 and counts no view', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/articles',
      headers: { cookie },
      payload: { title: 'Viewed', excerpt: 'e', content: 'c', author: 'A', imageUrl: '/uploads/a.png' },
    });
    const view = (remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/views',
        payload: { kind: 'article', id: created.json().id },
        headers: { 'user-agent': 'Mozilla/5.0 (a reader)' },
        remoteAddress,
      });
    expect((await view('192.0.2.10')).statusCode).toBe(204);
    const refused = await view('192.0.2.10');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: VIEWS_RATE_LIMITED });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await view('192.0.2.11')).statusCode).toBe(204);
    const [counter] = await t.db.select({ views: contentViews.views }).from(contentViews);
    expect(counter?.views).toBe(2);
  });

  it('keeps each limit apart: sign-ups used up do not stop votes or push from the same address', async () => {
    for (let n = 0; n < 4; n++) await subscribe('203.0.113.20');
    expect((await subscribe('203.0.113.20')).statusCode).toBe(429);
    const push = await t.app.inject({
      method: 'POST',
      url: '/api/push/subscribe',
      payload: { endpoint: 'https://fcm.googleapis.com/fcm/send/x', keys: pushKeys() },
      remoteAddress: '203.0.113.20',
    });
    expect(push.statusCode).toBe(204);
  });
});

describe('client addresses', () => {
  it('ignores X-Forwarded-For unless TRUST_PROXY is set, so the header cannot dodge a limit', async () => {
    const send = (forwardedFor: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/newsletter/subscribe',
        payload: { email: `direct${++emails}@example.com` },
        headers: { 'x-forwarded-for': forwardedFor },
        remoteAddress: '203.0.113.30',
      });
    for (let n = 0; n < 3; n++) expect((await send(`10.1.1.${n}`)).statusCode).toBe(200);
    expect((await send('10.1.1.99')).statusCode).toBe(429);
  });

  it('limits the reader behind a trusted proxy, not the proxy itself', async () => {
    const proxied = await buildApp({ config: { ...t.config, trustProxy: true }, db: t.db });
    try {
      const send = (reader: string) =>
        proxied.inject({
          method: 'POST',
          url: '/api/newsletter/subscribe',
          payload: { email: `proxied${++emails}@example.com` },
          headers: { 'x-forwarded-for': reader },
          remoteAddress: '127.0.0.1',
        });
      for (let n = 0; n < 3; n++) expect((await send('198.51.100.50')).statusCode).toBe(200);
      expect((await send('198.51.100.50')).statusCode).toBe(429);
      expect((await send('198.51.100.51')).statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
  });
});

describe('countRequest', () => {
  it('starts over in the next window, drops the windows that are over, and keeps no raw address', async () => {
    const start =
      Math.ceil(Date.now() / RATE_LIMIT_WINDOW_MS) * RATE_LIMIT_WINDOW_MS + 5 * RATE_LIMIT_WINDOW_MS;
    const take = (now: number) =>
      countRequest(t.db, { action: 'test', address: '192.0.2.77', limit: 2, now });
    expect(await take(start)).toEqual({ allowed: true });
    expect(await take(start + 1000)).toEqual({ allowed: true });
    expect(await take(start + 60_000)).toEqual({ allowed: false, retryAfterSeconds: 540 });

    expect(await take(start + RATE_LIMIT_WINDOW_MS)).toEqual({ allowed: true });
    const rows = await t.db.select().from(rateLimitCounts);
    expect(rows.every((row) => row.windowStart.getTime() >= start + RATE_LIMIT_WINDOW_MS)).toBe(true);
    expect(JSON.stringify(rows)).not.toContain('192.0.2');
    expect(JSON.stringify(rows)).not.toContain('203.0.113');
  });

  it('gives every one of many concurrent requests its own count', async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () =>
        countRequest(t.db, { action: 'concurrent', address: '192.0.2.88', limit: 5 }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.allowed)).toHaveLength(5);
  });
});

describe('addressBlock', () => {
  it('keeps an IPv4 address, reads IPv4-mapped IPv6 as IPv4, and cuts any other IPv6 address to its /64', () => {
    expect(addressBlock('192.0.2.1')).toBe('192.0.2.1');
    expect(addressBlock('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(addressBlock('::ffff:c000:201')).toBe('192.0.2.1');
    expect(addressBlock('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(addressBlock('2001:0db8:0001:0002::ff')).toBe('2001:db8:1:2::/64');
    expect(addressBlock('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressBlock('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressBlock('::1')).toBe('0:0:0:0::/64');
  });

  it('gives the addresses of one IPv6 /64 one count, on every per-address limit', async () => {
    for (let n = 1; n <= 3; n++) expect((await subscribe(`2001:db8:5:6::${n}`)).statusCode).toBe(200);
    expect((await subscribe('2001:db8:5:6:abcd::9')).statusCode).toBe(429);
    expect((await subscribe('2001:db8:5:7::1')).statusCode).toBe(200);
  });
});
