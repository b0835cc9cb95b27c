import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3TestServer, startS3TestServer } from '../../../test-support/s3-test-server.ts';
import { signInAsNewAdmin, startTestApp, type TestApp } from '../../../test-support/test-app.ts';
import { createS3Storage } from './s3-storage.ts';

let s3: S3TestServer;
let t: TestApp;
let cookie: string;
let dataDir: string;

beforeAll(async () => {
  s3 = await startS3TestServer();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nabj-s3-uploads-test-'));
  t = await startTestApp({ dataDir, storage: s3.config });
  ({ cookie } = await signInAsNewAdmin(t));
});
afterAll(async () => {
  await t.close();
  await s3.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('uploads with STORAGE=s3', () => {
  it('stores an upload in the bucket and serves it at the same /uploads/ address, ranges and 304s included', async () => {
    const original = await sharp({ create: { width: 700, height: 400, channels: 3, background: '#36c' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([original], { type: 'image/png' }), 'Team photo.png');
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/admin/upload',
      payload: form,
      headers: { cookie },
    });
    expect(uploaded.statusCode).toBe(201);
    const { url, variants } = uploaded.json() as { url: string; variants: { width: number; url: string }[] };
    expect(url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
    expect(variants.map((variant) => variant.width)).toEqual([320, 640]);

    const served = await get(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png', width: 700 });

    // In the bucket, with its type; nothing on the local disk.
    const key = url.slice('/uploads/'.length);
    expect(await createS3Storage(s3.config).stat(key)).toEqual({
      size: served.rawPayload.length,
      contentType: 'image/png',
    });
    expect(served.headers['content-length']).toBe(String(served.rawPayload.length));
    expect(fs.readdirSync(dataDir)).not.toContain('uploads');

    const ranged = await get(url, { range: 'bytes=1-3' });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.headers['content-range']).toBe(`bytes 1-3/${served.rawPayload.length}`);
    expect(ranged.body).toBe('PNG');
    expect((await get(url, { 'if-none-match': String(served.headers.etag) })).statusCode).toBe(304);

    const variant = await get(variants[1]!.url);
    expect(variant.headers['content-type']).toBe('image/webp');
    expect((await sharp(variant.rawPayload).metadata()).width).toBe(640);
    // A width never made points at the widest one there is.
    const wider = await get(variants[1]!.url.replace('-640.webp', '-1920.webp'));
    expect(wider.statusCode).toBe(302);
    expect(wider.headers.location).toBe(variants[1]!.url);
    expect((await get('/uploads/0b6f2c1e-1111-4222-8333-944445555666.png')).statusCode).toBe(404);
  });
});
