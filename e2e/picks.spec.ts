import { AxeBuilder } from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, unique } from './fixtures.ts';
import { createPickTopic } from './support/public.ts';

/** One topic with two recommendations: one with a link, one without (decision 002: each becomes a pick). */
async function createPicks(admin: APIRequestContext) {
  const linked = unique('Pick Linked');
  const unlinked = unique('Pick Plain');
  const member = unique('Member');
  await createPickTopic(
    admin,
    [
      {
        memberName: member,
        recommendationTitle: linked,
        recommendationUrl: 'https://example.com/podcast',
        reasoning: 'Sharp reporting on the culture.',
      },
      { memberName: member, recommendationTitle: unlinked, reasoning: 'A quiet favourite.' },
    ],
    // No such picture: the card must fall back to its designed stand-in.
    { category: 'podcasts', imageUrl: '/uploads/missing-picture.png' },
  );
  return { linked, unlinked, member };
}

/** A client-side visit of /nabj-picks from the home page, so page.route can answer the browser's read. */
async function navigateToPicks(page: Page) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: "NABJ's Picks" }).click();
  await expect(page).toHaveURL(/\/nabj-picks$/);
}

test.describe("NABJ's Picks", () => {
  test('a pick shows its type, title, recommender, description and an external link', async ({
    page,
    admin,
  }) => {
    const { linked, unlinked, member } = await createPicks(admin);
    await page.goto('/nabj-picks');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1, name: "NABJ's Picks" })).toBeVisible();

    const card = page.getByRole('article', { name: linked });
    await expect(card).toContainText('Podcast');
    await expect(card).toContainText(`Recommended by ${member}`);
    await expect(card).toContainText('Sharp reporting on the culture.');
    const link = card.getByRole('link', { name: new RegExp(`Check it out.*${linked}`) });
    await expect(link).toHaveAttribute('href', 'https://example.com/podcast');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
    // The picture is missing: the designed stand-in replaces the broken image.
    await expect(card.locator('img')).toHaveCount(0);

    await expect(page.getByRole('article', { name: unlinked }).getByRole('link')).toHaveCount(0);
  });

  test('the load error text shows when the read fails', async ({ page }) => {
    await page.route('**/api/nabj-picks', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Server error"}' }),
    );
    await navigateToPicks(page);
    await expect(page.getByText("Unable to load NABJ's picks.", { exact: true })).toBeVisible();
  });

  test('the empty text shows when there are no picks', async ({ page }) => {
    await page.route('**/api/nabj-picks', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }),
    );
    await navigateToPicks(page);
    await expect(
      page.getByText('No picks available at the moment. Check back soon!', { exact: true }),
    ).toBeVisible();
  });

  test('the page is complete without JavaScript', async ({ request, admin }) => {
    const { linked, member } = await createPicks(admin);
    const response = await request.get('/nabj-picks');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(linked);
    expect(html).toContain(member);
    expect(html).toMatch(/<title>NABJ&#x27;s Picks \| [^<]+<\/title>|<title>NABJ's Picks \| [^<]+<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/nabj-picks"/);
    expect(html).toMatch(/<meta property="og:title" content="NABJ(&#x27;|')s Picks/);
    expect(html).toContain('href="https://example.com/podcast"');
  });

  for (const width of [390, 1280]) {
    test(`axe finds nothing serious or critical with picks at ${width}px`, async ({ page, admin }) => {
      await createPicks(admin);
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/nabj-picks');
      await page.waitForLoadState('networkidle');
      const { violations } = await new AxeBuilder({ page }).analyze();
      const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
});
