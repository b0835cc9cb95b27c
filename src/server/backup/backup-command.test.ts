import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type S3TestServer, startS3TestServer } from '../../../test-support/s3-test-server.ts';
import { loadConfig } from '../config.ts';
import { openConfiguredDatabase } from '../db/client.ts';
import { archiveName, archivesIn } from './backup-files.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
let work: string;
let bucket: S3TestServer;

function backup(args: string[], env: Record<string, string> = {}) {
  return promisify(execFile)(process.execPath, ['scripts/backup.ts', ...args], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH, DATA_DIR: path.join(work, 'site'), ...env },
  }).catch((error: { code: number; stdout: string; stderr: string }) => error);
}

// The command's own options, on a data directory; backup.test.ts covers every database kind.
describe.skipIf(inject('goldenDatabase').kind === 'postgres')(
  'npm run backup, as the nightly timer runs it',
  () => {
    beforeAll(async () => {
      work = fs.mkdtempSync(path.join(os.tmpdir(), 'nabj-backup-command-'));
      const database = await openConfiguredDatabase(loadConfig({ DATA_DIR: path.join(work, 'site') }));
      await database.close();
      bucket = await startS3TestServer('nabj-backups');
    }, 120_000);
    afterAll(async () => {
      await bucket?.close();
      fs.rmSync(work, { recursive: true, force: true });
    });

    it('writes into BACKUP_DIR, keeps the newest N archives there, and copies the new one to the bucket', async () => {
      const backupDir = path.join(work, 'backups');
      fs.mkdirSync(backupDir);
      const older = ['2020-01-01', '2020-01-02', '2020-01-03'].map((day) => archiveName(new Date(day)));
      for (const name of [...older, 'notes.txt']) fs.writeFileSync(path.join(backupDir, name), 'old');

      const result = await backup(['--keep', '2'], {
        BACKUP_DIR: backupDir,
        BACKUP_S3_BUCKET: 'nabj-backups',
        S3_ENDPOINT: bucket.config.endpoint!,
        S3_ACCESS_KEY_ID: bucket.config.accessKeyId,
        S3_SECRET_ACCESS_KEY: bucket.config.secretAccessKey,
      });
      expect(result.stderr).toBe('');
      const [made] = archivesIn(backupDir);
      expect(made).not.toBe(older[2]);
      expect(fs.readdirSync(backupDir).sort()).toEqual([older[2], made, 'notes.txt'].sort());
      expect(result.stdout).toContain(`Removed 2 older archive(s): ${older[1]}, ${older[0]}.`);
      expect(result.stdout).toContain(`Copied it to the bucket nabj-backups as ${made}.`);
      expect(await bucket.keys()).toEqual([made]);
    }, 60_000);

    it('fails, keeping the archive, when the copy to the bucket fails', async () => {
      const backupDir = path.join(work, 'no-bucket');
      const result = await backup([`${backupDir}/`], {
        BACKUP_S3_BUCKET: 'no-such-bucket',
        S3_ENDPOINT: bucket.config.endpoint!,
        S3_ACCESS_KEY_ID: bucket.config.accessKeyId,
        S3_SECRET_ACCESS_KEY: bucket.config.secretAccessKey,
      });
      const [made] = archivesIn(backupDir);
      expect(made).toBeDefined();
      expect(result).toMatchObject({ code: 1 });
      expect(result.stderr).toContain(
        `Backup failed: ${path.join(backupDir, made!)} was written, but copying it to the bucket no-such-bucket failed:`,
      );
    }, 60_000);

    it('refuses a --keep that is not a count', async () => {
      const result = await backup(['--keep', '0']);
      expect(result).toMatchObject({ code: 1 });
      expect(result.stderr).toBe(
        'Backup failed: --keep must be a whole number of archives, 1 or more (got "0")\n',
      );
    });
  },
);
