import type { APIRequestContext } from '@playwright/test';
import { articleCategories } from '../src/contracts/article-values.ts';
import { expect, test, unique } from './fixtures.ts';

/*
 * Every public page, loaded afresh, hydrates without a mismatch: React then keeps the server's
 * markup instead of throwing it away and rendering the page again in the browser. The production
 * build reports a mismatch as a minified error (#418 and its kin) thrown to the page; the development
 * build (E2E_DEV=1) logs it in words, attributes included.
 */
const HYDRATION_TROUBLE =
  /hydrat|didn't match|did not match|mismatch|Minified React error #4(18|19|22|23)\b|react\.dev\/errors\/4(18|19|22|23)\b/i;

async function created(response: Awaited<ReturnType<APIRequestContext['post']>>) {
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number };
}

/** Some of everything a public page shows, so that each page renders its full blocks, not its empty states. */
async function createContent(admin: APIRequestContext) {
  const author = `${unique('Hydra')} Writer`;
  await created(
    await admin.post('/api/admin/contributors', {
      data: {
        name: author,
        major: 'Journalism',
        schoolYear: 'Senior',
        bio: 'Writes about the city.',
        isActive: true,
      },
    }),
  );
  const article = await created(
    await admin.post('/api/admin/articles', {
      data: {
        title: unique('Hydration story'),
        excerpt: 'A story with a picture, a list and a link.',
        content:
          '<p>First <strong>paragraph</strong> with a <a href="https://example.org">link</a>.</p><ul><li>One</li><li>Two</li></ul>',
        author,
        imageUrl: '/og-default.png',
        category: 'news',
        featured: true,
      },
    }),
  );
  await created(
    await admin.post('/api/admin/broadcast', {
      data: {
        title: unique('Hydration video'),
        description: 'A short piece.',
        videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        creators: [author],
        duration: '1:30',
        publishedDate: new Date(Date.now() - 60_000).toISOString(),
      },
    }),
  );
  await created(
    await admin.post('/api/admin/graphics', {
      data: {
        title: unique('Hydration chart'),
        description: 'A chart.',
        creators: [author],
        slides: [{ url: '/og-default.png' }],
      },
    }),
  );
  await created(
    await admin.post('/api/admin/events', {
      data: {
        title: unique('Hydration meeting'),
        description: 'Bring a story idea.',
        date: new Date(Date.now() + 20 * 86_400_000).toISOString(),
        location: 'Room 101',
      },
    }),
  );
  await created(
    await admin.post('/api/admin/nabj-picks', {
      data: {
        title: unique('Hydration topic'),
        description: 'What we read.',
        imageUrl: '/og-default.png',
        items: [{ memberName: author, recommendationTitle: 'A book', reasoning: 'It is good.' }],
      },
    }),
  );
  return { author, articleId: article.id };
}

test('every public page arrives whole and hydrates without a mismatch', async ({ page, admin }) => {
  test.setTimeout(120_000);
  const { author, articleId } = await createContent(admin);
  const paths = [
    '/',
    '/writing',
    '/writing?q=hydration',
    ...articleCategories.map((category) => `/writing/${category}`),
    `/article/${articleId}`,
    '/article/999999999',
    '/nabj-tv',
    '/graphics',
    '/nabj-picks',
    '/just-for-fun',
    '/about',
    '/donate',
    '/newsletter/confirm?token=not-a-token',
    '/newsletter/unsubscribe?token=not-a-token',
    '/member-portfolios',
    '/member/Maya%20Brooks',
    `/member/${encodeURIComponent(author)}`,
    `/contributor/${encodeURIComponent(author)}`,
    '/no/such/page',
  ];
  const trouble: string[] = [];
  let current = '';
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type()) && HYDRATION_TROUBLE.test(message.text()))
      trouble.push(`${current}: ${message.text()}`);
  });
  page.on('pageerror', (error) => {
    if (HYDRATION_TROUBLE.test(`${error.message}\n${error.stack}`))
      trouble.push(`${current}: ${error.message}`);
  });
  for (const path of paths) {
    current = path;
    // Each page arrives whole: no part of it sent hidden and shown later by a script of React's.
    const html = await (await page.request.get(path)).text();
    expect(html, path).not.toMatch(/<!--\$\?-->|<template id="B:/);
    await page.goto(path);
    // Anything React reports comes while it hydrates, which the fixture waited for; a frame more for
    // what it reports after its commit.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
  }
  expect(trouble).toEqual([]);
});
