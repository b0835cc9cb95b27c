import { AxeBuilder } from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect as baseExpect, test, toastText, unique } from './fixtures.ts';

// Issue 23: Preview of a draft or scheduled item through a signed link; View on site once published.

const expect = baseExpect.configure({ timeout: 15_000 });

test.beforeEach(async ({ signIn }) => {
  test.slow();
  await signIn();
});

async function create(admin: APIRequestContext, path: string, data: Record<string, unknown>) {
  const response = await admin.post(path, { data });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number };
}

const createArticle = (admin: APIRequestContext, title: string, status: 'draft' | 'published') =>
  create(admin, '/api/admin/articles', {
    title,
    excerpt: 'A dek for the story.',
    content: '<p>Body text of the story.</p>',
    author: 'Jordan Lee',
    imageUrl: '/og-default.png',
    status,
    publishedDate: new Date(Date.now() - 60_000).toISOString(),
  });

/** Presses a button or link that opens a new tab, and answers the tab once its page has loaded. */
async function opensTab(page: Page, press: () => Promise<void>): Promise<Page> {
  const [tab] = await Promise.all([page.context().waitForEvent('page'), press()]);
  await tab.waitForURL((url) => url.pathname !== 'blank');
  await tab.waitForLoadState();
  return tab;
}

test('Preview opens a draft article in the public layout, with a banner, a link to copy, and nothing public', async ({
  page,
  admin,
  context,
  baseURL,
}) => {
  const title = unique('Draft for preview');
  const { id } = await createArticle(admin, title, 'draft');
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await page.goto(`/admin/edit-article/${id}`);
  await expect(page.getByRole('link', { name: /View on site/ })).toHaveCount(0);

  const tab = await opensTab(page, () => page.getByRole('button', { name: /^Preview/ }).click());
  expect(new URL(tab.url()).pathname).toBe(`/article/${id}`);
  expect(new URL(tab.url()).searchParams.get('preview')).toBeTruthy();
  await expect(tab.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(tab.getByRole('note', { name: 'Preview' })).toContainText('Preview of an unpublished article');
  // The public layout: the site's header and footer around the story.
  await expect(tab.getByRole('banner')).toBeVisible();
  await expect(tab.getByRole('contentinfo')).toBeVisible();
  await expect(tab.locator('meta[name="robots"][content="noindex"]')).toHaveCount(1);
  const { violations } = await new AxeBuilder({ page: tab }).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  const previewUrl = tab.url();
  await tab.close();

  await page.getByRole('button', { name: 'Copy preview link' }).click();
  await expect(toastText(page, 'Preview link copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(previewUrl);
  const editScreen = await new AxeBuilder({ page }).analyze();
  expect(editScreen.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

  // Without the token, or with an altered one, readers find nothing.
  await page.goto(`/article/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Article Not Found' })).toBeVisible();
  await expect(page.getByText(title)).toHaveCount(0);
  const altered = previewUrl.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
  const refused = await page.goto(altered);
  expect(refused?.status()).toBe(404);
  await expect(page.getByRole('alert')).toContainText('This preview link is invalid or has expired.');
  await expect(page.getByText(title)).toHaveCount(0);
});

test('View on site opens a published article as readers see it', async ({ page, admin }) => {
  const title = unique('Published for view on site');
  const { id } = await createArticle(admin, title, 'published');
  await page.goto(`/admin/edit-article/${id}`);
  await expect(page.getByRole('button', { name: /^Preview/ })).toHaveCount(0);
  const view = page.getByRole('link', { name: /View on site/ });
  await expect(view).toHaveAttribute('href', `/article/${id}`);

  const tab = await opensTab(page, () => view.click());
  await expect(tab.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(tab.getByRole('note', { name: 'Preview' })).toHaveCount(0);
});

test('Preview shows a draft video above the NABJ TV list, where its card opens it', async ({
  page,
  admin,
}) => {
  const title = unique('Draft video for preview');
  const { id } = await create(admin, '/api/admin/broadcast', {
    title,
    description: 'About the video',
    videoUrl: '/uploads/clip.mp4',
    type: 'short-form',
    creators: ['Jordan Lee'],
    duration: '0:30',
    status: 'draft',
    publishedDate: new Date(Date.now() - 60_000).toISOString(),
  });
  await page.goto(`/admin/edit-video/${id}`);
  const tab = await opensTab(page, () => page.getByRole('button', { name: /^Preview/ }).click());
  expect(new URL(tab.url()).pathname).toBe('/nabj-tv');
  await tab.locator('html[data-hydrated]').waitFor();
  const preview = tab.getByRole('region', { name: 'Preview of an unpublished video' });
  await expect(preview.getByText(title)).toBeVisible();
  await expect(tab.getByRole('note', { name: 'Preview' })).toBeVisible();
  await preview.getByRole('button').first().click();
  await expect(tab.getByRole('dialog', { name: title })).toBeVisible();
});
