import { AxeBuilder } from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect as baseExpect, test, unique } from './fixtures.ts';
import { listRow } from './support/admin.ts';

// The admin lists of issue 23: search as you type kept in the address, filters, sort, keyset pages,
// bulk actions with one confirmation, the saved row, keyboard use and axe at both widths.

const expect = baseExpect.configure({ timeout: 15_000 });

test.beforeEach(async ({ signIn }) => {
  test.slow();
  await signIn();
});

interface Created {
  id: number;
  title: string;
}

async function createArticle(admin: APIRequestContext, fields: Record<string, unknown>): Promise<Created> {
  const response = await admin.post('/api/admin/articles', {
    data: {
      excerpt: 'A dek.',
      content: '<p>Body.</p>',
      author: 'List Tester',
      imageUrl: '/og-default.png',
      ...fields,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return response.json();
}

const rows = (page: Page) => page.locator('tbody tr');
const titlesShown = (page: Page) => page.locator('tbody th a').allTextContents();

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('search as you type, filters and sort, kept in the address across a reload', async ({ page, admin }) => {
  const tag = unique('Listtag').split(' ')[1]!;
  const [gamma, alpha, beta] = [
    await createArticle(admin, {
      title: `Gamma ${tag}`,
      category: 'health',
      publishedDate: '2003-01-03T12:00:00Z',
    }),
    await createArticle(admin, {
      title: `alpha ${tag}`,
      status: 'draft',
      publishedDate: '2003-01-02T12:00:00Z',
    }),
    await createArticle(admin, {
      title: `Beta ${tag}`,
      author: 'Quinn Shaw',
      publishedDate: '2003-01-01T12:00:00Z',
    }),
  ];
  await page.goto('/admin/manage-articles');
  const search = page.getByLabel('Search articles');
  await search.fill(tag.toUpperCase());
  await expect(page).toHaveURL(new RegExp(`[?&]q=${tag.toUpperCase()}`));
  await expect(rows(page)).toHaveCount(3);
  expect(await titlesShown(page)).toEqual([gamma.title, alpha.title, beta.title]);

  await page.getByLabel('Sort by').selectOption('title');
  await expect(rows(page).first()).toContainText(alpha.title);
  expect(await titlesShown(page)).toEqual([alpha.title, beta.title, gamma.title]);

  await page.reload();
  await expect(page.getByLabel('Search articles')).toHaveValue(tag.toUpperCase());
  await expect(page.getByLabel('Sort by')).toHaveValue('title');
  await expect(rows(page)).toHaveCount(3);

  await page.getByLabel('Status').selectOption('draft');
  await expect(rows(page)).toHaveCount(1);
  await expect(listRow(page, alpha.title).getByText('Draft', { exact: true })).toBeVisible();
  await page.getByLabel('Status').selectOption('');
  await page.getByLabel('Category').selectOption('health');
  await expect(rows(page)).toHaveCount(1);
  await expect(listRow(page, gamma.title)).toBeVisible();
  await page.getByLabel('Category').selectOption('');
  await page.getByLabel('Author').fill('quinn shaw');
  await expect(rows(page)).toHaveCount(1);
  await expect(listRow(page, beta.title)).toBeVisible();

  await page.getByLabel('Search articles').fill(`${tag} nothing like it`);
  await expect(page.getByText('No articles match this search.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear search and filters' }).click();
  await expect(page.getByLabel('Search articles')).toHaveValue('');
  await expect(page).not.toHaveURL(/q=/);
});

test('pages by keyset, 24 rows at a time, inside a search', async ({ page, admin }) => {
  const tag = unique('Pagetag').split(' ')[1]!;
  for (let i = 0; i < 25; i++) {
    await createArticle(admin, {
      title: `Paged ${tag} ${String(i).padStart(2, '0')}`,
      publishedDate: `2002-01-${String(i + 1).padStart(2, '0')}T12:00:00.000Z`,
    });
  }
  await page.goto(`/admin/manage-articles?q=${tag}`);
  await expect(rows(page)).toHaveCount(24);
  const lastOnPageOne = await rows(page).last().getAttribute('id');
  const pageTwo = page.waitForRequest(
    (r) => r.url().includes('/api/admin/articles?') && r.url().includes('after='),
  );
  const pager = page.getByRole('navigation', { name: 'Article pages' });
  await pager.getByRole('button', { name: 'Next' }).click();
  expect(`list-row-${new URL((await pageTwo).url()).searchParams.get('after')}`).toBe(lastOnPageOne);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(`Paged ${tag} 00`);
  await pager.getByRole('button', { name: 'Previous' }).click();
  await expect(rows(page)).toHaveCount(24);
});

test('bulk publish, back to draft and delete, the delete confirmed once with its count', async ({
  page,
  admin,
}) => {
  const tag = unique('Bulktag').split(' ')[1]!;
  const made = [];
  for (const n of [1, 2, 3])
    made.push(await createArticle(admin, { title: `Bulk ${tag} ${n}`, status: 'draft' }));
  await page.goto(`/admin/manage-articles?q=${tag}`);
  await expect(rows(page)).toHaveCount(3);
  const bar = page.getByRole('region', { name: 'Bulk actions' });

  await listRow(page, made[0]!.title).getByRole('checkbox').check();
  await listRow(page, made[1]!.title).getByRole('checkbox').check();
  await expect(bar).toContainText('2 articles selected');
  await bar.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('2 articles published', { exact: true })).toBeVisible();
  await expect(listRow(page, made[0]!.title).getByText('Published', { exact: true })).toBeVisible();
  expect((await page.request.get(`/api/articles/${made[1]!.id}`)).status()).toBe(200);

  await listRow(page, made[0]!.title).getByRole('checkbox').check();
  await bar.getByRole('button', { name: 'Back to draft' }).click();
  await expect(page.getByText('1 article moved back to draft', { exact: true })).toBeVisible();
  expect((await page.request.get(`/api/articles/${made[0]!.id}`)).status()).toBe(404);

  await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
  await bar.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Delete 3 articles? This cannot be undone.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(rows(page)).toHaveCount(3);
  await bar.getByRole('button', { name: 'Delete' }).click();
  await dialog.getByRole('button', { name: 'Delete 3' }).click();
  await expect(page.getByText('3 articles deleted', { exact: true })).toBeVisible();
  await expect(page.getByText('No articles match this search.')).toBeVisible();
  expect((await admin.get(`/api/admin/articles/${made[2]!.id}`)).status()).toBe(404);
});

test('a kind without a status offers only Delete in bulk', async ({ page, admin }) => {
  const title = unique('Bulk Event');
  const created = await admin.post('/api/admin/events', {
    data: {
      title,
      description: 'd',
      date: '2030-05-01',
      time: '18:00',
      location: 'Room 1',
      type: 'social',
    },
  });
  expect(created.status()).toBe(201);
  await page.goto(`/admin/manage-events?q=${encodeURIComponent(title)}`);
  await listRow(page, title).getByRole('checkbox').check();
  const bar = page.getByRole('region', { name: 'Bulk actions' });
  await expect(bar.getByRole('button', { name: 'Delete' })).toBeVisible();
  await expect(bar.getByRole('button', { name: 'Publish' })).toHaveCount(0);
  await bar.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete 1' }).click();
  await expect(page.getByText('1 event deleted', { exact: true })).toBeVisible();
});

test('the row just saved is scrolled into view and marked', async ({ page, admin }) => {
  const tag = unique('Savedtag').split(' ')[1]!;
  let saved: Created | undefined;
  for (let i = 0; i < 20; i++) {
    const article = await createArticle(admin, {
      title: `Saved ${tag} ${String(i).padStart(2, '0')}`,
      publishedDate: `2001-02-${String(i + 1).padStart(2, '0')}T12:00:00.000Z`,
    });
    if (i === 0) saved = article;
  }
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto(`/admin/manage-articles?q=${tag}&saved=${saved!.id}`);
  const row = page.locator(`#list-row-${saved!.id}`);
  await expect(row).toHaveAttribute('data-saved', 'true');
  await expect(row.getByText('Just saved')).toBeVisible();
  await expect(row).toBeInViewport();
  await expect(rows(page).first()).not.toBeInViewport();
});

test('the list works by keyboard alone', async ({ page, admin }) => {
  const title = unique('Keyboard Story');
  const article = await createArticle(admin, { title, status: 'draft' });
  await page.goto('/admin/manage-articles');
  await page.getByLabel('Search articles').focus();
  await page.keyboard.type(title);
  await expect(rows(page)).toHaveCount(1);
  const checkbox = page.getByRole('checkbox', { name: `Select ${title}` });
  for (let i = 0; i < 15 && !(await checkbox.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(checkbox).toBeFocused();
  await page.keyboard.press('Space');
  await expect(checkbox).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: title, exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/admin/edit-article/${article.id}$`));
});

const managePages = [
  '/admin/manage-articles',
  '/admin/manage-videos',
  '/admin/manage-graphics',
  '/admin/manage-events',
  '/admin/manage-nabj-picks',
  '/admin/manage-members',
  '/admin/manage-crosswords',
];

for (const width of [390, 1280]) {
  test(`every manage page passes axe and fits ${width} px without sideways scrolling`, async ({
    page,
    admin,
  }) => {
    await createArticle(admin, { title: unique('Axe List Story') });
    await page.setViewportSize({ width, height: 900 });
    for (const path of managePages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('status')).toHaveCount(0);
      expect(await seriousViolations(page), path).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
    await page.goto('/admin/manage-articles?view=cards');
    await expect(page.getByRole('article').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
