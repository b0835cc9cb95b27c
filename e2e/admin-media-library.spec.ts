import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { UNPUBLISHED_FILE } from '../src/contracts/upload.ts';
import { expect, teamMember, test, unique } from './fixtures.ts';
import { expectNoSeriousAxeFindings } from './support/admin.ts';

/*
 * /admin/media-library (replaces admin-area §2's "Coming Soon"): every upload with its preview, type,
 * size, date and the items that use it; upload, copy URL, and delete only while nothing uses it.
 */

const IN_USE = 'This file is still used and cannot be deleted. Remove it from those items first.';

test.beforeEach(async ({ signIn }) => {
  await signIn();
});

/** A real PNG of the given size, made here so its bytes and dimensions are known. */
function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#b3121f' } })
    .png()
    .toBuffer();
}

const fileName = () => `${unique('e2e media').replace(/\s+/g, '-')}.png`;
const card = (page: Page, name: string) => page.getByRole('article', { name });

async function upload(page: Page, name: string, buffer: Buffer, mimeType = 'image/png') {
  await page.getByLabel('Choose files').setInputFiles({ name, mimeType, buffer });
}

async function createArticle(admin: APIRequestContext, imageUrl: string) {
  const response = await admin.post('/api/admin/articles', {
    data: {
      title: unique('Article with a picture'),
      excerpt: 'An excerpt.',
      content: 'The story.',
      author: 'Jordan Lee',
      imageUrl,
      category: 'news',
      status: 'draft',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number; title: string };
}

/** Removes a file this spec uploaded, found by its name. */
async function deleteUpload(admin: APIRequestContext, name: string) {
  const items = (await (await admin.get('/api/admin/media?limit=100')).json()) as {
    id: number;
    originalName: string;
  }[];
  const item = items.find((candidate) => candidate.originalName === name);
  if (item) expect((await admin.delete(`/api/admin/media/${item.id}`)).status()).toBe(204);
}

/** "Nov 22, 2026" in the chapter's zone, as the cards print dates. */
const today = () =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/New_York',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  }).format(new Date());

test('an uploaded PNG is listed with type, size and date; its URL copies; delete waits until nothing uses it', async ({
  page,
  admin,
  context,
}) => {
  // Upload, two reads of the list and two deletes: slow on a busy machine.
  test.setTimeout(90_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const name = fileName();
  const bytes = await png(64, 48);
  await page.goto('/admin/media-library');
  await expect(page.getByRole('heading', { level: 1, name: 'Media Library' })).toBeVisible();
  await expect(page.getByText('Coming Soon')).toHaveCount(0);

  await upload(page, name, bytes);
  await expect(page.getByText('File uploaded successfully', { exact: true })).toBeVisible();
  const item = card(page, name);
  await expect(item).toBeVisible();
  await expect(item.getByRole('img', { name: `Preview of ${name}` })).toBeVisible();
  await expect(item.getByRole('definition').nth(0)).toHaveText('PNG image');
  await expect(item.getByRole('definition').nth(1)).toHaveText(/^\d+(\.\d)? (bytes|KB) · 64 × 48$/);
  await expect(item.getByRole('definition').nth(2)).toHaveText(today());
  await expect(item.getByText('Not used anywhere')).toBeVisible();

  // Copy URL: the full address of the stored file.
  await item.getByRole('button', { name: `Copy URL of ${name}` }).click();
  await expect(page.getByText('URL copied', { exact: true })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/uploads\/[0-9a-f-]+\.png$/);
  const served = await page.request.get(copied);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/png');
  const url = new URL(copied).pathname;

  // An article starts using it after the list was read: the server refuses, with its reason.
  const article = await createArticle(admin, url);
  await item.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(IN_USE, { exact: true })).toBeVisible();

  // The list now says where it is used, links there, and Delete is off with the reason.
  const link = item.getByRole('link', { name: article.title });
  await expect(link).toHaveAttribute('href', `/admin/edit-article/${article.id}`);
  await expect(item.getByText('Article:')).toBeVisible();
  const remove = item.getByRole('button', { name: `Delete ${name}` });
  await expect(remove).toBeDisabled();
  await expect(remove).toHaveAccessibleDescription(/Can’t be deleted while it is used/);
  expect((await page.request.get(url)).status()).toBe(200);

  // Once the article is gone, the file can go too.
  expect((await admin.delete(`/api/admin/articles/${article.id}`)).status()).toBe(204);
  await page.reload();
  await expect(item.getByText('Not used anywhere')).toBeVisible();
  await item.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(name);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('File deleted successfully', { exact: true })).toBeVisible();
  await expect(item).toHaveCount(0);
  expect((await page.request.get(url)).status()).toBe(404);
});

test('a list that could not be read says why, and reads again on Try again', async ({ page }) => {
  let failing = true;
  await page.route(/\/api\/admin\/media(\?|$)/, (route) =>
    failing
      ? route.fulfill({ status: 503, json: { message: 'The database is busy. Please try again.' } })
      : route.continue(),
  );
  await page.goto('/admin/media-library');
  const alert = page.getByRole('alert').filter({ hasText: 'The database is busy. Please try again.' });
  await expect(alert).toBeVisible({ timeout: 15_000 });
  failing = false;
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(alert).toHaveCount(0);
  await expect(
    page.getByRole('list', { name: 'Uploaded files' }).or(page.getByText(/No files uploaded yet/)),
  ).toBeVisible();
});

test('a file on many items lists the first five and counts the rest', async ({ page, admin }) => {
  const name = fileName();
  await page.goto('/admin/media-library');
  await upload(page, name, await png(32, 32));
  const item = card(page, name);
  await expect(item.getByText('Not used anywhere')).toBeVisible();
  const items = (await (await admin.get('/api/admin/media?limit=100')).json()) as {
    url: string;
    originalName: string;
  }[];
  const { url } = items.find((candidate) => candidate.originalName === name)!;
  const articles = [];
  for (let i = 0; i < 7; i++) articles.push(await createArticle(admin, url));
  await page.reload();
  await expect(item.getByRole('list').getByRole('link')).toHaveCount(5);
  await expect(item.getByRole('link', { name: articles[6]!.title })).toBeVisible();
  await expect(item.getByText('and 2 more', { exact: true })).toBeVisible();
  for (const article of articles) await admin.delete(`/api/admin/articles/${article.id}`);
  await deleteUpload(admin, name);
});

// Issue 34: neither the title of another's draft nor the name or address of the file it alone shows.
test('a contributor sees another’s draft as an unpublished item, and not its file’s name or address', async ({
  page,
  admin,
  signIn,
}) => {
  const name = fileName();
  const uploaded = await admin.post('/api/admin/upload', {
    multipart: { file: { name, mimeType: 'image/png', buffer: await png(32, 32) } },
  });
  expect(uploaded.status()).toBe(201);
  const { url } = (await uploaded.json()) as { url: string };
  const draft = await createArticle(admin, url);
  const items = (await (await admin.get('/api/admin/media?limit=100')).json()) as {
    id: number;
    url: string;
  }[];
  const { id } = items.find((candidate) => candidate.url === url)!;

  await signIn(await teamMember(admin, 'contributor'));
  await page.goto('/admin/media-library');
  const hidden = page.locator(`article[aria-labelledby="media-${id}"]`);
  await expect(hidden.getByRole('heading')).toHaveText(UNPUBLISHED_FILE);
  await expect(hidden.getByRole('listitem')).toHaveText('Article: an unpublished item');
  await expect(hidden.getByRole('link')).toHaveCount(0);
  await expect(hidden.getByRole('img')).toHaveCount(0);
  await expect(hidden.getByRole('button', { name: /^Copy URL/ })).toHaveCount(0);
  await expect(page.getByText(draft.title)).toHaveCount(0);
  await expect(page.getByText(name)).toHaveCount(0);
  await expectNoSeriousAxeFindings(page);

  expect((await admin.delete(`/api/admin/articles/${draft.id}`)).status()).toBe(204);
  await deleteUpload(admin, name);
});

test('a file that is not an image or video is refused before it is sent', async ({ page }) => {
  await page.goto('/admin/media-library');
  let sent = false;
  page.on('request', (request) => {
    if (request.url().includes('/api/admin/upload')) sent = true;
  });
  await upload(page, 'notes.txt', Buffer.from('plain text'), 'text/plain');
  await expect(page.getByRole('alert')).toContainText(
    'notes.txt: Please select a valid image (JPG, PNG, GIF, WebP) or video file (MP4, WebM, OGG, AVI, MOV)',
  );
  expect(sent).toBe(false);
});

test('a file dropped on the zone is uploaded', async ({ page, admin }) => {
  const name = fileName();
  const bytes = (await png(20, 10)).toString('base64');
  await page.goto('/admin/media-library');
  const drop = await page.evaluateHandle(
    ({ name, bytes }) => {
      const data = new DataTransfer();
      const binary = Uint8Array.from(atob(bytes), (c) => c.charCodeAt(0));
      data.items.add(new File([binary], name, { type: 'image/png' }));
      return data;
    },
    { name, bytes },
  );
  await page.getByTestId('media-drop-zone').dispatchEvent('drop', { dataTransfer: drop });
  await expect(card(page, name)).toBeVisible();
  await expect(card(page, name).getByRole('definition').nth(1)).toContainText('20 × 10');
  await deleteUpload(admin, name);
});

for (const width of [390, 1280]) {
  test(`axe finds nothing serious on the media library at ${width}px`, async ({ page, admin }) => {
    await page.setViewportSize({ width, height: 900 });
    const name = fileName();
    await page.goto('/admin/media-library');
    await upload(page, name, await png(32, 32));
    await expect(card(page, name)).toBeVisible();
    await expectNoSeriousAxeFindings(page);
    await deleteUpload(admin, name);
  });
}
