import { AxeBuilder } from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, unique } from './fixtures.ts';
import { ADMIN_SIDEBAR } from './support/admin.ts';
import { atReaderWidths } from './viewports.ts';

const sections = (page: Page) => page.getByRole('navigation', { name: 'Admin sections' });
const current = (page: Page) => sections(page).locator('[aria-current="page"]');

async function createArticle(admin: APIRequestContext, title: string): Promise<number> {
  const response = await admin.post('/api/admin/articles', {
    data: {
      title,
      excerpt: 'A story for the admin shell.',
      content: 'Body',
      author: 'Shell Reporter',
      imageUrl: '/uploads/shell.png',
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()).id;
}

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Opens an admin screen and waits until it is drawn (the admin app renders after the session check). */
async function openScreen(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** Presses Tab until the focus is on `name` (a keyboard user's way to a link in a list). */
async function tabTo(page: Page, name: string) {
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press('Tab');
    if ((await page.evaluate(() => document.activeElement?.textContent?.trim())) === name) return;
  }
  throw new Error(`Tab never reached ${name}`);
}

test.beforeEach(async ({ signIn }) => {
  await signIn();
});

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the sidebar lists every section and marks the current one, on its create and edit screens too', async ({
    page,
    admin,
  }) => {
    test.slow();
    const id = await createArticle(admin, unique('Sidebar story'));
    await openScreen(page, '/admin');
    await expect(sections(page).getByRole('link')).toHaveText(ADMIN_SIDEBAR);
    for (const [path, section] of [
      ['/admin', 'Dashboard'],
      ['/admin/manage-articles', 'Articles'],
      ['/admin/create-article', 'Articles'],
      [`/admin/edit-article/${id}`, 'Articles'],
      ['/admin/create-embed-graphic', 'Graphics'],
      ['/admin/newsletter/issues', 'Newsletter'],
      ['/admin/audit-log', 'Team'],
      ['/admin/accounts/two-factor', 'Your Account'],
    ] as const) {
      await openScreen(page, path);
      await expect(current(page), path).toHaveText(section);
    }

    // A section's link leads there without a page load, and the mark follows.
    await sections(page).getByRole('link', { name: 'Crosswords' }).click();
    await expect(page).toHaveURL(/\/admin\/manage-crosswords$/);
    await expect(current(page)).toHaveText('Crosswords');
    await expect(page.getByRole('link', { name: 'Back to Dashboard' }).first()).toBeVisible();
  });

  test('Logout leads to the public site from a screen, and the dashboard keeps its own', async ({ page }) => {
    await openScreen(page, '/admin');
    // The dashboard's Logout (to the login screen) is the only one there.
    await expect(page.getByRole('button', { name: 'Logout', exact: true })).toHaveCount(1);
    await openScreen(page, '/admin/manage-events');
    await page.getByRole('button', { name: 'Logout', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the New menu opens every create screen, by keyboard', async ({ page }) => {
    await openScreen(page, '/admin/analytics');
    await page.getByRole('button', { name: 'New', exact: true }).focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText([
      'Article',
      'Video',
      'Graphic',
      'Embedded graphic',
      'Event',
      "NABJ's Pick",
      'Member of the Month',
      'Crossword',
    ]);
    await expect(menu.getByRole('menuitem', { name: 'Article', exact: true })).toBeFocused();
    // Radix moves the focus a task after each key, so each step is awaited as a user would see it.
    for (const item of ['Video', 'Graphic', 'Embedded graphic', 'Event']) {
      await page.keyboard.press('ArrowDown');
      await expect(menu.getByRole('menuitem', { name: item, exact: true })).toBeFocused();
    }
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/create-event$/);
    await expect(menu).toHaveCount(0);
    await expect(current(page)).toHaveText('Events');
  });

  test('Ctrl-K finds a title and Enter opens its editor, by keyboard alone', async ({ page, admin }) => {
    const word = unique('Quasar').replace(/\s/g, '');
    const first = await createArticle(admin, `${word} rises over campus`);
    await createArticle(admin, `${word} sets again`);
    await openScreen(page, '/admin');
    await page.evaluate(() => window.scrollTo(0, 300));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300);

    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Search content' });
    const field = dialog.getByRole('combobox', { name: 'Search titles' });
    await expect(field).toBeFocused();
    await page.keyboard.type(word.toLowerCase());
    const options = dialog.getByRole('option');
    // The most recently edited first; the first option is the active one.
    await expect(options).toHaveText([`${word} sets againArticle`, `${word} rises over campusArticle`]);
    await expect(field).toHaveAttribute('aria-expanded', 'true');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(field).toHaveAttribute('aria-activedescendant', (await options.nth(1).getAttribute('id'))!);
    await page.keyboard.press('ArrowDown');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(new RegExp(`/admin/edit-article/${first}$`));
    await expect(dialog).toHaveCount(0);
    await expect(page.getByLabel(/^Title/)).toHaveValue(`${word} rises over campus`);
    // The editor opens at its top, not at the dashboard's offset.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(current(page)).toHaveText('Articles');

    // The visible button opens it too; a title that matches nothing says so; Escape closes it.
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(field).toBeFocused();
    await page.keyboard.type(`${word} nowhere`);
    await expect(dialog.getByRole('status')).toHaveText('No titles match.');
    await expect(field).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeFocused();
  });

  test('a search result asks before leaving a form with unsaved changes', async ({ page, admin }) => {
    const title = unique('Unsaved elsewhere');
    const id = await createArticle(admin, title);
    await openScreen(page, '/admin/create-article');
    await page.getByLabel(/^Title/).fill('Half a headline');
    const chooseResult = async () => {
      await page.keyboard.press('Control+k');
      await page.keyboard.type(title);
      await expect(page.getByRole('option', { name: new RegExp(title) })).toBeVisible();
      await page.keyboard.press('Enter');
    };

    let asked = '';
    page.once('dialog', (dialog) => {
      asked = dialog.message();
      void dialog.dismiss();
    });
    await chooseResult();
    await expect.poll(() => asked).toBe('You have unsaved changes. Leave this page and lose them?');
    await expect(page).toHaveURL(/\/admin\/create-article$/);
    await page.keyboard.press('Escape');
    await expect(page.getByLabel(/^Title/)).toHaveValue('Half a headline');

    page.once('dialog', (dialog) => void dialog.accept());
    await chooseResult();
    await expect(page).toHaveURL(new RegExp(`/admin/edit-article/${id}$`));
  });

  test('Comments shows how many comments wait for moderation', async ({
    page,
    admin,
    playwright,
    baseURL,
  }) => {
    const articleId = await createArticle(admin, unique('Commented in the shell'));
    const reader = await playwright.request.newContext({ baseURL });
    const posted = await reader.post(`/api/articles/${articleId}/comments`, {
      data: { name: 'Shell Reader', content: unique('A comment to moderate') },
    });
    expect(posted.status()).toBe(201);
    await reader.dispose();
    const pending: number = (await (await admin.get('/api/admin/comments?limit=1')).json()).counts.pending;
    expect(pending).toBeGreaterThan(0);

    await openScreen(page, '/admin/manage-polls');
    await expect(sections(page).getByRole('link', { name: `Comments ${pending} pending` })).toBeVisible();
    await expect(page.getByTestId('pending-comments')).toHaveText(`${pending} pending`);
  });

  test('a new screen opens at its top, and Back returns to where the last one was scrolled', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 500 });
    await openScreen(page, '/admin/create-article');
    await page.evaluate(() => window.scrollTo(0, 700));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(700);

    // The sidebar stays in view while the screen scrolls.
    await sections(page).getByRole('link', { name: 'Analytics' }).click();
    await expect(page).toHaveURL(/\/admin\/analytics$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/admin\/create-article$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(700);

    await page.goForward();
    await expect(page).toHaveURL(/\/admin\/analytics$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the Menu button opens the sections in a drawer, usable by keyboard', async ({ page }) => {
    await openScreen(page, '/admin/manage-articles');
    await expect(sections(page)).toHaveCount(0);
    const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
    await tabTo(page, 'Menu');
    await expect(menuButton).toBeFocused();
    await page.keyboard.press('Enter');

    const drawer = page.getByRole('dialog', { name: 'Admin menu' });
    await expect(drawer).toBeVisible();
    await expect(current(page)).toHaveText('Articles');
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
    await expect(menuButton).toBeFocused();

    await page.keyboard.press('Enter');
    await tabTo(page, 'Events');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/manage-events$/);
    await expect(drawer).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

atReaderWidths(({ width }) => {
  test('axe finds nothing serious with the sidebar, the drawer, New and search, and nothing scrolls sideways', async ({
    page,
  }) => {
    test.slow();
    for (const path of ['/admin', '/admin/manage-articles', '/admin/create-article']) {
      await openScreen(page, path);
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page), path).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(
        width,
      );
    }
    if (width < 1024) {
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      await expect(page.getByRole('dialog', { name: 'Admin menu' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
    }
    await page.getByRole('button', { name: 'New', exact: true }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.keyboard.type('a');
    await expect(page.getByRole('dialog', { name: 'Search content' }).getByRole('status')).not.toHaveText(
      'Searching…',
    );
    expect(await seriousViolations(page)).toEqual([]);
  });
});
