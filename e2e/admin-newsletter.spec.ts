import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, subscribeConfirmed, test, unique } from './fixtures.ts';
import { expectNoSeriousAxeFindings } from './support/admin.ts';

/*
 * /admin/newsletter (admin-area §2 Newsletter page, §8 and §9 texts and CSV rules). Other specs
 * subscribe addresses on the same server at the same time, so these tests look at their own
 * addresses and at how the counters move, never at absolute numbers.
 */

interface Stats {
  total: number;
  thisWeek: number;
  thisMonth: number;
}

// Sign-ups are confirmed one by one through their mail, which takes a while on a busy machine.
test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ signIn }) => {
  await signIn();
});

const uniqueEmail = () => `${unique('reader').replace(/\s+/g, '-').toLowerCase()}@example.com`;

async function stats(admin: APIRequestContext): Promise<Stats> {
  return (await (await admin.get('/api/newsletter/subscriptions/stats')).json()) as Stats;
}

/** A counter's number; NaN while it still shows the loading dash. */
async function counter(page: Page, label: string): Promise<number> {
  const text = await page
    .locator('dt', { hasText: label })
    .locator('xpath=following-sibling::dd[1]')
    .textContent();
  return Number((text ?? '').replace(/,/g, ''));
}

async function search(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search subscribers by email' }).fill(text);
}

const row = (page: Page, email: string) =>
  page.getByRole('list', { name: 'Active subscribers' }).getByRole('listitem').filter({ hasText: email });

test('the counters count the new subscriptions; search finds an address', async ({
  page,
  admin,
  request,
}) => {
  const before = await stats(admin);
  const emails = [uniqueEmail(), uniqueEmail()];
  for (const email of emails) await subscribeConfirmed(request, email);

  await page.goto('/admin/newsletter');
  await expect(page.getByRole('heading', { level: 1, name: 'Newsletter Subscribers' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible();
  // admin-area §2: exactly these labels; the period is said under each number.
  await expect(page.locator('dl[aria-label="Subscriber counts"] dt')).toHaveText([
    'Total Subscribers',
    'This Week',
    'This Month',
  ]);
  await expect.poll(() => counter(page, 'Total Subscribers')).toBeGreaterThanOrEqual(before.total + 2);
  expect(await counter(page, 'This Week')).toBeGreaterThanOrEqual(before.thisWeek + 2);
  expect(await counter(page, 'This Month')).toBeGreaterThanOrEqual(before.thisMonth + 2);
  // What the page shows is what the server counts (read again until no other spec subscribed in between).
  await expect(async () => {
    await page.reload();
    await expect(page.locator('dt', { hasText: 'This Month' })).toBeVisible();
    await expect.poll(() => counter(page, 'Total Subscribers'), { timeout: 2000 }).toBeGreaterThan(0);
    const server = await stats(admin);
    expect([
      await counter(page, 'Total Subscribers'),
      await counter(page, 'This Week'),
      await counter(page, 'This Month'),
    ]).toEqual([server.total, server.thisWeek, server.thisMonth]);
  }).toPass({ timeout: 30_000 });

  await search(page, emails[1]!.toUpperCase());
  await expect(row(page, emails[1]!)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Active subscribers' }).getByRole('listitem')).toHaveCount(1);
  await search(page, `${emails[1]}-nobody`);
  await expect(page.getByText(/^No active subscriber matches/)).toBeVisible();
});

test('Unsubscribe asks first, then removes the address', async ({ page, admin, request }) => {
  const email = uniqueEmail();
  await subscribeConfirmed(request, email);
  await page.goto('/admin/newsletter');
  await search(page, email);
  const unsubscribe = row(page, email).getByRole('button', { name: `Unsubscribe ${email}` });

  await unsubscribe.click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(email);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(row(page, email)).toBeVisible();

  // A failed call says so and keeps the row.
  await page.route('**/api/newsletter/subscriptions/*', (route) =>
    route.request().method() === 'DELETE' ? route.abort() : route.fallback(),
  );
  await unsubscribe.click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByText('Failed to unsubscribe the email.', { exact: true })).toBeVisible();
  await expect(row(page, email)).toBeVisible();
  await page.unroute('**/api/newsletter/subscriptions/*');

  await unsubscribe.click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByText('Subscription removed', { exact: true })).toBeVisible();
  await expect(
    page.getByText('The email has been unsubscribed successfully.', { exact: true }),
  ).toBeVisible();
  await expect(row(page, email)).toHaveCount(0);
  const left = (await (
    await admin.get(`/api/newsletter/subscriptions?q=${encodeURIComponent(email)}`)
  ).json()) as unknown[];
  expect(left).toEqual([]);
});

test('Export CSV saves the active subscribers, dated, as the spec says', async ({ page, admin, request }) => {
  const kept = uniqueEmail();
  const gone = uniqueEmail();
  await subscribeConfirmed(request, kept);
  await subscribeConfirmed(request, gone);
  const list = (await (
    await admin.get(`/api/newsletter/subscriptions?q=${encodeURIComponent(gone)}`)
  ).json()) as { id: number }[];
  expect((await admin.delete(`/api/newsletter/subscriptions/${list[0]!.id}`)).status()).toBe(204);

  await page.goto('/admin/newsletter');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  const today = new Date().toISOString().slice(0, 10);
  expect(file.suggestedFilename()).toBe(`newsletter-subscriptions-${today}.csv`);
  await expect(page.getByText('Export successful', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Newsletter subscriptions have been exported to CSV.', { exact: true }),
  ).toBeVisible();

  const lines = (await readFile((await file.path())!, 'utf8')).split('\r\n');
  expect(lines[0]).toBe('Email,Subscribed Date');
  const mine = lines.find((line) => line.startsWith(`${kept},`));
  expect(mine).toMatch(/^[^,]+,\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  expect(mine?.split(',')[1]?.slice(0, 10)).toBe(today);
  expect(lines.some((line) => line.startsWith(`${gone},`))).toBe(false);
  for (const line of lines.slice(1).filter(Boolean))
    expect(line).toMatch(/,\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
});

test('Export CSV with no active subscriber says there is nothing to export', async ({ page }) => {
  // Other specs keep subscribing on this server, so the server's "none" answer is played back here.
  await page.route('**/api/newsletter/subscriptions/export.csv', (route) =>
    route.fulfill({
      status: 404,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'No data to export: There are no active subscriptions to export.' }),
    }),
  );
  await page.goto('/admin/newsletter');
  let downloaded = false;
  page.on('download', () => {
    downloaded = true;
  });
  await page.getByRole('button', { name: 'Export CSV' }).click();
  await expect(page.getByText('No data to export', { exact: true })).toBeVisible();
  await expect(page.getByText('There are no active subscriptions to export.', { exact: true })).toBeVisible();
  expect(downloaded).toBe(false);
});

test('long lists page through the subscribers', async ({ page, request }) => {
  const tag = unique('pager').replace(/\s+/g, '-').toLowerCase();
  const emails = Array.from({ length: 27 }, (_, i) => `${tag}-${String(i).padStart(2, '0')}@example.com`);
  for (const email of emails) await subscribeConfirmed(request, email);
  await page.goto('/admin/newsletter');
  // The search applies once typing pauses (and resets to page 1): wait for its answer before paging.
  const searched = page.waitForResponse((response) => response.url().includes(`q=${tag}`));
  await search(page, tag);
  const firstPage: { id: number }[] = await (await searched).json();
  const rows = page.getByRole('list', { name: 'Active subscribers' }).getByRole('listitem');
  await expect(rows).toHaveCount(25);
  const pages = page.getByRole('navigation', { name: 'Subscriber pages' });
  // Page 2 starts after the last subscriber shown (keyset paging), not by counting rows.
  const nextPage = page.waitForRequest((r) => r.url().includes(`q=${tag}`) && r.url().includes('after='));
  await pages.getByRole('button', { name: 'Next' }).click();
  expect(new URL((await nextPage).url()).searchParams.get('after')).toBe(String(firstPage[24]!.id));
  await expect(rows).toHaveCount(2);
  await expect(pages.getByText('Page 2')).toBeVisible();
  await expect(pages.getByRole('button', { name: 'Next' })).toBeDisabled();
  await pages.getByRole('button', { name: 'Previous' }).click();
  await expect(rows).toHaveCount(25);
});

for (const width of [390, 1280]) {
  test(`axe finds nothing serious on the newsletter screen at ${width}px`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    await subscribeConfirmed(request, uniqueEmail());
    await page.goto('/admin/newsletter');
    await expect(page.getByRole('list', { name: 'Active subscribers' })).toBeVisible();
    await expectNoSeriousAxeFindings(page);
  });
}
