import type { Analytics } from '../src/contracts/analytics.ts';
import { expect, test, unique } from './fixtures.ts';
import { expectNoSeriousAxeFindings } from './support/admin.ts';

// Enough views that parallel tests' reading cannot push this article out of the top 5.
const VIEWS = 15;

test.describe('admin analytics', () => {
  test.beforeEach(async ({ signIn }) => {
    await signIn();
  });

  test('shows real views: the figures on screen move by exactly the views this test reports', async ({
    page,
    admin,
  }) => {
    // Views, two readings of the screen and an axe pass: past 30 s on a loaded machine.
    test.slow();
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
    // One address counts once per item and day, so each read comes from a reader of its own (the
    // test server trusts X-Forwarded-For, as behind a proxy).
    let readers = 0;
    const read = async (times: number) => {
      for (let i = 0; i < times; i++) {
        const beacon = await admin.post('/api/views', {
          data: { kind: 'article', id },
          headers: { 'User-Agent': 'Mozilla/5.0 (a reader)', 'X-Forwarded-For': `203.0.113.${++readers}` },
        });
        expect(beacon.status()).toBe(204);
      }
    };
    await read(VIEWS);

    await page.goto('/admin/analytics');
    await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
    for (const card of ['Total Content', 'This Week', 'Newsletter Subscribers', 'Avg. Content Views']) {
      await expect(page.getByTestId(`stat-${card}`)).toHaveText(/^[\d,.]+$/);
    }

    // Other tests add content and views at the same time, so only this article's count is exact.
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
    const todayCell = views.getByRole('table').getByRole('row').last().getByRole('cell');
    const todayBefore = Number(await todayCell.textContent());
    expect(todayBefore).toBeGreaterThanOrEqual(VIEWS);

    // Sign-ups come and go in other tests: whichever state the period is in is drawn.
    const growth = page.getByRole('region', { name: 'Newsletter Growth' });
    await expect(
      growth
        .getByRole('img', { name: 'Active newsletter subscribers, the last 30 days' })
        .or(growth.getByText('No subscribers in the last 30 days yet.')),
    ).toBeVisible();

    // Three more readers and a bot: the article gains exactly three, read afresh for another period.
    await read(3);
    await admin.post('/api/views', {
      data: { kind: 'article', id },
      headers: {
        'User-Agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)',
        'X-Forwarded-For': '203.0.113.200',
      },
    });
    await page.getByText('7 days', { exact: true }).click();
    await expect(views.getByRole('img', { name: 'Views per day, the last 7 days' })).toBeVisible();
    await expect(item).toContainText(`${VIEWS + 3} views`);
    // Views are never taken back, so today's bar grew by at least those three.
    await expect
      .poll(async () => Number(await todayCell.textContent()))
      .toBeGreaterThanOrEqual(todayBefore + 3);

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
