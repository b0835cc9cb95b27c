import type { Page } from '@playwright/test';
import { ROLE_NOT_ALLOWED } from '../src/contracts/admin-auth.ts';
import { expect, teamMember, test, unique } from './fixtures.ts';
import { ADMIN_SIDEBAR, expectAccessibleAndFitting } from './support/admin.ts';
import { atReaderWidths } from './viewports.ts';

// issue 24: each role sees only the sections, actions and content it may use; a screen above it,
// opened by its address, says so instead of asking the server for what it would refuse.

// Each test first makes an account through a mailed invitation, then opens several screens.
test.describe.configure({ timeout: 90_000 });
test.use({ viewport: { width: 1280, height: 800 } });

const sections = (page: Page) => page.getByRole('navigation', { name: 'Admin sections' });

const story = (title: string, status: 'draft' | 'published' = 'draft') => ({
  title,
  excerpt: 'A story for the roles test.',
  content: 'Body',
  author: 'Roles Reporter',
  imageUrl: '/uploads/roles.png',
  status,
});

/** Opens an admin screen and waits until it is drawn (after the session check, slow on a busy machine). */
async function openScreen(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
}

/**
 * Signs the page in as a new account of `role` and opens the dashboard; answers the admin calls the
 * server refuses from then on, as they happen.
 */
const roleTest = test.extend<{ signedInAs: (role: 'contributor' | 'editor') => Promise<string[]> }>({
  signedInAs: async ({ page, admin, signIn }, use) => {
    await use(async (role) => {
      await signIn(await teamMember(admin, role));
      const refused: string[] = [];
      page.on('response', (response) => {
        const { pathname } = new URL(response.url());
        if (response.status() === 403 && pathname.startsWith('/api/')) refused.push(pathname);
      });
      await openScreen(page, '/admin');
      return refused;
    });
  },
});

async function newMenuItems(page: Page) {
  await page.getByRole('button', { name: 'New', exact: true }).click();
  const items = await page.getByRole('menu').getByRole('menuitem').allTextContents();
  await page.keyboard.press('Escape');
  return items;
}

/** Each of `paths` shows the refusal in place of its screen. */
async function expectRefused(page: Page, paths: string[]) {
  for (const path of paths) {
    await openScreen(page, path);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(ROLE_NOT_ALLOWED);
  }
}

roleTest.describe('a contributor', () => {
  roleTest(
    'sees only their sections, creates only their kinds, and their dashboard asks nothing refused',
    async ({ page, signedInAs }) => {
      const refused = await signedInAs('contributor');
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
      await expect(page.getByRole('region', { name: 'Quick Actions' }).getByRole('link')).toHaveText([
        'Create Article',
        'Add Video',
        'Create Graphic',
        'Embed Graphic',
      ]);
      await expect(page.getByRole('region', { name: 'Site Tools' }).getByRole('link')).toHaveText([
        /^Media Library/,
      ]);
      await page.waitForLoadState('networkidle');
      expect(refused).toEqual([]);
    },
  );

  roleTest(
    'is refused a screen above their role, by address, without the screen asking the server',
    async ({ page, signedInAs }) => {
      const refused = await signedInAs('contributor');
      await expectRefused(page, [
        '/admin/settings',
        '/admin/manage-events',
        '/admin/comments',
        '/admin/edit-website',
      ]);
      await page.waitForLoadState('networkidle');
      expect(refused).toEqual([]);
      await page.getByRole('link', { name: 'Back to the dashboard' }).click();
      await expect(page).toHaveURL(/\/admin$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Website Manager' })).toBeVisible();
    },
  );

  roleTest(
    "finds their own drafts and the published stories in the quick search, never another's draft",
    async ({ page, admin, signedInAs }) => {
      const word = unique('Nebula').replace(/\s/g, '');
      await signedInAs('contributor');
      for (const [title, status] of [
        ['other draft', 'draft'],
        ['published', 'published'],
      ] as const) {
        const created = await admin.post('/api/admin/articles', { data: story(`${word} ${title}`, status) });
        expect(created.status()).toBe(201);
      }
      // The contributor's own draft, made as they make it, through their own session.
      const own = await page.request.post('/api/admin/articles', { data: story(`${word} own draft`) });
      expect(own.status()).toBe(201);
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
    },
  );
});

roleTest(
  'an editor sees all content, Review, Comments, Analytics and the newsletter issues, not Settings or the Team',
  async ({ page, signedInAs }) => {
    const refused = await signedInAs('editor');
    await expect(sections(page).getByRole('link')).toHaveText(
      ADMIN_SIDEBAR.filter((label) => label !== 'Settings' && label !== 'Team'),
    );
    expect(await newMenuItems(page)).toHaveLength(8);
    await expect(page.getByTestId('count-pendingComments')).toHaveText(/^\d+$/);

    // Newsletter leads an editor to the next issue's preview; the subscribers are an admin's.
    await sections(page).getByRole('link', { name: 'Newsletter' }).click();
    await expect(page).toHaveURL(/\/admin\/newsletter\/issues$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Newsletter Issues' })).toBeVisible();
    await expect(page.getByText('Subject:')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Past issues' })).toHaveCount(0);
    expect(refused).toEqual([]);

    await expectRefused(page, [
      '/admin/settings',
      '/admin/accounts',
      '/admin/newsletter',
      '/admin/audit-log',
    ]);
    expect(refused).toEqual([]);
  },
);

test('an admin sees every section, Newsletter leading to the subscribers', async ({ page, signIn }) => {
  await signIn();
  await openScreen(page, '/admin');
  await expect(sections(page).getByRole('link')).toHaveText(ADMIN_SIDEBAR);
  await expect(sections(page).getByRole('link', { name: 'Newsletter' })).toHaveAttribute(
    'href',
    '/admin/newsletter',
  );
});

atReaderWidths(({ width }) => {
  roleTest(
    "a contributor's menu, dashboard and refusal have nothing serious for axe and fit the screen",
    async ({ page, signedInAs }) => {
      await signedInAs('contributor');
      for (const path of ['/admin', '/admin/settings']) {
        await openScreen(page, path);
        await page.waitForLoadState('networkidle');
        await expectAccessibleAndFitting(page, width);
      }
      if (width < 1024) {
        await page.getByRole('button', { name: 'Menu', exact: true }).click();
        const drawer = page.getByRole('dialog', { name: 'Admin menu' });
        await expect(drawer.getByRole('link', { name: 'Story Budget' })).toBeVisible();
        await expect(drawer.getByRole('link', { name: 'Settings' })).toHaveCount(0);
      }
    },
  );
});
