import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, unique } from './fixtures.ts';
import { createArticle, STORY_CATEGORIES } from './support/public.ts';

test.describe('stories', () => {
  test('category buttons link to their pages and mark the current one; each page lists its category only', async ({
    page,
    admin,
  }) => {
    const token = unique('cat').replace(/\s/g, '');
    const health = await createArticle(admin, { category: 'health', title: `Health ${token}` });
    const news = await createArticle(admin, { category: 'news', title: `News ${token}` });
    await page.goto('/writing');
    const nav = page.getByRole('navigation', { name: 'Story categories' });
    for (const [name, href] of STORY_CATEGORIES) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(nav.getByRole('link', { name: 'All Stories' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { name: health.title })).toBeVisible();
    await expect(page.getByRole('heading', { name: news.title })).toBeVisible();

    await nav.getByRole('link', { name: 'Health is Wealth' }).click();
    await expect(page).toHaveURL(/\/writing\/health$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Health is Wealth' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Health is Wealth' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'All Stories' })).not.toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { name: health.title })).toBeVisible();
    await expect(page.getByRole('heading', { name: news.title })).toBeHidden();
    // Each button wears its category colour.
    const colours = await Promise.all(
      ['News', 'Tapped In'].map((name) =>
        nav.getByRole('link', { name }).evaluate((el) => getComputedStyle(el).borderColor),
      ),
    );
    expect(colours[0]).not.toBe(colours[1]);
  });

  test('a card shows its category, excerpt, author link, date and Read More', async ({ page, admin }) => {
    const article = await createArticle(admin, { category: 'local', author: unique('Amara O’Neil & Co') });
    await page.goto('/writing/local');
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: article.title }) });
    await expect(card.getByText('Cola Up Close')).toBeVisible();
    await expect(card.getByText(article.excerpt)).toBeVisible();
    await expect(card.getByRole('link', { name: article.author })).toHaveAttribute(
      'href',
      `/member/${encodeURIComponent(article.author)}`,
    );
    await expect(card.locator('time')).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    await expect(card.getByRole('link', { name: /Read More/ })).toHaveAttribute(
      'href',
      `/article/${article.id}`,
    );
    const image = card.locator('img');
    await expect(image).toHaveAttribute('width', '1280');
    await expect(image).toHaveAttribute('height', '720');
    await card.getByRole('link', { name: /Read More/ }).click();
    await expect(page).toHaveURL(new RegExp(`/article/${article.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
  });

  test('search matches title, excerpt and author ignoring case, and keeps the term in the URL', async ({
    page,
    admin,
    request,
  }) => {
    // Every step asks the server (the search runs there), so this long walk gets the slow timeout.
    test.slow();
    const token = unique('zq').replace(/\s/g, '');
    const byTitle = await createArticle(admin, { title: `Title ${token}` });
    const byExcerpt = await createArticle(admin, { excerpt: `Excerpt mentions ${token} inside.` });
    const byAuthor = await createArticle(admin, { author: `Author ${token}` });
    const other = await createArticle(admin);

    await page.goto('/writing');
    const search = page.getByRole('searchbox', { name: 'Search stories' });
    await search.fill(token.toUpperCase());
    await expect(page).toHaveURL(new RegExp(`/writing\\?q=${token.toUpperCase()}$`));
    for (const article of [byTitle, byExcerpt, byAuthor]) {
      await expect(page.getByRole('heading', { name: article.title })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: other.title })).toBeHidden();
    await expect(page.getByText(`3 stories match “${token.toUpperCase()}”`)).toBeVisible();

    // The URL is shareable: the server renders the same results.
    // The rendered page only, not the query cache that travels with it.
    const html = (await (await request.get(`/writing?q=${token}`)).text()).split(
      '<script type="application/json"',
    )[0]!;
    expect(html).toContain(byTitle.title);
    expect(html).toContain(byAuthor.title);
    expect(html).not.toContain(other.title);
    await page.reload();
    await expect(search).toHaveValue(token.toUpperCase());
    await expect(page.getByRole('heading', { name: other.title })).toBeHidden();

    // The search follows the category buttons.
    await page
      .getByRole('navigation', { name: 'Story categories' })
      .getByRole('link', { name: 'News' })
      .click();
    await expect(page).toHaveURL(new RegExp(`/writing/news\\?q=${token.toUpperCase()}$`));

    await search.fill(`${token}-nothing-matches`);
    await expect(page.getByRole('heading', { name: 'No Articles Found' })).toBeVisible();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(page).toHaveURL(/\/writing\/news$/);
    await expect(page.getByRole('heading', { name: byTitle.title })).toBeVisible();

    // The field's own clear button empties it and the address.
    await search.fill(token);
    await expect(page).toHaveURL(new RegExp(`\\?q=${token}$`));
    await page.getByRole('button', { name: 'Clear the search field' }).click();
    await expect(search).toHaveValue('');
    await expect(page).toHaveURL(/\/writing\/news$/);
  });

  test('the search covers every story, 24 at a time, with More stories for the rest', async ({
    page,
    admin,
  }) => {
    const token = unique('zmore').replace(/\s/g, '');
    // Dated long ago, so they push no other test's new story off the first page.
    for (let i = 0; i < 25; i++)
      await createArticle(admin, {
        title: `${token} story ${i}`,
        publishedDate: `2001-02-${String(i + 1).padStart(2, '0')}T12:00:00.000Z`,
      });
    await page.goto(`/writing?q=${token}`);
    const cards = page.getByRole('heading', { level: 2, name: new RegExp(token) });
    await expect(cards).toHaveCount(24);
    await expect(page.getByText(`More than 24 stories match “${token}”`)).toBeVisible();
    await page.getByRole('button', { name: 'More stories' }).click();
    await expect(cards).toHaveCount(25);
    await expect(page.getByText(`25 stories match “${token}”`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'More stories' })).toHaveCount(0);
  });

  test('an empty list says "No articles available at this time."', async ({ page }) => {
    // Reach /writing by client navigation from a page that has not read the whole list, with an empty answer.
    await page.goto('/writing/news');
    await page.route(
      // The whole list, any page of it; not a category, nor the new-content check's limit=1 read.
      (url) =>
        url.pathname === '/api/articles' &&
        !url.searchParams.has('category') &&
        url.searchParams.get('limit') !== '1',
      (route) => route.fulfill({ json: [] }),
    );
    await page
      .getByRole('navigation', { name: 'Story categories' })
      .getByRole('link', { name: 'All Stories' })
      .click();
    await expect(page).toHaveURL(/\/writing$/);
    await expect(page.getByRole('heading', { name: 'No articles available at this time.' })).toBeVisible();
  });

  test('a category without stories says "No Articles Found"', async ({ page }) => {
    await page.goto('/writing');
    await page.route(
      (url) => url.pathname === '/api/articles' && url.searchParams.get('category') === 'local',
      (route) => route.fulfill({ json: [] }),
    );
    await page
      .getByRole('navigation', { name: 'Story categories' })
      .getByRole('link', { name: 'Cola Up Close' })
      .click();
    await expect(page.getByRole('heading', { name: 'No Articles Found' })).toBeVisible();
  });

  test('an unknown category is the 404 page', async ({ page, request }) => {
    const response = await request.get('/writing/sports');
    expect(response.status()).toBe(404);
    await page.goto('/writing/sports');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  });

  test('without JavaScript a category page holds its title, description, canonical and cards', async ({
    request,
    admin,
  }) => {
    const article = await createArticle(admin, { category: 'entertainment' });
    const response = await request.get('/writing/entertainment');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<title>Tapped In Stories \| [^<]+<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/writing\/entertainment"/);
    expect(html).toMatch(/<meta property="og:image" content="[^"]+"/);
    expect(html).toContain(article.title);
    expect(html).toContain(`href="/article/${article.id}"`);
  });

  for (const width of [390, 1280]) {
    test(`axe finds nothing serious on the stories list at ${width}px`, async ({ page, admin }) => {
      await createArticle(admin, { category: 'our-2-cents' });
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/writing');
      await page.waitForLoadState('networkidle');
      const { violations } = await new AxeBuilder({ page }).analyze();
      const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
});
