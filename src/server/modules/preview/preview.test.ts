import type { FastifyInstance } from 'fastify';
import type { ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSourcePages } from '../../../../test-support/source-pages.ts';
import { signInAsNewAdmin, startTestApp, type TestApp } from '../../../../test-support/test-app.ts';
import { contentKinds, type PublishedKind, publishedKinds } from '../../../contracts/content-kinds.ts';
import { PREVIEW_LINK_INVALID } from '../../../contracts/preview-values.ts';
import { buildApp } from '../../app.ts';
import { articles } from '../articles/articles.table.ts';
import { graphics } from '../graphics/graphics.table.ts';
import { videos } from '../videos/videos.table.ts';
import { PREVIEW_LIFETIME_MS, signPreviewToken } from './preview-links.ts';

let t: TestApp;
let vite: ViteDevServer;
let app: FastifyInstance;
let base: string;
let cookie: string;
const ids = { draft: 0, scheduled: 0, published: 0, video: 0, graphic: 0 };

const article = (title: string, status: 'draft' | 'published', publishedDate = new Date()) => ({
  title,
  excerpt: `${title} excerpt`,
  content: `${title} body`,
  author: 'Maya Reporter',
  imageUrl: '/uploads/a.webp',
  category: 'news' as const,
  status,
  publishedDate,
});

beforeAll(async () => {
  t = await startTestApp();
  const inserted = await t.db
    .insert(articles)
    .values([
      article('Secret draft story', 'draft'),
      article('Embargoed scheduled story', 'published', new Date(Date.now() + 7 * 24 * 60 * 60 * 1000)),
      article('Already published story', 'published', new Date(Date.now() - 60_000)),
    ])
    .returning({ id: articles.id });
  [ids.draft, ids.scheduled, ids.published] = inserted.map((row) => row.id) as [number, number, number];
  ({ id: ids.video } = (
    await t.db
      .insert(videos)
      .values({
        title: 'Draft video',
        description: 'd',
        videoUrl: 'https://youtu.be/abcdefghijk',
        type: 'short-form',
        status: 'draft',
      })
      .returning({ id: videos.id })
  )[0]!);
  ({ id: ids.graphic } = (
    await t.db
      .insert(graphics)
      .values({ title: 'Draft graphic', imageUrl: '/uploads/g.webp', type: 'infographic', status: 'draft' })
      .returning({ id: graphics.id })
  )[0]!);
  const source = await startSourcePages();
  vite = source.vite;
  app = await buildApp({ config: t.config, db: t.db, pages: source.pages });
  // A real socket: a cached page is answered before Fastify, which inject does not pass through.
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  ({ cookie } = await signInAsNewAdmin({ ...t, app }));
}, 120_000);
afterAll(async () => {
  await app?.close();
  await vite?.close();
  await t?.close();
});

async function get(path: string) {
  const response = await fetch(`${base}${path}`);
  return { status: response.status, headers: response.headers, body: await response.text() };
}

async function previewLink(kind: PublishedKind, id: number) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/admin/${contentKinds[kind].api}/${id}/preview-link`,
    headers: { cookie },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { url: string; expiresAt: string };
}

/** A link's address on this server, and its token. */
function localPath(url: string) {
  const { pathname, search } = new URL(url);
  return { path: `${pathname}${search}`, token: new URL(url).searchParams.get('preview')! };
}

const ROBOTS_NOINDEX = /<meta name="robots" content="noindex"/;

describe('the preview link route', () => {
  it('needs an admin session', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/admin/articles/${ids.draft}/preview-link`,
    });
    expect(response.statusCode).toBe(401);
  });

  it.each([
    ['articles', 'Article not found'],
    ['broadcast', 'Video not found'],
    ['graphics', 'Graphic not found'],
  ] as const)('answers 404 for an unknown %s id', async (kind, message) => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/admin/${kind}/999999/preview-link`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message });
  });

  it('gives the public address of the item with a token that expires in a day', async () => {
    const before = Date.now();
    const link = await previewLink('article', ids.draft);
    expect(link.url).toMatch(new RegExp(`^${t.config.publicUrl}/article/${ids.draft}\\?preview=[\\w.-]+$`));
    const expires = Date.parse(link.expiresAt);
    expect(expires).toBeGreaterThan(before + PREVIEW_LIFETIME_MS - 2000);
    expect(expires).toBeLessThanOrEqual(Date.now() + PREVIEW_LIFETIME_MS);
    expect((await previewLink('video', ids.video)).url).toMatch(/\/nabj-tv\?preview=/);
    expect((await previewLink('graphic', ids.graphic)).url).toMatch(/\/graphics\?preview=/);
  });
});

describe('a previewed article', () => {
  it.each([
    ['draft', () => ids.draft, 'Secret draft story'],
    ['scheduled', () => ids.scheduled, 'Embargoed scheduled story'],
  ])('renders a %s on its public page, not indexed and not stored', async (_status, id, title) => {
    // The public page was asked for first: its 404 is cached, and must not answer the preview.
    const before = await get(`/article/${id()}`);
    expect(before.status).toBe(404);

    const { path, token } = localPath((await previewLink('article', id())).url);
    const page = await get(path);
    expect(page.status).toBe(200);
    expect(page.body).toContain(title);
    expect(page.body).toContain('of an unpublished article');
    expect(page.body).toMatch(ROBOTS_NOINDEX);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('x-robots-tag')).toBe('noindex');

    const read = await get(`/api/articles/${id()}?preview=${token}`);
    expect(read.status).toBe(200);
    expect(JSON.parse(read.body)).toMatchObject({ id: id(), title });
    expect(read.headers.get('cache-control')).toBe('no-store');
    expect(read.headers.get('x-robots-tag')).toBe('noindex');

    // Nothing the preview read or rendered was kept: the public addresses still know no such article.
    const after = await get(`/article/${id()}`);
    expect(after.status).toBe(404);
    expect(after.body).not.toContain(title);
    expect((await get(`/api/articles/${id()}`)).status).toBe(404);
  });

  it('leaves the cached page of a published article as readers see it', async () => {
    const cached = await get(`/article/${ids.published}`);
    expect(cached.status).toBe(200);
    const { path } = localPath((await previewLink('article', ids.published)).url);
    const preview = await get(path);
    expect(preview.body).toContain('of an unpublished article');
    const again = await get(`/article/${ids.published}`);
    expect(again.body).not.toContain('of an unpublished article');
    expect(again.body).not.toMatch(ROBOTS_NOINDEX);
    expect(again.headers.get('cache-control')).toContain('public');
  });

  it('never lists the draft, in the lists, the sitemap or the feed', async () => {
    await get(localPath((await previewLink('article', ids.draft)).url).path);
    for (const path of ['/api/articles', '/sitemap.xml', '/rss.xml', '/writing']) {
      const answer = await get(path);
      expect(answer.body).not.toContain('Secret draft story');
      expect(answer.body).not.toContain(`/article/${ids.draft}`);
    }
  });
});

describe('a refused preview token', () => {
  const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  /** The token with the character at `at` changed in its lowest bit. */
  const altered = async (at: number) => {
    const { token } = localPath((await previewLink('article', ids.draft)).url);
    const index = at < 0 ? token.length + at : at;
    const changed = BASE64URL[BASE64URL.indexOf(token[index]!) ^ 1];
    return `${token.slice(0, index)}${changed}${token.slice(index + 1)}`;
  };
  const refusals: [string, () => Promise<string>][] = [
    ['altered in its signature', () => altered(-10)],
    // The last character of the signature carries two spare bits, which decoding alone ignores.
    ['altered in its last character', () => altered(-1)],
    [
      'with its expiry moved',
      async () => {
        const { token } = localPath((await previewLink('article', ids.draft)).url);
        const [id, expires, mac] = token.split('.');
        return `${id}.${Number(expires) + 3600}.${mac}`;
      },
    ],
    // The same numbers spelled otherwise (decision 011: an altered token must not work).
    [
      'with a leading zero on its id',
      async () => `0${localPath((await previewLink('article', ids.draft)).url).token}`,
    ],
    [
      'with a leading zero on its expiry',
      async () => {
        const [id, expires, mac] = localPath((await previewLink('article', ids.draft)).url).token.split('.');
        return `${id}.0${expires}.${mac}`;
      },
    ],
    [
      'expired',
      async () =>
        (
          await signPreviewToken(
            t.db,
            'article',
            ids.draft,
            new Date(Date.now() - PREVIEW_LIFETIME_MS - 1000),
          )
        ).token,
    ],
    ['of another article', async () => localPath((await previewLink('article', ids.scheduled)).url).token],
    [
      'of another kind with the same id',
      async () => (await signPreviewToken(t.db, 'graphic', ids.draft)).token,
    ],
    ['made up', async () => 'not-a-token'],
  ];

  it.each(refusals)(
    'answers the page and the read with 404 when %s, showing nothing of the draft',
    async (_case, token) => {
      const value = await token();
      const read = await get(`/api/articles/${ids.draft}?preview=${encodeURIComponent(value)}`);
      expect(read.status).toBe(404);
      expect(JSON.parse(read.body)).toEqual({ message: PREVIEW_LINK_INVALID });
      expect(read.headers.get('cache-control')).toBe('no-store');

      const page = await get(`/article/${ids.draft}?preview=${encodeURIComponent(value)}`);
      expect(page.status).toBe(404);
      expect(page.body).toContain('Article Not Found');
      expect(page.body).toContain(PREVIEW_LINK_INVALID);
      expect(page.body).not.toContain('Secret draft story');
      expect(page.body).not.toContain('Secret draft story excerpt');
      expect(page.headers.get('cache-control')).toBe('no-store');
    },
  );
});

describe('a preview link a day old', () => {
  it('stops working, though its page and read were answered while it was valid', async () => {
    const { path, token } = localPath((await previewLink('article', ids.draft)).url);
    const read = `/api/articles/${ids.draft}?preview=${token}`;
    expect((await get(path)).status).toBe(200);
    expect((await get(read)).status).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + PREVIEW_LIFETIME_MS + 1000 });
    try {
      const expired = await get(read);
      expect(expired.status).toBe(404);
      expect(JSON.parse(expired.body)).toEqual({ message: PREVIEW_LINK_INVALID });
      const page = await get(path);
      expect(page.status).toBe(404);
      expect(page.body).not.toContain('Secret draft story');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('previewed videos and graphics', () => {
  it.each([
    ['video', () => ids.video, 'Draft video'],
    ['graphic', () => ids.graphic, 'Draft graphic'],
  ] as const)('are read from their public API (%s) with a valid token only', async (kind, id, title) => {
    const api = contentKinds[kind].api;
    const { token } = localPath((await previewLink(kind, id())).url);
    const read = await get(`/api/${api}/${id()}?preview=${token}`);
    expect(read.status).toBe(200);
    expect(JSON.parse(read.body)).toMatchObject({ id: id(), title });
    expect(read.headers.get('cache-control')).toBe('no-store');
    expect((await get(`/api/${api}/${id()}`)).status).toBe(404);
    const otherKind = (await signPreviewToken(t.db, kind === 'graphic' ? 'video' : 'graphic', id())).token;
    expect((await get(`/api/${api}/${id()}?preview=${otherKind}`)).status).toBe(404);
    expect((await get(`/api/${api}`)).body).not.toContain(title);
  });

  it.each([
    ['video', () => ids.video, 'Draft video', 'an unpublished video'],
    ['graphic', () => ids.graphic, 'Draft graphic', 'an unpublished graphic'],
  ] as const)(
    'are shown above their list page (%s), or refused there with a 404',
    async (kind, id, title, banner) => {
      const { path, token } = localPath((await previewLink(kind, id())).url);
      const page = await get(path);
      expect(page.status).toBe(200);
      expect(page.body).toContain(title);
      expect(page.body).toContain(`Preview of ${banner}`);
      expect(page.body).toMatch(ROBOTS_NOINDEX);
      expect(page.headers.get('cache-control')).toBe('no-store');
      expect(page.headers.get('x-robots-tag')).toBe('noindex');

      const listPath = path.slice(0, path.indexOf('?'));
      const list = await get(listPath);
      expect(list.status).toBe(200);
      expect(list.body).not.toContain(title);

      const other = (await signPreviewToken(t.db, kind, id() + 1000)).token;
      for (const refused of [`${token.slice(0, -10)}${token.slice(-9)}A`, other]) {
        const page = await get(`${listPath}?preview=${refused}`);
        expect(page.status).toBe(404);
        expect(page.body).toContain(PREVIEW_LINK_INVALID);
        expect(page.body).not.toContain(title);
      }
    },
  );
});

describe('a previewed draft saved with only its title (issue 36)', () => {
  it.each(publishedKinds)('renders on the %s page with its blank fields', async (kind) => {
    const title = `Only a ${kind} headline`;
    const created = await app.inject({
      method: 'POST',
      url: `/api/admin/${contentKinds[kind].api}`,
      payload: { title, status: 'draft' },
      headers: { cookie },
    });
    expect(created.statusCode, created.body).toBe(201);
    const page = await get(localPath((await previewLink(kind, created.json().id)).url).path);
    expect(page.status).toBe(200);
    expect(page.body).toContain(title);
  });
});
