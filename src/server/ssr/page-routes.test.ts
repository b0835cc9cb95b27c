import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAsNewAdmin, startTestApp, type TestApp } from '../../../test-support/test-app.ts';
import { buildApp } from '../app.ts';
import { NONCE_PLACEHOLDER, type PageRenderer } from './page-renderer.ts';

// A renderer that counts its renders and shows the newest article's title, like a real page would.
let renders = 0;
const pages: PageRenderer = {
  async renderPage(url, api) {
    renders++;
    if (url === '/unchanged') return { status: 200, html: `<script nonce="${NONCE_PLACEHOLDER}"></script>` };
    const [newest] = (await api('/api/articles?limit=1')) as { title: string }[];
    return { status: url === '/missing' ? 404 : 200, html: `<h1>${newest?.title ?? 'none'}</h1>` };
  },
  renderAdminShell: async () => '<div id="root"></div>',
};

let t: TestApp;
let app: Awaited<ReturnType<typeof buildApp>>;
let cookie: string;
beforeAll(async () => {
  t = await startTestApp();
  app = await buildApp({ config: t.config, db: t.db, pages });
  ({ cookie } = await signInAsNewAdmin({ ...t, app }));
});
afterAll(async () => {
  await app.close();
  await t.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('the page cache', () => {
  it('renders a page once, answers repeats from memory with an ETag and 304, and renders again after a write that changes it', async () => {
    const first = await get('/writing');
    expect(first.statusCode).toBe(200);
    expect(first.body).toBe('<h1>none</h1>');
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    const before = renders;
    const again = await get('/writing');
    expect(again.body).toBe(first.body);
    expect(renders).toBe(before);
    const notModified = await get('/writing', { 'if-none-match': String(first.headers.etag) });
    expect(notModified.statusCode).toBe(304);
    expect(renders).toBe(before);

    await app.inject({
      method: 'POST',
      url: '/api/admin/articles',
      headers: { cookie },
      payload: { title: 'Breaking', excerpt: 'e', content: 'c', author: 'A', imageUrl: '/uploads/a.png' },
    });
    const fresh = await get('/writing');
    expect(fresh.body).toBe('<h1>Breaking</h1>');
    expect(fresh.headers.etag).not.toBe(first.headers.etag);
    expect(renders).toBe(before + 1);
  });

  it('gives a page rendered again unchanged its ETag again, with a new nonce in its body and policy', async () => {
    const nonceOf = (response: Awaited<ReturnType<typeof get>>) => {
      const nonce = /nonce="([^"]+)"/.exec(response.body)?.[1];
      expect(String(response.headers['content-security-policy'])).toContain(`'nonce-${nonce}'`);
      return nonce;
    };
    const first = await get('/unchanged');
    // The page reads nothing, so only a write that drops every page (the settings) renders it again.
    const settings = (await app.inject({ url: '/api/admin/site-settings', headers: { cookie } })).json();
    await app.inject({
      method: 'PUT',
      url: '/api/admin/site-settings',
      headers: { cookie },
      payload: settings,
    });
    const before = renders;
    const again = await get('/unchanged');
    expect(renders).toBe(before + 1);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(nonceOf(again)).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(nonceOf(again)).not.toBe(nonceOf(first));
    expect(again.body).not.toContain(NONCE_PLACEHOLDER);
  });

  it('renders a page once for the readers who ask for it while it renders', async () => {
    const before = renders;
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => get('/together')));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(renders).toBe(before + 1);
  });

  it('keeps the status of a cached 404 page, and never caches the admin shell', async () => {
    expect((await get('/missing')).statusCode).toBe(404);
    expect((await get('/missing')).statusCode).toBe(404);
    expect((await get('/admin/login')).headers['cache-control']).toBe('no-store');
  });

  it('is not dropped by reads or refused writes', async () => {
    await get('/about');
    const before = renders;
    await app.inject({ method: 'POST', url: '/api/admin/articles', payload: {} });
    await app.inject({ method: 'POST', url: '/api/admin/articles', headers: { cookie }, payload: {} });
    await get('/api/articles');
    await get('/about');
    expect(renders).toBe(before);
  });

  it('shows a scheduled article by itself once its time comes, with no write in between', async () => {
    const comesOutAt = new Date(Date.now() + 1500);
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/articles',
      headers: { cookie },
      payload: {
        title: 'Scheduled story',
        excerpt: 'e',
        content: 'c',
        author: 'A',
        imageUrl: '/uploads/a.png',
        publishedDate: comesOutAt.toISOString(),
      },
    });
    expect(created.statusCode).toBe(201);
    expect((await get('/writing')).body).not.toContain('Scheduled story');
    expect((await get('/writing')).body).not.toContain('Scheduled story');
    await new Promise((resolve) => setTimeout(resolve, comesOutAt.getTime() - Date.now() + 50));
    expect((await get('/writing')).body).toBe('<h1>Scheduled story</h1>');
  });
});
