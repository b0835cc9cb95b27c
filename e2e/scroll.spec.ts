import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures.ts';
import { createArticle } from './support/public.ts';
import { atReaderWidths } from './viewports.ts';

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

atReaderWidths(() => {
  test.describe('following links', () => {
    test('a story low on the home page opens at its headline, and Back returns to where the reader was', async ({
      page,
      admin,
    }) => {
      // Six stories fill Latest Stories; the last of them is low on the page at either width.
      for (let i = 0; i < 6; i++) await createArticle(admin);
      await page.goto('/');
      await waitForHydration(page);
      const latest = page.getByRole('region', { name: 'Latest Stories' });
      const card = latest.getByRole('article').last().getByRole('link').first();
      const title = (await latest.getByRole('article').last().getByRole('heading').textContent())!.trim();
      // The card at the bottom of the screen, as a reader meets it while scrolling down.
      await card.evaluate((link) => link.scrollIntoView({ block: 'end' }));
      const left = await scrollY(page);
      expect(left).toBeGreaterThan(100);

      await card.click();
      await expect(page).toHaveURL(/\/article\/\d+$/);
      const headline = page.getByRole('heading', { level: 1, name: title });
      await expect(headline).toBeInViewport();
      await expect(headline).toBeFocused();
      expect(await scrollY(page)).toBe(0);

      await page.goBack();
      await expect(card).toBeVisible();
      await expect.poll(() => scrollY(page)).toBe(left);

      await page.goForward();
      await expect(headline).toBeInViewport();
      await expect.poll(() => scrollY(page)).toBe(0);
    });

    test('a footer link opens its page at the top', async ({ page }) => {
      await page.goto('/about');
      await waitForHydration(page);
      const footer = page.getByRole('contentinfo');
      await footer.getByRole('link', { name: 'NABJ TV', exact: true }).click();
      await expect(page).toHaveURL(/\/nabj-tv$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
      expect(await scrollY(page)).toBe(0);
      await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    });
  });
});
