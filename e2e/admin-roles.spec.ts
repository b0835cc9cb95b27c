import { AxeBuilder } from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { ROLE_NOT_ALLOWED } from '../src/contracts/admin-auth.ts';
import { expect, teamMember, test, unique } from './fixtures.ts';
import { atReaderWidths } from './viewports.ts';

// issue 24: each role sees only the sections, actions and content it may use; a screen above it,
// opened by its address, says so instead of asking the server for what it would refuse.

// Each test first makes an account through a mailed invitation, then opens several screens.
test.describe.configure({ timeout: 90_000 });

const sections = (page: Page) => page.getByRole('navigation', { name: 'Admin sections' });

const story = (title: string, status: 'draft' | 'published' = 'draft') => ({
  title,
  excerpt: 'A story for the roles test.',
  content: 'Body',
  author: 'Roles Reporter',
  imageUrl: '/uploads/roles.png',
  status,
});

/** Every admin call the page makes that the server refuses for the role, as they happen. */
function refusedCalls(page: Page): string[] {
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 403 && new URL(response.url()).pathname.startsWith('/api/')) {
      refused.push(new URL(response.url()).pathname);
    }
  });
  return refused;
}

/** Opens an admin screen and waits until it is drawn (after the session check, slow on a busy machine). */
async function openScreen(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
}

async function newMenuItems(page: Page) {
  await page.getByRole('button', { name: 'New', exact: true }).click();
  const items = await page.getByRole('menu').getByRole('menuitem').allTextContents();
  await page.keyboard.press('Escape');
  return items;
}

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function signedInAs(
  role: 'contributor' | 'editor',
  admin: APIRequestContext,
  signIn: (account: { username: string; password: string }) => Promise<void>,
) {
  const member = await teamMember(admin, role);
  await signIn(member);
  return member;
}

test.describe('a contributor', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('sees only their sections, creates only their kinds, and their dashboard asks nothing refused', async ({
    page,
    admin,
    signIn,
  }) => {
    await signedInAs('contributor', admin, signIn);
    const refused = refusedCalls(page);
    await openScreen(page, '/admin');
    await expect(sections(page).getByRole('link')).toHaveText([
      'NABJ USC Admin',
      'Dashboard',
      'Story Budget',
      'Articles',
      'Videos',
      'Graphics',
      'Media Library',
      'Your Account',
    ]);
    expect(await newMenuItems(page)).toEqual(['Article', 'Video', 'Graphic', 'Embedded graphic']);

    // The dashboard: stories, videos and graphics; no events, comments, settings or accounts.
    await expect(page.getByTestId('count-articles')).toHaveText(/^\d+$/);
    for (const hidden of ['events', 'picks', 'contributors', 'members', 'crosswords', 'pendingComments']) {
      await expect(page.getByTestId(`count-${hidden}`)).toHaveCount(0);
    }
    await expect(page.getByRole('region', { name: 'Articles' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Events' })).toHaveCount(0);
    const quickActions = page.getByRole('region', { name: 'Quick Actions' }).getByRole('link');
    await expect(quickActions).toHaveText(['Create Article', 'Add Video', 'Create Graphic', 'Embed Graphic']);
    const tools = page.getByRole('region', { name: 'Site Tools' }).getByRole('link');
    await expect(tools).toHaveText([/^Media Library/]);
    await page.waitForLoadState('networkidle');
    expect(refused).toEqual([]);
  });

  test('is refused a screen above their role, by address, without the screen asking the server', async ({
    page,
    admin,
    signIn,
  }) => {
    await signedInAs('contributor', admin, signIn);
    const refused = refusedCalls(page);
    for (const path of [
      '/admin/settings',
      '/admin/manage-events',
      '/admin/comments',
      '/admin/edit-website',
    ]) {
      await openScreen(page, path);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(ROLE_NOT_ALLOWED);
    }
    await page.waitForLoadState('networkidle');
    expect(refused).toEqual([]);
    await page.getByRole('link', { name: 'Back to the dashboard' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Website Manager' })).toBeVisible();
  });

  test("finds their own drafts and the published stories in the quick search, never another's draft", async ({
    page,
    admin,
    signIn,
  }) => {
    await signedInAs('contributor', admin, signIn);
    const word = unique('Nebula').replace(/\s/g, '');
    expect((await admin.post('/api/admin/articles', { data: story(`${word} other draft`) })).status()).toBe(
      201,
    );
    expect(
      (await admin.post('/api/admin/articles', { data: story(`${word} published`, 'published') })).status(),
    ).toBe(201);
    // The contributor's own draft, made as they make it, through their own session.
    expect(
      (await page.request.post('/api/admin/articles', { data: story(`${word} own draft`) })).status(),
    ).toBe(201);
    await openScreen(page, '/admin');
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Search content' });
    await page.keyboard.type(word.toLowerCase());
    await expect(dialog.getByRole('status')).toHaveText('2 results');
    await expect(dialog.getByRole('option')).toHaveText([
      `${word} own draftDraftArticle`,
      `${word} publishedArticle`,
    ]);
    // Their own draft is in their Recent Content too, with its edit link.
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Refresh' }).click();
    const recent = page.getByRole('region', { name: 'Articles' });
    await expect(recent.getByRole('link', { name: `Edit ${word} own draft` })).toBeVisible();
    await expect(recent.getByText(`${word} other draft`)).toHaveCount(0);
  });
});

test.describe('an editor', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('sees all content, Review, Comments, Analytics and the newsletter issues, not Settings or the Team', async ({
    page,
    admin,
    signIn,
  }) => {
    await signedInAs('editor', admin, signIn);
    const refused = refusedCalls(page);
    await openScreen(page, '/admin');
    await expect(sections(page).getByRole('link')).toHaveText([
      'NABJ USC Admin',
      'Dashboard',
      /^Review/,
      'Story Budget',
      'Articles',
      'Videos',
      'Graphics',
      'Events',
      'Picks',
      'Members of the Month',
      'Contributors',
      'Crosswords',
      'Polls',
      /^Comments/,
      'Newsletter',
      'Analytics',
      'Media Library',
      'Your Account',
    ]);
    expect(await newMenuItems(page)).toHaveLength(8);
    await expect(page.getByTestId('count-pendingComments')).toHaveText(/^\d+$/);

    // Newsletter leads an editor to the next issue's preview; the subscribers are an admin's.
    await sections(page).getByRole('link', { name: 'Newsletter' }).click();
    await expect(page).toHaveURL(/\/admin\/newsletter\/issues$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Newsletter Issues' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Next issue' })).toBeVisible();
    await expect(page.getByText('Subject:')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Past issues' })).toHaveCount(0);
    expect(refused).toEqual([]);

    for (const path of ['/admin/settings', '/admin/accounts', '/admin/newsletter', '/admin/audit-log']) {
      await openScreen(page, path);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(ROLE_NOT_ALLOWED);
    }
    expect(refused).toEqual([]);
  });
});

test('an admin sees every section, Settings and the Team among them', async ({ page, signIn }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn();
  await openScreen(page, '/admin');
  for (const name of ['Review', 'Comments', 'Analytics', 'Settings', 'Team', 'Your Account']) {
    await expect(sections(page).getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible();
  }
  await expect(sections(page).getByRole('link', { name: 'Newsletter' })).toHaveAttribute(
    'href',
    '/admin/newsletter',
  );
});

atReaderWidths(({ width }) => {
  test("a contributor's menu, dashboard and refusal have nothing serious for axe and fit the screen", async ({
    page,
    admin,
    signIn,
  }) => {
    await signedInAs('contributor', admin, signIn);
    for (const path of ['/admin', '/admin/settings']) {
      await openScreen(page, path);
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page), path).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(
        width,
      );
      await page.screenshot({
        path: `/tmp/shell25/roles-${path.split('/').pop()}-${width}.png`,
        fullPage: true,
      });
    }
    if (width < 1024) {
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      const drawer = page.getByRole('dialog', { name: 'Admin menu' });
      await expect(drawer.getByRole('link', { name: 'Story Budget' })).toBeVisible();
      await expect(drawer.getByRole('link', { name: 'Settings' })).toHaveCount(0);
      await page.screenshot({ path: `/tmp/shell25/roles-drawer-${width}.png` });
    }
  });
});
