import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildArticle, buildEvent } from '../../../test-support/factories.ts';
import { createdJson, signInAsNewAdmin, startTestApp, type TestApp } from '../../../test-support/test-app.ts';
import type { ArticleInput } from '../../contracts/article.ts';
import { renderPage } from '../../web/entry-server.tsx';
import { buildApp } from '../app.ts';
import { pathOf } from './cache-keys.ts';
import { NONCE_PLACEHOLDER, type PageRenderer } from './page-renderer.ts';

// The site's own pages, rendered by React from their real reads; each render is counted, so a page
// not rendered again was answered from the cache.
const rendered: string[] = [];
const pages: PageRenderer = {
  async renderPage(url, api) {
    rendered.push(pathOf(url));
    return renderPage(url, api, NONCE_PLACEHOLDER);
  },
  renderAdminShell: async () => '<div id="root"></div>',
};

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();

let t: TestApp;
let app: Awaited<ReturnType<typeof buildApp>>;
let cookie: string;
const articles = new Map<string, { id: number; input: ArticleInput }>();
let eventId: number;

async function createArticle(name: string, input: ArticleInput) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/articles',
    headers: { cookie },
    payload: input,
  });
  articles.set(name, { id: createdJson(response).id, input });
}

const write = async (method: 'PUT' | 'POST', url: string, payload: unknown) => {
  const response = await app.inject({ method, url, headers: { cookie }, payload: payload as object });
  expect(response.statusCode, response.body).toBeLessThan(300);
};

/** Saves a stored article again with `changes`, as the editor's form does. */
const saveArticle = (name: string, changes: Partial<ArticleInput>) => {
  const article = articles.get(name)!;
  article.input = { ...article.input, ...changes };
  return write('PUT', `/api/admin/articles/${article.id}`, article.input);
};

const get = (url: string) => app.inject({ method: 'GET', url });
const articlePage = (name: string) => `/article/${articles.get(name)!.id}`;

/** The pages rendered again after `change`, of `urls` (each cached before it, a 404 too). */
async function renderedAgain(urls: string[], change: () => Promise<unknown>): Promise<string[]> {
  for (const url of urls) expect((await get(url)).statusCode).toBeLessThan(500);
  const before = rendered.length;
  for (const url of urls) await get(url);
  expect(rendered.length, 'every page was cached before the change').toBe(before);
  await change();
  for (const url of urls) await get(url);
  return rendered.slice(before);
}

beforeAll(async () => {
  t = await startTestApp();
  app = await buildApp({ config: t.config, db: t.db, pages });
  ({ cookie } = await signInAsNewAdmin({ ...t, app }));
  // Fourteen news stories, newest first (the home page reads 13): "latest" shows the three after it
  // as More Like This; "onHome" is on the home page and in no other story's More Like This.
  for (let day = 1; day <= 14; day++)
    await createArticle(
      day === 1 ? 'latest' : day === 10 ? 'onHome' : `news ${day}`,
      buildArticle({ publishedDate: daysAgo(day) }),
    );
  // Older than all of them, of another category and author: on no page but its own and the lists.
  await createArticle(
    'old',
    buildArticle({ category: 'local', author: 'Avery Cole', publishedDate: daysAgo(60) }),
  );
  await createArticle('draft', buildArticle({ title: 'A draft', status: 'draft' }));
  eventId = createdJson(
    await app.inject({
      method: 'POST',
      url: '/api/admin/events',
      headers: { cookie },
      payload: buildEvent(),
    }),
  ).id;
});
afterAll(async () => {
  await app.close();
  await t.close();
});

describe('a content write drops only the cached pages that show what it changed', () => {
  it('keeps every page through a draft’s saves, autosaves and in-review edits', async () => {
    const urls = ['/', '/writing', articlePage('latest'), articlePage('draft'), '/just-for-fun'];
    const again = await renderedAgain(urls, async () => {
      await saveArticle('draft', { title: 'A draft, retitled' });
      await saveArticle('draft', { content: 'Typed a little more' });
      await write('POST', `/api/admin/articles/${articles.get('draft')!.id}/submit`, undefined);
      await saveArticle('draft', { status: 'in-review', title: 'Edited in review' });
    });
    expect(again).toEqual([]);
  });

  it('drops the pages, lists and feeds that showed an unpublished article, and no other', async () => {
    const onHome = articlePage('onHome');
    const urls = ['/', '/writing', onHome, articlePage('latest'), '/just-for-fun', '/nabj-tv'];
    const again = await renderedAgain(urls, () => saveArticle('onHome', { status: 'draft' }));
    expect(again.sort()).toEqual(['/', '/writing', onHome].sort());
    expect((await get(onHome)).statusCode).toBe(404);
    expect((await get('/sitemap.xml')).body).not.toContain(onHome);
    expect((await get('/rss.xml')).body).not.toContain(onHome);
  });

  it('keeps the home page when the unpublished article was not on it', async () => {
    const old = articlePage('old');
    const urls = ['/', articlePage('latest'), old, '/writing/local'];
    const again = await renderedAgain(urls, () => saveArticle('old', { status: 'draft' }));
    expect(again.sort()).toEqual([old, '/writing/local'].sort());
  });

  it('drops the lists an article joins when its review publishes it', async () => {
    const urls = ['/', '/writing', articlePage('latest'), '/just-for-fun'];
    // Still in review after the first test: an editor's save keeps it there, publishing is review's.
    const again = await renderedAgain(urls, () =>
      write('POST', `/api/admin/articles/${articles.get('draft')!.id}/publish`, {}),
    );
    // Every article's More Like This may take it in: the newest of all top the list up.
    expect(again.sort()).toEqual(['/', '/writing', articlePage('latest')].sort());
    expect((await get('/')).body).toContain('Edited in review');
    expect((await get('/rss.xml')).body).toContain('Edited in review');
  });

  it('drops the pages that show events at an event’s edit, and no article’s', async () => {
    const urls = ['/', '/writing', articlePage('latest'), '/just-for-fun'];
    const again = await renderedAgain(urls, () =>
      write('PUT', `/api/admin/events/${eventId}`, buildEvent({ title: 'Moved to Friday' })),
    );
    expect(again).toEqual(['/just-for-fun']);
    expect((await get('/just-for-fun')).body).toContain('Moved to Friday');
  });

  it('keeps every page at a write only the team sees', async () => {
    const urls = ['/', '/writing', articlePage('latest')];
    const again = await renderedAgain(urls, async () => {
      const confirmed = await app.inject({
        method: 'POST',
        url: '/api/admin/reauthenticate',
        headers: { cookie },
        payload: { password: 'correct horse battery' },
      });
      expect(confirmed.statusCode).toBe(200);
      // The session gets a new id with its new privilege.
      cookie = confirmed.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
      await write('POST', '/api/admin/budget', { title: 'A pitch', kind: 'article', wantedBy: daysAgo(-7) });
    });
    expect(again).toEqual([]);
  });

  it('drops every page at a write that is not content', async () => {
    const urls = ['/', '/writing', articlePage('latest'), '/just-for-fun', '/about'];
    const again = await renderedAgain(urls, async () => {
      const settings = (await app.inject({ url: '/api/admin/site-settings', headers: { cookie } })).json();
      await write('PUT', '/api/admin/site-settings', settings);
    });
    expect(again.sort()).toEqual([...urls].sort());
  });
});
