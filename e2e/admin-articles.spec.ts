import type { APIRequestContext, Page } from '@playwright/test';
import { fromDateTimeInput, toDateTimeInput } from '../src/contracts/chapter-clock.ts';
import { expect as baseExpect, teamMember, test, unique } from './fixtures.ts';
import {
  countRequests,
  createThrough,
  expectAtTop,
  expectFieldError,
  expectMessagesShown,
  expectNoSeriousAxeFindings,
  expectSavedRedirect,
  field,
  findIn,
  listRow,
  submitButton,
  toast,
} from './support/admin.ts';

// Several browsers share two cores while these run: flows get room, checks wait a little longer.
const expect = baseExpect.configure({ timeout: 15_000 });

// admin-area §2 (create-article, edit-article, manage-articles), §5 article rules, §8 toasts;
// rich text, history and publication states of the "Admin CMS part 1" issue.

// 1×1 PNG for the editor's picture upload.
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

interface AdminArticle {
  id: number;
  title: string;
  content: string;
  status: string;
  publishedDate: string;
}

test.beforeEach(async ({ page, signIn }) => {
  test.slow();
  // No test leaves the machine: embedded videos answer from here.
  await page.route(/youtube(-nocookie)?\.com/, (route) => route.fulfill({ status: 200, body: '' }));
  await signIn();
});

const createArticle = (admin: APIRequestContext, fields: Record<string, unknown>) =>
  createThrough<AdminArticle>(admin, '/api/admin/articles', {
    excerpt: 'A dek for the story.',
    content: '<p>Body text.</p>',
    author: 'Jordan Lee',
    imageUrl: '/og-default.png',
    ...fields,
  });

const findArticle = (admin: APIRequestContext, title: string) =>
  findIn<AdminArticle>(admin, '/api/admin/articles?limit=100', title);

/** "YYYY-MM-DDTHH:mm" on the chapter's clock, as the datetime-local input reads it (decision 014). */
function chapterMinute(offsetMs: number): string {
  return toDateTimeInput(new Date(Date.now() + offsetMs), 'America/New_York');
}

const editor = (page: Page) => page.getByRole('textbox', { name: 'Content' });
const toolbar = (page: Page) => page.getByRole('toolbar', { name: 'Formatting' });

async function fillArticle(page: Page, values: { title: string; content: string; author?: string }) {
  await field(page, 'Title').fill(values.title);
  await field(page, 'Excerpt').fill('What the story is about, in a sentence.');
  await editor(page).click();
  await page.keyboard.type(values.content);
  await field(page, 'Author').fill(values.author ?? 'Jordan Lee');
  await field(page, 'Image').fill('/og-default.png');
}

test('create through the form, see it on the site, edit it, then delete it', async ({ page, admin }) => {
  const title = unique('Form Story');
  await page.goto('/admin/create-article');
  await fillArticle(page, { title, content: 'The opening paragraph of the story.' });
  await field(page, 'Category').selectOption({ label: 'Health is Wealth' });
  await page.getByLabel('Featured').check();
  await page.getByRole('button', { name: 'Add pull quote' }).click();
  await field(page, 'Pull quote 1').fill('Sleep is a study tool too.');
  await expect(field(page, 'Pull quote 1')).toHaveAttribute('maxlength', '1000');
  // Removing the last quote leaves the focus on Add, not lost to the page.
  await page.getByRole('button', { name: 'Add pull quote' }).click();
  await page.getByRole('button', { name: 'Remove pull quote 2' }).click();
  await expect(page.getByRole('button', { name: 'Add pull quote' })).toBeFocused();
  // A new article starts as a draft; each button says what a click does.
  await expect(page.getByRole('group', { name: 'Publishing' })).toContainText('Draft');
  await expect(submitButton(page, 'Save draft')).toBeVisible();
  await submitButton(page, 'Publish').click();
  await expect(toast(page, 'Article created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
  await expectAtTop(page);

  const created = await findArticle(admin, title);
  expect(created).toMatchObject({ status: 'published' });
  const id = created!.id;

  await page.goto('/writing');
  await expect(page.getByRole('link', { name: title }).first()).toBeVisible();
  await page.goto(`/article/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('The opening paragraph of the story.')).toBeVisible();
  await expect(page.getByText('“Sleep is a study tool too.”')).toBeVisible();

  // Edit from the manage screen's row; the category reads as on the form and the site, with the Featured badge.
  await page.goto('/admin/manage-articles');
  const card = listRow(page, title);
  await expect(card.getByText('Health is Wealth', { exact: true })).toBeVisible();
  await expect(card.getByText('Featured', { exact: true })).toBeVisible();
  await expect(card.getByText('Published', { exact: true })).toBeVisible();
  await expect(card.getByText('Jordan Lee', { exact: true })).toBeVisible();
  await card.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/edit-article/${id}$`));
  await expect(field(page, 'Title')).toHaveValue(title);
  await expect(field(page, 'Pull quote 1')).toHaveValue('Sleep is a study tool too.');
  const edited = `${title} (updated)`;
  await field(page, 'Title').fill(edited);
  // A blank pull quote is dropped on save (admin-area §5).
  await page.getByRole('button', { name: 'Add pull quote' }).click();
  await submitButton(page, 'Update').click();
  await expect(toast(page, 'Article updated successfully')).toBeVisible();
  await expectSavedRedirect(page, '/admin/manage-articles', id);
  expect((await findArticle(admin, edited))?.id).toBe(id);
  expect(await (await admin.get(`/api/admin/articles/${id}`)).json()).toMatchObject({
    pullQuotes: ['Sleep is a study tool too.'],
  });

  await page.goto(`/article/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: edited })).toBeVisible();

  await page.goto('/admin/manage-articles');
  await page.getByRole('button', { name: `Delete ${edited}` }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(edited);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Article deleted successfully')).toBeVisible();
  await expect(listRow(page, edited)).toHaveCount(0);
  expect((await page.request.get(`/api/articles/${id}`)).status()).toBe(404);
});

test('an empty form shows every article message of admin-area §5 and sends nothing', async ({ page }) => {
  const posts = countRequests(page, 'POST', '/api/admin/articles');
  await page.goto('/admin/create-article');
  await expect(editor(page)).toBeVisible();
  // A draft needs only its title (e2e/admin-drafts.spec.ts); publishing needs every field.
  await submitButton(page, 'Publish').click();
  await expectMessagesShown(page, [
    'Title is required',
    'Excerpt is required',
    'Content is required',
    'Author is required',
    'Image is required',
  ]);
  await expect(field(page, 'Title')).toBeFocused();
  await expectFieldError(page, 'Title', 'Title is required');
  await expect(editor(page)).toHaveAttribute('aria-invalid', 'true');
  expect(posts()).toBe(0);
  await expectNoSeriousAxeFindings(page);
});

test('a refused save keeps what was typed, with the pending text while it is sent', async ({ page }) => {
  const title = unique('Refused Story');
  await page.route('**/api/admin/articles', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    await new Promise((resolve) => setTimeout(resolve, 800));
    return route.fulfill({
      status: 500,
      json: { message: 'Something went wrong on our side. Please try again.' },
    });
  });
  await page.goto('/admin/create-article');
  await fillArticle(page, { title, content: 'Words worth keeping.' });
  await submitButton(page, 'Save draft').click();
  await expect(page.getByRole('button', { name: 'Creating...' })).toBeDisabled();
  await expect(toast(page, 'Something went wrong on our side. Please try again.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/create-article$/);
  await expect(field(page, 'Title')).toHaveValue(title);
  await expect(editor(page)).toHaveText('Words worth keeping.');
});

test('a scheduled article and a draft stay off the public site; the manage screen says which', async ({
  page,
  admin,
}) => {
  const scheduled = unique('Scheduled Story');
  await page.goto('/admin/create-article');
  await fillArticle(page, { title: scheduled, content: 'Not yet.' });
  await page.getByLabel('Publish date and time').fill(chapterMinute(3 * 86_400_000));
  await expect(submitButton(page, 'Publish')).toHaveCount(0);
  await submitButton(page, 'Schedule').click();
  await expect(toast(page, 'Article created successfully')).toBeVisible();

  const draft = unique('Draft Story');
  await page.goto('/admin/create-article');
  await fillArticle(page, { title: draft, content: 'Still writing.' });
  await expect(page.getByRole('group', { name: 'Publishing' })).toContainText('Draft');
  await submitButton(page, 'Save draft').click();
  await expect(toast(page, 'Article created successfully')).toBeVisible();

  for (const [title, status] of [
    [scheduled, 'published'],
    [draft, 'draft'],
  ] as const) {
    const stored = await findArticle(admin, title);
    expect(stored?.status).toBe(status);
    expect((await page.request.get(`/api/articles/${stored!.id}`)).status()).toBe(404);
  }
  const listed = (await (await page.request.get('/api/articles?limit=100')).json()) as { title: string }[];
  expect(listed.map((a) => a.title)).not.toContain(scheduled);
  expect(listed.map((a) => a.title)).not.toContain(draft);
  await page.goto('/writing');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(scheduled)).toHaveCount(0);
  await expect(page.getByText(draft)).toHaveCount(0);

  await page.goto('/admin/manage-articles');
  const cardOf = (title: string) => listRow(page, title);
  await expect(cardOf(scheduled).getByText('Scheduled', { exact: true })).toBeVisible();
  await expect(cardOf(draft).getByText('Draft', { exact: true })).toBeVisible();
  await expectNoSeriousAxeFindings(page);
});

test('publishing a draft dates it now, unless the editor set the date', async ({ page, admin }) => {
  const started = '2024-03-01T15:00:00.000Z';
  const draft = await createArticle(admin, {
    title: unique('Old Draft'),
    status: 'draft',
    publishedDate: started,
  });
  await page.goto(`/admin/edit-article/${draft.id}`);
  const date = page.getByLabel('Publish date and time');
  await submitButton(page, 'Publish').click();
  await expect(toast(page, 'Article updated successfully')).toBeVisible();
  const published = (await (await admin.get(`/api/admin/articles/${draft.id}`)).json()) as AdminArticle;
  expect(published.status).toBe('published');
  // The input is to the minute.
  expect(Date.now() - new Date(published.publishedDate).getTime()).toBeLessThan(5 * 60_000);
  expect((await page.request.get(`/api/articles/${draft.id}`)).status()).toBe(200);

  // A date the editor typed before publishing stays as typed.
  const other = await createArticle(admin, { title: unique('Dated Draft'), status: 'draft' });
  await page.goto(`/admin/edit-article/${other.id}`);
  await date.fill('2024-05-06T09:30');
  await submitButton(page, 'Publish').click();
  await expect(toast(page, 'Article updated successfully')).toBeVisible();
  const dated = (await (await admin.get(`/api/admin/articles/${other.id}`)).json()) as AdminArticle;
  expect(dated).toMatchObject({
    status: 'published',
    // Typed on the chapter's clock (decision 014).
    publishedDate: fromDateTimeInput('2024-05-06T09:30', 'America/New_York'),
  });
});

test('a scheduled article appears by itself at its time: on /writing, its page, the feed and the sitemap', async ({
  page,
  admin,
}) => {
  const title = unique('Timed Story');
  // Far enough ahead for the checks below on a busy machine, near enough for a short wait.
  const comesOutAt = Date.now() + 15_000;
  const article = await createArticle(admin, { title, publishedDate: new Date(comesOutAt).toISOString() });
  const everywhere = async () => {
    const [feed, sitemap, page_] = await Promise.all([
      page.request.get('/rss.xml').then((r) => r.text()),
      page.request.get('/sitemap.xml').then((r) => r.text()),
      page.request.get(`/api/articles/${article.id}`).then((r) => r.status()),
    ]);
    return { feed: feed.includes(title), sitemap: sitemap.includes(`/article/${article.id}`), page: page_ };
  };
  expect(await everywhere()).toEqual({ feed: false, sitemap: false, page: 404 });
  await page.goto('/writing');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(title)).toHaveCount(0);
  expect(Date.now(), 'checked before its time').toBeLessThan(comesOutAt);

  await page.waitForTimeout(Math.max(0, comesOutAt - Date.now() + 200));
  await page.goto('/writing');
  await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();
  expect(await everywhere()).toEqual({ feed: true, sitemap: true, page: 200 });
});

test('rich text: a heading, bold words, a link, an uploaded picture and a YouTube video reach the public page', async ({
  page,
  admin,
}) => {
  const title = unique('Rich Story');
  await page.goto('/admin/create-article');
  await fillArticle(page, { title, content: '' });
  await editor(page).click();
  await toolbar(page).getByRole('button', { name: 'Heading', exact: true }).click();
  await expect(toolbar(page).getByRole('button', { name: 'Heading', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.keyboard.type('What happened');
  await page.keyboard.press('Enter');
  await page.keyboard.type('It was ');
  await page.keyboard.press('Control+b');
  await page.keyboard.type('very loud');
  await page.keyboard.press('Control+b');
  await page.keyboard.type(' and ');
  await toolbar(page).getByRole('button', { name: 'Link' }).click();
  const linkDialog = page.getByRole('dialog', { name: 'Link' });
  await linkDialog.getByLabel('Link text').fill('the full report');
  await linkDialog.getByLabel('Link address').fill('javascript:alert(1)');
  await linkDialog.getByRole('button', { name: 'Apply link' }).click();
  await expect(linkDialog.getByText(/Enter a web address/)).toBeVisible();
  await linkDialog.getByLabel('Link address').fill('example.org/report');
  await linkDialog.getByRole('button', { name: 'Apply link' }).click();
  await expect(linkDialog).toBeHidden();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await toolbar(page).getByRole('button', { name: 'Insert image' }).click();
  const imageDialog = page.getByRole('dialog', { name: 'Insert image' });
  await imageDialog.getByRole('button', { name: 'Insert image' }).click();
  await expect(imageDialog.getByText("Describe the image for readers who can't see it")).toBeVisible();
  await imageDialog
    .getByLabel('Upload image')
    .setInputFiles({ name: 'crowd.png', mimeType: 'image/png', buffer: PIXEL });
  await expect(imageDialog.getByLabel(/^Image( \*)?$/)).toHaveValue(/^\/uploads\//);
  await imageDialog.getByLabel(/^Alt text/).fill('Students at the council meeting');
  await imageDialog.getByRole('button', { name: 'Insert image' }).click();
  await expect(imageDialog).toBeHidden();
  await toolbar(page).getByRole('button', { name: 'Embed YouTube video' }).click();
  const videoDialog = page.getByRole('dialog', { name: 'Embed YouTube video' });
  await videoDialog.getByLabel('YouTube link').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await videoDialog.getByRole('button', { name: 'Embed video' }).click();
  await expect(videoDialog).toBeHidden();
  await submitButton(page, 'Publish').click();
  await expect(toast(page, 'Article created successfully')).toBeVisible();

  const stored = await findArticle(admin, title);
  await page.goto(`/article/${stored!.id}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: 'What happened' })).toBeVisible();
  await expect(main.locator('strong', { hasText: 'very loud' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'the full report' })).toHaveAttribute(
    'href',
    'https://example.org/report',
  );
  await expect(main.getByRole('img', { name: 'Students at the council meeting' })).toHaveAttribute(
    'src',
    /^\/uploads\//,
  );
  const frame = main.locator('iframe[src^="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"]');
  await expect(frame).toHaveAttribute('title', 'YouTube video');
  await expect(frame).toHaveAttribute('sandbox', /allow-scripts/);
});

test('history: compare an older version with the current text, then restore it', async ({
  page,
  admin,
  signIn,
}) => {
  const first = unique('History Story');
  const article = await createArticle(admin, { title: first, content: '<p>The council met on Monday.</p>' });
  // Each save changes the status: quick saves by one person would fold into one revision.
  for (const [title, content, status] of [
    [`${first} v2`, '<p>The council met on Tuesday.</p>', 'draft'],
    [`${first} v3`, '<p>The council met on Tuesday night.</p>', 'published'],
  ]) {
    const response = await admin.put(`/api/admin/articles/${article.id}`, {
      data: {
        title,
        excerpt: 'A dek for the story.',
        content,
        author: 'Jordan Lee',
        imageUrl: '/og-default.png',
        status,
      },
    });
    expect(response.status()).toBe(200);
  }

  await page.goto(`/admin/edit-article/${article.id}`);
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByRole('listitem')).toHaveCount(3);
  await expect(history.getByText('Current version')).toBeVisible();
  const oldest = history.getByRole('listitem').last();
  await expect(oldest).toContainText('First version');
  await oldest.getByRole('button', { name: /^Compare/ }).click();
  await expect(page.getByTestId('diff-content-before')).toContainText('The council met on');
  await expect(page.getByTestId('diff-content-before').locator('del')).toContainText('Monday.');
  await expect(page.getByTestId('diff-content-after').locator('ins')).toContainText('Tuesday night.');
  await expectNoSeriousAxeFindings(page);

  await oldest.getByRole('button', { name: /^Restore/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Restore' }).click();
  await expect(toast(page, 'Revision restored successfully')).toBeVisible();
  await expect(field(page, 'Title')).toHaveValue(first);
  await expect(editor(page)).toHaveText('The council met on Monday.');
  await expect(history.getByRole('listitem')).toHaveCount(4);
  expect((await (await page.request.get(`/api/articles/${article.id}`)).json()).title).toBe(first);

  // Another contributor may read the published story, not how it was drafted (issue 34): no panel.
  await signIn(await teamMember(admin, 'contributor'));
  const refused = page.waitForResponse((answer) => answer.url().endsWith(`/${article.id}/revisions`));
  await page.goto(`/admin/edit-article/${article.id}`);
  expect((await refused).status()).toBe(404);
  await expect(field(page, 'Title')).toHaveValue(first);
  await expect(history).toHaveCount(0);
  await expect(page.getByText('The history could not be loaded.')).toHaveCount(0);
});

test('leaving a form with unsaved changes asks first', async ({ page, admin }) => {
  await page.goto('/admin/create-article');
  await field(page, 'Title').fill('Half a headline');
  let asked = '';
  page.once('dialog', (dialog) => {
    asked = dialog.message();
    void dialog.dismiss();
  });
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  expect(asked).toBe('You have unsaved changes. Leave this page and lose them?');
  await expect(page).toHaveURL(/\/admin\/create-article$/);
  await expect(field(page, 'Title')).toHaveValue('Half a headline');

  const article = await createArticle(admin, { title: unique('Unsaved Story') });
  await page.goto(`/admin/edit-article/${article.id}`);
  await editor(page).click();
  await page.keyboard.type(' More.');
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/admin\/manage-articles$/);
});

test('Back with unsaved changes asks first: declined keeps the form, accepted leaves', async ({ page }) => {
  // Reached inside the app, so Back stays in the page (a popstate), as on a phone after a tap.
  await page.goto('/admin');
  await page.locator('main a[href="/admin/create-article"]').first().click();
  await expect(field(page, 'Title')).toBeVisible();
  await field(page, 'Title').fill('Half a headline');

  let asked = '';
  page.once('dialog', (dialog) => {
    asked = dialog.message();
    void dialog.dismiss();
  });
  // Declined, no navigation happens, which page.goBack() would wait for: Back from the page itself.
  await page.evaluate(() => window.history.back());
  await expect.poll(() => asked).toBe('You have unsaved changes. Leave this page and lose them?');
  await expect(page).toHaveURL(/\/admin\/create-article$/);
  await expect(field(page, 'Title')).toHaveValue('Half a headline');

  // Declined once, it still asks the next time; accepted, Back goes where it was going.
  page.once('dialog', (dialog) => void dialog.accept());
  await page.goBack();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Website Manager' })).toBeVisible();
});

test('edit screen: loading, not found, and nothing serious for axe at phone width', async ({
  page,
  admin,
}) => {
  // The answer held back a moment, so the loading line has time to show.
  await page.route('**/api/admin/articles/999999999', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.goto('/admin/edit-article/999999999');
  await expect(page.getByRole('status').filter({ hasText: 'Loading article...' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Article Not Found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Articles' })).toHaveAttribute(
    'href',
    '/admin/manage-articles',
  );

  const article = await createArticle(admin, { title: unique('Axe Story') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/admin/edit-article/${article.id}`);
  await expect(editor(page)).toBeVisible();
  await expectNoSeriousAxeFindings(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.goto('/admin/manage-articles');
  await expect(listRow(page, article.title)).toBeVisible();
  await expectNoSeriousAxeFindings(page);
});
