import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { S3TestServer } from '../../../../test-support/s3-test-server.ts';
import { createdJson } from '../../../../test-support/test-app.ts';
import { startUploadsTestApp, type UploadsTestApp } from '../../../../test-support/uploads-test-app.ts';
import {
  checkUploadCandidate,
  IMAGE_MAX_BYTES,
  IMAGE_TOO_LARGE_MESSAGE,
  INVALID_IMAGE_MESSAGE,
  INVALID_MEDIA_MESSAGE,
  NO_FILE_MESSAGE,
  TOO_MANY_FILES_MESSAGE,
  VIDEO_TOO_LARGE_MESSAGE,
} from '../../../contracts/upload.ts';
import { isValidStorageKey } from '../../storage/storage-keys.ts';
import { detectFileType } from './file-type.ts';
import { parseRangeHeader } from './uploads.public-routes.ts';
import { listUploads } from './uploads.repository.ts';
import { sanitizeOriginalName } from './uploads.service.ts';

// ---- fixtures, made at test time --------------------------------------------------------------

function u32(value: number): Buffer {
  const buffer = Buffer.alloc(4);
  buffer.writeUInt32BE(value);
  return buffer;
}

/** Bytes that differ from position to position, so a wrong range shows. */
function pattern(length: number): Buffer {
  return Buffer.from(Array.from({ length }, (_, i) => i % 251));
}

/** The smallest ISO BMFF file a sniffer accepts: an ftyp box, then an mdat box of filler. */
function mp4(size = 4096, brand = 'isom'): Buffer {
  const ftyp = Buffer.concat([u32(24), Buffer.from(`ftyp${brand}`), u32(0x200), Buffer.from('isomiso2')]);
  const mdatSize = size - ftyp.length;
  return Buffer.concat([ftyp, u32(mdatSize), Buffer.from('mdat'), pattern(mdatSize - 8)]);
}

/** An EBML header whose DocType is `docType`, then an open-ended Segment. */
function ebml(docType = 'webm'): Buffer {
  const header = Buffer.from([
    ...[0x42, 0x86, 0x81, 0x01], // EBMLVersion 1
    ...[0x42, 0xf7, 0x81, 0x01], // EBMLReadVersion 1
    ...[0x42, 0xf2, 0x81, 0x04], // EBMLMaxIDLength 4
    ...[0x42, 0xf3, 0x81, 0x08], // EBMLMaxSizeLength 8
    ...[0x42, 0x82, 0x80 | docType.length, ...Buffer.from(docType)], // DocType
    ...[0x42, 0x87, 0x81, 0x04], // DocTypeVersion 4
    ...[0x42, 0x85, 0x81, 0x02], // DocTypeReadVersion 2
  ]);
  return Buffer.concat([
    Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | header.length]),
    header,
    Buffer.from([0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]),
    pattern(512),
  ]);
}

function riff(form: string): Buffer {
  return Buffer.concat([
    Buffer.from('RIFF'),
    Buffer.from([0x00, 0x10, 0, 0]),
    Buffer.from(form),
    pattern(64),
  ]);
}

function png(width: number, height: number, background = '#2a6'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
}

/** A JPEG as a phone makes it: EXIF with a GPS position, and "rotate 90°" in its orientation tag. */
function phoneJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 1000, height: 500, channels: 3, background: '#c33' } })
    .jpeg()
    .withExif({
      IFD0: { Artist: 'Jane Student', Copyright: 'Jane Student' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '34/1 0/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '81/1 2/1 0/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** Two frames, so it is kept byte for byte rather than re-encoded. */
async function animatedGif(): Promise<Buffer> {
  const frame = (background: string) =>
    sharp({ create: { width: 400, height: 300, channels: 4, background } })
      .png()
      .toBuffer();
  return sharp([await frame('#f00'), await frame('#0f0')], { join: { animated: true } })
    .gif({ delay: [100, 100], loop: 0 })
    .toBuffer();
}

interface FilePart {
  field: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

/** A multipart/form-data body built by hand, as a browser sends it. */
function multipart(parts: FilePart[]) {
  const boundary = `----nabj${crypto.randomUUID().replaceAll('-', '')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"; filename="${part.filename}"\r\n` +
          `Content-Type: ${part.contentType}\r\n\r\n`,
      ),
      part.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

// ---- app ---------------------------------------------------------------------------------------

let t: UploadsTestApp;
let cookie: string;
let dataDir: string;
// TEST_STORAGE=s3 runs this file on s3rver, in this process (the storage contract itself is
// tested on both drivers in storage/storage.test.ts).
let s3: S3TestServer | undefined;

beforeAll(async () => {
  t = await startUploadsTestApp(process.env.TEST_STORAGE === 's3' ? 's3' : 'disk');
  ({ cookie, dataDir, s3 } = t);
});
afterAll(() => t.close());

/** A POST to `url` of `body` (its payload and headers), as the signed-in admin unless `signedIn` is false. */
function post(url: string, body: { payload: object; headers?: Record<string, string> }, signedIn = true) {
  const headers = { ...body.headers, ...(signedIn ? { cookie } : {}) };
  return t.app.inject({ method: 'POST', url, payload: body.payload, headers });
}

const upload = (parts: FilePart[], { query = '', signedIn = true } = {}) =>
  post(`/api/admin/upload${query}`, multipart(parts), signedIn);

const uploadSlides = (parts: FilePart[]) => post('/api/admin/upload-slides', multipart(parts));

const file = (filename: string, contentType: string, data: Buffer, field = 'file'): FilePart => ({
  field,
  filename,
  contentType,
  data,
});

/** Uploads `part`, which must be stored with an answer holding at least `expected`; returns that answer. */
async function uploadStored(part: FilePart, expected: object) {
  const body = createdJson(await upload([part]));
  expect(body).toMatchObject(expected);
  return body;
}

/** Every file in storage (partial writes included) and every row: what "nothing stored" is checked against. */
async function storedState() {
  const dir = path.join(dataDir, 'uploads');
  const files = s3 ? await s3.keys() : fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
  const rows = await listUploads(t.db, { limit: 100 });
  const stagingDir = path.join(dataDir, 'tmp', 'uploads');
  const staging = fs.existsSync(stagingDir) ? fs.readdirSync(stagingDir) : [];
  return { files, rows: rows.length, staging };
}

async function expectNothingStoredBy(action: () => Promise<unknown>) {
  const before = await storedState();
  await action();
  expect(await storedState()).toEqual({ ...before, staging: [] });
}

const uploadUrlPattern = /^\/uploads\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(\w+)$/;

// ---- tests -------------------------------------------------------------------------------------

describe('POST /api/admin/upload', () => {
  it('stores a PNG under a random name with WebP widths no larger than it, and serves it back', async () => {
    const original = await png(1000, 600);
    const body = await uploadStored(file('Team photo.png', 'image/png', original), {
      mimeType: 'image/png',
      filename: 'Team photo.png',
      width: 1000,
      height: 600,
    });
    expect(body.url).toMatch(uploadUrlPattern);
    expect(body.url.endsWith('.png')).toBe(true);
    const name = body.url.slice('/uploads/'.length, -'.png'.length);
    expect(body.variants).toEqual(
      [320, 640, 960].map((width) => ({ width, url: `/uploads/${name}-${width}.webp` })),
    );

    const served = await t.app.inject({ method: 'GET', url: body.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toBe(
      "default-src 'none'; img-src 'self'; media-src 'self'; sandbox",
    );
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(detectFileType(served.rawPayload)?.mimeType).toBe('image/png');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'png',
      width: 1000,
      height: 600,
    });

    for (const variant of body.variants) {
      const response = await t.app.inject({ method: 'GET', url: variant.url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect((await sharp(response.rawPayload).metadata()).width).toBe(variant.width);
    }

    const [row] = (await listUploads(t.db)).filter((r) => r.url === body.url);
    expect(row).toMatchObject({
      storageKey: `${name}.png`,
      originalName: 'Team photo.png',
      mimeType: 'image/png',
      kind: 'image',
      size: served.rawPayload.length,
      width: 1000,
      height: 600,
      variants: body.variants,
    });
  });

  it('drops EXIF (GPS included) from a JPEG after turning it upright', async () => {
    const original = await phoneJpeg();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const body = await uploadStored(file('C:\\Users\\jane\\IMG_0042.jpeg', 'image/jpeg', original), {
      mimeType: 'image/jpeg',
      filename: 'IMG_0042.jpeg',
      width: 500,
      height: 1000,
    });
    expect(body.url.endsWith('.jpg')).toBe(true);
    const served = await t.app.inject({ method: 'GET', url: body.url });
    expect(served.headers['content-type']).toBe('image/jpeg');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect([metadata.width, metadata.height]).toEqual([500, 1000]);
    expect(served.rawPayload.includes(Buffer.from('Jane Student'))).toBe(false);
  });

  it('keeps an animated GIF as it is and makes animated WebP widths', async () => {
    const gif = await animatedGif();
    const body = await uploadStored(file('loop.gif', 'image/gif', gif), {
      mimeType: 'image/gif',
      width: 400,
      height: 300,
    });
    const served = await t.app.inject({ method: 'GET', url: body.url });
    expect(Buffer.compare(served.rawPayload, gif)).toBe(0);
    const variant = await t.app.inject({ method: 'GET', url: body.variants[0].url });
    expect((await sharp(variant.rawPayload, { animated: true }).metadata()).pages).toBe(2);
  });

  it('refuses a text file named .png with the image message, and stores nothing', async () => {
    await expectNothingStoredBy(async () => {
      const response = await upload([
        file('notes.png', 'image/png', Buffer.from('just some words\n'.repeat(50))),
      ]);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(INVALID_IMAGE_MESSAGE);
    });
  });

  it('refuses SVG and HTML, and a PNG header on bytes that are no image', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const html = Buffer.from('<!doctype html><script>alert(1)</script>');
    const fakePng = Buffer.concat([(await png(10, 10)).subarray(0, 8), pattern(2000)]);
    await expectNothingStoredBy(async () => {
      for (const [name, type, data] of [
        ['logo.svg', 'image/svg+xml', svg],
        ['page.png', 'image/png', html],
        ['broken.png', 'image/png', fakePng],
      ] as const) {
        const response = await upload([file(name, type, data)]);
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe(INVALID_IMAGE_MESSAGE);
        const withVideo = await upload([file(name, type, data)], { query: '?allowVideo=true' });
        expect(withVideo.statusCode).toBe(400);
        expect(withVideo.json().message).toBe(INVALID_MEDIA_MESSAGE);
      }
    });
  });

  it('serves an image with HTML and script appended (a polyglot) only as that image, sandboxed', async () => {
    const script = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');
    const polyglots = [
      { name: 'loop.gif', type: 'image/gif', image: await animatedGif() },
      { name: 'photo.png', type: 'image/png', image: await png(400, 300) },
      { name: 'photo.jpg', type: 'image/jpeg', image: await phoneJpeg() },
    ];
    const accepted: string[] = [];
    for (const { name, type, image } of polyglots) {
      const polyglot = Buffer.concat([image, script]);
      const response = await upload([file(name, type, polyglot)]);
      if (response.statusCode !== 201) {
        expect(response.statusCode, name).toBe(400);
        expect(response.json().message).toBe(INVALID_IMAGE_MESSAGE);
        continue;
      }
      accepted.push(name);
      const { url, variants } = response.json();
      for (const address of [url, ...variants.map((variant: { url: string }) => variant.url)]) {
        const served = await t.app.inject({ method: 'GET', url: address });
        expect(served.statusCode, address).toBe(200);
        expect(served.headers['content-type'], address).toBe(address === url ? type : 'image/webp');
        expect(served.headers['x-content-type-options']).toBe('nosniff');
        expect(served.headers['content-security-policy']).toBe(
          "default-src 'none'; img-src 'self'; media-src 'self'; sandbox",
        );
        // An animated GIF is kept as it came, script and all; everything re-encoded has lost it.
        const keptAsSent = type === 'image/gif' && address === url;
        expect(served.rawPayload.equals(polyglot), address).toBe(keptAsSent);
        expect(served.rawPayload.includes(script), address).toBe(keptAsSent);
      }
    }
    // The GIF at least is accepted, so the answer it is served with is checked.
    expect(accepted).toContain('loop.gif');
  });

  it('refuses an image over 10 MB with 413 and the size message', async () => {
    const header = (await png(10, 10)).subarray(0, 8);
    const big = Buffer.concat([header, Buffer.alloc(IMAGE_MAX_BYTES + 1 - header.length)]);
    await expectNothingStoredBy(async () => {
      const response = await upload([file('huge.png', 'image/png', big)]);
      expect(response.statusCode).toBe(413);
      expect(response.json().message).toBe(IMAGE_TOO_LARGE_MESSAGE);
    });
  });

  it('refuses a video unless allowVideo=true, then stores it as video/mp4 whatever its declared type', async () => {
    const video = mp4(8192);
    await expectNothingStoredBy(async () => {
      const refused = await upload([file('clip.mp4', 'video/mp4', video)]);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(INVALID_IMAGE_MESSAGE);
    });

    const body = createdJson(
      await upload([file('clip.jpg', 'image/jpeg', video)], { query: '?allowVideo=true' }),
    );
    expect(body).toEqual({
      url: expect.stringMatching(uploadUrlPattern),
      mimeType: 'video/mp4',
      filename: 'clip.jpg',
    });
    expect(body.url.endsWith('.mp4')).toBe(true);

    const whole = await t.app.inject({ method: 'GET', url: body.url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(Buffer.compare(whole.rawPayload, video)).toBe(0);

    const part = await t.app.inject({ method: 'GET', url: body.url, headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${video.length}`);
    expect(part.headers['content-length']).toBe('100');
    expect(Buffer.compare(part.rawPayload, video.subarray(100, 200))).toBe(0);

    const tail = await t.app.inject({ method: 'GET', url: body.url, headers: { range: 'bytes=-10' } });
    expect(tail.statusCode).toBe(206);
    expect(Buffer.compare(tail.rawPayload, video.subarray(-10))).toBe(0);

    const open = await t.app.inject({ method: 'GET', url: body.url, headers: { range: 'bytes=8000-' } });
    expect(open.headers['content-range']).toBe(`bytes 8000-8191/${video.length}`);
    expect(Buffer.compare(open.rawPayload, video.subarray(8000))).toBe(0);

    const beyond = await t.app.inject({ method: 'GET', url: body.url, headers: { range: 'bytes=9000-' } });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${video.length}`);
    expect(beyond.headers['x-content-type-options']).toBe('nosniff');

    const head = await t.app.inject({ method: 'HEAD', url: body.url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(video.length));
    expect(head.rawPayload.length).toBe(0);
  });

  it('stores WebM, QuickTime, Ogg and AVI videos with the type their bytes say', async () => {
    const videos = [
      ['a.webm', ebml('webm'), 'video/webm', '.webm'],
      ['b.mov', mp4(2048, 'qt  '), 'video/quicktime', '.mov'],
      ['c.ogg', Buffer.concat([Buffer.from('OggS'), pattern(300)]), 'video/ogg', '.ogg'],
      ['d.avi', riff('AVI '), 'video/x-msvideo', '.avi'],
    ] as const;
    for (const [name, data, mimeType, extension] of videos) {
      const response = await upload([file(name, 'application/octet-stream', data)], {
        query: '?allowVideo=true',
      });
      expect(response.statusCode).toBe(201);
      expect(response.json().mimeType).toBe(mimeType);
      expect(response.json().url.endsWith(extension)).toBe(true);
      const served = await t.app.inject({ method: 'GET', url: response.json().url });
      expect(served.headers['content-type']).toBe(mimeType);
    }
  });

  it('answers 401 to an anonymous upload and stores nothing', async () => {
    await expectNothingStoredBy(async () => {
      const response = await upload([file('photo.png', 'image/png', await png(50, 50))], { signedIn: false });
      expect(response.statusCode).toBe(401);
    });
  });

  it('asks for a file when none is sent, and for multipart when the body is something else', async () => {
    const empty = await upload([file('x.png', 'image/png', await png(20, 20), 'other')]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(NO_FILE_MESSAGE);
    const json = await post('/api/admin/upload', { payload: { file: 'x' } });
    expect(json.statusCode).toBe(415);
  });
});

describe('POST /api/admin/upload-slides', () => {
  it('stores images and videos together and answers in the order sent', async () => {
    const { slides } = createdJson(
      await uploadSlides([
        file('one.png', 'image/png', await png(700, 400), 'slides'),
        file('two.mp4', 'video/mp4', mp4(), 'slides'),
        file('three.jpg', 'image/jpeg', await phoneJpeg(), 'slides'),
      ]),
    );
    expect(slides).toEqual([
      { url: expect.stringMatching(/\.png$/), mimeType: 'image/png', filename: 'one.png' },
      { url: expect.stringMatching(/\.mp4$/), mimeType: 'video/mp4', filename: 'two.mp4' },
      { url: expect.stringMatching(/\.jpg$/), mimeType: 'image/jpeg', filename: 'three.jpg' },
    ]);
    for (const slide of slides) {
      expect(slide.url).toMatch(uploadUrlPattern);
      expect((await t.app.inject({ method: 'GET', url: slide.url })).statusCode).toBe(200);
    }
  });

  it('refuses the whole request when one file is wrong, and stores none of them', async () => {
    await expectNothingStoredBy(async () => {
      const response = await uploadSlides([
        file('one.png', 'image/png', await png(700, 400), 'slides'),
        file('two.png', 'image/png', Buffer.from('not an image at all'), 'slides'),
        file('three.mp4', 'video/mp4', mp4(), 'slides'),
      ]);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: INVALID_MEDIA_MESSAGE,
        errors: { 'slides.1': INVALID_MEDIA_MESSAGE },
      });
    });
  });

  it('refuses the whole request when one image is over 10 MB', async () => {
    const header = (await png(10, 10)).subarray(0, 8);
    await expectNothingStoredBy(async () => {
      const response = await uploadSlides([
        file('one.png', 'image/png', await png(100, 100), 'slides'),
        file('big.png', 'image/png', Buffer.concat([header, Buffer.alloc(IMAGE_MAX_BYTES)]), 'slides'),
      ]);
      expect(response.statusCode).toBe(413);
      expect(response.json().message).toBe(IMAGE_TOO_LARGE_MESSAGE);
    });
  });
  it('refuses more than 30 files with 413, and stores none of them', async () => {
    const small = await png(8, 8);
    await expectNothingStoredBy(async () => {
      const response = await uploadSlides(
        Array.from({ length: 31 }, (_, i) => file(`s${i}.png`, 'image/png', small, 'slides')),
      );
      expect(response.statusCode).toBe(413);
      expect(response.json().message).toBe(TOO_MANY_FILES_MESSAGE);
    });
  });
});

describe('GET /uploads/*', () => {
  it('answers a variant width that was never made with the nearest narrower file', async () => {
    const response = await upload([file('wide.png', 'image/png', await png(700, 400))]);
    const { url } = response.json();
    const base = url.replace(/\.png$/, '');
    const made = await t.app.inject({ method: 'GET', url: `${base}-640.webp` });
    expect(made.statusCode).toBe(200);
    const wider = await t.app.inject({ method: 'GET', url: `${base}-1920.webp` });
    expect(wider.statusCode).toBe(302);
    expect(wider.headers.location).toBe(`${base}-640.webp`);
    const small = await upload([file('small.png', 'image/png', await png(200, 100))]);
    const smallBase = small.json().url.replace(/\.png$/, '');
    const narrowest = await t.app.inject({ method: 'GET', url: `${smallBase}-320.webp` });
    expect(narrowest.headers.location).toBe(small.json().url);
    expect((await t.app.inject({ method: 'GET', url: '/uploads/nothing-here-640.webp' })).statusCode).toBe(
      404,
    );
  });

  it('redirects /admin/uploads/x to /uploads/x', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/admin/uploads/x' });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/uploads/x');
  });

  it('answers 404 to anything that is not a stored name, path tricks included', async () => {
    fs.mkdirSync(path.join(dataDir, 'uploads'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'secret.txt'), 'secret');
    fs.writeFileSync(path.join(dataDir, 'uploads', '.partial-1'), 'partial');
    for (const url of [
      '/uploads/../secret.txt',
      '/uploads/..%2fsecret.txt',
      '/uploads/%2e%2e%2fsecret.txt',
      '/uploads/%2E%2E/secret.txt',
      '/uploads/..%5csecret.txt',
      '/uploads/.partial-1',
      '/uploads/',
      '/uploads/missing.png',
      '/admin/uploads/..%2fsecret.txt',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('secret');
    }
    // A NUL in a path is refused before any route reads it (http/null-characters.ts).
    const withNul = await t.app.inject({ method: 'GET', url: '/uploads/a%00.png' });
    expect(withNul.statusCode).toBe(400);
    expect(withNul.body).not.toContain('secret');
  });
});

describe('upload building blocks', () => {
  it('detects types from bytes only', async () => {
    expect(detectFileType(await png(5, 5))?.mimeType).toBe('image/png');
    expect(
      detectFileType(
        await sharp(await png(5, 5))
          .webp()
          .toBuffer(),
      )?.mimeType,
    ).toBe('image/webp');
    expect(
      detectFileType(
        await sharp(await png(5, 5))
          .gif()
          .toBuffer(),
      )?.mimeType,
    ).toBe('image/gif');
    expect(detectFileType(mp4(100, 'mp42'))?.mimeType).toBe('video/mp4');
    expect(detectFileType(ebml('webm'))?.mimeType).toBe('video/webm');
    for (const refused of [
      ebml('matroska'),
      mp4(100, 'heic'),
      mp4(100, 'avif'),
      mp4(100, 'M4A '),
      riff('WAVE'),
      Buffer.from('%PDF-1.7\n'),
      Buffer.from('<?xml version="1.0"?><svg/>'),
      Buffer.from(''),
    ]) {
      expect(detectFileType(refused)).toBeUndefined();
    }
  });

  it('reads one byte range, and ignores what it cannot use', () => {
    expect(parseRangeHeader('bytes=0-0', 10)).toEqual({ kind: 'range', range: { start: 0, end: 0 } });
    expect(parseRangeHeader('bytes=5-100', 10)).toEqual({ kind: 'range', range: { start: 5, end: 9 } });
    expect(parseRangeHeader('bytes=-100', 10)).toEqual({ kind: 'range', range: { start: 0, end: 9 } });
    expect(parseRangeHeader('bytes=10-', 10)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRangeHeader('bytes=-0', 10)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRangeHeader('bytes=0-1,3-4', 10)).toEqual({ kind: 'none' });
    expect(parseRangeHeader('items=0-1', 10)).toEqual({ kind: 'none' });
    expect(parseRangeHeader('bytes=5-2', 10)).toEqual({ kind: 'none' });
    expect(parseRangeHeader(undefined, 10)).toEqual({ kind: 'none' });
  });

  it('keeps only a clean last segment of the original name', () => {
    expect(sanitizeOriginalName('../../etc/passwd')).toBe('passwd');
    expect(sanitizeOriginalName('C:\\photos\\a b.png')).toBe('a b.png');
    expect(sanitizeOriginalName('evil\u202egnp.exe')).toBe('evilgnp.exe');
    expect(sanitizeOriginalName('.htaccess')).toBe('htaccess');
    expect(sanitizeOriginalName('')).toBe('upload');
    expect(sanitizeOriginalName(`${'a'.repeat(300)}.jpeg`)).toHaveLength(200);
    expect(sanitizeOriginalName(`${'a'.repeat(300)}.jpeg`).endsWith('.jpeg')).toBe(true);
  });

  it('checks a picked file in the browser with the same messages', () => {
    const mb = 1024 * 1024;
    expect(checkUploadCandidate({ type: 'image/png', size: mb, name: 'a.png' }, { allowVideo: false })).toBe(
      undefined,
    );
    expect(
      checkUploadCandidate({ type: 'image/png', size: 11 * mb, name: 'a.png' }, { allowVideo: true }),
    ).toBe(IMAGE_TOO_LARGE_MESSAGE);
    expect(checkUploadCandidate({ type: 'video/mp4', size: mb, name: 'a.mp4' }, { allowVideo: false })).toBe(
      INVALID_IMAGE_MESSAGE,
    );
    expect(
      checkUploadCandidate({ type: 'video/quicktime', size: 101 * mb, name: 'a.mov' }, { allowVideo: true }),
    ).toBe(VIDEO_TOO_LARGE_MESSAGE);
    expect(
      checkUploadCandidate({ type: 'image/svg+xml', size: 10, name: 'a.svg' }, { allowVideo: true }),
    ).toBe(INVALID_MEDIA_MESSAGE);
  });

  it('names keys that cannot leave the store', () => {
    expect(isValidStorageKey('0b6f2c1e-1111-4222-8333-944445555666-320.webp')).toBe(true);
    for (const key of ['', '.', '..', '../x', 'a/b', 'a\\b', '.hidden', 'a..b', 'a\0b', 'x'.repeat(201)]) {
      expect(isValidStorageKey(key), key).toBe(false);
    }
  });
});
