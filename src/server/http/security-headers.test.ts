import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAsNewAdmin, startTestApp, type TestApp } from '../../../test-support/test-app.ts';
import { buildApp } from '../app.ts';
import { NONCE_PLACEHOLDER, type PageRenderer } from '../ssr/page-renderer.ts';
import { contentSecurityPolicy, HSTS, PERMISSIONS_POLICY } from './security-headers.ts';

// Pages shaped like the real renderer's: a script tag and an embed srcdoc holding the nonce placeholder,
// showing the upcoming events (so an event's write renders them again).
const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nabj-static-'));
fs.writeFileSync(path.join(staticDir, 'site.webmanifest'), '{}');
let renders = 0;
const pages: PageRenderer = {
  staticDir,
  async renderPage(url, api) {
    renders++;
    await api('/api/events/upcoming');
    return {
      status: url === '/no-such-page' ? 404 : 200,
      html: `<html><body>${url}<script type="module" src="/app.js" nonce="${NONCE_PLACEHOLDER}"></script></body></html>`,
    };
  },
  renderAdminShell: async () => `<script type="module" src="/app.js" nonce="${NONCE_PLACEHOLDER}"></script>`,
};

let t: TestApp;
let app: Awaited<ReturnType<typeof buildApp>>;
beforeAll(async () => {
  t = await startTestApp();
  fs.mkdirSync(path.join(t.config.dataDir, 'uploads'), { recursive: true });
  fs.writeFileSync(
    path.join(t.config.dataDir, 'uploads', 'security-headers-test.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg"/>',
  );
  app = await buildApp({ config: t.config, db: t.db, pages });
  await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app.close();
  await t.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

function directives(csp: unknown): Map<string, string[]> {
  expect(typeof csp).toBe('string');
  return new Map(
    String(csp)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [String(name), values]),
  );
}

const nonceOf = (csp: unknown) =>
  directives(csp)
    .get('script-src')
    ?.find((v) => v.startsWith("'nonce-"))
    ?.slice(7, -1);

describe('security headers', () => {
  it('are on every answer: API, pages, the admin shell, built files, uploads, errors', async () => {
    const answers = await Promise.all([
      get('/api/articles'),
      get('/'),
      get('/admin/login'),
      get('/site.webmanifest'),
      get('/uploads/security-headers-test.svg'),
      get('/api/nothing-here'),
      app.inject({ method: 'POST', url: '/api/admin/articles', payload: {} }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 404, 401]);
    for (const answer of answers) {
      expect(answer.headers['content-security-policy']).toBeTruthy();
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(answer.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
      expect(answer.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(answer.headers['x-frame-options']).toBe('DENY');
      // PUBLIC_URL is http and the request came over http.
      expect(answer.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('hold a strict Content-Security-Policy: scripts only from this site with the nonce, never inline', async () => {
    const csp = directives((await get('/')).headers['content-security-policy']);
    const scripts = csp.get('script-src') ?? [];
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(scripts).toEqual([
      "'self'",
      expect.stringMatching(/^'nonce-[A-Za-z0-9+/]{22}==?'$/),
      "'strict-dynamic'",
    ]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https:']);
    expect(csp.get('media-src')).toEqual(["'self'", 'data:', 'blob:', 'https:']);
    expect(csp.get('frame-src')).toEqual(
      expect.arrayContaining(["'self'", 'https://www.youtube-nocookie.com', 'https://www.youtube.com']),
    );
    expect(csp.get('frame-src')).not.toContain('https:');
    expect(csp.get('frame-src')).not.toContain('*');
  });

  it('give every render its own nonce, named by the policy and carried by the page, until content changes', async () => {
    const first = await get('/writing');
    const before = renders;
    const second = await get('/writing');
    expect(renders).toBe(before);
    const [a, b] = [
      nonceOf(first.headers['content-security-policy']),
      nonceOf(second.headers['content-security-policy']),
    ];
    expect(a).toBeTruthy();
    // The cached copy keeps its render's nonce (docs/decisions/005): its bytes are compressed once.
    expect(b).toBe(a);
    expect(second.body).toBe(first.body);
    expect(first.body).toContain(`nonce="${a}"`);
    expect(first.body).not.toContain(NONCE_PLACEHOLDER);
    // Any other page, and the next render of this one after a content write, has a nonce of its own.
    expect(nonceOf((await get('/writing?q=award')).headers['content-security-policy'])).not.toBe(a);
    const admin = await signInAsNewAdmin({ ...t, app });
    const write = await app.inject({
      method: 'POST',
      url: '/api/admin/events',
      headers: { cookie: admin.cookie },
      payload: {
        title: 'Nonce mixer',
        date: '2031-02-01T18:00:00.000Z',
        location: 'Room 1',
        description: 'Talk',
      },
    });
    expect(write.statusCode).toBe(201);
    const rerendered = await get('/writing');
    expect(renders).toBe(before + 2);
    const c = nonceOf(rerendered.headers['content-security-policy']);
    expect(c).not.toBe(a);
    expect(rerendered.body).toContain(`nonce="${c}"`);
    const shell = await get('/admin/articles');
    expect(shell.body).toContain(`nonce="${nonceOf(shell.headers['content-security-policy'])}"`);
    // The ETag names the page without its nonce: the same content re-rendered keeps it.
    expect(rerendered.headers.etag).toBe(first.headers.etag);
  });

  it('leave the policy out of a 304, so the browser keeps the one that matches the body it reuses', async () => {
    const first = await get('/about');
    const notModified = await get('/about', { 'if-none-match': String(first.headers.etag) });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.headers['content-security-policy']).toBeUndefined();
    expect(notModified.headers['x-content-type-options']).toBe('nosniff');
  });

  it('add Strict-Transport-Security only on an https site or an https request', async () => {
    const httpsSite = await buildApp({
      config: { ...t.config, publicUrl: 'https://news.example.edu' },
      db: t.db,
    });
    const proxied = await buildApp({ config: { ...t.config, trustProxy: true }, db: t.db });
    try {
      expect(
        (await httpsSite.inject({ method: 'GET', url: '/api/articles' })).headers[
          'strict-transport-security'
        ],
      ).toBe(HSTS);
      const overHttps = await proxied.inject({
        method: 'GET',
        url: '/api/articles',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(overHttps.headers['strict-transport-security']).toBe(HSTS);
      expect(
        (await proxied.inject({ method: 'GET', url: '/api/articles' })).headers['strict-transport-security'],
      ).toBeUndefined();
    } finally {
      await httpsSite.close();
      await proxied.close();
    }
  });

  it("relax the policy for development only by Vite's hot-reload socket", async () => {
    const dev = await buildApp({
      config: t.config,
      db: t.db,
      pages: { ...pages, staticDir: undefined, development: true },
    });
    try {
      const csp = directives(
        (await dev.inject({ method: 'GET', url: '/' })).headers['content-security-policy'],
      );
      expect(csp.get('connect-src')).toEqual(["'self'", 'ws:', 'wss:']);
      expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
      expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
    } finally {
      await dev.close();
    }
  });
});

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** The answers to `text` sent as it is on a new connection, read until the server closes it. */
function exchange(port: number, text: string | (() => Promise<string>)[]): Promise<RawAnswer[]> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', async () => {
      for (const part of typeof text === 'string' ? [async () => text] : text) socket.write(await part());
    });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(parseAnswers(Buffer.concat(chunks).toString('latin1'))));
  });
}

function parseAnswers(text: string): RawAnswer[] {
  const answers: RawAnswer[] = [];
  let rest = text;
  while (rest.startsWith('HTTP/')) {
    const headEnd = rest.indexOf('\r\n\r\n');
    const [statusLine = '', ...lines] = rest.slice(0, headEnd).split('\r\n');
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(':');
      headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
    }
    const length = Number(headers['content-length'] ?? 0);
    answers.push({
      status: Number(statusLine.split(' ')[1]),
      headers,
      body: rest.slice(headEnd + 4, headEnd + 4 + length),
    });
    rest = rest.slice(headEnd + 4 + length);
  }
  return answers;
}

const request = (start: string, headers: string[] = [], body = '') =>
  [start, ...headers, 'Connection: close', '', body].join('\r\n');
const HOST = 'Host: 127.0.0.1';
const jsonPost = (body: string, declaredLength = body.length) =>
  request(
    'POST /api/newsletter/subscribe HTTP/1.1',
    [HOST, 'Content-Type: application/json', `Content-Length: ${declaredLength}`],
    body,
  );

/** The whole set every answer carries; a 304 leaves out only the policy. */
function expectSecurityHeaders(answer: RawAnswer, what: string) {
  const { headers } = answer;
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy'], what).toBe(PERMISSIONS_POLICY);
  expect(headers['cross-origin-opener-policy'], what).toBe('same-origin');
  expect(headers['x-frame-options'], what).toBe('DENY');
  expect(headers['strict-transport-security'], what).toBeUndefined();
  if (answer.status === 304) expect(headers['content-security-policy'], what).toBeUndefined();
  else if (what !== 'an upload')
    expect(headers['content-security-policy'], what).toBe(
      contentSecurityPolicy(nonceOf(headers['content-security-policy'])!),
    );
  // An upload keeps its own, stricter policy.
  else expect(headers['content-security-policy'], what).toContain('sandbox');
}

describe('security headers on the wire', () => {
  it('are on every answer that leaves the server, also those written below Fastify’s hooks', async () => {
    const port = (app.server.address() as net.AddressInfo).port;
    // Cached, so the next reading is answered before Fastify (ssr/cached-answers.ts).
    const page = (await exchange(port, request('GET /donate HTTP/1.1', [HOST])))[0]!;
    const cases: [string, string, number][] = [
      ['an unreadable URL (frameworkErrors)', request('GET /%E0%A4%A HTTP/1.1', [HOST]), 400],
      ['an unknown API route', request('GET /api/nothing-here HTTP/1.1', [HOST]), 404],
      ['an unknown page', request('GET /no-such-page HTTP/1.1', [HOST]), 404],
      ['broken JSON', jsonPost('{"email":'), 400],
      ['a body over the limit', jsonPost('{}', 2 * 1024 * 1024), 413],
      [
        'a wrong content type',
        request(
          'POST /api/newsletter/subscribe HTTP/1.1',
          [HOST, 'Content-Type: text/x-weird', 'Content-Length: 2'],
          'hi',
        ),
        415,
      ],
      ['HEAD', request('HEAD / HTTP/1.1', [HOST]), 200],
      ['OPTIONS', request('OPTIONS / HTTP/1.1', [HOST]), 404],
      [
        'a page from the cache, before Fastify',
        request('GET /donate HTTP/1.1', [HOST, 'Accept-Encoding: br']),
        200,
      ],
      [
        'a cached page not modified',
        request('GET /donate HTTP/1.1', [HOST, `If-None-Match: ${page.headers.etag}`]),
        304,
      ],
      ['a built file', request('GET /site.webmanifest HTTP/1.1', [HOST]), 200],
      ['an upload', request('GET /uploads/security-headers-test.svg HTTP/1.1', [HOST]), 200],
      ['a request Node cannot parse (clientError)', 'NOT HTTP AT ALL\r\n\r\n', 400],
      [
        'headers over the limit (clientError)',
        request('GET / HTTP/1.1', [HOST, `X-Big: ${'a'.repeat(20_000)}`]),
        431,
      ],
      ['an unknown Expect (checkExpectation)', request('GET / HTTP/1.1', [HOST, 'Expect: tea']), 417],
      ['HTTP/1.1 without Host', request('GET /api/articles HTTP/1.1'), 400],
    ];
    expectSecurityHeaders(page, 'a page');
    // Under the HTTP server's own policy, Fastify's answer still names the page's own nonce.
    expect(page.body).toContain(`nonce="${nonceOf(page.headers['content-security-policy'])}"`);
    for (const [what, text, status] of cases) {
      const answers = await exchange(port, text);
      expect(
        answers.map((answer) => answer.status),
        what,
      ).toEqual([status]);
      expectSecurityHeaders(answers[0]!, what);
      // A refusal is the site's own `{message}`, never Fastify's or Node's body.
      if (status >= 400 && status !== 404)
        expect(Object.keys(JSON.parse(answers[0]!.body)), what).toEqual(['message']);
    }
  });

  it('are on the 503 of a request that arrives while the server closes', async () => {
    const closing = await buildApp({ config: t.config, db: t.db });
    await closing.listen({ port: 0, host: '127.0.0.1' });
    const port = (closing.server.address() as net.AddressInfo).port;
    let closed: Promise<undefined> | undefined;
    // A request is on its way when the server starts to close; the one behind it on the same
    // connection arrives after.
    const body = '{"email":"closing@example.com"}';
    const first = [
      'POST /api/newsletter/subscribe HTTP/1.1',
      HOST,
      'Content-Type: application/json',
      `Content-Length: ${body.length}`,
      '',
      body,
    ].join('\r\n');
    const answers = await exchange(port, [
      async () => first.slice(0, -5),
      async () => {
        await new Promise((resolve) => setTimeout(resolve, 100));
        closed = closing.close();
        return '';
      },
      async () => `${first.slice(-5)}${request('GET /api/articles HTTP/1.1', [HOST])}`,
    ]);
    await closed;
    expect(answers.map((answer) => answer.status)).toEqual([200, 503]);
    expectSecurityHeaders(answers[1]!, 'the 503 while closing');
  });
});
