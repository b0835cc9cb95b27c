import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, teamMember, test, unique } from './fixtures.ts';
import { expectAccessibleAndFitting, field, listRow } from './support/admin.ts';
import { atReaderWidths } from './viewports.ts';

// Issue 34: each screen offers a role only what the server allows it, by the rule table the server
// itself uses (src/contracts/permissions.ts). A contributor changes only their own drafts: no Delete
// on another's published story, no bulk actions, no Featured box, no Restore, no media delete.

// Each test makes an account through a mailed invitation, then opens several screens.
test.describe.configure({ timeout: 240_000 });

interface Made {
  id: number;
  title: string;
}

/** Opens an admin screen and waits until it is drawn (after the session check, slow on a busy machine). */
async function openScreen(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
}

async function made(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<Made> {
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Made;
}

const story = (title: string, status: 'draft' | 'published') => ({
  title,
  excerpt: 'A story for the role actions test.',
  content: 'Body',
  author: 'Roles Reporter',
  imageUrl: '/uploads/roles.png',
  status,
});

/**
 * What both roles' tests look at, all titled with one word: a story, a video and a graphic the e2e
 * admin published (its story saved twice, so its history has a version to restore), a draft story
 * and a file of the signed-in account's own.
 */
async function content(admin: APIRequestContext, page: Page) {
  const word = unique('Quasar').replace(/\s/g, '');
  // Made a draft, then published: a status change keeps each save its own revision, so Restore has one.
  const published = await made(
    await admin.post('/api/admin/articles', { data: story(`${word} published`, 'draft') }),
  );
  const resaved = await admin.put(`/api/admin/articles/${published.id}`, {
    data: { ...story(published.title, 'published'), excerpt: 'Saved again.' },
  });
  expect(resaved.status()).toBe(200);
  await made(
    await admin.post('/api/admin/broadcast', {
      data: {
        title: `${word} video`,
        description: 'For the role actions test.',
        videoUrl: '/uploads/clip.mp4',
        creators: 'Jordan Lee',
        type: 'short-form',
        publishedDate: new Date(Date.now() - 60_000).toISOString(),
      },
    }),
  );
  await made(
    await admin.post('/api/admin/graphics', {
      data: {
        title: `${word} graphic`,
        description: 'For the role actions test.',
        creators: 'Avery Brooks',
        slides: [{ url: '/og-default.png' }],
      },
    }),
  );
  const own = await made(
    await page.request.post('/api/admin/articles', { data: story(`${word} own draft`, 'draft') }),
  );
  const file = `${word}.png`;
  const buffer = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#1f6feb' } })
    .png()
    .toBuffer();
  const uploaded = await page.request.post('/api/admin/upload', {
    multipart: { file: { name: file, mimeType: 'image/png', buffer } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  return { word, published, own, file };
}

/** Removes the test's file (an editor's to delete), found by its name. */
async function deleteFile(admin: APIRequestContext, name: string) {
  const items = (await (await admin.get('/api/admin/media?limit=100')).json()) as {
    id: number;
    originalName: string;
  }[];
  const item = items.find((candidate) => candidate.originalName === name);
  if (item) expect((await admin.delete(`/api/admin/media/${item.id}`)).status()).toBe(204);
}

const bulkBar = (page: Page) => page.getByRole('region', { name: 'Bulk actions' });
const selectBoxes = (page: Page) => page.getByRole('checkbox', { name: /^Select / });

atReaderWidths(({ width }) => {
  test("a contributor's lists, editor and media library offer nothing the server refuses them", async ({
    page,
    admin,
    signIn,
  }) => {
    await signIn(await teamMember(admin, 'contributor'));
    const { word, published, own, file } = await content(admin, page);
    const refused: string[] = [];
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (response.status() === 403 && pathname.startsWith('/api/')) refused.push(pathname);
    });

    // The stories list: another's published story is viewed, not edited or deleted; their own
    // draft is theirs to edit and delete; no bulk bar and nothing to tick.
    await openScreen(page, `/admin/manage-articles?q=${word}`);
    const other = listRow(page, published.title);
    await expect(other).toBeVisible({ timeout: 15_000 });
    await expect(other.getByRole('link', { name: `View ${published.title}` })).toBeVisible();
    await expect(other.getByRole('button', { name: `Delete ${published.title}` })).toHaveCount(0);
    await expect(other.getByRole('link', { name: `Edit ${published.title}` })).toHaveCount(0);
    const mine = listRow(page, own.title);
    await expect(mine.getByRole('link', { name: `Edit ${own.title}` })).toBeVisible();
    await expect(mine.getByRole('button', { name: `Delete ${own.title}` })).toBeVisible();
    await expect(bulkBar(page)).toHaveCount(0);
    await expect(selectBoxes(page)).toHaveCount(0);
    await expectAccessibleAndFitting(page, width);

    // The videos and graphics lists: the published ones are viewed only, and no bulk actions.
    for (const [path, title] of [
      ['/admin/manage-videos', `${word} video`],
      ['/admin/manage-graphics', `${word} graphic`],
    ]) {
      await openScreen(page, `${path}?q=${word}`);
      await expect(page.getByRole('link', { name: `View ${title}` })).toBeVisible({ timeout: 15_000 });
      await expect(page.getByRole('button', { name: `Delete ${title}` })).toHaveCount(0);
      await expect(bulkBar(page)).toHaveCount(0);
      await expect(selectBoxes(page)).toHaveCount(0);
    }

    // The editor: no Featured box on a new story or their draft; another's story read only,
    // without Featured, and without its history (the author's and editors' alone).
    for (const path of ['/admin/create-article', `/admin/edit-article/${own.id}`]) {
      await openScreen(page, path);
      await expect(field(page, 'Title')).toBeEditable({ timeout: 15_000 });
      await expect(page.getByRole('checkbox', { name: /Featured/ })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Save draft', exact: true })).toBeVisible();
    }
    await expectAccessibleAndFitting(page, width);
    const historyRefused = page.waitForResponse(
      (response) =>
        response.url().endsWith(`/articles/${published.id}/revisions`) && response.status() === 404,
    );
    await openScreen(page, `/admin/edit-article/${published.id}`);
    await expect(page.getByText('Published: only an editor can change it now.')).toBeVisible();
    await historyRefused;
    await expect(page.getByRole('heading', { name: 'History' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Restore / })).toHaveCount(0);
    await expect(page.getByRole('checkbox', { name: /Featured/ })).toHaveCount(0);
    await expectAccessibleAndFitting(page, width);

    // The media library: they upload and copy, an editor deletes.
    await openScreen(page, '/admin/media-library');
    const card = page.getByRole('article', { name: file });
    await expect(card.getByRole('button', { name: 'Copy URL' })).toBeVisible({ timeout: 15_000 });
    await expect(card.getByRole('button', { name: `Delete ${file}` })).toHaveCount(0);
    await expectAccessibleAndFitting(page, width);

    await page.waitForLoadState('networkidle');
    expect(refused).toEqual([]);
    await deleteFile(admin, file);
  });

  test('an editor is still offered Delete, the bulk actions, Featured, Restore and the media delete', async ({
    page,
    admin,
    signIn,
  }) => {
    await signIn(await teamMember(admin, 'editor'));
    const { word, published, file } = await content(admin, page);

    await openScreen(page, `/admin/manage-articles?q=${word}`);
    const row = listRow(page, published.title);
    await expect(row.getByRole('link', { name: `Edit ${published.title}` })).toBeVisible({ timeout: 15_000 });
    await expect(row.getByRole('button', { name: `Delete ${published.title}` })).toBeVisible();
    await row.getByRole('checkbox', { name: `Select ${published.title}` }).check();
    await expect(bulkBar(page).getByRole('button')).toHaveText([
      'Publish',
      'Back to draft',
      'Delete',
      'Clear selection',
    ]);
    await expectAccessibleAndFitting(page, width);

    await openScreen(page, `/admin/edit-article/${published.id}`);
    await expect(page.getByRole('checkbox', { name: /Featured/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Restore / })).toBeVisible();
    await expectAccessibleAndFitting(page, width);

    await openScreen(page, '/admin/media-library');
    await expect(page.getByRole('button', { name: `Delete ${file}` })).toBeVisible({ timeout: 15_000 });
    await deleteFile(admin, file);
  });
});
