import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAsNewAdmin, startTestApp, type TestApp } from '../../../test-support/test-app.ts';
import { buildApp } from '../app.ts';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';
import { PAGE_CACHE_CHANNEL } from './cache-invalidation.ts';
import type { PageRenderer } from './page-renderer.ts';

// Shows the newest article's title, like a real list page would; no build needed.
let renders = 0;
const pages: PageRenderer = {
  async renderPage(_url, api) {
    renders++;
    const [newest] = (await api('/api/articles?limit=1')) as { title: string }[];
    return { status: 200, html: `<h1>${newest?.title ?? 'none'}</h1>` };
  },
  renderAdminShell: async () => '<div id="root"></div>',
};

let t: TestApp;
/** On PostgreSQL, instance B gets a pool of its own, as a second server would; PGlite has one connection. */
let second: DatabaseHandle | undefined;
let instanceA: FastifyInstance;
let instanceB: FastifyInstance;
let cookie: string;

beforeAll(async () => {
  t = await startTestApp();
  const client = (t.db as unknown as { $client: unknown }).$client;
  if (client instanceof pg.Pool)
    second = await openDatabase({ url: String(client.options.connectionString) });
  instanceA = await buildApp({ config: t.config, db: t.db, pages });
  instanceB = await buildApp({ config: t.config, db: second?.db ?? t.db, pages });
  ({ cookie } = await signInAsNewAdmin({ ...t, app: instanceA }));
});
afterAll(async () => {
  await instanceA.close();
  await instanceB.close();
  await second?.close();
  await t.close();
});

const pageOn = async (instance: FastifyInstance) =>
  (await instance.inject({ method: 'GET', url: '/writing' })).body;

async function publishOnA(title: string) {
  const response = await instanceA.inject({
    method: 'POST',
    url: '/api/admin/articles',
    headers: { cookie },
    payload: { title, excerpt: 'e', content: 'c', author: 'A', imageUrl: '/uploads/a.png' },
  });
  expect(response.statusCode).toBe(201);
}

/** Polls B's page until it shows `html`; fails after `withinMs`. Returns how long it took. */
async function waitForPageOnB(html: string, withinMs: number): Promise<number> {
  const started = Date.now();
  while ((await pageOn(instanceB)) !== html) {
    if (Date.now() - started > withinMs) throw new Error(`B still serves ${await pageOn(instanceB)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Date.now() - started;
}

describe('page caches of several instances on one database', () => {
  it('drops the cached page on instance B within a second of a write through instance A', async () => {
    // Cached on B before each write, so only the notification can make B render again (and no
    // notification is still on its way when the next test starts).
    expect(await pageOn(instanceB)).toBe('<h1>none</h1>');
    await publishOnA('First');
    await waitForPageOnB('<h1>First</h1>', 1000);
    await publishOnA('Second');
    expect(await waitForPageOnB('<h1>Second</h1>', 1000)).toBeLessThan(1000);
  });

  it('keeps B cached through a draft’s saves on A', async () => {
    await pageOn(instanceB);
    const before = renders;
    const draft = {
      title: 'Draft',
      excerpt: 'e',
      content: 'c',
      author: 'A',
      imageUrl: '/uploads/a.png',
      status: 'draft',
    };
    const created = await instanceA.inject({
      method: 'POST',
      url: '/api/admin/articles',
      headers: { cookie },
      payload: draft,
    });
    expect(created.statusCode).toBe(201);
    const saved = await instanceA.inject({
      method: 'PUT',
      url: `/api/admin/articles/${created.json().id}`,
      headers: { cookie },
      payload: { ...draft, content: 'More words' },
    });
    expect(saved.statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await pageOn(instanceB)).toBe('<h1>Second</h1>');
    expect(renders).toBe(before);
  });

  it('keeps B cached when A refuses a write', async () => {
    await pageOn(instanceB);
    const before = renders;
    await instanceA.inject({ method: 'POST', url: '/api/admin/articles', headers: { cookie }, payload: {} });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await pageOn(instanceB)).toBe('<h1>Second</h1>');
    expect(renders).toBe(before);
  });
});

describe('a lost listener connection', () => {
  const listenerQuery = `from pg_stat_activity where datname = current_database() and query = 'LISTEN ${PAGE_CACHE_CHANNEL}'`;
  const query = (text: string) => (t.db as unknown as { $client: pg.Pool }).$client.query(text);
  const listeners = async () =>
    (await query(`select count(*)::int as count ${listenerQuery}`)).rows[0]?.count;

  it('reconnects, drops what it may have missed, and hears writes again', async (context) => {
    // PGlite is in the process: it has no connection to lose.
    if (!second) context.skip();
    expect(await listeners()).toBe(2);
    await query(`select pg_terminate_backend(pid) ${listenerQuery}`);
    const deadline = Date.now() + 10_000;
    while ((await listeners()) !== 2) {
      if (Date.now() > deadline) throw new Error('the listeners did not come back');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await pageOn(instanceB);
    await publishOnA('After the reconnect');
    await waitForPageOnB('<h1>After the reconnect</h1>', 1000);
  });
});
