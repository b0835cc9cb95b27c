import { expect, test, unique, waitForHydration } from './fixtures.ts';
import { expectNoSeriousAxeFindings } from './support/admin.ts';
import { createArticle } from './support/public.ts';
import { atReaderWidths } from './viewports.ts';

test.describe('article page', () => {
  test('shows the story: back link, category, headline, dek, byline, image, paragraphs and pull quotes', async ({
    page,
    admin,
  }) => {
    const article = await createArticle(admin, {
      category: 'health',
      content: 'Opening paragraph here.\n\nMiddle paragraph here.\n\nClosing paragraph here.',
      pullQuotes: ['Sleep is a study tool too.'],
    });
    await page.goto(`/article/${article.id}`);
    await expect(page.getByRole('link', { name: 'Back to Stories' })).toHaveAttribute('href', '/writing');
    await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByText('Health is Wealth').first()).toBeVisible();
    await expect(main.locator('header').getByText(article.excerpt)).toBeVisible();
    await expect(main.getByRole('link', { name: article.author, exact: true })).toHaveAttribute(
      'href',
      `/member/${encodeURIComponent(article.author)}`,
    );
    const hero = main.getByRole('img', { name: article.title });
    await expect(hero).toHaveAttribute('width', /\d+/);
    await expect(hero).toHaveAttribute('height', /\d+/);
    await expect(hero).toHaveAttribute('loading', 'eager');
    for (const text of ['Opening paragraph here.', 'Middle paragraph here.', 'Closing paragraph here.']) {
      await expect(main.locator('p', { hasText: text })).toHaveCount(1);
    }
    const quote = main.locator('blockquote', { hasText: 'Sleep is a study tool too.' });
    await expect(quote).toBeVisible();
    // The quote sits among the paragraphs, not before the first.
    const order = await main.locator('article p').allTextContents();
    expect(order.indexOf('“Sleep is a study tool too.”')).toBeGreaterThan(
      order.indexOf('Opening paragraph here.'),
    );
  });

  test('the share popup lists the networks and copies the link', async ({ browser, admin, baseURL }) => {
    const article = await createArticle(admin);
    const context = await browser.newContext({ baseURL });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    // No device share sheet: the popup is used.
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
    });
    const page = await context.newPage();
    await page.goto(`/article/${article.id}`);
    // A page of its own context, so the fixture's wait is not there: a click before hydration is lost.
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Share' }).first().click();
    const popup = page.getByRole('dialog', { name: 'Share this story' });
    await expect(popup).toBeVisible();
    for (const [name, host] of [
      ['Facebook', 'facebook.com'],
      ['Twitter', 'twitter.com'],
      ['LinkedIn', 'linkedin.com'],
      ['WhatsApp', 'wa.me'],
    ] as const) {
      const link = popup.getByRole('link', { name: new RegExp(name) });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('href', new RegExp(`${host.replace('.', '\\.')}.*${article.id}`));
    }
    await popup.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByText('Link copied!', { exact: true })).toBeVisible();
    await expect(popup).toBeHidden();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(new RegExp(`/article/${article.id}$`));
    await context.close();
  });

  test('a failed copy says so', async ({ page, admin }) => {
    const article = await createArticle(admin);
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new Error('denied')) },
        configurable: true,
      });
    });
    await page.goto(`/article/${article.id}`);
    await page.getByRole('button', { name: 'Share' }).first().click();
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByText('Failed to copy', { exact: true })).toBeVisible();
    await expect(page.getByText('Please copy the link manually.', { exact: true })).toBeVisible();
  });

  test('the device share sheet is used when the browser has one', async ({ page, admin }) => {
    const article = await createArticle(admin);
    await page.addInitScript(() => {
      const shared: unknown[] = [];
      (window as unknown as { shared: unknown[] }).shared = shared;
      Object.defineProperty(Navigator.prototype, 'share', {
        value: (data: unknown) => {
          shared.push(data);
          return Promise.resolve();
        },
        configurable: true,
      });
    });
    await page.goto(`/article/${article.id}`);
    await page.getByRole('button', { name: 'Share' }).first().click();
    const shared = await page.evaluate(
      () => (window as unknown as { shared: { url: string; title: string }[] }).shared,
    );
    expect(shared).toHaveLength(1);
    expect(shared[0]!.title).toBe(article.title);
    expect(shared[0]!.url).toMatch(new RegExp(`/article/${article.id}$`));
    await expect(page.getByRole('dialog', { name: 'Share this story' })).toBeHidden();
  });

  test('comments: Post is disabled when blank and while posting; the comment appears under the name typed, Just now, awaiting approval', async ({
    page,
    admin,
  }) => {
    const article = await createArticle(admin);
    await page.goto(`/article/${article.id}`);
    const name = unique('Reader');
    await page.getByLabel('Your name').fill(name);
    const field = page.getByLabel('Add a comment');
    const post = page.getByRole('button', { name: 'Post' });
    await expect(post).toBeDisabled();
    await field.fill('   \n  ');
    await expect(post).toBeDisabled();
    await field.fill('  Great reporting on this.  ');
    await expect(post).toBeEnabled();
    // The answer is held back a moment, so the pending state can be seen.
    await page.route(`**/api/articles/${article.id}/comments`, async (route) => {
      if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, 500));
      await route.fallback();
    });
    await post.click();
    await expect(page.getByRole('button', { name: 'Posting...' })).toBeDisabled();
    const comment = page.getByRole('listitem').filter({ hasText: 'Great reporting on this.' });
    await expect(comment).toBeVisible();
    await expect(comment).toContainText(`${name} (you)`);
    await expect(comment).toContainText('Just now');
    await expect(comment).toContainText('Awaiting approval');
    await expect(field).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Post' })).toBeDisabled();
  });

  test('More Like This shows at most 3 others, related ones (category or author) first', async ({
    page,
    admin,
  }) => {
    const author = unique('Shared Author');
    const sameAuthor = await createArticle(admin, { category: 'entertainment', author });
    const sameCategory = await createArticle(admin, { category: 'local' });
    const unrelated = await createArticle(admin, { category: 'our-2-cents' });
    const article = await createArticle(admin, { category: 'local', author });
    await page.goto(`/article/${article.id}`);
    const section = page.getByRole('region', { name: 'More Like This' });
    const titles = section.getByRole('heading', { level: 3 });
    await expect(titles).toHaveCount(3);
    const shown = await titles.allTextContents();
    expect(shown).not.toContain(article.title);
    expect(shown).toContain(sameAuthor.title);
    expect(shown).toContain(sameCategory.title);
    expect(shown.indexOf(sameCategory.title)).toBeLessThan(2);
    expect(shown.indexOf(sameAuthor.title)).toBeLessThan(2);
    expect(unrelated.id).toBeGreaterThan(0);
  });

  test('opening the article reports one view of it for the analytics', async ({ page, admin }) => {
    const article = await createArticle(admin);
    const beacon = page.waitForRequest((request) => request.url().endsWith('/api/views'));
    await page.goto(`/article/${article.id}`);
    expect((await beacon).postDataJSON()).toEqual({ kind: 'article', id: article.id });
  });

  test('an unknown article shows "Article Not Found" and is sent as a 404', async ({ page, request }) => {
    const response = await request.get('/article/987654321');
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('Article Not Found');
    await page.goto('/article/987654321');
    await expect(page.getByRole('heading', { level: 1, name: 'Article Not Found' })).toBeVisible();
    await expect(page.getByText("The article you're looking for doesn't exist.")).toBeVisible();
  });

  test('without JavaScript the HTML holds the text, title, description, og:image and NewsArticle JSON-LD', async ({
    request,
    admin,
  }) => {
    const article = await createArticle(admin, {
      content: 'Paragraph for crawlers one.\n\nParagraph for crawlers two.',
    });
    const response = await request.get(`/article/${article.id}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(new RegExp(`<title>${article.title} \\| [^<]+</title>`));
    expect(html).toContain(`<meta name="description" content="${article.excerpt}"`);
    expect(html).toMatch(/<meta property="og:type" content="article"/);
    expect(html).toMatch(/<meta property="og:image" content="[^"]*\/og-default\.png"/);
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/article/${article.id}"`));
    expect(html).toMatch(/<p[^>]*>Paragraph for crawlers one\.<\/p>/);
    expect(html).toContain('Paragraph for crawlers two.');
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
      JSON.parse(m[1]!),
    );
    const news = jsonLd.find((item) => item['@type'] === 'NewsArticle');
    expect(news).toMatchObject({
      headline: article.title,
      description: article.excerpt,
      author: { '@type': 'Person', name: article.author },
      publisher: { '@type': 'Organization' },
    });
    expect(news.image[0]).toMatch(/\/og-default\.png$/);
    expect(typeof news.datePublished).toBe('string');
  });

  for (const width of [390, 1280]) {
    test(`axe finds nothing serious on an article at ${width}px`, async ({ page, admin }) => {
      const article = await createArticle(admin, { pullQuotes: ['A quote worth setting large.'] });
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/article/${article.id}`);
      await page.waitForLoadState('networkidle');
      await expectNoSeriousAxeFindings(page);
    });
  }

  atReaderWidths(() => {
    test('the share popup shows each network by its own mark, named', async ({ page, admin }) => {
      const article = await createArticle(admin);
      await page.addInitScript(() => {
        Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
      });
      await page.goto(`/article/${article.id}`);
      await page.getByRole('button', { name: 'Share' }).first().click();
      const popup = page.getByRole('dialog', { name: 'Share this story' });
      for (const [name, mark] of [
        ['Facebook', 'facebook'],
        ['X (Twitter)', 'x-twitter'],
        ['LinkedIn', 'linkedin'],
        ['WhatsApp', 'whatsapp'],
      ] as const) {
        const link = popup.getByRole('link', { name: `${name} (opens in a new tab)`, exact: true });
        await expect(link).toBeVisible();
        // The mark is a drawn SVG, not a letter in a square.
        const drawn = link.locator(`svg[data-mark="${mark}"] path`);
        await expect(drawn).toHaveAttribute('d', /\d.{40,}/);
      }
    });
  });

  atReaderWidths(() => {
    test('a pull quote is never set right beside the paragraph it repeats', async ({ page, admin }) => {
      const sentence = 'Every year we tell organizations to come back next year';
      const article = await createArticle(admin, {
        content: [
          'Opening paragraph here.',
          'Second paragraph here.',
          `“${sentence},” said one senator. “This budget finally matches what they ask for.”`,
          'Closing paragraph here.',
        ].join('\n\n'),
        pullQuotes: [`${sentence}. This budget finally matches what they ask for.`],
      });
      await page.goto(`/article/${article.id}`);
      const blocks = await page
        .getByRole('main')
        .locator('article')
        .first()
        .evaluate((root) =>
          [...root.querySelectorAll('p, blockquote')]
            .filter((element) => !element.closest('blockquote') || element.tagName === 'BLOCKQUOTE')
            .map((element) => (element.tagName === 'BLOCKQUOTE' ? 'QUOTE' : (element.textContent ?? ''))),
        );
      const quote = blocks.indexOf('QUOTE');
      expect(quote).toBeGreaterThan(0);
      for (const neighbour of [blocks[quote - 1], blocks[quote + 1]])
        expect(neighbour).not.toContain(sentence);
    });
  });
});
