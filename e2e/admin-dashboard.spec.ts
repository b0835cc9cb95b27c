import fs from 'node:fs';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { Dashboard } from '../src/contracts/dashboard.ts';
import { expect, test, unique } from './fixtures.ts';

// Every signed-in admin screen, read from the feature folders' `<feature>-routes.ts(x)`, so a new screen
// is swept without anyone remembering to list it here (ids are any number: the check comes first).
// The signed-out screens (sign-in, the mailed links) have their own file and open without a session.
const adminDir = path.join(import.meta.dirname, '../src/web/admin');
const SIGNED_OUT_FILE = path.join('auth', 'signed-out-routes.ts');
const routesIn = (file: string) =>
  [...fs.readFileSync(path.join(adminDir, file), 'utf8').matchAll(/'(\/admin(?:\/[^']*)?)'/g)].map(
    ([, route]) => route!.replace(':id', '1'),
  );
const ADMIN_ROUTES = fs
  .readdirSync(adminDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => /-routes\.tsx?$/.test(file) && file !== SIGNED_OUT_FILE)
  .flatMap(routesIn);
const SIGNED_OUT_ROUTES = routesIn(SIGNED_OUT_FILE);

const article = (title: string) => ({
  title,
  excerpt: 'Dashboard test excerpt',
  content: 'Body',
  author: 'Dash Reporter',
  imageUrl: '/uploads/dashboard.png',
});

test.describe('admin routes when signed out', () => {
  test('every admin route sends the visitor to the login screen', async ({ page }) => {
    test.setTimeout(120_000);
    expect(ADMIN_ROUTES.length).toBeGreaterThan(30);
    for (const route of ADMIN_ROUTES) {
      await page.goto(route);
      await expect(page, `${route} should redirect`).toHaveURL(/\/admin\/login$/);
    }
  });

  test('every signed-out screen opens without a session', async ({ page }) => {
    test.setTimeout(60_000);
    expect(SIGNED_OUT_ROUTES).toEqual(
      expect.arrayContaining(['/admin/login', '/admin/forgot-password', '/admin/reset-password']),
    );
    for (const route of SIGNED_OUT_ROUTES) {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 }), route).toBeVisible();
      expect(new URL(page.url()).pathname, `${route} should stay`).toBe(route);
    }
  });
});

test.describe('dashboards', () => {
  test.beforeEach(async ({ signIn }) => {
    await signIn();
  });

  test('/admin shows the server counts and recent items with edit links, and Refresh reads again', async ({
    page,
    admin,
  }) => {
    const title = unique('Dashboard story');
    const created = await (await admin.post('/api/admin/articles', { data: article(title) })).json();

    const first = page.waitForResponse('**/api/admin/dashboard');
    await page.goto('/admin');
    const shown = (await (await first).json()) as Dashboard;
    await expect(page.getByRole('heading', { name: 'Website Manager' })).toBeVisible();
    await expect(page.getByText('Online')).toBeVisible();
    for (const key of [
      'articles',
      'videos',
      'graphics',
      'events',
      'picks',
      'contributors',
      'members',
      'crosswords',
    ] as const) {
      await expect(page.getByTestId(`count-${key}`)).toHaveText(String(shown.counts[key]));
    }
    expect(shown.counts.articles).toBeGreaterThan(0);
    const recent = page.getByRole('region', { name: 'Articles' });
    for (const item of shown.recent.articles) {
      await expect(recent.getByRole('link', { name: `Edit ${item.title}` })).toHaveAttribute(
        'href',
        `/admin/edit-article/${item.id}`,
      );
    }
    expect(shown.recent.articles.length).toBeLessThanOrEqual(3);
    expect(shown.recent.articles.map((a) => a.id)).toContain(created.id);

    // A new item, then Refresh: the page shows the server's new figures.
    await admin.post('/api/admin/articles', { data: article(unique('Dashboard refresh')) });
    const second = page.waitForResponse('**/api/admin/dashboard');
    await page.getByRole('button', { name: 'Refresh' }).click();
    const refreshed = (await (await second).json()) as Dashboard;
    await expect(page.getByTestId('count-articles')).toHaveText(String(refreshed.counts.articles));
    await expect(
      recent.getByRole('link', { name: `Edit ${refreshed.recent.articles[0]?.title}` }),
    ).toBeVisible();

    await expect(page.getByRole('link', { name: 'View All Articles' })).toHaveAttribute(
      'href',
      '/admin/manage-articles',
    );
    for (const href of [
      '/admin/create-article',
      '/admin/create-video',
      '/admin/create-graphic',
      '/admin/create-event',
      '/admin/create-nabj-pick',
      '/admin/contributors',
      '/admin/create-member',
      '/admin/create-crossword',
    ]) {
      await expect(page.locator(`main a[href="${href}"]`).first()).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'View Live Site' })).toHaveAttribute('href', '/');
  });

  test('Refresh shows a new article: its count goes up by one', async ({ page, admin }) => {
    await page.goto('/admin');
    const count = page.getByTestId('count-articles');
    await expect(count).toHaveText(/^\d+$/);
    // Other tests add articles on the same server; a round they cut into is simply tried again.
    await expect(async () => {
      const before = Number(await count.textContent());
      await admin.post('/api/admin/articles', { data: article(unique('Dashboard count')) });
      const read = page.waitForResponse('**/api/admin/dashboard');
      await page.getByRole('button', { name: 'Refresh' }).click();
      await read;
      await expect(count).toHaveText(String(before + 1), { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
  });

  test('the recent lists show a new video, graphic (first slide as thumbnail) and event', async ({
    page,
    admin,
  }) => {
    const videoTitle = unique('Recent video');
    const graphicTitle = unique('Recent graphic');
    const eventTitle = unique('Recent event');
    const responses = await Promise.all([
      admin.post('/api/admin/broadcast', {
        data: {
          title: videoTitle,
          description: 'For the dashboard.',
          videoUrl: '/uploads/clip.mp4',
          creators: 'Jordan Lee',
          type: 'short-form',
          publishedDate: new Date().toISOString(),
        },
      }),
      admin.post('/api/admin/graphics', {
        data: {
          title: graphicTitle,
          description: 'For the dashboard.',
          creators: 'Avery Brooks',
          // Sent out of order: the thumbnail is the first by order, not the first in the list.
          slides: [
            { url: '/uploads/second-slide.png', order: 1 },
            { url: '/og-default.png', order: 0 },
          ],
        },
      }),
      admin.post('/api/admin/events', {
        data: {
          title: eventTitle,
          description: 'For the dashboard.',
          date: new Date(Date.now() + 7 * 86_400_000).toISOString(),
          location: 'Room 101',
        },
      }),
    ]);
    for (const response of responses) expect(response.status(), await response.text()).toBe(201);
    const [video, graphic, event] = (await Promise.all(responses.map((r) => r.json()))) as { id: number }[];

    await page.goto('/admin');
    await expect(
      page.getByRole('region', { name: 'Videos' }).getByRole('link', { name: `Edit ${videoTitle}` }),
    ).toHaveAttribute('href', `/admin/edit-video/${video!.id}`);
    const graphics = page.getByRole('region', { name: 'Graphics' });
    await expect(graphics.getByRole('link', { name: `Edit ${graphicTitle}` })).toHaveAttribute(
      'href',
      `/admin/edit-graphic/${graphic!.id}`,
    );
    await expect(
      graphics.getByRole('listitem').filter({ hasText: graphicTitle }).locator('img'),
    ).toHaveAttribute('src', '/og-default.png');
    await expect(
      page.getByRole('region', { name: 'Events' }).getByRole('link', { name: `Edit ${eventTitle}` }),
    ).toHaveAttribute('href', `/admin/edit-event/${event!.id}`);
  });

  test('each Content Overview count leads to its manage screen', async ({ page }) => {
    const screens: [RegExp, string][] = [
      [/^Articles: /, '/admin/manage-articles'],
      [/^Videos: /, '/admin/manage-videos'],
      [/^Graphics: /, '/admin/manage-graphics'],
      [/^Events: /, '/admin/manage-events'],
      [/^NABJ's Picks: /, '/admin/manage-nabj-picks'],
      [/^Contributors: /, '/admin/contributors'],
      [/^Members of the Month: /, '/admin/manage-members'],
      [/^Crosswords: /, '/admin/manage-crosswords'],
    ];
    await page.goto('/admin');
    const overview = page.getByRole('region', { name: 'Content Overview' });
    for (const [name, href] of screens) {
      await overview.getByRole('link', { name }).click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toBeVisible();
      await page.goBack();
      await expect(overview).toBeVisible();
    }
  });

  test('the dashboard passes axe and works at phone width', async ({ page, admin }) => {
    // A long headline must be cut, not push the page sideways.
    const title = unique('A very long headline about the student government budget vote and what it means');
    await admin.post('/api/admin/articles', { data: article(title) });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Recent Content - Quick Edit' })).toBeVisible();
    await expect(page.getByRole('link', { name: `Edit ${title}` })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
  });

  test('Logout elsewhere than the main dashboard leads to the public site', async ({ page }) => {
    await page.goto('/admin/edit-website');
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await page.goto('/admin/edit-website');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });
});

test.describe('Website Editor', () => {
  test.beforeEach(async ({ signIn }) => {
    await signIn();
  });

  test('lists each kind in its tab and deletes after confirming', async ({ page, admin }) => {
    const title = unique('Editor story');
    const created = await (await admin.post('/api/admin/articles', { data: article(title) })).json();

    await page.goto('/admin/website-manager');
    await expect(page.getByRole('heading', { name: 'Website Editor' })).toBeVisible();
    await expect(page.getByText('Content Categories')).toBeVisible();
    await page.getByRole('tab', { name: 'Articles' }).click();
    await expect(page.getByRole('link', { name: `Edit ${title}` })).toHaveAttribute(
      'href',
      `/admin/edit-article/${created.id}`,
    );

    // Cancel keeps it.
    await page.getByRole('button', { name: `Delete ${title}` }).click();
    await expect(page.getByRole('alertdialog')).toContainText(
      'Are you sure you want to delete this article?',
    );
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('link', { name: `Edit ${title}` })).toBeVisible();

    await page.getByRole('button', { name: `Delete ${title}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Article deleted successfully', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: `Edit ${title}` })).toHaveCount(0);
    expect((await admin.get(`/api/admin/articles/${created.id}`)).status()).toBe(404);

    for (const tab of ['Videos', 'Graphics', 'Events']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tabpanel')).not.toContainText('Loading');
    }
    await page.getByRole('tab', { name: 'Settings' }).click();
    for (const href of ['/admin/media-library', '/admin/contributors', '/admin/newsletter']) {
      await expect(page.locator(`[role=tabpanel] a[href="${href}"]`)).toBeVisible();
    }
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);
  });

  test('Overview: Total Content is the sum of the four counts; Content Categories is 4', async ({ page }) => {
    const read = page.waitForResponse('**/api/admin/dashboard');
    await page.goto('/admin/website-manager');
    const { counts } = (await (await read).json()) as Dashboard;
    const figure = (label: string) =>
      page
        .locator('dl > div')
        .filter({ has: page.getByText(label, { exact: true }) })
        .locator('dd');
    await expect(figure('Articles')).toHaveText(String(counts.articles));
    await expect(figure('Videos')).toHaveText(String(counts.videos));
    await expect(figure('Graphics')).toHaveText(String(counts.graphics));
    await expect(figure('Events')).toHaveText(String(counts.events));
    await expect(figure('Total Content')).toHaveText(
      String(counts.articles + counts.videos + counts.graphics + counts.events!),
    );
    await expect(figure('Content Categories')).toHaveText('4');
  });

  test('a list tab pages through every item, 24 at a time', async ({ page, admin }) => {
    for (let i = 0; i < 25; i++) {
      const response = await admin.post('/api/admin/events', {
        data: {
          title: unique('Paged event'),
          description: 'One of many.',
          // Years ago: lists run latest date first, so these stay below the events other tests look
          // for on the first page of the manage screen, and off the public upcoming list.
          date: new Date(Date.UTC(2019, 0, i + 1)).toISOString(),
          location: 'Room 101',
        },
      });
      expect(response.status()).toBe(201);
    }
    await page.goto('/admin/website-manager');
    await page.getByRole('tab', { name: 'Events' }).click();
    const rows = page.getByRole('tabpanel').getByRole('listitem');
    await expect(rows).toHaveCount(24);
    const first = await rows.first().locator('p').first().textContent();
    const pager = page.getByRole('navigation', { name: 'Events pages' });
    await pager.getByRole('button', { name: 'Next' }).click();
    await expect(pager.getByText('Page 2')).toBeVisible();
    await expect(rows.first().locator('p').first()).not.toHaveText(first!);
    await pager.getByRole('button', { name: 'Previous' }).click();
    await expect(rows.first().locator('p').first()).toHaveText(first!);
  });

  test('the tabs work by keyboard', async ({ page }) => {
    await page.goto('/admin/edit-website');
    await page.getByRole('tab', { name: 'Overview' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Articles' })).toHaveAttribute('aria-selected', 'true');
  });
});
