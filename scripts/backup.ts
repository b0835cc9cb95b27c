// `npm run backup [-- file.tar.gz]`: one archive of the database and the uploads (docs/operations.md#backups).
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { BackupError, verifyBackup, writeBackup } from '../src/server/backup/backup.ts';
import { ConfigError, loadConfig } from '../src/server/config.ts';
import { controlSocketPath, requestBackup } from '../src/server/control-socket.ts';
import { createOwnerOnly } from '../src/server/data-dir.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { DatabaseInUseError } from '../src/server/db/database-lock.ts';
import { createStorage } from '../src/server/storage/storage.ts';

async function main() {
  const config = loadConfig();
  createOwnerOnly();
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').replace('T', '-');
  const file = path.resolve(process.argv[2] ?? `backups/nabj-usc-${stamp}.tar.gz`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
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
}

main().catch((error: unknown) => {
  if (error instanceof BackupError || error instanceof ConfigError || error instanceof DatabaseInUseError)
    console.error(`Backup failed: ${error.message}`);
  else if (error instanceof Error && /unexpected end of file/.test(error.message))
    console.error('Backup failed: the archive was cut short (see the server log)');
  else console.error('Backup failed:', error);
  process.exit(1);
});
