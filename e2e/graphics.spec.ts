import { AxeBuilder } from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { animationsDone, expect, test, unique, waitForHydration } from './fixtures.ts';

// public-site §2 Graphics, §4 graphic viewer and page-flip lock, §5 search, §8 "No Graphics Found";
// docs/api/graphics.md: embed code only ever runs in a sandbox without same-origin rights.

async function uploadPng(admin: APIRequestContext, shade: number): Promise<string> {
  const buffer = await sharp({
    create: { width: 800, height: 600, channels: 3, background: { r: shade, g: 90, b: 255 - shade } },
  })
    .png()
    .toBuffer();
  const response = await admin.post('/api/admin/upload', {
    multipart: { file: { name: `slide-${shade}.png`, mimeType: 'image/png', buffer } },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { url: string }).url;
}

interface GraphicFields {
  title: string;
  description?: string;
  creators?: string[];
  tags?: string[];
  slides: { url: string; mimeType?: string }[];
  transitionEffect?: 'normal' | 'page-turn';
  type?: string;
}

async function createGraphic(admin: APIRequestContext, fields: GraphicFields) {
  const response = await admin.post('/api/admin/graphics', {
    data: { description: `About ${fields.title}`, creators: ['Avery Brooks'], ...fields },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number };
}

async function threeSlides(admin: APIRequestContext) {
  return [
    { url: await uploadPng(admin, 40) },
    { url: await uploadPng(admin, 140) },
    { url: await uploadPng(admin, 220) },
  ];
}

const cards = (page: Page) => page.getByTestId('graphic-card');
const card = (page: Page, title: string) => cards(page).filter({ hasText: title });

test('search over title, description and creators, kept in ?q=', async ({ page, admin }) => {
  const tag = unique('Gfxsearch');
  const slide = [{ url: '/og-default.png', mimeType: 'image/png' }];
  await createGraphic(admin, { title: `${tag} Voter Turnout`, slides: slide });
  await createGraphic(admin, {
    title: `${tag} Portraits`,
    description: `Faces of campus okapi-${tag}`,
    slides: slide,
  });
  await createGraphic(admin, { title: `${tag} Map`, creators: [`Quinn ${tag}-Maker`], slides: slide });

  await page.goto(`/graphics?q=${encodeURIComponent(tag)}`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Graphics' })).toBeVisible();
  await expect(cards(page)).toHaveCount(3);

  const search = page.getByRole('searchbox', { name: 'Search graphics' });
  await search.fill(`OKAPI-${tag.toUpperCase()}`);
  await expect(cards(page)).toHaveCount(1);
  await expect(card(page, `${tag} Portraits`)).toBeVisible();
  await expect(page).toHaveURL(/\?q=OKAPI/);

  await search.fill(`${tag}-maker`);
  await expect(cards(page)).toHaveCount(1);
  await expect(card(page, `${tag} Map`)).toBeVisible();
  await expect(card(page, `${tag} Map`).getByRole('link', { name: `Quinn ${tag}-Maker` })).toHaveAttribute(
    'href',
    `/member/${encodeURIComponent(`Quinn ${tag}-Maker`)}`,
  );

  await search.fill(`${tag} nothing at all`);
  await expect(page.getByRole('heading', { name: 'No Graphics Found' })).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
});

test('the graphic dialog: previous/next bounded at the ends, dots, arrow keys, details', async ({
  page,
  admin,
}) => {
  const title = unique('Gfxdialog');
  await createGraphic(admin, {
    title,
    description: 'Three slides on campus housing.',
    creators: ['Avery Brooks', 'Sam Rivers'],
    tags: ['housing', 'data'],
    type: 'infographic',
    slides: await threeSlides(admin),
  });

  await page.goto(`/graphics?q=${encodeURIComponent(title)}`);
  await waitForHydration(page);
  const theCard = card(page, title);
  await expect(theCard.getByText('3 slides')).toBeVisible();
  await expect(theCard.locator('img')).toHaveAttribute('width', '800');
  await theCard.getByRole('button', { name: title }).click();

  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Three slides on campus housing.')).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Sam Rivers' })).toHaveAttribute(
    'href',
    '/member/Sam%20Rivers',
  );
  await expect(dialog.getByRole('list', { name: 'Tags' })).toContainText('housing');

  const previous = dialog.getByRole('button', { name: 'Previous slide' });
  const next = dialog.getByRole('button', { name: 'Next slide' });
  const dot = (n: number) => dialog.getByRole('button', { name: `Go to slide ${n}` });
  await expect(dialog.getByText('Slide 1 of 3')).toBeVisible();
  await expect(previous).toBeDisabled();
  await expect(dot(1)).toHaveAttribute('aria-current', 'true');

  await next.click();
  await expect(dialog.getByText('Slide 2 of 3')).toBeVisible();
  await next.click();
  await expect(dialog.getByText('Slide 3 of 3')).toBeVisible();
  await expect(next).toBeDisabled();
  await expect(dot(3)).toHaveAttribute('aria-current', 'true');
  await expect(dot(1)).not.toHaveAttribute('aria-current', 'true');

  await dot(1).click();
  await expect(dialog.getByText('Slide 1 of 3')).toBeVisible();
  await expect(previous).toBeDisabled();
  await expect(dialog.getByRole('img', { name: `${title}, slide 1 of 3` })).toBeVisible();

  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByText('Slide 2 of 3')).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(dialog.getByText('Slide 1 of 3')).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(theCard.getByRole('button', { name: title })).toBeFocused();
});

test('a video slide (by mime type or extension) plays muted in the card and the viewer', async ({
  page,
  admin,
}) => {
  const title = unique('Gfxvideo');
  await createGraphic(admin, {
    title,
    slides: [{ url: '/uploads/clip.mp4' }, { url: '/og-default.png', mimeType: 'image/png' }],
  });
  await page.goto(`/graphics?q=${encodeURIComponent(title)}`);
  await waitForHydration(page);
  const cardVideo = card(page, title).locator('video');
  await expect(cardVideo).toHaveAttribute('src', '/uploads/clip.mp4');
  expect(await cardVideo.evaluate((video: HTMLVideoElement) => video.muted)).toBe(true);
  await expect(card(page, title).getByText('2 slides')).toBeVisible();

  await card(page, title).getByRole('button', { name: title }).click();
  const dialog = page.getByRole('dialog', { name: title });
  const slideVideo = dialog.locator('video');
  await expect(slideVideo).toHaveAttribute('src', '/uploads/clip.mp4');
  expect(await slideVideo.evaluate((video: HTMLVideoElement) => video.muted)).toBe(true);
  await dialog.getByRole('button', { name: 'Go to slide 2' }).click();
  await expect(dialog.locator('video')).toHaveCount(0);
  await expect(dialog.getByRole('img', { name: `${title}, slide 2 of 2` })).toBeVisible();
});

test('the Featured Graphics Collection turns one page per 700 ms and ignores clicks in between', async ({
  page,
  admin,
}) => {
  const title = unique('Gfxbook');
  await createGraphic(admin, { title, transitionEffect: 'page-turn', slides: await threeSlides(admin) });

  await page.goto('/graphics');
  await waitForHydration(page);
  const book = page.getByRole('region', { name: 'Featured Graphics Collection' });
  await expect(book).toBeVisible();
  const counter = book.getByTestId('book-page');
  await expect(counter).toHaveText(/^Page 1 of \d+$/);
  const total = Number((await counter.textContent())!.match(/of (\d+)/)![1]);
  expect(total).toBeGreaterThanOrEqual(3);
  await expect(book.getByRole('button', { name: 'Previous page' })).toBeDisabled();

  const next = book.getByRole('button', { name: 'Next page' });
  // Two clicks within the lock (a double click: two real clicks a few ms apart): only the first turns a page.
  await next.dblclick();
  await expect(counter).toHaveText(`Page 2 of ${total}`);
  await page.waitForTimeout(800);
  await expect(counter).toHaveText(`Page 2 of ${total}`);
  // Once the turn is over, the next click turns again.
  await next.click();
  await expect(counter).toHaveText(`Page 3 of ${total}`);

  await page.waitForTimeout(750);
  await book.getByRole('button', { name: 'Previous page' }).click();
  await expect(counter).toHaveText(`Page 2 of ${total}`);
});

test('the page turn animates in 3D, and not under prefers-reduced-motion', async ({ page, admin }) => {
  await createGraphic(admin, {
    title: unique('Gfxmotion'),
    transitionEffect: 'page-turn',
    slides: await threeSlides(admin),
  });
  for (const reducedMotion of ['no-preference', 'reduce'] as const) {
    await page.emulateMedia({ reducedMotion });
    await page.goto('/graphics');
    await waitForHydration(page);
    const book = page.getByRole('region', { name: 'Featured Graphics Collection' });
    await book.getByRole('button', { name: 'Next page' }).click();
    const turning = book.locator('[data-turning]');
    if (reducedMotion === 'reduce') await expect(turning).toHaveCount(0);
    else {
      await expect(turning).toHaveAttribute('data-turning', 'next');
      await expect(turning).toHaveCount(0); // the leaf is gone once the turn is over
    }
  }
});

test('embedded graphics run sandboxed: the code cannot touch the page, its title or its cookies', async ({
  page,
  admin,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'probe', value: 'reader-secret', url: baseURL! }]);
  const title = unique('Gfxembed');
  const embedCode = [
    '<p id="out">waiting</p>',
    '<script>',
    "try { parent.document.title = 'pwned'; } catch (e) { document.body.dataset.title = 'blocked'; }",
    "try { document.getElementById('out').textContent = 'read:' + parent.document.cookie; }",
    "catch (e) { document.getElementById('out').textContent = 'cookie blocked'; }",
    '</script>',
  ].join('\n');
  const response = await admin.post('/api/graphics/embed', {
    data: { title, creators: 'Avery Brooks', embedCode, description: 'An embedded chart.' },
  });
  expect(response.status(), await response.text()).toBe(201);

  await page.goto(`/graphics?q=${encodeURIComponent(title)}`);
  await waitForHydration(page);
  const pageTitle = await page.title();
  expect(pageTitle).toMatch(/^Graphics \| /);
  await expect(card(page, title).getByText('Interactive graphic')).toBeVisible();
  // The code is nowhere in the page's own DOM.
  await expect(page.locator('#out')).toHaveCount(0);

  await card(page, title).getByRole('button', { name: title }).click();
  const dialog = page.getByRole('dialog', { name: title });
  const frame = dialog.locator('iframe');
  await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-popups');
  expect(await frame.getAttribute('sandbox')).not.toContain('allow-same-origin');
  await expect(frame).toHaveAttribute('title', title);

  // The script ran inside the frame and was refused both times.
  const inner = page.frameLocator(`[data-testid="graphic-dialog"] iframe`);
  await expect(inner.locator('#out')).toHaveText('cookie blocked');
  await expect(inner.locator('body')).toHaveAttribute('data-title', 'blocked');
  expect(await page.title()).toBe(pageTitle);
  await expect(page.locator('#out')).toHaveCount(0);
});

test('without JavaScript the HTML holds the graphics and the page head, never live embed code', async ({
  request,
  admin,
}) => {
  const tag = unique('Gfxhtml');
  await createGraphic(admin, {
    title: `${tag} Turnout`,
    slides: [{ url: '/og-default.png', mimeType: 'image/png' }],
  });
  const embed = await admin.post('/api/graphics/embed', {
    data: { title: `${tag} Embed`, creators: 'Avery Brooks', embedCode: `<script>alert('${tag}')</script>` },
  });
  expect(embed.status()).toBe(201);

  const html = await (await request.get(`/graphics?q=${encodeURIComponent(tag)}`)).text();
  expect(html).toContain(`${tag} Turnout`);
  expect(html).toContain(`${tag} Embed`);
  expect(html).toMatch(/<title>Graphics \| [^<]+<\/title>/);
  expect(html).toMatch(/<meta name="description" content="[^"]+"/);
  expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+\/graphics"/);
  expect(html).toContain('<meta property="og:title" content="Graphics |');
  expect(html).toMatch(/<script type="application\/ld\+json">[^<]*"ImageGallery"/);
  expect(html).not.toContain(`<script>alert('${tag}')`);

  const none = await (await request.get(`/graphics?q=${encodeURIComponent(`${tag} zzz`)}`)).text();
  expect(none).toContain('No Graphics Found');
});

for (const width of [390, 1280]) {
  test(`axe finds nothing serious or critical on /graphics with content at ${width}px`, async ({
    page,
    admin,
  }) => {
    // Two axe passes over a page holding every spec's graphics: more than 30 s on a loaded machine.
    test.slow();
    const title = unique('Gfxaxe');
    await createGraphic(admin, { title, transitionEffect: 'page-turn', slides: await threeSlides(admin) });
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/graphics');
    await waitForHydration(page);
    await expect(card(page, title)).toBeVisible();
    const check = async () => {
      const { violations } = await new AxeBuilder({ page }).analyze();
      const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    };
    await check();
    await card(page, title).getByRole('button', { name: title }).click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    // Read once the viewer has faded in: half-way, its text is half transparent (a contrast failure
    // that no reader sees for longer than the animation).
    await animationsDone(page);
    await check();
  });
}
