import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { Analytics } from '../src/contracts/analytics.ts';
import { expect, test, unique } from './fixtures.ts';

// Enough views that parallel tests' reading cannot push this article out of the top 5.
const VIEWS = 15;

async function expectNoSeriousAxeFindings(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.describe('admin analytics', () => {
  test.beforeEach(async ({ signIn }) => {
    await signIn();
  });

  test('shows real views: the popular list counts exactly the views readers reported', async ({
    page,
    admin,
  }) => {
    const title = unique('Analytics story');
    const created = await admin.post('/api/admin/articles', {
      data: {
        title,
        excerpt: 'Read often',
        content: 'Body',
        author: 'Analytics Reporter',
        imageUrl: '/uploads/analytics.png',
      },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    for (let i = 0; i < VIEWS; i++) {
      const beacon = await admin.post('/api/views', {
        data: { kind: 'article', id },
        headers: { 'User-Agent': 'Mozilla/5.0 (a reader)' },
      });
      expect(beacon.status()).toBe(204);
    }

    const loaded = page.waitForResponse((r) => r.url().includes('/api/admin/analytics?days=30'));
    await page.goto('/admin/analytics');
    const shown = (await (await loaded).json()) as Analytics;
    await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();

    // The cards show the figures of the answer the page read.
    await expect(page.getByTestId('stat-Total Content')).toHaveText(
      shown.totalContent.toLocaleString('en-US'),
    );
    await expect(page.getByTestId('stat-This Week')).toHaveText(shown.thisWeek.toLocaleString('en-US'));
    await expect(page.getByTestId('stat-Newsletter Subscribers')).toHaveText(
      shown.newsletterSubscribers.toLocaleString('en-US'),
    );
    await expect(page.getByTestId('stat-Avg. Content Views')).toHaveText(
      shown.avgContentViews.toLocaleString('en-US'),
    );
    expect(shown.thisWeek).toBeGreaterThan(0);
    await expect(page.getByTestId('breakdown-articles')).toHaveText(
      shown.breakdown.articles.toLocaleString('en-US'),
    );

    const popular = page.getByRole('region', { name: 'Popular Content' });
    const item = popular.getByRole('listitem').filter({ hasText: title });
    await expect(item).toContainText(`${VIEWS} views`);
    await expect(item.getByRole('link', { name: title, exact: true })).toHaveAttribute(
      'href',
      `/article/${id}`,
    );
    await expect(item.getByRole('link', { name: `Edit ${title}` })).toHaveAttribute(
      'href',
      `/admin/edit-article/${id}`,
    );

    // The views chart is an image with a name, and its figures are in a table for screen readers.
    const views = page.getByRole('region', { name: 'Views' });
    await expect(views.getByRole('img', { name: 'Views per day, the last 30 days' })).toBeVisible();
    const todayRow = views.getByRole('table').getByRole('row').last();
    expect(Number(await todayRow.getByRole('cell').textContent())).toBeGreaterThanOrEqual(VIEWS);
    // Sign-ups are confirmed by e-mail, so the test cannot add one: it checks whichever state the answer calls for.
    const growth = page.getByRole('region', { name: 'Newsletter Growth' });
    if (shown.newsletterGrowth.some((day) => day.subscribers > 0)) {
      await expect(
        growth.getByRole('img', { name: 'Active newsletter subscribers, the last 30 days' }),
      ).toBeVisible();
      await expect(growth.getByRole('table').getByRole('row')).toHaveCount(shown.newsletterGrowth.length + 1);
    } else {
      await expect(growth).toContainText('No subscribers in the last 30 days yet.');
    }

    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoSeriousAxeFindings(page);
    }
  });

  test('the period picker asks for that period and keeps it in the address', async ({ page }) => {
    await page.goto('/admin/analytics');
    await expect(page.getByRole('radio', { name: '30 days' })).toBeChecked();

    const week = page.waitForRequest((r) => r.url().includes('/api/admin/analytics?days=7'));
    await page.getByText('7 days', { exact: true }).click();
    await week;
    await expect(page).toHaveURL(/\/admin\/analytics\?days=7$/);
    await expect(page.getByRole('img', { name: 'Views per day, the last 7 days' })).toBeAttached();

    // By keyboard: arrows move through the radio group.
    const year = page.waitForRequest((r) => r.url().includes('/api/admin/analytics?days=365'));
    await page.getByRole('radio', { name: '7 days' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await year;
    await expect(page.getByRole('radio', { name: '365 days' })).toBeChecked();
    // A year is drawn by month.
    await expect(page.getByRole('region', { name: 'Views' })).toContainText(
      'Views per month, the last 365 days',
    );

    await page.reload();
    await expect(page.getByRole('radio', { name: '365 days' })).toBeChecked();
  });

  test('a quiet period shows designed empty states, not blank charts', async ({ page }) => {
    const days = Array.from({ length: 7 }, (_, i) => `2026-11-${String(10 + i).padStart(2, '0')}`);
    const quiet: Analytics = {
      days: 7,
      totalContent: 0,
      thisWeek: 0,
      newsletterSubscribers: 0,
      avgContentViews: 0,
      totalViews: 0,
      breakdown: { articles: 0, videos: 0, graphics: 0, events: 0 },
      popular: [],
      viewsPerDay: [],
      newsletterGrowth: days.map((day) => ({ day, subscribers: 0 })),
    };
    await page.route('**/api/admin/analytics?*', (route) => route.fulfill({ json: quiet }));
    await page.goto('/admin/analytics?days=7');
    await expect(page.getByRole('region', { name: 'Popular Content' })).toContainText(
      'No views in the last 7 days yet.',
    );
    await expect(page.getByRole('region', { name: 'Views' })).toContainText(
      'No views in the last 7 days yet.',
    );
    await expect(page.getByRole('region', { name: 'Newsletter Growth' })).toContainText(
      'No subscribers in the last 7 days yet.',
    );
    await expect(page.getByRole('img')).toHaveCount(0);
  });
});
