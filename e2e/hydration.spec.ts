import type { APIRequestContext } from '@playwright/test';
import { articlePath, memberPath, staticPagePaths } from '../src/server/modules/seo/seo.feeds.ts';
import { expect, pageWithHeldScripts, test, unique } from './fixtures.ts';
import { createThrough } from './support/admin.ts';
import { createArticle, createPickTopic } from './support/public.ts';

/*
 * Every public page, loaded afresh, hydrates without a mismatch: React then keeps the server's
 * markup instead of throwing it away and rendering the page again in the browser. The production
 * build reports a mismatch as a minified error (#418 and its kin) thrown to the page; the development
 * build (E2E_DEV=1) logs it in words, attributes included.
 */
const HYDRATION_TROUBLE =
  /hydrat|didn't match|did not match|mismatch|Minified React error #4(18|19|22|23)\b|react\.dev\/errors\/4(18|19|22|23)\b/i;

/** Some of everything a public page shows, so that each page renders its full blocks, not its empty states. */
async function createContent(admin: APIRequestContext) {
  const author = `${unique('Hydra')} Writer`;
  await createThrough(admin, '/api/admin/contributors', {
    name: author,
    major: 'Journalism',
    schoolYear: 'Senior',
    bio: 'Writes about the city.',
    isActive: true,
  });
  const article = await createArticle(admin, {
    title: unique('Hydration story'),
    excerpt: 'A story with a picture, a list and a link.',
    content:
      '<p>First <strong>paragraph</strong> with a <a href="https://example.org">link</a>.</p><ul><li>One</li><li>Two</li></ul>',
    author,
    featured: true,
  });
  await createThrough(admin, '/api/admin/broadcast', {
    title: unique('Hydration video'),
    description: 'A short piece.',
    videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    creators: [author],
    duration: '1:30',
    publishedDate: new Date(Date.now() - 60_000).toISOString(),
  });
  await createThrough(admin, '/api/admin/graphics', {
    title: unique('Hydration chart'),
    description: 'A chart.',
    creators: [author],
    slides: [{ url: '/og-default.png' }],
  });
  await createThrough(admin, '/api/admin/events', {
    title: unique('Hydration meeting'),
    description: 'Bring a story idea.',
    date: new Date(Date.now() + 20 * 86_400_000).toISOString(),
    location: 'Room 101',
  });
  await createPickTopic(admin, [
    { memberName: author, recommendationTitle: 'A book', reasoning: 'It is good.' },
  ]);
  return { author, articleId: article.id };
}

test('every public page arrives whole and hydrates without a mismatch', async ({ page, admin }) => {
  test.setTimeout(120_000);
  const { author, articleId } = await createContent(admin);
  const paths = [
    ...staticPagePaths,
    '/writing?q=hydration',
    articlePath(articleId),
    articlePath(999999999),
    '/newsletter/confirm?token=not-a-token',
    '/newsletter/subscribe',
    '/newsletter/subscribe?outcome=invalid',
    '/newsletter/unsubscribe?token=not-a-token',
    memberPath('Maya Brooks'),
    memberPath(author),
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

test.describe('what a reader typed before the page’s code arrived', () => {
  test('an address typed into the sign-up form is the one subscribed', async ({ context }) => {
    const { page, release, hydrated } = await pageWithHeldScripts(context);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const address = `${unique('early').replace(' ', '-')}@example.com`.toLowerCase();
    await page.getByLabel('Email address').first().fill(address);
    release();
    await hydrated();

    const sent = page.waitForRequest('**/api/newsletter/subscribe');
    await page.getByRole('button', { name: 'Subscribe' }).first().click();
    expect((await sent).postDataJSON()).toEqual({ email: address });
    await expect(page.getByLabel('Email address').first()).toHaveValue('');
  });

  test('a search typed into the stories page runs once the code is here', async ({ context, admin }) => {
    const title = unique('Earlybird');
    await createArticle(admin, { title, excerpt: 'Typed before the code came.' });
    const { page, release, hydrated } = await pageWithHeldScripts(context);
    await page.goto('/writing', { waitUntil: 'domcontentloaded' });
    await page.getByRole('searchbox', { name: 'Search stories' }).fill(title);
    release();
    await hydrated();

    await expect(page.getByText(`1 story matches “${title}”`)).toBeVisible();
    await expect(page).toHaveURL(/[?&]q=Earlybird/);
  });
});
