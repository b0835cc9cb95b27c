import { AxeBuilder } from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test, unique, waitForHydration } from './fixtures.ts';
import { atReaderWidths } from './viewports.ts';

// public-site §2 NABJ TV, §4 video playback, §5 search, §8 "No Videos Found".

const YOUTUBE_ID = 'dQw4w9WgXcQ';

interface VideoFields {
  title: string;
  description?: string;
  videoUrl: string;
  type?: 'long-form' | 'short-form';
  duration?: string;
  thumbnailUrl?: string;
  creators?: string[];
}

async function createVideo(admin: APIRequestContext, fields: VideoFields) {
  const response = await admin.post('/api/admin/broadcast', {
    data: {
      description: `About ${fields.title}`,
      creators: ['Jordan Lee'],
      duration: '5:30',
      publishedDate: new Date(Date.now() - 60_000).toISOString(),
      ...fields,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number; thumbnailUrl: string };
}

async function uploadPng(admin: APIRequestContext): Promise<string> {
  const buffer = await sharp({
    create: { width: 640, height: 360, channels: 3, background: { r: 30, g: 60, b: 120 } },
  })
    .png()
    .toBuffer();
  const response = await admin.post('/api/admin/upload', {
    multipart: { file: { name: 'thumb.png', mimeType: 'image/png', buffer } },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { url: string }).url;
}

const cards = (page: Page) => page.getByTestId('video-card');
const card = (page: Page, title: string) => cards(page).filter({ hasText: title });

test('search over title and description and the Long-Form / Short-Form filters, kept in the URL', async ({
  page,
  admin,
}) => {
  const tag = unique('Tvsearch');
  const long = `${tag} Homecoming Recap`;
  const short = `${tag} Quick Take`;
  const other = `${tag} Election Night`;
  await createVideo(admin, { title: long, videoUrl: `https://youtu.be/${YOUTUBE_ID}`, type: 'long-form' });
  await createVideo(admin, {
    title: short,
    description: `A zebra-${tag} short from the parade`,
    videoUrl: '/uploads/clip.mp4',
    type: 'short-form',
  });
  await createVideo(admin, { title: other, videoUrl: '/uploads/other.mp4', type: 'long-form' });

  await page.goto(`/nabj-tv?q=${encodeURIComponent(tag)}`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'NABJ TV' })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search videos' })).toHaveValue(tag);
  await expect(cards(page)).toHaveCount(3);

  // The filters keep the search and land in the URL.
  const filters = page.getByRole('navigation', { name: 'Video length' });
  await filters.getByRole('link', { name: 'Short-Form' }).click();
  await expect(page).toHaveURL(/type=short-form/);
  await expect(page).toHaveURL(/q=/);
  await expect(cards(page)).toHaveCount(1);
  await expect(card(page, short)).toBeVisible();
  await expect(filters.getByRole('link', { name: 'Short-Form' })).toHaveAttribute('aria-current', 'true');

  await filters.getByRole('link', { name: 'Long-Form' }).click();
  await expect(page).toHaveURL(/type=long-form/);
  await expect(cards(page)).toHaveCount(2);
  await filters.getByRole('link', { name: 'All' }).click();
  await expect(cards(page)).toHaveCount(3);

  // Description search, case-insensitive; the URL follows the box.
  const search = page.getByRole('searchbox', { name: 'Search videos' });
  await search.fill(`ZEBRA-${tag.toUpperCase()}`);
  await expect(cards(page)).toHaveCount(1);
  await expect(card(page, short)).toBeVisible();
  await expect(page).toHaveURL(/q=ZEBRA/);
  await page.reload();
  await expect(cards(page)).toHaveCount(1);

  // Creators are not searched for videos (public-site §5), and an unmatched search says so.
  await page.goto(`/nabj-tv?q=${encodeURIComponent(`${tag} nothing like this`)}`);
  await expect(page.getByRole('heading', { name: 'No Videos Found' })).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
});

test('the player dialog: YouTube embeds, files in <video>, and "Video Coming Soon"', async ({
  page,
  admin,
}) => {
  const tag = unique('Tvplayer');
  const titles = {
    youtube: `${tag} YouTube`,
    shorts: `${tag} Shorts`,
    file: `${tag} Uploaded`,
    hash: `${tag} Hash`,
    test: `${tag} Placeholder`,
  };
  await createVideo(admin, {
    title: titles.youtube,
    videoUrl: `https://www.youtube.com/watch?v=${YOUTUBE_ID}`,
  });
  await createVideo(admin, {
    title: titles.shorts,
    videoUrl: `https://youtube.com/shorts/${YOUTUBE_ID}`,
    type: 'short-form',
  });
  await createVideo(admin, { title: titles.file, videoUrl: '/uploads/interview.mp4' });
  await createVideo(admin, { title: titles.hash, videoUrl: 'https://example.com/#' });
  await createVideo(admin, { title: titles.test, videoUrl: 'https://example.com/test-video.mp4' });

  await page.goto(`/nabj-tv?q=${encodeURIComponent(tag)}`);
  await waitForHydration(page);
  const dialog = page.getByRole('dialog');

  await card(page, titles.youtube).getByRole('button', { name: titles.youtube }).click();
  await expect(dialog.getByRole('heading', { name: titles.youtube })).toBeVisible();
  // The dialog holds the focus, not the player's frame, where Escape would not reach it.
  await expect(dialog).toBeFocused();
  const frame = dialog.locator('iframe');
  await expect(frame).toHaveAttribute('src', `https://www.youtube.com/embed/${YOUTUBE_ID}`);
  await expect(frame).toHaveAttribute('title', `${titles.youtube} (video player)`);
  await expect(frame).toHaveAttribute('allow', 'encrypted-media; picture-in-picture; fullscreen');
  expect(await frame.getAttribute('src')).not.toContain('autoplay');
  await expect(dialog.getByRole('link', { name: 'Jordan Lee' })).toHaveAttribute(
    'href',
    '/member/Jordan%20Lee',
  );
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // Focus returns to the card that opened the dialog.
  await expect(card(page, titles.youtube).getByRole('button', { name: titles.youtube })).toBeFocused();

  await card(page, titles.shorts).getByRole('button').click();
  await expect(dialog.locator('iframe')).toHaveAttribute(
    'src',
    `https://www.youtube.com/embed/${YOUTUBE_ID}`,
  );
  await dialog.getByRole('button', { name: 'Close video' }).click();

  await card(page, titles.file).getByRole('button').click();
  const video = dialog.locator('video');
  await expect(video).toHaveAttribute('src', '/uploads/interview.mp4');
  await expect(video).toHaveAttribute('controls', '');
  expect(await video.getAttribute('autoplay')).toBeNull();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  for (const title of [titles.hash, titles.test]) {
    await card(page, title).getByRole('button').click();
    await expect(dialog.getByText('Video Coming Soon')).toBeVisible();
    await expect(dialog.locator('iframe, video')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
});

test('thumbnails: real ones keep their size, unusable or broken ones become the placeholder', async ({
  page,
  admin,
}) => {
  const tag = unique('Tvthumbs');
  const good = await uploadPng(admin);
  await createVideo(admin, { title: `${tag} Good`, videoUrl: '/uploads/a.mp4', thumbnailUrl: good });
  await createVideo(admin, {
    title: `${tag} Test thumb`,
    videoUrl: '/uploads/b.mp4',
    thumbnailUrl: '/uploads/test-thumbnail.png',
  });
  await createVideo(admin, {
    title: `${tag} Broken`,
    videoUrl: '/uploads/c.mp4',
    thumbnailUrl: '/uploads/missing-thumbnail.jpg',
  });
  await createVideo(admin, { title: `${tag} None`, videoUrl: '/uploads/d.mp4' });

  await page.goto(`/nabj-tv?q=${encodeURIComponent(tag)}`);
  await waitForHydration(page);
  const image = card(page, `${tag} Good`).locator('img');
  await expect(image).toHaveAttribute('src', good);
  await expect(image).toHaveAttribute('width', '640');
  await expect(image).toHaveAttribute('height', '360');
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  for (const title of [`${tag} Test thumb`, `${tag} Broken`, `${tag} None`]) {
    await expect(card(page, title).locator('[data-placeholder="video"]')).toBeVisible();
    await expect(card(page, title).locator('img')).toHaveCount(0);
  }
  await expect(card(page, `${tag} Good`).getByText('5:30')).toBeVisible();
});

test('without JavaScript the HTML holds the list, the filters applied, and the page head', async ({
  request,
  admin,
}) => {
  const tag = unique('Tvhtml');
  await createVideo(admin, { title: `${tag} Long & <deep>`, videoUrl: '/uploads/a.mp4', type: 'long-form' });
  await createVideo(admin, { title: `${tag} Short`, videoUrl: '/uploads/b.mp4', type: 'short-form' });

  const response = await request.get(`/nabj-tv?q=${encodeURIComponent(tag)}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  // Escaped as text.
  expect(html).toContain(`${tag} Long &amp; &lt;deep&gt;`);
  expect(html).toContain(`${tag} Short`);
  expect(html).toMatch(/<title>NABJ TV \| [^<]+<\/title>/);
  expect(html).toMatch(/<meta name="description" content="NABJ TV: [^"]+"/);
  expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+\/nabj-tv"/);
  expect(html).toContain('<meta property="og:title" content="NABJ TV |');
  expect(html).toContain('<meta name="twitter:card"');
  expect(html).toMatch(/<script type="application\/ld\+json">[^<]*"VideoObject"/);
  // The search form works without JavaScript: a GET to the same page.
  expect(html).toMatch(/<search[^>]*><form[^>]*action="\/nabj-tv"/);

  const filtered = await (await request.get(`/nabj-tv?q=${encodeURIComponent(tag)}&type=short-form`)).text();
  expect(filtered).toContain(`${tag} Short`);
  expect(filtered).not.toContain(`${tag} Long &amp;`);

  const none = await (await request.get(`/nabj-tv?q=${encodeURIComponent(`${tag} zzz`)}`)).text();
  expect(none).toContain('No Videos Found');
});

test('a reader playing a video counts one view of it; a crawler does not', async ({
  browser,
  admin,
  baseURL,
}) => {
  const title = unique('Counted video');
  const video = await createVideo(admin, {
    title,
    videoUrl: `https://www.youtube.com/watch?v=${YOUTUBE_ID}`,
  });
  const viewsOf = async () => (await (await admin.get(`/api/broadcast/${video.id}`)).json()).views;
  for (const userAgent of [
    'Googlebot/2.1 (+http://www.google.com/bot.html)',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36',
  ]) {
    const context = await browser.newContext({ baseURL, userAgent });
    const page = await context.newPage();
    const beacon = page.waitForRequest((request) => request.url().endsWith('/api/views'));
    await page.goto(`/nabj-tv?q=${encodeURIComponent(title)}`);
    await waitForHydration(page);
    await card(page, title).getByRole('button', { name: title }).click();
    await beacon;
    await context.close();
  }
  await expect.poll(viewsOf).toBe(1);
});

for (const width of [390, 1280]) {
  test(`axe finds nothing serious or critical on /nabj-tv with videos at ${width}px`, async ({
    page,
    admin,
  }) => {
    // Axe walks every node of pages that by now hold what every other spec created: on two busy
    // cores that alone can pass 30 s.
    test.slow();
    const tag = unique('Tvaxe');
    await createVideo(admin, { title: `${tag} One`, videoUrl: `https://youtu.be/${YOUTUBE_ID}` });
    await createVideo(admin, { title: `${tag} Two`, videoUrl: '/uploads/b.mp4', type: 'short-form' });
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/nabj-tv');
    await waitForHydration(page);
    await expect(card(page, `${tag} One`)).toBeVisible();
    const check = async () => {
      const { violations } = await new AxeBuilder({ page }).analyze();
      const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    };
    await check();
    await card(page, `${tag} Two`).getByRole('button').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await check();
  });
}

atReaderWidths(() => {
  test('a video thumbnail carries a play mark without hovering (touch screens have no hover)', async ({
    page,
    admin,
  }) => {
    const title = unique('Marked video');
    await createVideo(admin, {
      title,
      videoUrl: `https://www.youtube.com/watch?v=${YOUTUBE_ID}`,
      thumbnailUrl: await uploadPng(admin),
    });
    await page.goto(`/nabj-tv?q=${encodeURIComponent(title)}`);
    const mark = card(page, title).locator('[data-play-mark]');
    await expect(mark).toBeVisible();
    await page.mouse.move(0, 0);
    expect(await mark.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
    const box = (await mark.locator('span').boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(32);
  });
});
