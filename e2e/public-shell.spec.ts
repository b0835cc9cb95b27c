import { animationsDone, expect, test } from './fixtures.ts';
import { STORY_CATEGORIES } from './support/public.ts';

test.describe('public shell', () => {
  test('the header links lead to their pages and the Stories dropdown lists every category', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [name, href] of [
      ['Home', '/'],
      ['About Us', '/about'],
      ['NABJ TV', '/nabj-tv'],
      ['Graphics', '/graphics'],
      ["NABJ's Picks", '/nabj-picks'],
      ['Extra! Extra!', '/just-for-fun'],
    ] as const) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await nav.getByRole('button', { name: 'Stories' }).click();
    const menu = page.getByRole('menu');
    for (const [name, href] of STORY_CATEGORIES) {
      await expect(menu.getByRole('menuitem', { name, exact: true })).toHaveAttribute('href', href);
    }
    await menu.getByRole('menuitem', { name: 'News', exact: true }).click();
    await expect(page).toHaveURL(/\/writing\/news$/);
    await expect(nav.getByRole('button', { name: 'Stories' })).toHaveAttribute('data-active', 'true');
  });

  test('the Stories dropdown works by keyboard', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    const trigger = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Stories' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
  });

  test('the footer carries the chapter facts from the settings', async ({ page, request }) => {
    const settings = await (await request.get('/api/site-settings')).json();
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: /instagram/i })).toHaveAttribute(
      'href',
      settings.instagramUrl,
    );
    await expect(footer.getByRole('link', { name: /instagram/i })).toHaveAttribute('target', '_blank');
    await expect(footer.getByRole('link', { name: settings.contactEmail })).toHaveAttribute(
      'href',
      `mailto:${settings.contactEmail}`,
    );
    await expect(footer).toContainText(settings.meetingFooter);
    const year = new Intl.DateTimeFormat('en-US', { year: 'numeric', timeZone: 'America/New_York' }).format(
      new Date(),
    );
    await expect(footer).toContainText(`© ${year} `);
    await expect(footer.getByRole('link', { name: 'Stories', exact: true })).toHaveAttribute(
      'href',
      '/writing',
    );
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '#');
    await expect(footer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '#');
    await expect(footer.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin/login');
  });

  test('the mobile panel opens, is 16rem wide, and closes when a link is chosen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const panel = page.getByTestId('mobile-nav');
    await expect(panel).toBeVisible();
    // Measured once it has slid in: mid-slide its box is not yet the panel's own.
    await animationsDone(page);
    expect((await panel.boundingBox())?.width).toBe(256);
    await expect(panel.getByText('Stories', { exact: true })).toBeVisible();
    await panel.getByRole('link', { name: 'Tapped In' }).click();
    await expect(panel).toBeHidden();
    await expect(page).toHaveURL(/\/writing\/entertainment$/);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(panel).toBeVisible();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(panel).toBeHidden();
  });

  test('an unknown path answers 404 with the 404 page, rendered on the server', async ({ page, request }) => {
    const response = await request.get('/no/such/page');
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('404 Page Not Found');
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  });

  test('health answers', async ({ request }) => {
    expect((await request.get('/healthz')).status()).toBe(200);
    expect(await (await request.get('/readyz')).json()).toEqual({ status: 'ready' });
  });
});
