import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

// Every screen built so far; the public-site issue adds its routes here.
const routes = ['/', '/no/such/page', '/admin/login'];

for (const width of [390, 1280]) {
  for (const route of routes) {
    test(`axe finds nothing serious or critical on ${route} at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(route);
      await page.waitForLoadState('networkidle');
      // The admin app draws itself once its code is in: on a busy dev server, after the network goes quiet.
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 15_000 });
      const { violations } = await new AxeBuilder({ page }).analyze();
      const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
}
