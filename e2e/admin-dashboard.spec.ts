import fs from 'node:fs';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { Dashboard } from '../src/contracts/dashboard.ts';
import { expect, test, unique } from './fixtures.ts';

// Every signed-in admin screen, read from the feature folders' `<feature>-routes.ts`, so a new screen
// is swept without anyone remembering to list it here (ids are any number: the check comes first).
const adminDir = path.join(import.meta.dirname, '../src/web/admin');
const ADMIN_ROUTES = fs
  .readdirSync(adminDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('-routes.ts'))
  .flatMap((file) => [
    ...fs.readFileSync(path.join(adminDir, file), 'utf8').matchAll(/path: '(\/admin[^']*)'/g),
  ])
  .map(([, route]) => route!.replace(':id', '1'));

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
    ]) {
      await expect(page.locator(`main a[href="${href}"]`).first()).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'View Live Site' })).toHaveAttribute('href', '/');
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

  test('the tabs work by keyboard', async ({ page }) => {
    await page.goto('/admin/edit-website');
    await page.getByRole('tab', { name: 'Overview' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Articles' })).toHaveAttribute('aria-selected', 'true');
  });
});
