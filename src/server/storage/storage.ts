import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Config } from '../config.ts';
import { createDiskStorage } from './disk-storage.ts';

/** What a driver knows of a stored object without reading it. */
export interface StoredObjectInfo {
  size: number;
  /** As given to put(), when the driver keeps it (S3 does; the disk driver does not). */
  contentType: string | undefined;
}

/** Inclusive byte positions, as in an HTTP Range header. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where uploaded files live (ARCHITECTURE.md, uploads). Keys are flat names such as
 * `0b6f…c2.webp`; callers never see paths, so the same code runs on disk or on S3.
 */
export interface Storage {
  readonly kind: 'disk' | 's3';
  /** Stores the whole body under key, replacing any object there. A failed put leaves nothing behind. */
  put(key: string, body: Buffer | Readable, contentType: string): Promise<void>;
  /** Size and type of an object, or undefined when there is none. */
  stat(key: string): Promise<StoredObjectInfo | undefined>;
  /** The object's bytes (only the range when given), or undefined when there is none. */
  read(key: string, range?: ByteRange): Promise<Readable | undefined>;
  /** Removes an object; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Every stored key, in no particular order (backups read the whole store). */
  list(): AsyncIterable<string>;
}

/** The driver the configuration names. Disk keeps files under DATA_DIR/uploads; S3 in its bucket. */
export function createStorage(config: Pick<Config, 'storage' | 'dataDir'>): Storage {
  switch (config.storage.kind) {
    case 'disk':
      return createDiskStorage(path.join(config.dataDir, 'uploads'));
    case 's3': {
      const s3 = config.storage;
      return lazyStorage(
        's3',
        import('./s3-storage.ts').then(({ createS3Storage }) => createS3Storage(s3)),
      );
    }
  }
}

/**
 * A driver whose code loads on its first use: the AWS SDK is large, and an installation on disk never
 * loads it (docs/performance.md, memory).
 */
function lazyStorage(kind: Storage['kind'], driver: Promise<Storage>): Storage {
  return {
    kind,
    put: async (key, body, contentType) => (await driver).put(key, body, contentType),
    stat: async (key) => (await driver).stat(key),
    read: async (key, range) => (await driver).read(key, range),
    delete: async (key) => (await driver).delete(key),
    exists: async (key) => (await driver).exists(key),
    async *list() {
      yield* (await driver).list();
    },
  };
}
