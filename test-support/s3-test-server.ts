import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { clientOptions, type S3StorageConfig } from '../src/server/storage/s3-storage.ts';

export interface S3TestServer {
  config: S3StorageConfig;
  /** Every key in the bucket, sorted: what "nothing stored" is checked against. */
  keys(): Promise<string[]>;
  close(): Promise<void>;
}

/** An S3-compatible server in this process, on a free port, with one empty bucket: for tests. */
export async function startS3TestServer(bucket = 'nabj-uploads'): Promise<S3TestServer> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'nabj-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const config: S3StorageConfig = {
    kind: 's3',
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region: 'us-east-1',
    // s3rver checks signatures against its fixed credentials.
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  };
  return {
    config,
    async keys() {
      const client = new S3Client(clientOptions(config));
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      client.destroy();
      return (listed.Contents ?? []).map((object) => object.Key ?? '').sort();
    },
    async close() {
      // The SDK keeps its connections alive; close() alone would wait for them.
      server.httpServer?.closeAllConnections();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
