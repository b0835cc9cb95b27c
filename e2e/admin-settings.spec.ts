import type { Page } from '@playwright/test';
import type { AdminSiteSettings, SiteSettings } from '../src/contracts/site-settings.ts';
import { expect, test, unique } from './fixtures.ts';
import { expectNoSeriousAxeFindings } from './support/admin.ts';

const boardCard = (page: Page, name: string) => page.getByRole('listitem', { name, exact: true });

// These tests write the settings every page shows; playwright.config.ts runs this file alone, after
// every other spec, so no test elsewhere reads a value meant for one of these.
test.describe.configure({ mode: 'serial' });

test.describe('the home hero video comes from the settings', () => {
  test('the hero hides the failed background video and offers the three buttons', async ({ page, admin }) => {
    // The video comes from the settings; point it at a file that does not exist.
    const settings = await (await admin.get('/api/site-settings')).json();
    await admin.put('/api/admin/site-settings', {
      data: { ...settings, heroVideoUrl: '/uploads/no-such-hero.mp4' },
    });
    await page.goto('/');
    const hero = page.locator('section[aria-labelledby="home-hero-title"]');
    await expect(page.getByTestId('hero-video')).toHaveCount(1);
    await expect(page.getByTestId('hero-video')).toBeHidden();
    await admin.put('/api/admin/site-settings', { data: settings });
    await expect(hero.getByRole('link', { name: 'Support' })).toHaveAttribute('href', '/about#donate');
    await expect(hero.getByRole('link', { name: 'Read Our Stories' })).toHaveAttribute('href', '/writing');
    await expect(hero.getByRole('link', { name: 'Upcoming Events' })).toHaveAttribute(
      'href',
      '/just-for-fun',
    );
    await hero.getByRole('link', { name: 'Read Our Stories' }).click();
    await expect(page).toHaveURL(/\/writing$/);
  });
});

test.describe('admin settings', () => {
  test.beforeEach(async ({ signIn }) => {
    await signIn();
  });

  // The one test here that saves for real: the settings are shared by every test on the server, so
  // the form is filled first, the public pages checked at once, and the original put back at the end.
  test('a change saved through the form shows on About, Donate and the footer', async ({ page, admin }) => {
    // The version goes as If-Match, not in the body; put back without one, the original is taken as is.
    const { version: _version, ...original } = (await (
      await admin.get('/api/admin/site-settings')
    ).json()) as AdminSiteSettings;
    const tag = Math.random().toString(36).slice(2, 8);
    const subtitle = unique('Settings subtitle');
    const email = `settings-${tag}@example.com`;
    const handle = `$E2E${tag}`;
    const lastIndex = original.executiveBoard.length - 1;
    const member = { name: unique('Board Member'), role: `Director ${tag}` };

    await page.goto('/admin/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(page.getByLabel('Chapter name')).toHaveValue(original.chapterName);
    await page.getByLabel('Subtitle').fill(subtitle);
    await page.getByLabel('Contact e-mail').fill(email);
    await page.getByLabel('Cash App handle').fill(handle);
    const card = page.locator('[data-board-card]').nth(lastIndex);
    await card.getByLabel('Name').fill(member.name);
    await card.getByLabel('Role').fill(member.role);
    await expect(page.getByText('Unsaved changes')).toBeVisible();

    try {
      const saved = page.waitForRequest(
        (r) => r.url().endsWith('/api/admin/site-settings') && r.method() === 'PUT',
      );
      await page.getByRole('button', { name: 'Save Settings' }).click();
      // The whole object goes back, unchanged fields included.
      const body = (await saved).postDataJSON() as SiteSettings;
      expect(body).toEqual({
        ...original,
        chapterSubtitle: subtitle,
        contactEmail: email,
        cashAppHandle: handle,
        executiveBoard: original.executiveBoard.map((person, i) =>
          i === lastIndex ? { ...person, ...member } : person,
        ),
      });
      await expect(page.getByText('Settings saved', { exact: true })).toBeVisible();
      await expect(page.getByText('All changes saved')).toBeVisible();

      await page.goto('/about');
      const footer = page.getByRole('contentinfo');
      await expect(footer).toContainText(subtitle);
      await expect(footer.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
      await expect(page.getByRole('main').getByText(subtitle)).toBeVisible();
      const person = page.getByTestId('board-card').filter({ hasText: member.name });
      await expect(person).toContainText(member.role);

      await page.goto('/donate');
      await expect(page.getByTestId('cash-app-handle')).toHaveText(handle);
      await expect(page.getByRole('main').getByRole('link', { name: email })).toBeVisible();
    } finally {
      expect((await admin.put('/api/admin/site-settings', { data: original })).status()).toBe(200);
    }
  });

  test('the board can be reordered, added to and trimmed; the request carries the new order', async ({
    page,
  }) => {
    const original = (await (await page.request.get('/api/site-settings')).json()) as SiteSettings;
    test.skip(original.executiveBoard.length < 3, 'needs the default board of six');
    const [first, second, third] = original.executiveBoard as [
      SiteSettings['executiveBoard'][number],
      SiteSettings['executiveBoard'][number],
      SiteSettings['executiveBoard'][number],
    ];
    // Nothing reaches the shared settings: the PUT is answered here.
    let sent: SiteSettings | undefined;
    await page.route('**/api/admin/site-settings', async (route) => {
      if (route.request().method() !== 'PUT') return route.continue();
      sent = route.request().postDataJSON() as SiteSettings;
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.fulfill({ json: sent });
    });
    await page.goto('/admin/settings');

    await page.getByRole('button', { name: `Move ${second.name} up` }).click();
    await expect(page.locator('[data-board-card]').first()).toHaveAccessibleName(second.name);
    await expect(page.getByRole('button', { name: `Move ${second.name} up` })).toBeDisabled();
    // Focus stays with the person moved (on the arrow still usable), so the keyboard can go on.
    await expect(page.getByRole('button', { name: `Move ${second.name} down` })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('[data-board-card]').nth(1)).toHaveAccessibleName(second.name);
    await page.getByRole('button', { name: `Move ${second.name} up` }).press('Enter');
    await expect(page.locator('[data-board-card]').first()).toHaveAccessibleName(second.name);

    await page.getByRole('button', { name: `Remove ${third.name}` }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(`Remove ${third.name} from the executive board?`);
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect(boardCard(page, third.name)).toHaveCount(0);

    await page.getByRole('button', { name: 'Add Board Member' }).click();
    const added = page.locator('[data-board-card]').last();
    await expect(added.getByLabel('Name')).toBeFocused();
    await added.getByLabel('Name').fill('New Person');
    await added.getByLabel('Role').fill('Historian');

    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(page.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    await expect(page.getByText('Settings saved', { exact: true })).toBeVisible();
    expect(sent?.executiveBoard.map((person) => person.name)).toEqual([
      second.name,
      first.name,
      ...original.executiveBoard.slice(3).map((person) => person.name),
      'New Person',
    ]);
    expect(sent?.executiveBoard.at(-1)).toEqual({
      name: 'New Person',
      role: 'Historian',
      bio: '',
      imageUrl: '',
    });
  });

  test('the contract messages show beside their fields and nothing is sent', async ({ page }) => {
    // Two axe passes over a long form are slow on a busy machine.
    test.setTimeout(90_000);
    let puts = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/admin/site-settings') && r.method() === 'PUT') puts++;
    });
    await page.goto('/admin/settings');
    await page.getByLabel('Chapter name').fill('');
    await page.getByLabel('Contact e-mail').fill('not-an-address');
    await page.getByLabel('Instagram').fill('instagram');
    await page.getByLabel('Cash App handle').fill('two words');
    await page.locator('[data-board-card]').first().getByLabel('Role').fill('');
    await page.getByRole('button', { name: 'Save Settings' }).click();

    await expect(page.getByText('Chapter name is required')).toBeVisible();
    await expect(page.getByText('Must be a valid e-mail address')).toBeVisible();
    await expect(page.getByText('Must be a link starting with https:// or http://')).toBeVisible();
    await expect(page.getByText('Must be a Cash App handle such as $NABJUSC')).toBeVisible();
    await expect(page.getByText('Role is required')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText('5 fields need attention before saving.');
    await expect(page.getByLabel('Chapter name')).toBeFocused();
    await expect(page.getByLabel('Contact e-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(puts).toBe(0);

    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoSeriousAxeFindings(page);
    }
  });

  test('a refused save keeps what was typed and shows the server message', async ({ page }) => {
    await page.route('**/api/admin/site-settings', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 500, json: { message: 'Database unavailable' } })
        : route.continue(),
    );
    await page.goto('/admin/settings');
    const subtitle = unique('Kept subtitle');
    await page.getByLabel('Subtitle').fill(subtitle);
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(page.getByText('Database unavailable', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Subtitle')).toHaveValue(subtitle);
    await expect(page.getByText('Unsaved changes')).toBeVisible();
  });

  test('the newsletter schedule shows the saved day and hour and sends the chosen ones as numbers', async ({
    page,
  }) => {
    const original = (await (await page.request.get('/api/site-settings')).json()) as SiteSettings;
    // Nothing reaches the shared settings: the PUT is answered here.
    let sent: SiteSettings | undefined;
    await page.route('**/api/admin/site-settings', async (route) => {
      if (route.request().method() !== 'PUT') return route.continue();
      sent = route.request().postDataJSON() as SiteSettings;
      await route.fulfill({ json: sent });
    });
    await page.goto('/admin/settings');
    await expect(page.getByLabel('Send day')).toHaveValue(String(original.newsletterSendDay));
    await expect(page.getByLabel('Send time')).toHaveValue(String(original.newsletterSendHour));
    const day = original.newsletterSendDay === 5 ? 2 : 5;
    await page.getByLabel('Send day').selectOption(String(day));
    await page.getByLabel('Send time').selectOption({ label: '12:00 AM (midnight)' });
    await expect(page.getByText('Unsaved changes')).toBeVisible();
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(page.getByText('Settings saved', { exact: true })).toBeVisible();
    expect(sent).toMatchObject({ newsletterSendDay: day, newsletterSendHour: 0 });
  });

  test('leaving with unsaved changes asks first', async ({ page }) => {
    await page.goto('/admin/settings');
    await page.getByLabel('Subtitle').fill(unique('Unsaved'));
    let question = '';
    page.once('dialog', async (dialog) => {
      question = dialog.message();
      await dialog.dismiss();
    });
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    expect(question).toBe('You have unsaved changes. Leave this page and lose them?');
    await expect(page).toHaveURL(/\/admin\/settings$/);
  });
});
