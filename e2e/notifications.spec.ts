import { AxeBuilder } from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, unique, waitForHydration } from './fixtures.ts';
import { atReaderWidths } from './viewports.ts';

// public-site §4: the "Stay Updated!" banner, the permission request and the new-content check; when
// the banner may ask is the rule (docs/architecture.md, "The notification prompt").

const banner = (page: Page) => page.getByRole('region', { name: 'Stay Updated!' });
// The toast itself, in its region: Radix's role=status copy of the text is gone after a second,
// which a busy machine can miss.
const toastWith = (page: Page, title: string) =>
  page.getByRole('region', { name: 'Notifications (F8)' }).getByRole('listitem').filter({ hasText: title });

/** The notifications the site's service worker shows right now. */
function shownNotifications(page: Page) {
  return page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
    })),
  );
}

/** True once React has hydrated the page, so effects (which decide the banner) have had their turn. */

/** Paragraphs enough that an article's end lies below the first screen at any width. */
const longBody = Array.from(
  { length: 12 },
  (_, i) => `Paragraph ${i + 1}. ${'A sentence of the story. '.repeat(8)}`,
).join('\n\n');

async function createArticle(admin: APIRequestContext, title: string, content = 'Body text.') {
  const response = await admin.post('/api/admin/articles', {
    data: {
      title,
      excerpt: 'A story for the notification check.',
      content,
      author: 'Notification Tester',
      imageUrl: '/og-default.png',
      category: 'news',
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: number; title: string };
}

/** A second page in the visit: the sign of interest after which the prompt may ask. */
async function browseTwoPages(page: Page) {
  await page.goto('/');
  await waitForHydration(page);
  await page.goto('/writing');
  await waitForHydration(page);
}

test.describe('notification banner', () => {
  atReaderWidths(({ width, height }) => {
    test('waits for a second page, sits below the content, and Not Now holds for 30 days', async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({ baseURL, viewport: { width, height } });
      const page = await context.newPage();
      await page.goto('/');
      await waitForHydration(page).then(() => page.waitForLoadState('networkidle'));
      expect(await page.evaluate(() => Notification.permission)).toBe('default');
      // The first page a reader lands on is left alone.
      await expect(banner(page)).toHaveCount(0);

      await page.goto('/writing');
      await expect(banner(page)).toBeVisible();
      await expect(banner(page)).toContainText('Stay Updated!');
      await expect(banner(page).getByRole('button', { name: 'Enable Notifications' })).toBeVisible();
      // In the page's flow after the content, never floating over it.
      expect(await banner(page).evaluate((element) => getComputedStyle(element).position)).toBe('static');
      const mainBottom = await page
        .locator('main#main')
        .evaluate((main) => main.getBoundingClientRect().bottom);
      const bannerTop = await banner(page).evaluate((element) => element.getBoundingClientRect().top);
      expect(bannerTop).toBeGreaterThanOrEqual(mainBottom);

      await banner(page).getByRole('button', { name: 'Not Now' }).click();
      await expect(banner(page)).toHaveCount(0);
      // Keyboard focus moves on to the page content rather than being lost with the buttons.
      await expect(page.locator('main#main')).toBeFocused();

      // Remembered across full page loads (as readers arrive from shared links) and other pages.
      await page.reload();
      await waitForHydration(page).then(() => page.waitForLoadState('networkidle'));
      await page.goto('/about');
      await waitForHydration(page).then(() => page.waitForLoadState('networkidle'));
      await expect(banner(page)).toHaveCount(0);

      // 30 days later the prompt may ask again.
      await page.evaluate(() => {
        const thirtyOneDaysAgo = Date.now() - 31 * 24 * 60 * 60 * 1000;
        localStorage.setItem('nabj-notifications-not-now', String(thirtyOneDaysAgo));
      });
      await page.reload();
      await expect(banner(page)).toBeVisible();
      await context.close();
    });

    test('asks below an article once the reader reaches its end', async ({ browser, baseURL, admin }) => {
      const article = await createArticle(admin, unique('Read to the end'), longBody);
      const context = await browser.newContext({ baseURL, viewport: { width, height } });
      const page = await context.newPage();
      await page.goto(`/article/${article.id}`);
      await waitForHydration(page).then(() => page.waitForLoadState('networkidle'));
      await expect(banner(page)).toHaveCount(0);
      await page.getByText('Filed under').scrollIntoViewIfNeeded();
      await expect(banner(page)).toBeVisible();
      const articleBottom = await page
        .locator('main#main')
        .evaluate((main) => main.getBoundingClientRect().bottom);
      expect(
        await banner(page).evaluate((element) => element.getBoundingClientRect().top),
      ).toBeGreaterThanOrEqual(articleBottom);
      await context.close();
    });
  });

  test('is not in the server-rendered HTML (it is decided in the browser)', async ({ request }) => {
    const html = await (await request.get('/')).text();
    expect(html).not.toContain('Stay Updated!');
    expect(html).toContain(
      '<link rel="alternate" type="application/rss+xml" title="All stories" href="/rss.xml"/>',
    );
  });

  test('Enable with permission granted confirms and shows a welcome notification', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await browseTwoPages(page);
    await expect(banner(page)).toBeVisible();
    await context.grantPermissions(['notifications']);
    await banner(page).getByRole('button', { name: 'Enable Notifications' }).click();

    const toast = toastWith(page, 'Notifications Enabled!');
    await expect(toast).toBeVisible();
    await expect(toast).toContainText("You'll be notified when new content is published.");
    await expect(banner(page)).toHaveCount(0);

    await expect
      .poll(async () => (await shownNotifications(page)).map((n) => n.tag), { timeout: 15_000 })
      .toContain('welcome');
    await context.close();
  });

  test('Enable without permission shows the blocked toast', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await browseTwoPages(page);
    await banner(page).getByRole('button', { name: 'Enable Notifications' }).click();
    const toast = toastWith(page, 'Notifications Blocked');
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('Please enable notifications in your browser settings.');
    await expect(banner(page)).toHaveCount(0);
    await context.close();
  });

  test('is not shown when notifications are blocked', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await page.goto('/');
    // Headless Chromium answers a permission request with 'denied', as a reader choosing Block would.
    expect(await page.evaluate(() => Notification.requestPermission())).toBe('denied');
    await page.reload();
    await waitForHydration(page).then(() => page.waitForLoadState('networkidle'));
    expect(await page.evaluate(() => Notification.permission)).toBe('denied');
    await expect(banner(page)).toHaveCount(0);
    await context.close();
  });

  test('is not shown when notifications are already granted', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, permissions: ['notifications'] });
    const page = await context.newPage();
    await page.goto('/');
    await waitForHydration(page).then(() => page.waitForLoadState('networkidle'));
    await expect(banner(page)).toHaveCount(0);
    await context.close();
  });

  for (const width of [390, 1280]) {
    test(`axe finds nothing serious in the banner at ${width}px`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
      const page = await context.newPage();
      await browseTwoPages(page);
      await expect(banner(page)).toBeVisible();
      const { violations } = await new AxeBuilder({ page }).include('section[aria-labelledby]').analyze();
      const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      await context.close();
    });
  }
});

test.describe('new-content check', () => {
  test('serves the service worker uncached and allowed at the root', async ({ request }) => {
    const response = await request.get('/sw.js');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/javascript/);
    expect(response.headers()['cache-control']).toBe('no-cache');
    expect(response.headers()['service-worker-allowed']).toBe('/');
    expect(await response.text()).toContain('notificationclick');
  });

  test('announces a story, a video and a graphic published under 10 minutes ago', async ({
    browser,
    baseURL,
    admin,
  }) => {
    const article = await createArticle(admin, unique('Notified story'));
    const videoTitle = unique('Notified video');
    const video = await admin.post('/api/admin/broadcast', {
      data: {
        title: videoTitle,
        description: 'A video for the notification check.',
        videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        creators: 'Notification Tester',
        publishedDate: new Date().toISOString(),
      },
    });
    expect(video.status()).toBe(201);
    const videoId = ((await video.json()) as { id: number }).id;
    const graphicTitle = unique('Notified graphic');
    const graphic = await admin.post('/api/graphics/embed', {
      data: { title: graphicTitle, creators: 'Notification Tester', embedCode: '<p>Chart</p>' },
    });
    expect(graphic.status()).toBe(201);
    const graphicId = ((await graphic.json()) as { id: number }).id;

    // Granted before the visit: the check runs on load (and every 5 minutes after).
    const context = await browser.newContext({ baseURL, permissions: ['notifications'] });
    const page = await context.newPage();
    await page.goto('/');

    const find = async (title: string) => (await shownNotifications(page)).find((n) => n.title === title);
    await expect.poll(() => find('New Story Published!'), { timeout: 20_000 }).toBeTruthy();
    await expect.poll(() => find('New NABJ TV Content!'), { timeout: 20_000 }).toBeTruthy();
    await expect.poll(() => find('New Graphics Content!'), { timeout: 20_000 }).toBeTruthy();

    // Other tests publish at the same time, so the newest story may be a later one than ours.
    const story = (await find('New Story Published!'))!;
    const storyId = Number(story.tag.replace(/^article-/, ''));
    expect(story.tag).toMatch(/^article-\d+$/);
    expect(storyId).toBeGreaterThanOrEqual(article.id);
    const newest =
      storyId === article.id ? article : await (await admin.get(`/api/articles/${storyId}`)).json();
    expect(story.body).toBe(newest.title);

    const tv = (await find('New NABJ TV Content!'))!;
    expect(tv.tag).toMatch(/^video-\d+$/);
    expect(Number(tv.tag.replace(/^video-/, ''))).toBeGreaterThanOrEqual(videoId);
    if (tv.tag === `video-${videoId}`) expect(tv.body).toBe(videoTitle);

    const chart = (await find('New Graphics Content!'))!;
    expect(chart.tag).toMatch(/^graphic-\d+$/);
    expect(Number(chart.tag.replace(/^graphic-/, ''))).toBeGreaterThanOrEqual(graphicId);
    if (chart.tag === `graphic-${graphicId}`) expect(chart.body).toBe(graphicTitle);

    // The same items are not announced again on the next load.
    const before = (await shownNotifications(page)).length;
    await page.evaluate(async () => {
      for (const n of await (await navigator.serviceWorker.ready).getNotifications()) n.close();
    });
    await page.reload();
    await waitForHydration(page).then(() => page.waitForLoadState('networkidle'));
    await page.waitForTimeout(1000);
    const again = await shownNotifications(page);
    expect(before).toBeGreaterThan(0);
    expect(again.filter((n) => [story.tag, tv.tag, chart.tag].includes(n.tag))).toEqual([]);
    await context.close();
  });
});
