import { createDecipheriv, createECDH, createHmac, randomBytes } from 'node:crypto';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signInAsNewAdmin, startTestApp, type TestApp } from '../../../../test-support/test-app.ts';
import { contentNotification } from '../../../contracts/notifications.ts';
import { announceNewContent, fetchPushPost } from './push.service.ts';
import { pushSubscriptions } from './push.table.ts';

/** A browser's side of a subscription: its ECDH key pair and auth secret (RFC 8291). */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
  };
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** Decrypts an aes128gcm Web Push body as the browser would (RFC 8291 §3.4, RFC 8188). */
function decrypt(body: Buffer, browser: ReturnType<typeof browserKeys>): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const secret = browser.ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browser.ecdh.getPublicKey(), serverKey]);
  const ikm = hmac(hmac(browser.auth, secret), Buffer.concat([keyInfo, Buffer.from([1])]));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02 followed by any zero padding.
  const end = padded.lastIndexOf(2);
  return padded.subarray(0, end).toString('utf8');
}

interface Received {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

let t: TestApp;
let cookie: string;
let receiver: Server;
let origin: string;
/** Another server on the machine, where a redirect from the push service would send the post. */
let intranet: Server;
const intranetHits: string[] = [];
const received: Received[] = [];
/** Status codes the receiver answers for a path instead of 201 (410 Gone: an expired subscription). */
const statusFor = new Map<string, number>();
/** Paths the receiver never answers. */
const silent = new Set<string>();
const unanswered: ServerResponse[] = [];
/** How long the receiver takes over each answer, and the most posts it held at once. */
let answerDelayMs = 0;
let inFlight = 0;
let mostInFlight = 0;

beforeAll(async () => {
  intranet = createServer((request, response) => {
    intranetHits.push(request.url ?? '');
    request.resume();
    response.end();
  });
  await new Promise<void>((resolve) => intranet.listen(0, '127.0.0.1', resolve));
  const intranetOrigin = `http://127.0.0.1:${(intranet.address() as AddressInfo).port}`;
  receiver = createServer((request, response) => {
    inFlight += 1;
    mostInFlight = Math.max(mostInFlight, inFlight);
    response.on('close', () => {
      inFlight -= 1;
    });
    const path = request.url ?? '';
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      if (silent.has(path)) {
        unanswered.push(response);
        return;
      }
      setTimeout(() => {
        if (path.startsWith('/push/redirect')) {
          response.writeHead(307, { location: `${intranetOrigin}/stolen` });
        } else {
          response.statusCode = statusFor.get(path) ?? 201;
        }
        response.end();
      }, answerDelayMs);
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  t = await startTestApp({ pushServiceOrigins: [origin] });
  ({ cookie } = await signInAsNewAdmin(t));
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => receiver.close(resolve));
  await new Promise((resolve) => intranet.close(resolve));
});
beforeEach(async () => {
  received.length = 0;
  intranetHits.length = 0;
  statusFor.clear();
  silent.clear();
  answerDelayMs = 0;
  mostInFlight = 0;
  await t.db.delete(pushSubscriptions);
  await announceNewContent(t.db, fetchPushPost); // what earlier tests published is announced already
});
afterEach(() => {
  for (const response of unanswered.splice(0)) response.destroy();
});

/** A row written straight to the table, as one stored before the keys were checked would be. */
/** A browser's call to the public push API. */
const sendPush = (action: 'subscribe' | 'unsubscribe', payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/push/${action}`, payload });

async function storeSubscription(path: string, keys = browserKeys().keys) {
  await t.db.insert(pushSubscriptions).values({ endpoint: `${origin}${path}`, ...keys });
}

const storedEndpoints = async () =>
  (await t.db.select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions))
    .map((row) => row.endpoint.replace(origin, ''))
    .sort();

async function subscribe(path: string) {
  const browser = browserKeys();
  const response = await sendPush('subscribe', { endpoint: `${origin}${path}`, keys: browser.keys });
  expect(response.statusCode).toBe(204);
  return browser;
}

async function publish(title: string, publishedDate?: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/articles',
    headers: { cookie },
    payload: { title, excerpt: 'e', content: 'c', author: 'A', imageUrl: '/uploads/a.png', publishedDate },
  });
  return response.json() as { id: number; title: string; publishedDate: string };
}

describe('push', () => {
  it('hands browsers the VAPID public key, the same on every call', async () => {
    const first = (await t.app.inject({ method: 'GET', url: '/api/push/public-key' })).json();
    const second = (await t.app.inject({ method: 'GET', url: '/api/push/public-key' })).json();
    expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{80,}$/);
    expect(second).toEqual(first);
  });

  it('refuses an endpoint that is not a push service, so the server cannot be sent to any address', async () => {
    const response = await sendPush('subscribe', {
      endpoint: 'https://intranet.example.org/admin',
      keys: browserKeys().keys,
    });
    expect(response.statusCode).toBe(400);
    expect(await t.db.select().from(pushSubscriptions)).toHaveLength(0);
  });

  it('announces newly published content once, encrypted so only the subscription can read it', async () => {
    await announceNewContent(t.db, fetchPushPost); // the first run sets the point from which content is news
    const browser = await subscribe('/push/reader-1');
    const article = await publish('Pushed story');

    expect(await announceNewContent(t.db, fetchPushPost)).toBe(1);
    expect(received).toHaveLength(1);
    const [message] = received;
    expect(message?.path).toBe('/push/reader-1');
    expect(message?.headers['content-encoding']).toBe('aes128gcm');
    expect(message?.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
    expect(JSON.parse(decrypt(message?.body as Buffer, browser))).toEqual(
      contentNotification('article', {
        id: article.id,
        title: 'Pushed story',
        publishedDate: article.publishedDate,
      }),
    );

    // Again, and from a second instance at the same time: nothing new is sent.
    await Promise.all([announceNewContent(t.db, fetchPushPost), announceNewContent(t.db, fetchPushPost)]);
    expect(received).toHaveLength(1);
  });

  it('announces a scheduled item only once its time has come', async () => {
    await subscribe('/push/reader-2');
    const publishAt = new Date(Date.now() + 60 * 60 * 1000);
    await publish('Scheduled story', publishAt.toISOString());
    await announceNewContent(t.db, fetchPushPost);
    expect(received).toHaveLength(0);
    await announceNewContent(t.db, fetchPushPost, { now: new Date(publishAt.getTime() + 1000) });
    expect(received).toHaveLength(1);
  });

  it('forgets a subscription the browser unsubscribed (a public write), and refuses a malformed endpoint', async () => {
    await subscribe('/push/leaving');
    await subscribe('/push/staying');
    const response = await sendPush('unsubscribe', { endpoint: `${origin}/push/leaving` });
    expect(response.statusCode).toBe(204);
    const bad = await sendPush('unsubscribe', { endpoint: 'nope' });
    expect(bad.statusCode).toBe(400);
    const left = await t.db.select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions);
    expect(left.map((row) => row.endpoint)).toEqual([`${origin}/push/staying`]);

    await publish('After unsubscribing');
    await announceNewContent(t.db, fetchPushPost);
    expect(received.map((message) => message.path)).toEqual(['/push/staying']);
  });

  it('removes a subscription the push service says is gone (410) or unknown (404), and keeps the others', async () => {
    await subscribe('/push/expired');
    await subscribe('/push/unknown');
    await subscribe('/push/alive');
    statusFor.set('/push/expired', 410);
    statusFor.set('/push/unknown', 404);
    await publish('Another story');
    await announceNewContent(t.db, fetchPushPost);
    expect(await storedEndpoints()).toEqual(['/push/alive']);
  });

  it('refuses keys that are not a P-256 public key and a 16-byte secret, with a message, storing nothing', async () => {
    const good = browserKeys().keys;
    const point = Buffer.from(good.p256dh, 'base64url');
    const offCurve = Buffer.from(point);
    offCurve[64] = (offCurve[64] as number) ^ 1; // y no longer matches x
    const cases = {
      'a point off the curve': { ...good, p256dh: offCurve.toString('base64url') },
      'a point without the uncompressed prefix 0x04': {
        ...good,
        p256dh: Buffer.concat([Buffer.from([5]), point.subarray(1)]).toString('base64url'),
      },
      'a compressed point': {
        ...good,
        p256dh: browserKeys().ecdh.getPublicKey(null, 'compressed').toString('base64url'),
      },
      'any 65 bytes': { ...good, p256dh: randomBytes(65).toString('base64url') },
      'a 15-byte auth secret': { ...good, auth: randomBytes(15).toString('base64url') },
      'a 32-byte auth secret': { ...good, auth: randomBytes(32).toString('base64url') },
      'not base64url': { ...good, auth: '!'.repeat(22) },
    };
    for (const [name, keys] of Object.entries(cases)) {
      const response = await sendPush('subscribe', { endpoint: `${origin}/push/bad-keys`, keys });
      expect(response.statusCode, name).toBe(400);
      expect(response.json().message, name).toBe(
        'This browser’s push subscription keys are not valid: p256dh must be a P-256 public key and auth 16 bytes.',
      );
    }
    expect(await storedEndpoints()).toEqual([]);
  });

  it('delivers every item to every good subscription beside rows with unusable keys, and removes those rows', async () => {
    await storeSubscription('/push/off-curve', {
      p256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
    });
    await storeSubscription('/push/short-key', { p256dh: 'AAAA', auth: 'AAAA' });
    const readers = ['/push/good-1', '/push/good-2', '/push/good-3'];
    const keys = new Map<string, ReturnType<typeof browserKeys>>();
    for (const path of readers) {
      keys.set(path, browserKeys());
      await storeSubscription(path, keys.get(path)?.keys);
    }
    await publish('First after the bad rows');
    await publish('Second after the bad rows');

    expect(await announceNewContent(t.db, fetchPushPost)).toBe(2);
    for (const path of readers) {
      const browser = keys.get(path) as ReturnType<typeof browserKeys>;
      const bodies = received
        .filter((message) => message.path === path)
        .map((message) => JSON.parse(decrypt(message.body, browser)).options.body);
      expect(bodies.sort()).toEqual(['First after the bad rows', 'Second after the bad rows']);
    }
    expect(received).toHaveLength(6); // nothing was posted for the rows with unusable keys
    expect(await storedEndpoints()).toEqual(readers);
  });

  it('posts to the others while an endpoint never answers, and gives that one up after the timeout', async () => {
    silent.add('/push/never');
    await storeSubscription('/push/never');
    const readers = Array.from({ length: 5 }, (_, n) => `/push/waiting-${n}`);
    for (const path of readers) await storeSubscription(path);
    await publish('Despite the silent endpoint');

    let finished = false;
    const started = Date.now();
    const announcing = announceNewContent(t.db, fetchPushPost, { timeoutMs: 1_000 }).finally(() => {
      finished = true;
    });
    await expect
      .poll(() => received.filter((message) => readers.includes(message.path)).length)
      .toBe(readers.length);
    expect(finished).toBe(false); // everyone else is served while the silent one is still waited for
    expect(await announcing).toBe(1);
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(1_000);
    expect(took).toBeLessThan(3_000);
    // A timeout may pass: the subscription stays for the next item.
    expect(await storedEndpoints()).toEqual(['/push/never', ...readers].sort());
  });

  it('does not follow a redirect from the push service', async () => {
    await storeSubscription('/push/redirect');
    await storeSubscription('/push/after-redirect');
    await publish('Redirected');
    expect(await announceNewContent(t.db, fetchPushPost)).toBe(1);
    expect(received.map((message) => message.path).sort()).toEqual([
      '/push/after-redirect',
      '/push/redirect',
    ]);
    expect(intranetHits).toEqual([]);
  });

  it('posts to at most `concurrency` subscriptions at once', async () => {
    answerDelayMs = 30;
    const readers = Array.from({ length: 20 }, (_, n) => `/push/many-${n}`);
    for (const path of readers) await storeSubscription(path);
    await publish('To many readers');
    await announceNewContent(t.db, fetchPushPost, { concurrency: 4 });
    expect(received).toHaveLength(readers.length);
    expect(mostInFlight).toBe(4);
  });
});
