import { AxeBuilder } from '@axe-core/playwright';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { ADMIN, expect, test, unique, waitForHydration } from './fixtures.ts';
import { atReaderWidths } from './viewports.ts';

// The texts the reader and the moderator see (src/contracts/comments.ts).
const RATE_LIMITED = 'You are commenting too quickly. Please wait a few minutes and try again.';
const CLOSED = 'Comments are closed.';

async function createArticle(admin: APIRequestContext): Promise<{ id: number; title: string }> {
  const response = await admin.post('/api/admin/articles', {
    data: {
      title: unique('Commented Story'),
      excerpt: 'A story readers talk about.',
      content: 'First paragraph.\n\nSecond paragraph.',
      author: unique('Writer'),
      imageUrl: '/og-default.png',
      category: 'news',
    },
  });
  expect(response.status()).toBe(201);
  return response.json();
}

/** A page in a browser of its own: no cookies or storage shared with the test's page. */
async function otherReader(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

async function openArticle(page: Page, id: number) {
  await page.goto(`/article/${id}`);
  await waitForHydration(page);
  await expect(page.getByText('Loading comments…')).toHaveCount(0);
}

async function postComment(page: Page, name: string, text: string) {
  await page.getByLabel('Your name').fill(name);
  await page.getByLabel('Add a comment').fill(text);
  await page.getByRole('button', { name: 'Post' }).click();
}

async function pendingComments(admin: APIRequestContext): Promise<{ id: number; content: string }[]> {
  const response = await admin.get('/api/admin/comments?status=pending&limit=100');
  expect(response.status()).toBe(200);
  return (await response.json()).comments;
}

async function approve(admin: APIRequestContext, content: string) {
  const comment = (await pendingComments(admin)).find((c) => c.content === content);
  expect(comment, content).toBeDefined();
  const response = await admin.patch(`/api/admin/comments/${comment!.id}`, { data: { status: 'approved' } });
  expect(response.status()).toBe(200);
}

test.describe('reader comments', () => {
  test('a comment waits for approval, then every reader sees it with its name and the count', async ({
    page,
    browser,
    baseURL,
  }) => {
    // Three browsers (reader, editor, another reader) take turns on two shared cores.
    test.slow();
    const adminContext = await browser.newContext({ baseURL });
    const adminPage = await adminContext.newPage();
    expect((await adminPage.request.post('/api/admin/login', { data: ADMIN })).status()).toBe(200);
    const article = await createArticle(adminPage.request);
    const name = unique('Casey');
    const text = unique('Thoughtful words about the story');

    await openArticle(page, article.id);
    await postComment(page, name, text);
    const own = page.getByRole('listitem').filter({ hasText: text });
    await expect(own).toContainText(`${name} (you)`);
    await expect(own).toContainText('Just now');
    await expect(own).toContainText('Awaiting approval');
    await expect(
      page.getByText('Thanks! Your comment will appear for everyone once an editor approves it.'),
    ).toBeVisible();

    // It is kept: after a reload the writer still sees it waiting, and the name is remembered.
    await openArticle(page, article.id);
    await expect(page.getByRole('listitem').filter({ hasText: text })).toContainText('Awaiting approval');
    await expect(page.getByLabel('Your name')).toHaveValue(name);

    const reader = await otherReader(browser, baseURL);
    await openArticle(reader, article.id);
    await expect(reader.getByText('No comments yet. Start the conversation.')).toBeVisible();
    await expect(reader.getByText(text)).toHaveCount(0);
    await expect(reader.getByRole('link', { name: '0 comments' })).toBeVisible();

    await adminPage.goto('/admin/comments');
    await waitForHydration(adminPage);
    const card = adminPage.getByRole('article').filter({ hasText: text });
    await expect(card.getByRole('link', { name: article.title })).toHaveAttribute(
      'href',
      `/article/${article.id}`,
    );
    await expect(card).toContainText(name);
    await card.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(adminPage.getByText('Comment approved', { exact: true })).toBeVisible();
    await expect(adminPage.getByRole('article').filter({ hasText: text })).toHaveCount(0);
    await adminPage.getByRole('tab', { name: /Approved/ }).click();
    await expect(adminPage.getByRole('article').filter({ hasText: text })).toBeVisible();

    await openArticle(reader, article.id);
    const shown = reader.getByRole('listitem').filter({ hasText: text });
    await expect(shown).toContainText(name);
    await expect(shown).not.toContainText('Awaiting approval');
    await expect(reader.getByRole('heading', { name: 'Comments (1)' })).toBeVisible();
    await expect(reader.getByRole('link', { name: '1 comment' })).toBeVisible();
    await reader.context().close();
    await adminContext.close();
  });

  test('a filled honeypot looks like a success but nothing is stored', async ({ page, admin }) => {
    const article = await createArticle(admin);
    const text = unique('Cheap offers here');
    await openArticle(page, article.id);
    const honeypot = page.locator('input[name="website"]');
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    await expect(page.locator('[aria-hidden="true"]').filter({ has: honeypot })).toHaveCount(1);
    await honeypot.fill('http://spam.example', { force: true });
    await postComment(page, 'Robot', text);
    await expect(page.getByRole('listitem').filter({ hasText: text })).toContainText('Awaiting approval');
    expect((await pendingComments(admin)).some((c) => c.content === text)).toBe(false);
    await openArticle(page, article.id);
    await expect(page.getByText(text)).toHaveCount(0);
  });

  test('too many comments from one address are refused with a clear message', async ({ page, admin }) => {
    const article = await createArticle(admin);
    await openArticle(page, article.id);
    for (let i = 1; i <= 3; i++) {
      const response = await page.request.post(`/api/articles/${article.id}/comments`, {
        data: { name: 'Quick Typist', content: `Comment number ${i}` },
      });
      expect(response.status()).toBe(201);
    }
    const text = unique('One comment too many');
    await postComment(page, 'Quick Typist', text);
    await expect(page.getByRole('alert')).toHaveText(RATE_LIMITED);
    // What was typed is kept, so nothing is lost while waiting.
    await expect(page.getByLabel('Add a comment')).toHaveValue(text);
    expect((await pendingComments(admin)).some((c) => c.content === text)).toBe(false);
  });

  test('markup in a comment is shown as text, never run', async ({ page, admin, browser, baseURL }) => {
    const article = await createArticle(admin);
    const markup = `<img src=x onerror=alert(1)> ${unique('tag')}`;
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await openArticle(page, article.id);
    await postComment(page, '<b>Bold Name</b>', markup);
    const comments = page.locator('#comments');
    await expect(comments.getByRole('listitem').filter({ hasText: markup })).toBeVisible();
    await expect(comments.locator('img')).toHaveCount(0);

    await approve(admin, markup);
    const reader = await otherReader(browser, baseURL);
    reader.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await openArticle(reader, article.id);
    const shown = reader.locator('#comments').getByRole('listitem').filter({ hasText: markup });
    await expect(shown).toContainText('<b>Bold Name</b>');
    await expect(reader.locator('#comments img, #comments b')).toHaveCount(0);
    expect(dialogs).toEqual([]);
    await reader.context().close();
  });

  test('an editor closes comments on a story: the box says so and the API refuses', async ({
    page,
    admin,
    signIn,
    browser,
    baseURL,
  }) => {
    const article = await createArticle(admin);
    await signIn();
    await page.goto('/admin/comments');
    await page.getByLabel('Search stories').fill(article.title);
    const toggle = page.getByRole('switch', { name: `Comments open on ${article.title}` });
    await expect(toggle).toBeChecked();
    await toggle.click();
    await expect(page.getByText(`Comments closed on "${article.title}"`, { exact: true })).toBeVisible();
    await expect(toggle).not.toBeChecked();

    const reader = await otherReader(browser, baseURL);
    await openArticle(reader, article.id);
    await expect(reader.getByText(CLOSED)).toBeVisible();
    await expect(reader.getByLabel('Add a comment')).toHaveCount(0);
    const refused = await reader.request.post(`/api/articles/${article.id}/comments`, {
      data: { name: 'Late Reader', content: 'Am I too late?' },
    });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).message).toBe(CLOSED);

    await toggle.click();
    await expect(page.getByText(`Comments opened on "${article.title}"`, { exact: true })).toBeVisible();
    await openArticle(reader, article.id);
    await expect(reader.getByLabel('Add a comment')).toBeVisible();
    await reader.context().close();
  });

  test('the dashboard counts comments awaiting approval and leads to the queue', async ({
    page,
    admin,
    signIn,
  }) => {
    const article = await createArticle(admin);
    const response = await page.request.post(`/api/articles/${article.id}/comments`, {
      data: { name: 'Dashboard Reader', content: unique('Counted on the dashboard') },
    });
    expect(response.status()).toBe(201);
    await signIn();
    await page.goto('/admin');
    const tile = page.getByRole('link', { name: /^Comments awaiting approval: [1-9]\d*$/ });
    await expect(tile).toBeVisible();
    await tile.click();
    await expect(page).toHaveURL(/\/admin\/comments$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Comments' })).toBeVisible();
  });

  for (const width of [390, 1280]) {
    test(`axe finds nothing serious or critical on /admin/comments at ${width}px`, async ({
      page,
      admin,
      signIn,
    }) => {
      const article = await createArticle(admin);
      await page.request.post(`/api/articles/${article.id}/comments`, {
        data: { name: 'Axe Reader', content: 'see a.com b.com c.com' },
      });
      await page.setViewportSize({ width, height: 900 });
      await signIn();
      await page.goto('/admin/comments');
      await expect(page.getByRole('article').first()).toBeVisible();
      await expect(page.getByRole('switch').first()).toBeVisible();
      const { violations } = await new AxeBuilder({ page }).analyze();
      const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
});

atReaderWidths(() => {
  test('a pending comment carries the name its reader typed, not "You"', async ({ page, admin }) => {
    const article = await createArticle(admin);
    const name = unique('Jordan');
    const text = unique('Signed words');
    await openArticle(page, article.id);
    await postComment(page, name, text);
    const own = page.getByRole('listitem').filter({ hasText: text });
    await expect(own).toContainText('Awaiting approval');
    await expect(own.getByText(name, { exact: true })).toBeVisible();
    await expect(own.getByText('You', { exact: true })).toHaveCount(0);
  });
});
