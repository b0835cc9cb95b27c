import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3TestServer } from '../../../test-support/s3-test-server.ts';
import { loadConfig } from '../config.ts';
import { createDiskStorage } from './disk-storage.ts';
import { createStorage, type Storage } from './storage.ts';

interface Driver {
  name: 'disk' | 's3';
  /** S3 keeps the type given to put(); the disk driver leaves it to the key's extension. */
  keepsContentType: boolean;
  open(): Promise<{ storage: Storage; close(): Promise<void> }>;
}

const drivers: Driver[] = [
  {
    name: 'disk',
    keepsContentType: false,
    async open() {
      const root = fs.mkdtempSync(path.join(os.tmpdir(), 'nabj-disk-storage-'));
      return {
        storage: createDiskStorage(root),
        async close() {
          // Partial writes are dot-files: none may be left behind.
          expect(fs.readdirSync(root).filter((name) => name.startsWith('.'))).toEqual([]);
          fs.rmSync(root, { recursive: true, force: true });
        },
      };
    },
  },
  {
    name: 's3',
    keepsContentType: true,
    async open() {
      const server = await startS3TestServer();
      return {
        storage: createStorage({ storage: server.config, dataDir: os.tmpdir() }),
        close: server.close,
      };
    },
  },
];

/** Bytes that differ from position to position, so a wrong range shows. */
function pattern(length: number): Buffer {
  return Buffer.from(Array.from({ length }, (_, i) => i % 251));
}

const text = async (body: Readable | undefined) => Buffer.concat(await body!.toArray()).toString();

describe.each(drivers)('the $name storage driver', ({ name, keepsContentType, open }) => {
  let storage: Storage;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ storage, close } = await open());
  });
  afterAll(() => close());

  it('is the driver it says', () => {
    expect(storage.kind).toBe(name);
  });

  it('stores a whole body, tells its size and type, reads it whole or by range, and deletes it', async () => {
    await storage.put('whole.mp4', Buffer.from('0123456789'), 'video/mp4');
    expect(await storage.exists('whole.mp4')).toBe(true);
    expect(await storage.stat('whole.mp4')).toEqual({
      size: 10,
      contentType: keepsContentType ? 'video/mp4' : undefined,
    });
    expect(await text(await storage.read('whole.mp4'))).toBe('0123456789');
    expect(await text(await storage.read('whole.mp4', { start: 2, end: 4 }))).toBe('234');
    expect(await text(await storage.read('whole.mp4', { start: 9, end: 9 }))).toBe('9');
    await storage.delete('whole.mp4');
    expect(await storage.exists('whole.mp4')).toBe(false);
  });

  it('replaces what is under a key', async () => {
    await storage.put('replaced.txt', Buffer.from('old'), 'text/plain');
    await storage.put(
      'replaced.txt',
      Readable.from([Buffer.from('new '), Buffer.from('body')]),
      'text/plain',
    );
    expect(await text(await storage.read('replaced.txt'))).toBe('new body');
  });

  it('stores a stream of unknown length larger than one upload part', async () => {
    const big = pattern(6 * 1024 * 1024 + 17);
    const chunks = Array.from({ length: Math.ceil(big.length / 65_536) }, (_, i) =>
      big.subarray(i * 65_536, (i + 1) * 65_536),
    );
    await storage.put('big.mp4', Readable.from(chunks), 'video/mp4');
    expect((await storage.stat('big.mp4'))?.size).toBe(big.length);
    const tail = await storage.read('big.mp4', { start: big.length - 100, end: big.length - 1 });
    expect(Buffer.concat(await tail!.toArray())).toEqual(big.subarray(-100));
  });

  it('answers nothing for a missing key, and deleting one is no error', async () => {
    expect(await storage.stat('missing.png')).toBeUndefined();
    expect(await storage.read('missing.png')).toBeUndefined();
    expect(await storage.read('missing.png', { start: 0, end: 1 })).toBeUndefined();
    expect(await storage.exists('missing.png')).toBe(false);
    await storage.delete('missing.png');
  });

  it.each([
    ['small', 1024],
    ['larger than one upload part', 6 * 1024 * 1024],
  ])('leaves nothing under the key when a %s stream fails half-way', async (_label, firstHalf) => {
    async function* failing() {
      yield pattern(firstHalf);
      throw new Error('connection lost');
    }
    // Mostly the stream's own error; s3rver has no AbortMultipartUpload, so there a failed multipart
    // upload reports the refused abort instead (S3 and the usual S3-compatible services abort it).
    await expect(storage.put('half.mp4', Readable.from(failing()), 'video/mp4')).rejects.toThrow();
    expect(await storage.exists('half.mp4')).toBe(false);
  });

  it('lists every stored key, and only those (backups read the whole store)', async () => {
    await storage.put('listed-a.jpg', Buffer.from('a'), 'image/jpeg');
    await storage.put('listed-b.jpg', Buffer.from('b'), 'image/jpeg');
    await storage.delete('listed-b.jpg');
    const keys: string[] = [];
    for await (const key of storage.list()) keys.push(key);
    expect(keys).toContain('listed-a.jpg');
    expect(keys).not.toContain('listed-b.jpg');
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('refuses keys that could leave the store', async () => {
    for (const key of ['../escape', 'a/b', '.hidden']) {
      await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow('Invalid storage key');
    }
  });
});

describe('choosing the driver', () => {
  it('gives the S3 driver for STORAGE=s3, and disk otherwise', () => {
    const s3 = loadConfig({
      STORAGE: 's3',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'media',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(createStorage(s3).kind).toBe('s3');
    expect(createStorage(loadConfig({})).kind).toBe('disk');
  });
});
