import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildArticle } from '../../../test-support/factories.ts';
import { startTcpProxy, type TcpProxy } from '../../../test-support/resilience/tcp-proxy.ts';
import { signInAsNewAdmin } from '../../../test-support/test-app.ts';
import { databaseUrlWithName, runOnServer } from '../../../test-support/test-database.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { DATABASE_UNAVAILABLE } from '../db/availability.ts';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';
import type { PageRenderer } from '../ssr/page-renderer.ts';

// An outage of PostgreSQL: the app reaches it through a proxy this test cuts and restores, so the
// machine's shared server keeps running. PGlite lives in the process and cannot become unreachable.
const kind = inject('goldenDatabase').kind;
const adminUrl = process.env.TEST_DATABASE_URL;
const name = `nabj_outage_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;

// Like a real page: it shows the newest story, read through the app's own API. /events reads a list
// of its own, so its read is not among the answers /writing left in the cache.
const pages: PageRenderer = {
  async renderPage(url, api) {
    const limit = url.startsWith('/events') ? 2 : 1;
    const [newest] = (await api(`/api/articles?limit=${limit}`)) as { title: string }[];
    return { status: 200, html: `<h1>${newest?.title ?? 'none'}</h1>` };
  },
  renderAdminShell: async () => '<div id="root"></div>',
};

let proxy: TcpProxy;
let database: DatabaseHandle;
let app: FastifyInstance;
let dataDir: string;

beforeAll(async () => {
  if (kind !== 'postgres') return;
  await runOnServer(adminUrl!, `CREATE DATABASE ${name}`);
  const direct = new URL(databaseUrlWithName(adminUrl!, name));
  proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
  direct.host = `127.0.0.1:${proxy.port}`;
  // Idle connections cut by the outage are reported here instead of ending the process.
  database = await openDatabase({ url: direct.toString(), onIdleError: () => {} });
  await database.migrate();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nabj-outage-test-'));
  app = await buildApp({ config: loadConfig({ DATA_DIR: dataDir }), db: database.db, pages });
});
afterAll(async () => {
  if (kind !== 'postgres') return;
  await app.close();
  await database.close();
  await proxy.close();
  await runOnServer(adminUrl!, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const get = (url: string) => app.inject({ method: 'GET', url });

describe.skipIf(kind !== 'postgres')('while PostgreSQL is unreachable', () => {
  it('serves cached pages, answers the API with 503, is not ready, and recovers by itself', async () => {
    const { cookie } = await signInAsNewAdmin({
      app,
      db: database.db,
      config: loadConfig({}),
      close: async () => {},
    });
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/articles',
      headers: { cookie },
      payload: buildArticle({ title: 'Before the outage' }),
    });
    expect(created.statusCode).toBe(201);
    const cached = await get('/writing');
    expect(cached.body).toBe('<h1>Before the outage</h1>');

    proxy.cut();

    const page = await get('/writing');
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(cached.body);
    // A page not rendered yet whose reads are all cached answers is still made.
    const fromCachedReads = await get('/writing?page=2');
    expect(fromCachedReads.statusCode).toBe(200);
    expect(fromCachedReads.body).toBe(cached.body);

    const read = await get('/api/articles');
    expect(read.statusCode).toBe(503);
    expect(read.json()).toEqual({ message: DATABASE_UNAVAILABLE });
    expect(read.headers['retry-after']).toBe('5');
    const write = await app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      payload: { email: 'outage@example.org' },
    });
    expect(write.statusCode).toBe(503);
    expect(write.json()).toEqual({ message: DATABASE_UNAVAILABLE });
    const admin = await app.inject({ method: 'GET', url: '/api/admin/articles', headers: { cookie } });
    expect(admin.statusCode).toBe(503);

    expect((await get('/readyz')).statusCode).toBe(503);

    // A page nobody has asked for yet: a plain error page, neither a stack trace nor a cached hole.
    const uncached = await get('/events');
    expect(uncached.statusCode).toBe(503);
    expect(uncached.headers['content-type']).toContain('text/html');
    expect(uncached.headers['cache-control']).toBe('no-store');
    expect(uncached.body).toContain('Temporarily unavailable');
    expect(uncached.body).toContain(DATABASE_UNAVAILABLE);
    expect(uncached.body).not.toMatch(/at .*\.ts|Error:/);

    proxy.restore();

    // The pool opens new connections on the next request: no restart needed.
    const deadline = Date.now() + 15_000;
    while ((await get('/readyz')).statusCode !== 200) {
      expect(Date.now()).toBeLessThan(deadline);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect((await get('/api/articles')).statusCode).toBe(200);
    const again = await get('/events');
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe('<h1>Before the outage</h1>');
  }, 60_000);
});
