import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { ADMIN, expect as baseExpect, test, unique, waitForHydration } from './fixtures.ts';
import { createThrough, expectNoSeriousAxeFindings, field, submitButton } from './support/admin.ts';

// Issue 36, the editor's part: the conflict view, autosave and recovery, and an editor that stays put.
const expect = baseExpect.configure({ timeout: 15_000 });

interface AdminArticle {
  id: number;
  title: string;
  excerpt: string;
  status: string;
}

const createArticle = (admin: APIRequestContext, fields: Record<string, unknown>) =>
  createThrough<AdminArticle>(admin, '/api/admin/articles', {
    title: unique('Never Lose'),
    excerpt: 'A dek for the story.',
    content: '<p>Body text.</p>',
    author: 'Jordan Lee',
    imageUrl: '/og-default.png',
    ...fields,
  });

const readArticle = async (admin: APIRequestContext, id: number) =>
  (await (await admin.get(`/api/admin/articles/${id}`)).json()) as AdminArticle;

/** A second writer: another browser, signed in, with the same article open. */
async function secondWriter(browser: Browser, baseURL: string | undefined, path: string) {
  const context = await browser.newContext({ baseURL });
  expect((await context.request.post('/api/admin/login', { data: ADMIN })).status()).toBe(200);
  const page = await context.newPage();
  await page.goto(path);
  await waitForHydration(page);
  return { page, close: () => context.close() };
}

const conflictView = (page: Page) =>
  page.getByRole('alertdialog', { name: 'Someone else saved this since you opened it' });

/** Both writers open the article; B changes the title and updates first, then A changes it too. */
async function staleSave(page: Page, browser: Browser, baseURL: string | undefined, article: AdminArticle) {
  const path = `/admin/edit-article/${article.id}`;
  await page.goto(path);
  const other = await secondWriter(browser, baseURL, path);
  await field(other.page, 'Title').fill(`${article.title} (theirs)`);
  await submitButton(other.page, 'Update').click();
  await expect(other.page).toHaveURL(/\/admin\/manage-articles\?saved=/);
  await other.close();

  await field(page, 'Title').fill(`${article.title} (mine)`);
  await submitButton(page, 'Update').click();
  const dialog = conflictView(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('diff-title-before')).toContainText('(theirs)');
  await expect(dialog.getByTestId('diff-title-after')).toContainText('(mine)');
  // Only the fields that differ are shown.
  await expect(dialog.getByRole('heading', { name: 'Excerpt' })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Copy my text' })).toBeVisible();
  return dialog;
}

test.beforeEach(async ({ signIn }) => {
  test.slow();
  await signIn();
});

test('a stale save opens the conflict view; Keep mine saves mine over theirs', async ({
  page,
  admin,
  browser,
  baseURL,
}) => {
  const article = await createArticle(admin, {});
  const dialog = await staleSave(page, browser, baseURL, article);
  // The focus moves into the view, so a keyboard reaches its choices at once.
  await expect.poll(() => dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  await expectNoSeriousAxeFindings(page, [390, 1280]);
  await dialog.getByRole('button', { name: 'Keep mine' }).click();
  await expect(page).toHaveURL(/\/admin\/manage-articles\?saved=/);
  expect((await readArticle(admin, article.id)).title).toBe(`${article.title} (mine)`);
});

test('Take theirs loads the saved version into the form', async ({ page, admin, browser, baseURL }) => {
  const article = await createArticle(admin, {});
  const dialog = await staleSave(page, browser, baseURL, article);
  await dialog.getByRole('button', { name: 'Take theirs' }).click();
  await expect(dialog).toBeHidden();
  await expect(field(page, 'Title')).toHaveValue(`${article.title} (theirs)`);
  // Theirs is now the base: the next save goes through without a conflict.
  await field(page, 'Excerpt').fill('A dek both can live with.');
  await submitButton(page, 'Update').click();
  await expect(page).toHaveURL(/\/admin\/manage-articles\?saved=/);
  expect(await readArticle(admin, article.id)).toMatchObject({
    title: `${article.title} (theirs)`,
    excerpt: 'A dek both can live with.',
  });
});

test('a draft saves itself and says so; a reload shows the text', async ({ page, admin }) => {
  const article = await createArticle(admin, { status: 'draft' });
  const path = `/admin/edit-article/${article.id}`;
  await page.goto(path);
  await field(page, 'Excerpt').fill('Typed and never saved by hand.');
  await expect(page.getByText(/^Saved \d{1,2}:\d{2}/)).toBeVisible();
  await expect(field(page, 'Excerpt')).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  expect((await readArticle(admin, article.id)).status).toBe('draft');
  await page.reload();
  await waitForHydration(page);
  await expect(field(page, 'Excerpt')).toHaveValue('Typed and never saved by hand.');
});

test('a published article’s changes survive a closed tab and are offered back', async ({
  page,
  admin,
  context,
}) => {
  const article = await createArticle(admin, {});
  const path = `/admin/edit-article/${article.id}`;
  await page.goto(path);
  await field(page, 'Excerpt').fill('Half a sentence typed when the tab went');
  await page.close({ runBeforeUnload: false });
  // Not saved to the server: a published story changes only on Update.
  expect((await readArticle(admin, article.id)).excerpt).toBe('A dek for the story.');

  const again = await context.newPage();
  await again.goto(path);
  await waitForHydration(again);
  const notice = again.getByRole('region', { name: 'Unsaved changes' });
  await expect(notice).toContainText(/Restore unsaved changes from \d{1,2}:\d{2}/);
  await expect(field(again, 'Excerpt')).toHaveValue('A dek for the story.');
  await notice.getByRole('button', { name: 'Restore' }).click();
  await expect(field(again, 'Excerpt')).toHaveValue('Half a sentence typed when the tab went');
  await expect(notice).toBeHidden();
});

test('saving a new draft with Ctrl-S turns the address into its edit one and keeps the focus', async ({
  page,
  admin,
}) => {
  const title = unique('Stays Put');
  await page.goto('/admin/create-article');
  await field(page, 'Excerpt').fill('What the story is about.');
  await page.getByRole('textbox', { name: 'Content' }).click();
  await page.keyboard.type('The first paragraph.');
  await field(page, 'Author').fill('Jordan Lee');
  await field(page, 'Image').fill('/og-default.png');
  await field(page, 'Title').fill(title);
  await page.keyboard.press('Control+s');
  await expect(page).toHaveURL(/\/admin\/edit-article\/\d+$/);
  await expect(page.getByText(/^Saved \d{1,2}:\d{2}/)).toBeVisible();
  await expect(field(page, 'Title')).toBeFocused();
  await expect(field(page, 'Title')).toHaveValue(title);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  expect(await readArticle(admin, id)).toMatchObject({ title, status: 'draft' });
  // Typing goes on where it was; the next save is an update of the same draft.
  await page.keyboard.type(' again');
  await page.keyboard.press('Control+s');
  await expect.poll(async () => (await readArticle(admin, id)).title).toBe(`${title} again`);
});

for (const width of [390, 1280]) {
  test(`the action bar stays in view while the writer scrolls, at ${width} px`, async ({ page, admin }) => {
    const article = await createArticle(admin, {});
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/admin/edit-article/${article.id}`);
    await expect(field(page, 'Title')).toHaveValue(article.title);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(submitButton(page, 'Update')).toBeInViewport();
    await expect(page.getByRole('link', { name: 'Cancel' })).toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(submitButton(page, 'Update')).toBeInViewport();
    await expectNoSeriousAxeFindings(page);
  });
}
