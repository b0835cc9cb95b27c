import type { AuditEntry } from '../src/contracts/admin-auth.ts';
import { formatDateTime } from '../src/contracts/chapter-clock.ts';
import type { ReviewEvent } from '../src/contracts/review.ts';
import type { SiteSettings } from '../src/contracts/site-settings.ts';
import { expect as baseExpect, test, toastText, unique } from './fixtures.ts';
import { createThrough, expectNoSeriousAxeFindings, field, listRow, submitButton } from './support/admin.ts';

// Several browsers share two cores while these run: checks wait a little longer.
const expect = baseExpect.configure({ timeout: 15_000 });

// Issue 36, "One clock" (decision 014): an editor whose computer is in Tokyo schedules on Columbia
// time, and every screen shows the chapter's time with its zone. The test changes the chapter's zone,
// which every page reads, so playwright.config.ts runs it with the other shared-state writers.
test.use({ timezoneId: 'Asia/Tokyo' });

test.beforeEach(async ({ signIn }) => {
  await signIn();
});

test('a story scheduled from Tokyo goes out at 6:00 PM in Columbia, and every screen says so', async ({
  page,
  admin,
}) => {
  test.setTimeout(120_000);
  const settings = (await (await admin.get('/api/admin/site-settings')).json()) as SiteSettings;
  expect(settings.timeZone).toBe('America/New_York');
  const title = unique('Holiday concert preview');
  const article = await createThrough<{ id: number }>(admin, '/api/admin/articles', {
    title,
    excerpt: 'The choir’s last rehearsal before the break.',
    content: '<p>The choir sings on Christmas Eve.</p>',
    author: 'Jordan Lee',
    imageUrl: '/og-default.png',
    category: 'news',
    status: 'draft',
  });
  expect((await admin.post(`/api/admin/articles/${article.id}/submit`)).status()).toBe(200);

  await page.goto(`/admin/edit-article/${article.id}`);
  expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('Asia/Tokyo');
  const picker = field(page, 'Publish date and time (Eastern Time)');
  await picker.fill('2026-12-24T18:00');
  await expectNoSeriousAxeFindings(page, [390, 1280]);
  await submitButton(page, 'Schedule').click();
  await expect(toastText(page, 'Scheduled: it appears on the site by itself then')).toBeVisible();
  const saved = await (await admin.get(`/api/admin/articles/${article.id}`)).json();
  expect(saved).toMatchObject({ status: 'published', publishedDate: '2026-12-24T23:00:00.000Z' });

  // The list: the time it goes out, on the chapter's clock.
  await page.goto('/admin/manage-articles');
  await expect(listRow(page, title)).toContainText('Dec 24, 2026, 6:00 PM EST');
  await expectNoSeriousAxeFindings(page, [390, 1280]);

  // The review history and the audit log give the moment it was scheduled on the same clock.
  const steps = (await (
    await admin.get(`/api/admin/articles/${article.id}/review-history`)
  ).json()) as ReviewEvent[];
  const scheduledAt = formatDateTime(steps.at(-1)!.at, 'America/New_York');
  expect(scheduledAt).toMatch(/ E[SD]T$/);
  await page.goto(`/admin/edit-article/${article.id}`);
  await expect(field(page, 'Publish date and time (Eastern Time)')).toHaveValue('2026-12-24T18:00');
  const history = page.getByRole('region', { name: 'Review history' });
  await expect(history).toContainText('Scheduled by');
  await expect(history).toContainText(`(${scheduledAt})`);

  const entries = (await (await admin.get('/api/admin/audit-log?limit=100')).json()) as AuditEntry[];
  const publish = entries.find(
    (entry) => entry.action === 'POST /api/admin/articles/:id/publish' && entry.target === `id ${article.id}`,
  );
  expect(publish).toBeDefined();
  await page.goto('/admin/audit-log');
  await expect(
    page
      .getByRole('row')
      // The log speaks in sentences, each naming its item by title.
      .filter({ hasText: publish!.summary })
      .first(),
  ).toContainText(formatDateTime(publish!.at, 'America/New_York'));

  // The chapter moves to Central time: the pickers say so, and the list reads the same instant there.
  try {
    await page.goto('/admin/settings');
    await field(page, 'Chapter time zone').selectOption('America/Chicago');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(page.getByText('Settings saved', { exact: true })).toBeVisible();
    await page.goto(`/admin/edit-article/${article.id}`);
    await expect(field(page, 'Publish date and time (Central Time)')).toHaveValue('2026-12-24T17:00');
    await page.goto('/admin/manage-articles');
    await expect(listRow(page, title)).toContainText('Dec 24, 2026, 5:00 PM CST');
  } finally {
    await admin.put('/api/admin/site-settings', { data: settings });
  }
});
