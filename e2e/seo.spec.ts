import { expect, test, unique } from './fixtures.ts';

// robots.txt, sitemap.xml and the RSS feeds on the real server (the page routes must not swallow them).

test('robots.txt keeps crawlers out of /admin and /api and names the sitemap', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
  expect(response.headers()['cache-control']).toBe('public, max-age=300');
  const text = await response.text();
  expect(text).toContain('Disallow: /admin');
  expect(text).toContain('Disallow: /api');
  expect(text).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
});

test('the sitemap and the feeds list a published story, not a draft', async ({ request, admin }) => {
  const create = async (title: string, status: 'published' | 'draft') => {
    const response = await admin.post('/api/admin/articles', {
      data: {
        title,
        excerpt: `Excerpt of ${title} & more`,
        content: 'Body text.',
        author: 'Feed Tester',
        imageUrl: '/og-default.png',
        category: 'local',
        status,
      },
    });
    expect(response.status()).toBe(201);
    return (await response.json()) as { id: number };
  };
  const publishedTitle = unique('Feed <story>');
  const published = await create(publishedTitle, 'published');
  const draft = await create(unique('Feed draft'), 'draft');

  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toBe('application/xml; charset=utf-8');
  const xml = await sitemap.text();
  expect(xml).toMatch(new RegExp(`<loc>https?://[^<]+/article/${published.id}</loc><lastmod>`));
  expect(xml).not.toContain(`/article/${draft.id}<`);
  expect(xml).toMatch(/<loc>https?:\/\/[^<]+\/writing\/local<\/loc>/);

  for (const path of ['/rss.xml', '/writing/local/rss.xml']) {
    const feed = await request.get(path);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
    const body = await feed.text();
    expect(body).toContain(`<title>${publishedTitle.replace('<', '&lt;').replace('>', '&gt;')}</title>`);
    expect(body).not.toContain('Feed draft');
  }
  expect((await request.get('/writing/nowhere/rss.xml')).status()).toBe(404);
});

test('client-side navigation replaces the page head, one tag of each kind', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const chapter = (await page.title()).trim();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'NABJ TV' }).click();
  await expect(page).toHaveURL(/\/nabj-tv$/);
  await expect(page).toHaveTitle(`NABJ TV | ${chapter}`);
  const head = page.locator('head');
  await expect(head.locator('link[rel="canonical"]')).toHaveCount(1);
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/nabj-tv$/);
  await expect(head.locator('meta[name="description"]')).toHaveCount(1);
  await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', /^NABJ TV: /);
  await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', `NABJ TV | ${chapter}`);
  await page.goBack();
  await expect(page).toHaveTitle(chapter);
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/$/);
});

test('a page arrives with its title and meta tags in its head, one of each', async ({ request }) => {
  const html = await (await request.get('/nabj-tv')).text();
  const [head, body] = html.split('</head>');
  for (const tag of [
    /<title>NABJ TV \|/,
    /<meta name="description"/,
    /<link rel="canonical"/,
    /<meta property="og:title"/,
  ]) {
    expect(head!.match(new RegExp(tag, 'g'))).toHaveLength(1);
    expect(body).not.toMatch(tag);
  }
});
