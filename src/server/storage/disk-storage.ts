import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ByteRange, Storage } from './storage.ts';

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException)?.code === 'ENOENT';
}

/**
 * Files in one directory, named by their key. Writes go to a dot-file first and are renamed into
 * place, so a reader never sees half a file and a failed write leaves nothing under the key.
 */
export function createDiskStorage(root: string): Storage {
  const resolvedRoot = path.resolve(root);
  let rootReady: Promise<unknown> | undefined;

  /** A key names a file directly in the root: no separators, no dot-files (those are partial writes). */
  function pathOf(key: string): string {
    const file = path.join(resolvedRoot, key);
    if (
      key.startsWith('.') ||
      key.includes('\0') ||
      path.dirname(file) !== resolvedRoot ||
      path.basename(file) !== key
    ) {
      throw new Error(`Invalid storage key: ${JSON.stringify(key.slice(0, 100))}`);
    }
    return file;
  }

  return {
    kind: 'disk',

    async put(key, body, _contentType) {
      const target = pathOf(key);
      rootReady ??= fs.mkdir(resolvedRoot, { recursive: true });
      await rootReady;
      // Dot-prefixed: never a valid key, so a partial file can never be served.
      const temporary = path.join(resolvedRoot, `.partial-${crypto.randomUUID()}`);
      try {
        await pipeline(
          Buffer.isBuffer(body) ? Readable.from([body]) : body,
          createWriteStream(temporary, { flags: 'wx' }),
        );
        await fs.rename(temporary, target);
      } catch (error) {
        await fs.rm(temporary, { force: true });
        throw error;
      }
    },

    async stat(key) {
      try {
        const stats = await fs.stat(pathOf(key));
        return stats.isFile() ? { size: stats.size, contentType: undefined } : undefined;
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    async read(key, range?: ByteRange) {
      let handle: fs.FileHandle;
      try {
        handle = await fs.open(pathOf(key), 'r');
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
      return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
    },

    async delete(key) {
      await fs.rm(pathOf(key), { force: true });
    },

    async exists(key) {
      return (await this.stat(key)) !== undefined;
    },

    async *list() {
      let names: string[];
      try {
        names = await fs.readdir(resolvedRoot);
      } catch (error) {
        if (isMissing(error)) return;
        throw error;
      }
      // Dot-files are writes in progress (or cut short), never stored objects.
      yield* names.filter((name) => !name.startsWith('.')).sort();
    },
  };
}
