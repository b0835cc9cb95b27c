import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type S3TestServer, startS3TestServer } from './s3-test-server.ts';
import { signInAsNewAdmin, startTestApp, type TestApp } from './test-app.ts';

export interface UploadsTestApp extends TestApp {
  cookie: string;
  /** The app's own data folder, removed on close. */
  dataDir: string;
  /** The S3 test server the uploads go to, when the driver is S3. */
  s3?: S3TestServer;
}

/** The real app on a fresh data folder, its uploads on disk or on an S3 test server, with an admin signed in. */
export async function startUploadsTestApp(driver: 'disk' | 's3'): Promise<UploadsTestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nabj-uploads-test-'));
  const s3 = driver === 's3' ? await startS3TestServer() : undefined;
  const testApp = await startTestApp({ dataDir, ...(s3 ? { storage: s3.config } : {}) });
  const { cookie } = await signInAsNewAdmin(testApp);
  return {
    ...testApp,
    cookie,
    dataDir,
    s3,
    async close() {
      await testApp.close();
      await s3?.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
