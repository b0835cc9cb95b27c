import { AxeBuilder } from '@axe-core/playwright';
import { expect, pageWithHeldScripts, test, toastText, unique } from './fixtures.ts';
import { createArticle } from './support/public.ts';
import { atReaderWidths } from './viewports.ts';

const cut = (text: string) => {
  const clean = text.trim().replace(/\s+/g, ' ');
  return clean.length <= 100 ? clean : `${clean.slice(0, 100).trimEnd()}…`;
};

const confirmationSent = (address: string) =>
  `Check your inbox: we sent a confirmation e-mail to ${address}. Follow its link to start receiving our Sunday newsletter.`;

const emailAddress = () => `${unique('reader').replace(/\s/g, '-')}@example.com`;

test.describe('home', () => {
  test('featured stories, the latest 6 with a link to /writing, and the What’s New cards', async ({
    page,
    admin,
  }) => {
    const featuredSection = page.getByRole('region', { name: 'Featured Stories' });
    const latestSection = page.getByRole('region', { name: 'Latest Stories' });
    // Another worker's test adds seven articles at once; should they land between this one's and
    // the page, two newer ones are made again.
    await expect(async () => {
      const featured = await createArticle(admin, { featured: true });
      const latest = await createArticle(admin);
      await page.goto('/');
      await expect(featuredSection.getByRole('heading', { name: featured.title })).toBeVisible({
        timeout: 1000,
      });
      await expect(latestSection.getByRole('heading', { name: latest.title })).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    expect(await latestSection.getByRole('article').count()).toBeLessThanOrEqual(6);
    await expect(latestSection.getByRole('link', { name: 'View all stories' })).toHaveAttribute(
      'href',
      '/writing',
    );
    const whatsNew = page.getByRole('region', { name: "What's New" });
    for (const [name, href] of [
      ["NABJ's Picks", '/nabj-picks'],
      ['Extra! Extra!', '/just-for-fun'],
      ['About Us', '/about'],
    ] as const) {
      await expect(whatsNew.getByRole('link', { name: new RegExp(name) })).toHaveAttribute('href', href);
    }
  });

  test('the page carries its stories as cards, without their bodies', async ({ admin, request }) => {
    const body = unique('Body only on the article page');
    const story = await createArticle(admin, { content: body });
    await expect(async () => {
      const html = await (await request.get('/')).text();
      expect(html).toContain(story.title);
      expect(html).not.toContain(body);
    }).toPass({ timeout: 15_000 });
  });

  test('Latest Stories shows the newest 6 articles not shown above it', async ({ page, admin, request }) => {
    for (let i = 0; i < 7; i++) await createArticle(admin);
    await expect(async () => {
      await page.goto('/');
      const articles = (await (await request.get('/api/articles?limit=30')).json()) as { title: string }[];
      const above = await page
        .locator('[aria-labelledby="featured-title"], [aria-labelledby="just-in-title"]')
        .getByRole('heading')
        .allTextContents();
      const shown = await page
        .getByRole('region', { name: 'Latest Stories' })
        .getByRole('heading', { level: 3 })
        .allTextContents();
      expect(shown).toEqual(
        articles
          .map((a) => a.title)
          .filter((title) => !above.includes(title))
          .slice(0, 6),
      );
    }).toPass({ timeout: 15_000 });
  });

  test('the side items: articles 2 and 3 of those not featured, the first video and the first graphic, newest first, cut at 100', async ({
    page,
    admin,
    request,
  }) => {
    const long = `A long description ${'that keeps going '.repeat(10)}`;
    expect(
      (
        await admin.post('/api/admin/broadcast', {
          data: {
            title: unique('Home Video'),
            description: long,
            videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
            creators: 'Malik Johnson',
            publishedDate: new Date().toISOString(),
          },
        })
      ).status(),
    ).toBe(201);
    expect(
      (
        await admin.post('/api/admin/graphics', {
          data: {
            title: unique('Home Graphic'),
            description: long,
            creators: 'Zoe Harper',
            slides: [{ url: '/og-default.png' }],
          },
        })
      ).status(),
    ).toBe(201);
    for (let i = 0; i < 3; i++) await createArticle(admin, { excerpt: long });

    type Item = { title: string; publishedDate: string; excerpt?: string; description?: string };
    await expect(async () => {
      await page.goto('/');
      const [all, featured, videos, graphics] = (await Promise.all(
        ['/api/articles', '/api/articles/featured?limit=5', '/api/broadcast', '/api/graphics'].map(
          async (path) => (await request.get(path)).json(),
        ),
      )) as Item[][];
      // Positions 2 and 3 of the articles that are not featured (each story shows once on the page).
      const featuredTitles = new Set(featured?.map((a) => a.title));
      const articles = all?.filter((a) => !featuredTitles.has(a.title));
      const expected = [articles?.[1], articles?.[2], videos?.[0], graphics?.[0]]
        .filter((item): item is Item => Boolean(item))
        .sort((a, b) => Date.parse(b.publishedDate) - Date.parse(a.publishedDate))
        .slice(0, 3);
      const aside = page.getByRole('complementary', { name: 'Just In' });
      expect(await aside.getByRole('heading', { level: 3 }).allTextContents()).toEqual(
        expected.map((i) => i.title),
      );
      const excerpts = await aside.locator('h3 + p').allTextContents();
      expect(excerpts).toEqual(expected.map((i) => cut(i.excerpt ?? i.description ?? '')));
      expect(excerpts.some((text) => text.endsWith('…') && text.length === 101)).toBe(true);
    }).toPass({ timeout: 15_000 });
  });

  test('the member of the month appears when there is one, and not at all when there is none', async ({
    page,
    admin,
    request,
  }) => {
    const name = unique('Member');
    const created = await admin.post('/api/admin/member-of-the-month', {
      data: {
        name,
        major: 'Journalism',
        year: 'Junior',
        bio: 'Reports for the campus paper.',
        imageUrl: '/og-default.png',
        achievements: 'Editor, Host',
        quote: 'Tell the story straight.',
        month: 'November 2026',
      },
    });
    expect(created.status()).toBe(201);
    await expect(async () => {
      const current = (await (await request.get('/api/member-of-the-month/current')).json()) as {
        name: string;
      };
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 2, name: current.name })).toBeVisible({
        timeout: 2000,
      });
      // Server-rendered: the block is in the HTML sent without JavaScript.
      expect(await (await request.get('/')).text()).toContain(current.name);
    }).toPass({ timeout: 15_000 });
    await expect(page.getByText(/Member of the Month/)).toBeVisible();

    // None (the read answers 404): reach the home page by client navigation with that answer.
    await page.goto('/writing');
    await page.route('**/api/member-of-the-month/current', (route) =>
      route.fulfill({ status: 404, json: { message: 'No member of the month yet' } }),
    );
    await page.evaluate(() => history.pushState(null, '', '/'));
    await expect(page.getByRole('region', { name: 'Latest Stories' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByText(/Member of the Month/)).toHaveCount(0);
  });

  test('empty lists say so', async ({ page }) => {
    // Reach the home page by client navigation, with empty answers for its reads.
    await page.goto('/writing/news');
    for (const path of ['/api/articles/featured', '/api/articles', '/api/broadcast', '/api/graphics']) {
      await page.route(
        (url) => url.pathname === path,
        (route) => route.fulfill({ json: [] }),
      );
    }
    await page.evaluate(() => {
      history.pushState(null, '', '/');
    });
    await expect(page.getByText('No featured articles available at this time.')).toBeVisible();
    await expect(page.getByText('No articles available at this time.')).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Just In' })).toHaveCount(0);
  });

  test.describe('newsletter', () => {
    test('shows "Subscribing..." while sending, then the success toast, and clears the field', async ({
      page,
    }) => {
      const address = emailAddress();
      let body: unknown;
      await page.route('**/api/newsletter/subscribe', async (route) => {
        body = route.request().postDataJSON();
        await new Promise((resolve) => setTimeout(resolve, 800));
        await route.continue();
      });
      await page.goto('/');
      const field = page.getByLabel('Email address');
      await field.fill(address);
      await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
      await expect(page.getByRole('button', { name: 'Subscribing...' })).toBeDisabled();
      await expect(page.getByText('Successfully subscribed!', { exact: true })).toBeVisible();
      // Double opt-in is on by default: the reader is sent to the inbox of the address typed.
      await expect(toastText(page, confirmationSent(address))).toBeVisible();
      await expect(field).toHaveValue('');
      await expect(page.getByRole('button', { name: 'Subscribe', exact: true })).toBeEnabled();
      expect(body).toEqual({ email: address });
    });

    test('a server failure shows the destructive toast with "Please try again later."', async ({ page }) => {
      await page.route('**/api/newsletter/subscribe', (route) =>
        route.fulfill({ status: 500, json: { message: 'Internal Server Error' } }),
      );
      await page.goto('/');
      const field = page.getByLabel('Email address');
      await field.fill(emailAddress());
      await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
      await expect(page.getByText('Subscription failed', { exact: true })).toBeVisible();
      await expect(page.getByText('Please try again later.', { exact: true })).toBeVisible();
      await expect(field).not.toHaveValue('');
    });

    test("a refusal shows the server's message", async ({ page }) => {
      await page.route('**/api/newsletter/subscribe', (route) =>
        route.fulfill({ status: 400, json: { message: 'Please enter a valid email address.' } }),
      );
      await page.goto('/');
      await page.getByLabel('Email address').fill(emailAddress());
      await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
      await expect(page.getByText('Subscription failed', { exact: true })).toBeVisible();
      await expect(page.getByText('Please enter a valid email address.', { exact: true })).toBeVisible();
    });

    test('without JavaScript the form still subscribes, and lands on a page that says so', async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto('/');
      await page.getByLabel('Email address').fill(emailAddress());
      await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
      await expect(page).toHaveURL('/newsletter/subscribe?outcome=subscribed');
      await expect(page.getByRole('heading', { level: 1, name: 'Successfully subscribed!' })).toBeVisible();
      await expect(page.getByRole('status')).toHaveText(confirmationSent('the address you gave'));
      await context.close();
    });

    test('a click on Subscribe before the page’s code arrives subscribes all the same', async ({
      context,
    }) => {
      const { page, release, hydrated } = await pageWithHeldScripts(context);
      await page.goto('/', { waitUntil: 'domcontentloaded' });
      await page.getByLabel('Email address').fill(emailAddress());
      await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
      await expect(page).toHaveURL('/newsletter/subscribe?outcome=subscribed');
      release();
      await hydrated();
      await expect(page.getByRole('heading', { level: 1, name: 'Successfully subscribed!' })).toBeVisible();
    });

    test('the page a refused sign-up lands on says why and offers the form again', async ({ page }) => {
      await page.goto('/newsletter/subscribe?outcome=invalid');
      await expect(page.getByRole('heading', { level: 1, name: 'Subscription failed' })).toBeVisible();
      await expect(
        page.getByRole('alert').filter({ hasText: 'Please enter a valid email address.' }),
      ).toBeVisible();
      const address = emailAddress();
      await page.getByLabel('Email address').fill(address);
      await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
      await expect(toastText(page, confirmationSent(address))).toBeVisible();
      await expect(page).toHaveURL('/newsletter/subscribe?outcome=invalid');
    });

    test('nothing is sent while the field is empty or not an e-mail address', async ({ page }) => {
      let calls = 0;
      await page.route('**/api/newsletter/subscribe', (route) => {
        calls++;
        return route.continue();
      });
      await page.goto('/');
      const field = page.getByLabel('Email address');
      await expect(field).toHaveAttribute('type', 'email');
      await expect(field).toHaveAttribute('required', '');
      await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
      await field.fill('not-an-address');
      await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
      await page.waitForTimeout(300);
      expect(calls).toBe(0);
    });
  });

  test('without JavaScript the home page holds its title, description, og tags and stories', async ({
    request,
    admin,
  }) => {
    const article = await createArticle(admin, { featured: true });
    const response = await request.get('/');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    expect(html).toMatch(/<meta property="og:image" content="[^"]+"/);
    expect(html).toContain('"@type":"NewsMediaOrganization"');
    expect(html).toContain(article.title);
    expect(html).toContain('Featured Stories');
  });

  for (const width of [390, 1280]) {
    test(`axe finds nothing serious on the home page with content at ${width}px`, async ({ page, admin }) => {
      await createArticle(admin, { featured: true, category: 'health' });
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      await page.waitForLoadState('networkidle');
      const { violations } = await new AxeBuilder({ page }).analyze();
      const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
});

/** A featured story as the home page's featured read returns it. */
const featuredStory = (id: number) => ({
  id,
  title: `Featured layout story ${id}`,
  excerpt: 'A featured story for the layout check.',
  imageUrl: '/og-default.png',
  category: 'news',
  author: 'Layout Writer',
  featured: true,
  publishedDate: new Date(Date.UTC(2026, 0, 1) - id * 86_400_000).toISOString(),
});

atReaderWidths(({ width, height }) => {
  test('each story appears once on the home page', async ({ page, admin }) => {
    for (let i = 0; i < 3; i++) await createArticle(admin, { featured: true });
    for (let i = 0; i < 4; i++) await createArticle(admin);
    await page.goto('/');
    const hrefs = await page
      .getByRole('main')
      .getByRole('heading')
      .locator('a[href^="/article/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(6);
    expect(hrefs.filter((href, index) => hrefs.indexOf(href) !== index)).toEqual([]);
  });

  test('a story headline is on the first screen', async ({ page, admin }) => {
    await createArticle(admin, { featured: true });
    await page.goto('/');
    const tops = await page
      .getByRole('main')
      .locator('h3 a[href^="/article/"]')
      .evaluateAll((links) => links.map((link) => link.getBoundingClientRect().top));
    // The first line of one headline at least: its top plus one line of type.
    expect(Math.min(...tops) + 28).toBeLessThanOrEqual(height);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('any number of featured stories is laid out without holes', async ({ page }) => {
    for (const count of [2, 3, 4, 5]) {
      // Reach the home page by client navigation, with this many featured stories.
      await page.goto('/writing');
      await page.route(
        (url) => url.pathname === '/api/articles/featured',
        (route) => route.fulfill({ json: Array.from({ length: count }, (_, i) => featuredStory(i + 1)) }),
      );
      await page.evaluate(() => history.pushState(null, '', '/'));
      const more = page.getByRole('list', { name: 'More featured stories' });
      await expect(more.getByRole('listitem')).toHaveCount(count - 1);
      const listBox = (await more.boundingBox())!;
      const boxes = await more.getByRole('listitem').evaluateAll((items) =>
        items.map((item) => {
          const { x, y, width } = item.getBoundingClientRect();
          return { x, y, width };
        }),
      );
      // Every row is full: a card either shares its row or spans the list's whole width.
      for (const box of boxes) {
        const rowWidth = boxes
          .filter((other) => Math.abs(other.y - box.y) < 2)
          .reduce((sum, b) => sum + b.width, 0);
        expect(rowWidth, `${count} featured at ${width} px`).toBeGreaterThan(listBox.width * 0.9);
      }
      await page.unroute((url) => url.pathname === '/api/articles/featured');
    }
  });
});
