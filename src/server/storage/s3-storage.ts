import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  NotFound,
  S3Client,
  type S3ClientConfig,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { StorageConfig } from '../config.ts';
import type { Storage } from './storage.ts';
import { assertValidStorageKey } from './storage-keys.ts';

export type S3StorageConfig = Extract<StorageConfig, { kind: 's3' }>;

function isMissing(error: unknown): boolean {
  return (
    error instanceof NoSuchKey ||
    error instanceof NotFound ||
    (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)
  );
}

/** How to reach the bucket; tests use it to look inside. */
export function clientOptions(config: S3StorageConfig): S3ClientConfig {
  return {
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.endpoint !== undefined,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Newer SDKs add CRC checksums (and chunked uploads for them) that many S3-compatible services
    // refuse; S3 itself asks for them only where required.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
}

/**
 * Objects in one bucket of AWS S3 or any S3-compatible service (MinIO, Cloudflare R2, Backblaze B2,
 * DigitalOcean Spaces…), named by their key. A custom endpoint is addressed path-style
 * (endpoint/bucket/key), which every such service understands whatever its DNS.
 */
export function createS3Storage(config: S3StorageConfig): Storage {
  const client = new S3Client(clientOptions(config));
  const Bucket = config.bucket;

  return {
    kind: 's3',

    async put(key, body, contentType) {
      assertValidStorageKey(key);
      // One PUT when it fits a part, else a multipart upload: a stream's length is not known ahead.
      // Either way the object appears whole or not at all (a failed multipart upload is aborted).
      await new Upload({ client, params: { Bucket, Key: key, Body: body, ContentType: contentType } }).done();
    },

    async stat(key) {
      assertValidStorageKey(key);
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return { size: head.ContentLength ?? 0, contentType: head.ContentType };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    async read(key, range) {
      assertValidStorageKey(key);
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket, Key: key, Range: range && `bytes=${range.start}-${range.end}` }),
        );
        return object.Body as Readable;
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    async delete(key) {
      assertValidStorageKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    async exists(key) {
      return (await this.stat(key)) !== undefined;
    },

    async *list() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }));
        for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}
