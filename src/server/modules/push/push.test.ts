import { createDecipheriv, createECDH, createHmac, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contentNotification } from '../../../contracts/notifications.ts';
import { signInAsNewAdmin, startTestApp, type TestApp } from '../../test/test-app.ts';
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
const received: Received[] = [];
/** Paths the receiver answers 410 Gone for (an expired subscription). */
const gone = new Set<string>();

beforeAll(async () => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      response.statusCode = gone.has(request.url ?? '') ? 410 : 201;
      response.end();
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
});
beforeEach(async () => {
  received.length = 0;
  await t.db.delete(pushSubscriptions);
});

async function subscribe(path: string) {
  const browser = browserKeys();
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/push/subscribe',
    payload: { endpoint: `${origin}${path}`, keys: browser.keys },
  });
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
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/push/subscribe',
      payload: { endpoint: 'https://intranet.example.org/admin', keys: browserKeys().keys },
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
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/push/unsubscribe',
      payload: { endpoint: `${origin}/push/leaving` },
    });
    expect(response.statusCode).toBe(204);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/push/unsubscribe',
      payload: { endpoint: 'nope' },
    });
    expect(bad.statusCode).toBe(400);
    const left = await t.db.select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions);
    expect(left.map((row) => row.endpoint)).toEqual([`${origin}/push/staying`]);

    await publish('After unsubscribing');
    await announceNewContent(t.db, fetchPushPost);
    expect(received.map((message) => message.path)).toEqual(['/push/staying']);
  });

  it('removes a subscription the push service says is gone (410)', async () => {
    await subscribe('/push/expired');
    await subscribe('/push/alive');
    gone.add('/push/expired');
    await publish('Another story');
    await announceNewContent(t.db, fetchPushPost);
    const left = await t.db.select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions);
    expect(left.map((row) => row.endpoint)).toEqual([`${origin}/push/alive`]);
  });
});
