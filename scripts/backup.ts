// `npm run backup [-- --keep N] [file.tar.gz | folder]`: one archive of the database and the uploads
// (docs/operations.md#backups), into BACKUP_DIR unless named; --keep N then leaves the newest N there;
// with BACKUP_S3_BUCKET set, a copy goes to that bucket.
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { BackupError, verifyBackup, writeBackup } from '../src/server/backup/backup.ts';
import { archiveName, pruneArchives } from '../src/server/backup/backup-files.ts';
import { ConfigError, loadConfig } from '../src/server/config.ts';
import { controlSocketPath, requestBackup } from '../src/server/control-socket.ts';
import { createOwnerOnly } from '../src/server/data-dir.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { DatabaseInUseError } from '../src/server/db/database-lock.ts';
import { createStorage } from '../src/server/storage/storage.ts';

function target(named: string | undefined, backupDir: string): string {
  const stamped = archiveName(new Date());
  if (named === undefined) return path.join(backupDir, stamped);
  const resolved = path.resolve(named);
  return named.endsWith('/') || fs.statSync(resolved, { throwIfNoEntry: false })?.isDirectory()
    ? path.join(resolved, stamped)
    : resolved;
}

async function main() {
  const { values, positionals } = parseArgs({
    options: { keep: { type: 'string' } },
    allowPositionals: true,
  });
  const keep = values.keep === undefined ? undefined : Number(values.keep);
  if (keep !== undefined && !(Number.isInteger(keep) && keep >= 1)) {
    throw new BackupError(`--keep must be a whole number of archives, 1 or more (got "${values.keep}")`);
  }
  const config = loadConfig();
  createOwnerOnly();
  const file = target(positionals[0], config.backupDir);
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  // Written beside the target and renamed once checked, so a failed run never leaves a usable-looking file.
  const partial = `${file}.partial`;
  // The archive holds password hashes and subscribers' addresses: owner only.
  const out = () => fs.createWriteStream(partial, { mode: 0o600 });
  try {
    const fromServer = config.databaseUrl
      ? undefined
      : await requestBackup(controlSocketPath(config.dataDir));
    if (fromServer) {
      console.log('The server is running: it writes the backup.');
      await pipeline(fromServer, out());
    } else {
      const dbDir = path.join(config.dataDir, 'db');
      if (!config.databaseUrl && !fs.existsSync(dbDir))
        throw new BackupError(`There is no database at ${dbDir}`);
      const database = await openDatabase(
        config.databaseUrl ? { url: config.databaseUrl } : { dataDir: dbDir },
      );
      try {
        await writeBackup(database, createStorage(config), out());
      } finally {
        await database.close();
      }
    }
    const summary = await verifyBackup(fs.createReadStream(partial));
    fs.renameSync(partial, file);
    const size = (fs.statSync(file).size / 1024 / 1024).toFixed(1);
    console.log(
      `Wrote ${file} (${size} MB): ${summary.tables} tables, ${summary.rows} rows, ${summary.uploads} uploads, migration ${summary.manifest.migration.tag}.`,
    );
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  }
  if (keep !== undefined) {
    const removed = pruneArchives(path.dirname(file), keep);
    if (removed.length > 0) console.log(`Removed ${removed.length} older archive(s): ${removed.join(', ')}.`);
  }
  if (config.backupBucket) {
    // A copy off the machine: a backup on the same disk dies with it.
    const { bucket } = config.backupBucket;
    const name = path.basename(file);
    const { createS3Storage } = await import('../src/server/storage/s3-storage.ts');
    try {
      await createS3Storage(config.backupBucket).put(name, fs.createReadStream(file), 'application/gzip');
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new BackupError(`${file} was written, but copying it to the bucket ${bucket} failed: ${reason}`);
    }
    console.log(`Copied it to the bucket ${bucket} as ${name}.`);
  }
}

main().catch((error: unknown) => {
  if (error instanceof BackupError || error instanceof ConfigError || error instanceof DatabaseInUseError)
    console.error(`Backup failed: ${error.message}`);
  else if (error instanceof Error && /unexpected end of file/.test(error.message))
    console.error('Backup failed: the archive was cut short (see the server log)');
  else console.error('Backup failed:', error);
  process.exit(1);
});
