import { truncate, writeFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './fixtures.ts';

// The single-file upload widget (src/web/admin/components/media-upload-field.tsx) on the member and
// video forms: admin-area §5 types and sizes, §8 alert texts, checked before anything is sent.

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const MB = 1024 * 1024;

/** Counts the files sent to the upload endpoint, so a refusal can be shown to have sent nothing. */
function countUploads(page: Page): () => number {
  let sent = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/admin/upload') sent += 1;
  });
  return () => sent;
}

const alert = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

test.beforeEach(async ({ signIn }) => {
  test.slow();
  await signIn();
});

test('an image field refuses a wrong type picked or dropped and an image over 10 MB, sending nothing', async ({
  page,
}) => {
  const uploads = countUploads(page);
  await page.goto('/admin/create-member');
  const picker = page.getByLabel('Upload image');

  await picker.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('words') });
  await expect(alert(page, 'Please select a valid image file (JPG, PNG, GIF, or WebP)')).toBeVisible();

  const dropped = await page.evaluateHandle(() => {
    const transfer = new DataTransfer();
    transfer.items.add(new File(['words'], 'notes.txt', { type: 'text/plain' }));
    return transfer;
  });
  await page.getByTestId('upload-drop-zone').dispatchEvent('drop', { dataTransfer: dropped });
  await expect(alert(page, 'Please drop an image file only (JPG, PNG, GIF, or WebP)')).toBeVisible();

  // The widget reads the size the browser reports, so a PNG header padded past 10 MB is enough.
  const tooLarge = Buffer.concat([PNG_SIGNATURE, Buffer.alloc(10 * MB + 1 - PNG_SIGNATURE.length)]);
  await picker.setInputFiles({ name: 'poster.png', mimeType: 'image/png', buffer: tooLarge });
  await expect(alert(page, 'Image file size must be less than 10MB')).toBeVisible();

  expect(uploads()).toBe(0);
  await expect(page.getByLabel(/^Image( \*)?$/)).toHaveValue('');
});

test('a video over 100 MB is refused before sending', async ({ page }, testInfo) => {
  const uploads = countUploads(page);
  // A sparse file: 100 MB + 1 byte long without writing 100 MB to disk.
  const path = testInfo.outputPath('long-cut.mp4');
  await writeFile(path, '');
  await truncate(path, 100 * MB + 1);

  await page.goto('/admin/create-video');
  await page.getByLabel('Upload image or video').setInputFiles(path);
  await expect(alert(page, 'Video file size must be less than 100MB')).toBeVisible();
  expect(uploads()).toBe(0);
});

test('a good image uploads with a progress bar, then fills the field and shows its preview', async ({
  page,
}) => {
  const uploads = countUploads(page);
  // Held back a moment, so the progress bar is seen on a fast local server.
  await page.route('**/api/admin/upload', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  const portrait = await sharp({
    create: { width: 160, height: 120, channels: 3, background: { r: 180, g: 40, b: 50 } },
  })
    .png()
    .toBuffer();
  await page.goto('/admin/create-member');
  await page.getByLabel('Upload image').setInputFiles({
    name: 'portrait.png',
    mimeType: 'image/png',
    buffer: portrait,
  });

  const progress = page.getByRole('progressbar', { name: 'Uploading Image' });
  await expect(progress).toBeVisible();
  await expect(page.getByText(/^\d{1,3}%$/)).toBeVisible();
  await expect(progress).toHaveCount(0);

  await expect(page.getByLabel(/^Image( \*)?$/)).toHaveValue(/^\/uploads\/[\w-]+\.(png|webp)$/);
  const url = await page.getByLabel(/^Image( \*)?$/).inputValue();
  const preview = page.getByRole('img', { name: 'Image preview' });
  await expect(preview).toHaveAttribute('src', url);
  // Loaded, not a broken image.
  await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(160);
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(uploads()).toBe(1);
});
