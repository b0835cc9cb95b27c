import type { APIRequestContext, Page } from '@playwright/test';
import { fromDateTimeInput, toDayInput } from '../src/contracts/chapter-clock.ts';
import { expect as baseExpect, test, unique } from './fixtures.ts';
import {
  countRequests,
  createThrough,
  expectDeleteAsksFirst,
  expectFieldError,
  expectMessagesShown,
  expectSavedRedirect,
  expectScreensAccessible,
  field,
  findIn,
  holdRequests,
  listRow,
  submitButton,
} from './support/admin.ts';

// Several browsers share two cores while these run: flows get room, checks wait a little longer.
const expect = baseExpect.configure({ timeout: 15_000 });

// admin-area §2 (create-video, edit-video, manage-videos), §5 video rules, §8 toasts; the API is "broadcast".

const YOUTUBE_ID = 'dQw4w9WgXcQ';
const YOUTUBE_THUMBNAIL = `https://img.youtube.com/vi/${YOUTUBE_ID}/hqdefault.jpg`;
// 1×1 PNG: YouTube's thumbnail host answers from here, so no test leaves the machine.
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

interface AdminVideo {
  id: number;
  title: string;
  status: string;
  thumbnailUrl: string;
  creators: string[];
  publishedDate: string;
}

test.beforeEach(async ({ page, signIn }) => {
  test.slow();
  await page.route('https://img.youtube.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: PIXEL }),
  );
  await signIn();
});

const createVideo = (admin: APIRequestContext, fields: Record<string, unknown>) =>
  createThrough<AdminVideo>(admin, '/api/admin/broadcast', {
    description: 'About the video',
    videoUrl: '/uploads/clip.mp4',
    creators: ['Jordan Lee'],
    duration: '5:30',
    publishedDate: new Date(Date.now() - 60_000).toISOString(),
    ...fields,
  });

const findVideo = (admin: APIRequestContext, title: string) =>
  findIn<AdminVideo>(admin, '/api/admin/broadcast?limit=100', title);

/** The day `offsetDays` from today on the chapter's clock, as the date picker holds it (decision 014). */
function chapterDay(offsetDays = 0): string {
  return toDayInput(new Date(Date.now() + offsetDays * 86_400_000), 'America/New_York');
}

async function expectOnNabjTv(page: Page, title: string, visible: boolean) {
  await page.goto(`/nabj-tv?q=${encodeURIComponent(title)}`);
  const card = page.getByTestId('video-card').filter({ hasText: title });
  if (visible) await expect(card).toBeVisible();
  else await expect(page.getByRole('heading', { name: 'No Videos Found' })).toBeVisible();
}

test('a video added through the form is on NABJ TV; an edit shows there; a delete removes it', async ({
  page,
  admin,
}) => {
  const title = unique('Admin Video');
  await page.goto('/admin/create-video');
  await expect(page.getByRole('heading', { level: 1, name: 'Add Video Content' })).toBeVisible();
  // Defaults (admin-area §9): long-form, dated today; a new video starts as a draft.
  await expect(field(page, 'Type')).toHaveValue('long-form');
  await expect(page.getByRole('group', { name: 'Publishing' })).toContainText('Draft');
  await expect(submitButton(page, 'Save draft')).toBeVisible();
  await expect(field(page, 'Published date (Eastern Time)')).toHaveValue(chapterDay());

  await field(page, 'Title').fill(title);
  await field(page, 'Description').fill('The homecoming parade, start to finish.');
  await field(page, 'Video URL').fill(`https://youtu.be/${YOUTUBE_ID}`);
  // An empty thumbnail previews the YouTube link's own.
  await expect(page.getByRole('img', { name: 'Thumbnail preview' })).toHaveAttribute(
    'src',
    YOUTUBE_THUMBNAIL,
  );
  await field(page, 'Type').selectOption('short-form');
  await field(page, 'Duration').fill('5:30');
  await field(page, 'Creators').fill('Jordan Lee, , Ava Brooks');

  const release = await holdRequests(page, '**/api/admin/broadcast');
  await submitButton(page, 'Publish').click();
  await expect(page.getByRole('button', { name: 'Creating...' })).toBeDisabled();
  release();
  await expect(page.getByText('Video content created successfully', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);

  const created = await findVideo(admin, title);
  expect(created).toMatchObject({
    status: 'published',
    thumbnailUrl: YOUTUBE_THUMBNAIL,
    creators: ['Jordan Lee', 'Ava Brooks'],
  });
  await expectOnNabjTv(page, title, true);

  const renamed = `${title} (updated)`;
  await page.goto('/admin/manage-videos');
  const card = listRow(page, title);
  await expect(card).toContainText('Short-Form');
  await expect(card).toContainText('Published');
  await expect(card).toContainText('Jordan Lee, Ava Brooks');
  await expect(card).toContainText('Duration 5:30');
  await card.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Video' })).toBeVisible();
  await expect(field(page, 'Creators')).toHaveValue('Jordan Lee, Ava Brooks');
  await field(page, 'Title').fill(renamed);
  await submitButton(page, 'Update').click();
  await expect(page.getByText('Video updated successfully', { exact: true })).toBeVisible();
  await expectSavedRedirect(page, '/admin/manage-videos', created!.id);
  // The unchanged day keeps the exact publish time.
  expect((await findVideo(admin, renamed))?.publishedDate).toBe(created?.publishedDate);
  await expectOnNabjTv(page, renamed, true);

  await page.goto('/admin/manage-videos');
  await expectDeleteAsksFirst(page, listRow(page, renamed), renamed, {
    question: `Are you sure you want to delete the video "${renamed}"?`,
    toast: 'Video content deleted successfully',
  });
  await expectOnNabjTv(page, renamed, false);
  expect((await page.request.get(`/api/broadcast/${created?.id}`)).status()).toBe(404);
});

test('the create form shows every §5 message, sends nothing, and keeps what was typed when refused', async ({
  page,
}) => {
  const posts = countRequests(page, 'POST', '/api/admin/broadcast');
  await page.goto('/admin/create-video');
  // A draft needs only its title (e2e/admin-drafts.spec.ts); publishing needs every field.
  await field(page, 'Published date (Eastern Time)').fill('');
  await field(page, 'Creators').fill(' , ');
  await submitButton(page, 'Publish').click();
  await expectMessagesShown(page, [
    'Title is required',
    'Description is required',
    'Must be a valid URL',
    'Creator is required',
    'Published date is required',
  ]);
  await expect(field(page, 'Title')).toBeFocused();
  await expectFieldError(page, 'Title', 'Title is required');
  await field(page, 'Video URL').fill('javascript:alert(1)');
  await submitButton(page, 'Publish').click();
  await expect(page.getByText('Must be a valid URL', { exact: true })).toBeVisible();
  expect(posts()).toBe(0);

  const title = unique('Refused Video');
  await field(page, 'Title').fill(title);
  await field(page, 'Description').fill('Kept after a refusal');
  await field(page, 'Video URL').fill('/uploads/clip.mp4');
  await field(page, 'Creators').fill('Jordan Lee');
  await field(page, 'Published date (Eastern Time)').fill(chapterDay());
  await page.route('**/api/admin/broadcast', (route) =>
    route.fulfill({ status: 503, json: { message: 'The database is busy' } }),
  );
  await submitButton(page, 'Publish').click();
  await expect(page.getByText('The database is busy', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/create-video$/);
  await expect(field(page, 'Title')).toHaveValue(title);
  await expect(field(page, 'Creators')).toHaveValue('Jordan Lee');

  // No answer at all: the spec's fallback.
  await page.unroute('**/api/admin/broadcast');
  await page.route('**/api/admin/broadcast', (route) => route.abort());
  await submitButton(page, 'Publish').click();
  await expect(page.getByText('Failed to create video content', { exact: true })).toBeVisible();
  await expect(field(page, 'Description')).toHaveValue('Kept after a refusal');
});

test('the edit form requires every field, drops empty creators, and shows its fallback', async ({
  page,
  admin,
}) => {
  const video = await createVideo(admin, { title: unique('Edit Rules') });
  const puts = countRequests(page, 'PUT', `/api/admin/broadcast/${video.id}`);
  await page.goto(`/admin/edit-video/${video.id}`);
  await field(page, 'Video URL').fill('');
  await field(page, 'Duration').fill('  ');
  await field(page, 'Creators').fill(' , ,');
  await field(page, 'Published date (Eastern Time)').fill('');
  await submitButton(page, 'Update').click();
  await expectMessagesShown(page, [
    'Video URL is required',
    'Duration is required',
    'At least one creator is required',
    'Published date is required',
  ]);
  expect(puts()).toBe(0);

  await field(page, 'Video URL').fill('/uploads/clip.mp4');
  await field(page, 'Duration').fill('12:00');
  await field(page, 'Creators').fill('Ava Brooks, , ');
  await field(page, 'Published date (Eastern Time)').fill(chapterDay(-3));
  await page.route(`**/api/admin/broadcast/${video.id}`, (route) =>
    route.request().method() === 'PUT' ? route.abort() : route.continue(),
  );
  await submitButton(page, 'Update').click();
  await expect(page.getByText('Failed to update video', { exact: true })).toBeVisible();
  await expect(field(page, 'Duration')).toHaveValue('12:00');
  await page.unroute(`**/api/admin/broadcast/${video.id}`);

  const sent = page.waitForRequest((request) => request.method() === 'PUT');
  await submitButton(page, 'Update').click();
  const body = (await sent).postDataJSON() as Record<string, unknown>;
  expect(body.creators).toEqual(['Ava Brooks']);
  // Day precision: the start of the chosen day on the chapter's clock.
  expect(body.publishedDate).toBe(fromDateTimeInput(chapterDay(-3), 'America/New_York'));
  await expect(page.getByText('Video updated successfully', { exact: true })).toBeVisible();
});

test('drafts and scheduled videos stay off the public API until published', async ({ page, admin }) => {
  const draft = unique('Draft Video');
  const scheduled = unique('Scheduled Video');
  for (const [title, status, day] of [
    [draft, 'draft', chapterDay()],
    [scheduled, 'published', chapterDay(3)],
  ] as const) {
    await page.goto('/admin/create-video');
    await field(page, 'Title').fill(title);
    await field(page, 'Description').fill('Not for the public yet');
    await field(page, 'Video URL').fill('/uploads/clip.mp4');
    await field(page, 'Creators').fill('Jordan Lee');
    await field(page, 'Published date (Eastern Time)').fill(day);
    await submitButton(page, status === 'draft' ? 'Save draft' : 'Schedule').click();
    // A draft's save keeps the editor open at the draft's own address (issue 36).
    await expect(page).toHaveURL(status === 'draft' ? /\/admin\/edit-video\/\d+$/ : /\/admin$/);
  }
  const draftVideo = await findVideo(admin, draft);
  const scheduledVideo = await findVideo(admin, scheduled);
  expect(draftVideo?.status).toBe('draft');
  expect(scheduledVideo?.status).toBe('published');
  for (const video of [draftVideo, scheduledVideo]) {
    expect((await page.request.get(`/api/broadcast/${video?.id}`)).status()).toBe(404);
  }
  const list = (await (await page.request.get('/api/broadcast?limit=100')).json()) as AdminVideo[];
  expect(list.map((video) => video.title)).not.toContain(draft);
  expect(list.map((video) => video.title)).not.toContain(scheduled);

  await page.goto('/admin/manage-videos');
  await expect(listRow(page, draft)).toContainText('Draft');
  await expect(listRow(page, scheduled)).toContainText('Scheduled');

  // Publishing the draft from its edit screen puts it on the site.
  await listRow(page, draft)
    .getByRole('link', { name: `Edit ${draft}` })
    .click();
  await expect(page.getByRole('group', { name: 'Publishing' })).toContainText('Draft');
  // Optional on create, required on edit (admin-area §5): the editor adds it now.
  await submitButton(page, 'Publish').click();
  await expect(page.getByText('Duration is required', { exact: true })).toBeVisible();
  await field(page, 'Duration').fill('3:15');
  await submitButton(page, 'Publish').click();
  await expectSavedRedirect(page, '/admin/manage-videos', draftVideo!.id);
  expect((await page.request.get(`/api/broadcast/${draftVideo?.id}`)).status()).toBe(200);
});

test('manage cards draw the placeholder for a missing, sample-host or broken thumbnail', async ({
  page,
  admin,
}) => {
  const tag = unique('Thumbs');
  const titles = {
    missing: `${tag} missing`,
    sample: `${tag} sample`,
    broken: `${tag} broken`,
    youtube: `${tag} youtube`,
  };
  await createVideo(admin, { title: titles.missing });
  await createVideo(admin, { title: titles.sample, thumbnailUrl: 'https://{host}/thumb.jpg' });
  await createVideo(admin, { title: titles.broken, thumbnailUrl: '/uploads/no-such-thumbnail.jpg' });
  await createVideo(admin, {
    title: titles.youtube,
    videoUrl: `https://www.youtube.com/watch?v=${YOUTUBE_ID}`,
  });
  await page.goto('/admin/manage-videos');
  for (const title of [titles.missing, titles.sample, titles.broken]) {
    await expect(listRow(page, title).locator('[data-placeholder="video"]')).toBeVisible();
  }
  await expect(listRow(page, titles.youtube).locator('img')).toHaveAttribute('src', YOUTUBE_THUMBNAIL);
  await expect(listRow(page, titles.youtube).locator('[data-placeholder="video"]')).toHaveCount(0);
});

for (const width of [390, 1280]) {
  test(`axe finds nothing serious on the video screens at ${width}px, and nothing overflows`, async ({
    page,
    admin,
  }) => {
    const video = await createVideo(admin, {
      title: unique('Axe Video'),
      videoUrl: `https://youtu.be/${YOUTUBE_ID}`,
    });
    await expectScreensAccessible(page, width, {
      create: '/admin/create-video',
      edit: `/admin/edit-video/${video.id}`,
      manage: '/admin/manage-videos',
      title: video.title,
    });
  });
}
