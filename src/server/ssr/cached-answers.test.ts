import http from 'node:http';
import { Writable } from 'node:stream';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAsNewAdmin, startTestApp, type TestApp } from '../../../test-support/test-app.ts';
import { buildApp } from '../app.ts';
import { articles } from '../modules/articles/articles.table.ts';
import { pickEncoding } from './cached-answers.ts';
import { NONCE_PLACEHOLDER, type PageRenderer } from './page-renderer.ts';

let renders = 0;
const pages: PageRenderer = {
  async renderPage(url, api) {
    renders++;
    const articles = (await api('/api/articles?limit=3')) as { title: string }[];
    const titles = articles.map((a) => `<li>${a.title}</li>`).join('');
    return {
      status: 200,
      html: `<html><body><p>${url}</p><ul>${titles}</ul>${'<p>A long page.</p>'.repeat(200)}<script type="module" src="/app.js" nonce="${NONCE_PLACEHOLDER}"></script></body></html>`,
    };
  },
  renderAdminShell: async () => `<script type="module" src="/app.js" nonce="${NONCE_PLACEHOLDER}"></script>`,
};

// Fastify logs every request it handles; an answer sent from the cache before Fastify leaves no line.
const loggedUrls: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split('\n').filter(Boolean)) {
      const entry = JSON.parse(line) as { req?: { url?: string } };
      if (entry.req?.url) loggedUrls.push(entry.req.url);
    }
    done();
  },
});

let t: TestApp;
let app: FastifyInstance;
let base: string;
let admin: { cookie: string };
beforeAll(async () => {
  t = await startTestApp();
  app = await buildApp({ config: t.config, db: t.db, pages, logger: { level: 'info', stream: logStream } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  admin = await signInAsNewAdmin({ ...t, app });
});
afterAll(async () => {
  await app.close();
  await t.close();
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A plain HTTP GET, with the bytes as they came (fetch would decompress them). */
function get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${path}`, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

/** A browser's accept-encoding. */
const accept = { 'accept-encoding': 'gzip, deflate, br' };
/** The bytes of an answer as they were before their content-encoding. */
const unpacked = ({ headers, body }: Answer) =>
  headers['content-encoding'] === 'br'
    ? zlib.brotliDecompressSync(body)
    : headers['content-encoding'] === 'gzip'
      ? zlib.gunzipSync(body)
      : body;

/** Whether Fastify saw the request: false when the answer came straight from the cache. */
async function reachedFastify(path: string, request: () => Promise<Answer>) {
  const before = loggedUrls.filter((url) => url === path).length;
  const answer = await request();
  await new Promise((resolve) => setImmediate(resolve));
  return { answer, reached: loggedUrls.filter((url) => url === path).length > before };
}

const publish = (title: string, publishedDate?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/admin/articles',
    headers: { cookie: admin.cookie },
    payload: {
      title,
      excerpt: 'Excerpt',
      content: 'The chapter met to plan the spring showcase. '.repeat(40),
      author: 'Maya Brooks',
      imageUrl: '/uploads/a.png',
      category: 'news',
      ...(publishedDate ? { publishedDate } : {}),
    },
  });

const nonceOf = (csp: string | string[] | undefined) => /'nonce-([^']+)'/.exec(String(csp))?.[1];

/** An article written straight into the table: no content write, so kept answers do not see it. */
async function writePastTheApi(title: string): Promise<number> {
  const [row] = await t.db
    .insert(articles)
    .values({ title, excerpt: 'e', content: 'c', imageUrl: '/uploads/a.png', category: 'news', author: 'A' })
    .returning({ id: articles.id });
  return row!.id;
}

describe('cached answers sent before Fastify', () => {
  it('send a rendered page again without Fastify, with every header Fastify gave it', async () => {
    await publish('Chapter wins award');
    const first = await reachedFastify('/cached-page', () => get('/cached-page', accept));
    expect(first.reached).toBe(true);
    const rendersBefore = renders;
    const again = await reachedFastify('/cached-page', () => get('/cached-page', accept));
    expect(again.reached).toBe(false);
    expect(renders).toBe(rendersBefore);
    // The brotli made as it was rendered, for its first reader, is what the cache keeps and sends.
    expect(first.answer.headers['content-encoding']).toBe('br');
    expect(again.answer.headers['content-encoding']).toBe('br');
    expect(again.answer.body.equals(first.answer.body)).toBe(true);
    expect(unpacked(again.answer).toString()).toContain('<li>Chapter wins award</li>');
    for (const name of [
      'content-type',
      'cache-control',
      'etag',
      'content-security-policy',
      'x-content-type-options',
      'referrer-policy',
      'permissions-policy',
      'cross-origin-opener-policy',
      'x-frame-options',
    ]) {
      expect(again.answer.headers[name], name).toBe(first.answer.headers[name]);
    }
    // One nonce per render: the policy names the one in the page's script tags.
    const nonce = nonceOf(again.answer.headers['content-security-policy']);
    expect(unpacked(again.answer).toString()).toContain(`nonce="${nonce}"`);
    expect(unpacked(again.answer).toString()).not.toContain(NONCE_PLACEHOLDER);
    expect(again.answer.headers['content-length']).toBe(String(again.answer.body.length));
  });

  it('send brotli or gzip made once, as the reader accepts, and a 304 without a policy', async () => {
    const plain = await get('/compressed');
    expect(plain.headers['content-encoding']).toBeUndefined();
    // Asked for again: the brotli of its render goes out at once, and the best copies are made once.
    const first = await reachedFastify('/compressed', () => get('/compressed', accept));
    expect(first.reached).toBe(false);
    expect(zlib.brotliDecompressSync(first.answer.body).equals(plain.body)).toBe(true);
    // Gzip before its copy exists: Fastify compresses this one answer.
    const meanwhile = await reachedFastify('/compressed', () =>
      get('/compressed', { 'accept-encoding': 'gzip' }),
    );
    expect(meanwhile.reached).toBe(true);
    expect(zlib.gunzipSync(meanwhile.answer.body).equals(plain.body)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const br = await reachedFastify('/compressed', () => get('/compressed', accept));
    expect(br.reached).toBe(false);
    expect(br.answer.headers['content-encoding']).toBe('br');
    expect(br.answer.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.answer.body).equals(plain.body)).toBe(true);
    expect(br.answer.body.length).toBeLessThan(first.answer.body.length);
    const gz = await get('/compressed', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).equals(plain.body)).toBe(true);
    const identity = await get('/compressed', { 'accept-encoding': 'br;q=0, identity' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.equals(plain.body)).toBe(true);

    const notModified = await reachedFastify('/compressed', () =>
      get('/compressed', { 'if-none-match': String(plain.headers.etag) }),
    );
    expect(notModified.reached).toBe(false);
    expect(notModified.answer.status).toBe(304);
    expect(notModified.answer.body.length).toBe(0);
    expect(notModified.answer.headers['content-security-policy']).toBeUndefined();
    expect(notModified.answer.headers['x-content-type-options']).toBe('nosniff');
  });

  it('keep public API answers of content, and drop them and the pages at the next content write', async () => {
    await get('/api/articles');
    const cached = await reachedFastify('/api/articles', () => get('/api/articles'));
    expect(cached.reached).toBe(false);
    // Asked for compressed: Fastify sends the kept answer until the compressed copies exist, then never again.
    const accept = { 'accept-encoding': 'br' };
    await get('/api/articles', accept);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const compressed = await reachedFastify('/api/articles', () => get('/api/articles', accept));
    expect(compressed.reached).toBe(false);
    expect(JSON.parse(zlib.brotliDecompressSync(compressed.answer.body).toString())).toEqual(
      JSON.parse(cached.answer.body.toString()),
    );
    expect(cached.answer.headers['content-type']).toMatch(/^application\/json/);
    expect(cached.answer.headers['content-security-policy']).toMatch(/'nonce-/);
    const page = await get('/after-write');
    await get('/after-write');

    expect((await publish('Homecoming recap')).statusCode).toBe(201);
    const titles = (JSON.parse((await get('/api/articles')).body.toString()) as { title: string }[]).map(
      (a) => a.title,
    );
    expect(titles).toContain('Homecoming recap');
    const pageAfter = await get('/after-write');
    expect(pageAfter.body.toString()).toContain('<li>Homecoming recap</li>');
    expect(nonceOf(pageAfter.headers['content-security-policy'])).not.toBe(
      nonceOf(page.headers['content-security-policy']),
    );
  });

  it('answer a page asked for with parameters it does not read from its one entry, before Fastify', async () => {
    const page = await get('/', accept);
    const rendersBefore = renders;
    for (const url of ['/?cb=1', '/?cb=2', '/?utm_source=newsletter&cb=3']) {
      const hit = await reachedFastify(url, () => get(url, accept));
      expect(hit.reached, url).toBe(false);
      expect(unpacked(hit.answer).equals(unpacked(page)), url).toBe(true);
    }
    expect(renders).toBe(rendersBefore);
    // A search is a page of its own, rendered from the parameters the page reads alone.
    const search = await get('/writing?utm_source=newsletter&q=award&cb=4');
    expect(search.body.toString()).toContain('<p>/writing?q=award</p>');
    expect(renders).toBe(rendersBefore + 1);
    const again = await reachedFastify('/writing?cb=5&q=award', () => get('/writing?cb=5&q=award', accept));
    expect(again.reached).toBe(false);
    expect(renders).toBe(rendersBefore + 1);
  });

  it('answer an API URL with a parameter its route does not read from the same entry, not the database', async () => {
    const kept = JSON.parse((await get('/api/articles?limit=3')).body.toString());
    await writePastTheApi('Not yet in the kept answers');
    for (const url of ['/api/articles?limit=3&cb=1', '/api/articles?cb=2&limit=3']) {
      expect(JSON.parse((await get(url)).body.toString()), url).toEqual(kept);
    }
  });

  it('keep the sitemap, the feeds and robots.txt like pages: before Fastify, with an ETag and 304, new after a write', async () => {
    for (const url of ['/sitemap.xml', '/rss.xml', '/writing/news/rss.xml', '/robots.txt']) {
      const first = await get(url);
      expect(first.status, url).toBe(200);
      expect(first.headers.etag, url).toMatch(/^"[\w-]+"$/);
      const again = await reachedFastify(url, () => get(url));
      expect(again.reached, url).toBe(false);
      expect(again.answer.body.equals(first.body), url).toBe(true);
      expect(again.answer.headers['cache-control'], url).toBe(first.headers['cache-control']);
      expect(again.answer.headers['content-type'], url).toBe(first.headers['content-type']);
      const notModified = await reachedFastify(url, () =>
        get(url, { 'if-none-match': String(first.headers.etag) }),
      );
      expect(notModified.reached, url).toBe(false);
      expect(notModified.answer.status, url).toBe(304);
    }
    const unseen = await writePastTheApi('Past the sitemap');
    const sitemap = async () => (await get('/sitemap.xml?cb=1')).body.toString();
    expect(await sitemap()).not.toContain(`/article/${unseen}<`);
    const published = (await publish('Sitemap refresh')).json() as { id: number };
    expect(await sitemap()).toContain(`/article/${unseen}<`);
    expect(await sitemap()).toContain(`/article/${published.id}<`);
    expect((await get('/rss.xml')).body.toString()).toContain('Sitemap refresh');
  });

  it('keep the public configuration, which every page render reads', async () => {
    const first = await get('/api/public-config');
    const kept = await reachedFastify('/api/public-config', () => get('/api/public-config'));
    expect(kept.reached).toBe(false);
    expect(JSON.parse(kept.answer.body.toString())).toEqual(JSON.parse(first.body.toString()));
  });

  it('keep the member of the month, and show a new one at once', async () => {
    const addMember = (name: string) =>
      app.inject({
        method: 'POST',
        url: '/api/admin/member-of-the-month',
        headers: { cookie: admin.cookie },
        payload: {
          name,
          major: 'Journalism',
          year: 'Junior',
          bio: 'Covers the statehouse for the chapter.',
          imageUrl: '/uploads/member.png',
          achievements: 'Hearst finalist',
          quote: 'Ask one more question.',
          month: 'November 2026',
        },
      });
    const current = async () => JSON.parse((await get('/api/member-of-the-month/current')).body.toString());
    expect((await addMember('Imani Carter')).statusCode).toBe(201);
    expect((await current()).name).toBe('Imani Carter');
    const kept = await reachedFastify('/api/member-of-the-month/current', () =>
      get('/api/member-of-the-month/current'),
    );
    expect(kept.reached).toBe(false);
    expect((await addMember('Jordan Ellis')).statusCode).toBe(201);
    expect((await current()).name).toBe('Jordan Ellis');
  });

  it("leave a render's own API reads out of the request log, and no one else's", async () => {
    await get('/logged-render');
    expect(loggedUrls).toContain('/logged-render');
    expect(loggedUrls).not.toContain('/api/articles?limit=3');
    const guessed = await reachedFastify('/api/health', () => get('/api/health', { 'x-page-read': 'guess' }));
    expect(guessed.reached).toBe(true);
  });

  it("keeps idle connections open as long as Fastify's own server would (72 s)", () => {
    expect((app.server as http.Server).keepAliveTimeout).toBe(72_000);
  });

  it('never keep answers that readers change (a video counts its views) or that depend on the session', async () => {
    await get('/api/broadcast');
    expect((await reachedFastify('/api/broadcast', () => get('/api/broadcast'))).reached).toBe(true);
    await get('/api/admin/articles', { cookie: admin.cookie });
    const adminList = await reachedFastify('/api/admin/articles', () =>
      get('/api/admin/articles', { cookie: admin.cookie }),
    );
    expect(adminList.reached).toBe(true);
    expect((await get('/api/admin/articles')).status).toBe(401);
  });

  it('let a scheduled article out at its time, with no write in between', async () => {
    const due = new Date(Date.now() + 1500);
    expect((await publish('Scheduled story', due.toISOString())).statusCode).toBe(201);
    const titles = async () =>
      (JSON.parse((await get('/api/articles')).body.toString()) as { title: string }[]).map((a) => a.title);
    expect(await titles()).not.toContain('Scheduled story');
    expect(await titles()).not.toContain('Scheduled story');
    await new Promise((resolve) => setTimeout(resolve, due.getTime() - Date.now() + 50));
    expect(await titles()).toContain('Scheduled story');
  });
});

describe('pickEncoding', () => {
  const big = { body: Buffer.alloc(2000), br: Buffer.alloc(10), gzip: Buffer.alloc(12) };
  const notYet = { body: Buffer.alloc(2000) };
  const small = { body: Buffer.alloc(100) };
  const keptCompressed = { br: Buffer.alloc(10) };
  it.each([
    { answer: keptCompressed, accept: 'gzip, br', expected: 'br' },
    { answer: keptCompressed, accept: 'gzip', expected: undefined },
    { answer: keptCompressed, accept: undefined, expected: undefined },
    { answer: big, accept: 'gzip, deflate, br, zstd', expected: 'br' },
    { answer: big, accept: 'gzip', expected: 'gzip' },
    { answer: big, accept: 'br;q=0, gzip;q=0.5', expected: 'gzip' },
    { answer: big, accept: 'deflate', expected: 'identity' },
    { answer: big, accept: undefined, expected: 'identity' },
    { answer: big, accept: '*', expected: 'br' },
    { answer: notYet, accept: 'br', expected: undefined },
    { answer: notYet, accept: 'identity', expected: 'identity' },
    { answer: small, accept: 'br, gzip', expected: 'identity' },
  ] as const)('accept-encoding $accept → $expected', ({ answer, accept, expected }) => {
    expect(pickEncoding(answer, accept)).toBe(expected);
  });
});
