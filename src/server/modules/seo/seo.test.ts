import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAsNewAdmin, startTestApp, type TestApp } from '../../../../test-support/test-app.ts';
import type { ArticleInput } from '../../../contracts/article.ts';
import {
  absoluteUrl,
  buildRobots,
  buildRss,
  buildSitemap,
  escapeXml,
  RSS_ITEM_LIMIT,
  rfc822Date,
  SITEMAP_URL_LIMIT,
  staticPagePaths,
} from './seo.feeds.ts';

const PUBLIC_URL = 'https://nabj.example.org';
const NASTY = `Tom & Jerry's <"best"> story`;
const NASTY_ESCAPED = 'Tom &amp; Jerry&apos;s &lt;&quot;best&quot;&gt; story';

describe('XML builders', () => {
  it('escapes the five XML specials and drops characters XML cannot carry', () => {
    expect(escapeXml(NASTY)).toBe(NASTY_ESCAPED);
    expect(escapeXml('a\u0000b\u0008c\td\ne\uFFFEf')).toBe('abc\td\nef');
    expect(escapeXml('emoji 📰 stays')).toBe('emoji 📰 stays');
    expect(escapeXml('lone \uD800 surrogate')).toBe('lone  surrogate');
  });

  it('writes RFC 822 dates and absolute addresses', () => {
    expect(rfc822Date(new Date('2026-11-22T04:09:00Z'))).toBe('Sun, 22 Nov 2026 04:09:00 GMT');
    expect(absoluteUrl(PUBLIC_URL, '/article/3')).toBe(`${PUBLIC_URL}/article/3`);
    expect(absoluteUrl(PUBLIC_URL, 'uploads/a.webp')).toBe(`${PUBLIC_URL}/uploads/a.webp`);
    expect(absoluteUrl(PUBLIC_URL, 'https://cdn.example.com/a.jpg')).toBe('https://cdn.example.com/a.jpg');
  });

  it('keeps crawlers out of /admin and /api and names the sitemap', () => {
    expect(buildRobots(PUBLIC_URL)).toBe(
      `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api\n\nSitemap: ${PUBLIC_URL}/sitemap.xml\n`,
    );
  });

  it('builds an escaped sitemap bounded at 50,000 addresses', () => {
    const xml = buildSitemap(PUBLIC_URL, [
      { path: '/member/Tom%20%26%20Jerry' },
      { path: "/article/1?a=1&b='2'", lastModified: new Date('2026-01-02T03:04:05Z') },
    ]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain(`<loc>${PUBLIC_URL}/member/Tom%20%26%20Jerry</loc>`);
    expect(xml).toContain(
      `<url><loc>${PUBLIC_URL}/article/1?a=1&amp;b=&apos;2&apos;</loc><lastmod>2026-01-02T03:04:05.000Z</lastmod></url>`,
    );
    const many = Array.from({ length: SITEMAP_URL_LIMIT + 10 }, (_, i) => ({ path: `/article/${i}` }));
    expect(buildSitemap(PUBLIC_URL, many).match(/<url>/g)).toHaveLength(SITEMAP_URL_LIMIT);
  });

  it('builds an RSS 2.0 channel with escaped items, guids, dates and images', () => {
    const xml = buildRss(
      PUBLIC_URL,
      { title: NASTY, path: '/writing', feedPath: '/rss.xml', description: 'All & everything' },
      [
        {
          title: NASTY,
          path: '/article/7',
          description: 'An <b>excerpt</b>',
          publishedAt: new Date('2026-11-20T10:00:00Z'),
          author: 'Maya & Co',
          category: 'News',
          imageUrl: '/uploads/photo.webp',
        },
        {
          title: 'Plain',
          path: '/article/6',
          description: '',
          publishedAt: new Date('2026-11-19T10:00:00Z'),
        },
      ],
    );
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true);
    expect(xml).toContain(`<title>${NASTY_ESCAPED}</title>`);
    expect(xml).toContain('<description>All &amp; everything</description>');
    expect(xml).toContain(`<atom:link href="${PUBLIC_URL}/rss.xml" rel="self" type="application/rss+xml" />`);
    expect(xml).toContain('<lastBuildDate>Fri, 20 Nov 2026 10:00:00 GMT</lastBuildDate>');
    expect(xml).toContain(`<link>${PUBLIC_URL}/article/7</link>`);
    expect(xml).toContain(`<guid isPermaLink="true">${PUBLIC_URL}/article/7</guid>`);
    expect(xml).toContain('<pubDate>Fri, 20 Nov 2026 10:00:00 GMT</pubDate>');
    expect(xml).toContain('<description>An &lt;b&gt;excerpt&lt;/b&gt;</description>');
    expect(xml).toContain('<dc:creator>Maya &amp; Co</dc:creator>');
    expect(xml).toContain(
      `<media:content url="${PUBLIC_URL}/uploads/photo.webp" medium="image" type="image/webp" />`,
    );
    // No raw special character survives outside markup.
    expect(xml).not.toContain(NASTY);
    expect(xml.match(/<item>/g)).toHaveLength(2);
  });

  it('keeps at most 50 items', () => {
    const items = Array.from({ length: RSS_ITEM_LIMIT + 5 }, (_, i) => ({
      title: `Story ${i}`,
      path: `/article/${i}`,
      description: '',
      publishedAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
    }));
    const xml = buildRss(
      PUBLIC_URL,
      { title: 't', path: '/', feedPath: '/rss.xml', description: 'd' },
      items,
    );
    expect(xml.match(/<item>/g)).toHaveLength(RSS_ITEM_LIMIT);
  });
});

describe('SEO endpoints', () => {
  let t: TestApp;
  let cookie: string;
  let published: { id: number; title: string };
  let draft: { id: number };
  let scheduled: { id: number };
  let health: { id: number; title: string };

  async function createArticle(overrides: Partial<ArticleInput>) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/articles',
      headers: { cookie },
      payload: {
        title: 'A story',
        excerpt: 'Its excerpt',
        content: 'Its content',
        author: 'Maya Brooks',
        imageUrl: '/uploads/story.webp',
        category: 'news',
        ...overrides,
      },
    });
    expect(response.statusCode).toBe(201);
    return response.json();
  }

  beforeAll(async () => {
    t = await startTestApp({ publicUrl: PUBLIC_URL });
    ({ cookie } = await signInAsNewAdmin(t));
    published = await createArticle({ title: NASTY, excerpt: 'Excerpt & more' });
    draft = await createArticle({ title: 'Draft story', status: 'draft' });
    scheduled = await createArticle({ title: 'Scheduled story', publishedDate: '2999-01-01T00:00:00Z' });
    health = await createArticle({ title: 'Eat your greens', category: 'health' });
    const contributor = await t.app.inject({
      method: 'POST',
      url: '/api/admin/contributors',
      headers: { cookie },
      payload: { name: 'Maya Brooks & Co' },
    });
    expect(contributor.statusCode).toBe(201);
  });
  afterAll(() => t.close());

  it('serves robots.txt with the absolute sitemap address', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.body).toContain('User-agent: *');
    expect(response.body).toContain('Disallow: /admin');
    expect(response.body).toContain('Disallow: /api');
    expect(response.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });

  it('lists every public page, published articles and contributors in the sitemap', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const xml = response.body;
    for (const path of staticPagePaths) {
      expect(xml).toContain(`<loc>${PUBLIC_URL}${path}</loc>`);
    }
    expect(xml).toMatch(
      new RegExp(`<loc>${PUBLIC_URL}/article/${published.id}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT`),
    );
    expect(xml).toContain(`<loc>${PUBLIC_URL}/article/${health.id}</loc>`);
    expect(xml).not.toContain(`/article/${draft.id}<`);
    expect(xml).not.toContain(`/article/${scheduled.id}<`);
    expect(xml).toContain(`<loc>${PUBLIC_URL}/member/Maya%20Brooks%20%26%20Co</loc>`);
  });

  it('serves the all-stories feed, newest first, published only', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/rss.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const xml = response.body;
    expect(xml).toContain('<title>NABJ USC | All Stories</title>');
    expect(xml).toContain(`<link>${PUBLIC_URL}/writing</link>`);
    expect(xml).toContain(`<title>${NASTY_ESCAPED}</title>`);
    expect(xml).toContain('<description>Excerpt &amp; more</description>');
    expect(xml).toContain(`<guid isPermaLink="true">${PUBLIC_URL}/article/${published.id}</guid>`);
    expect(xml).toMatch(/<pubDate>\w{3}, \d\d \w{3} \d{4} \d\d:\d\d:\d\d GMT<\/pubDate>/);
    expect(xml).toContain('<category>Health is Wealth</category>');
    expect(xml).not.toContain('Draft story');
    expect(xml).not.toContain('Scheduled story');
    expect(xml.indexOf(health.title)).toBeLessThan(xml.indexOf(NASTY_ESCAPED));
  });

  it('serves one feed per category and 404 for an unknown one', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/writing/health/rss.xml' });
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(health.body).toContain('<title>NABJ USC | Health is Wealth</title>');
    expect(health.body).toContain(`<link>${PUBLIC_URL}/writing/health</link>`);
    expect(health.body).toContain('Eat your greens');
    expect(health.body).not.toContain(NASTY_ESCAPED);

    const news = await t.app.inject({ method: 'GET', url: '/writing/news/rss.xml' });
    expect(news.body).toContain(NASTY_ESCAPED);
    expect(news.body).not.toContain('Eat your greens');

    for (const category of ['our-2-cents', 'entertainment', 'local']) {
      const response = await t.app.inject({ method: 'GET', url: `/writing/${category}/rss.xml` });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<channel>');
    }

    const unknown = await t.app.inject({ method: 'GET', url: '/writing/sports/rss.xml' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Category not found' });
  });

  it('names the chapter from the site settings', async () => {
    const settings = (await t.app.inject({ method: 'GET', url: '/api/site-settings' })).json();
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/site-settings',
      headers: { cookie },
      payload: { ...settings, chapterName: 'NABJ Carolina' },
    });
    expect(saved.statusCode).toBe(200);
    const response = await t.app.inject({ method: 'GET', url: '/rss.xml' });
    expect(response.body).toContain('<title>NABJ Carolina | All Stories</title>');
  });
});
