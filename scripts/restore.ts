// `npm run restore -- <file.tar.gz>`: brings a backup back into an empty DATA_DIR or an empty DATABASE_URL.
import fs from 'node:fs';
import { BackupError, restoreBackup } from '../src/server/backup/backup.ts';
import { ConfigError, loadConfig } from '../src/server/config.ts';
import { createOwnerOnly } from '../src/server/data-dir.ts';
import { DatabaseInUseError } from '../src/server/db/database-lock.ts';

async function main() {
  const file = process.argv[2];
  if (!file) throw new BackupError('Name the backup file: npm run restore -- <file.tar.gz>');
  if (!fs.existsSync(file)) throw new BackupError(`There is no file ${file}`);
  const config = loadConfig();
  createOwnerOnly();
  const target = config.databaseUrl ? 'the database in DATABASE_URL' : config.dataDir;
  const restored = await restoreBackup(config, fs.createReadStream(file));
  console.log(
    `Restored ${file} (made ${restored.manifest.createdAt} on ${restored.manifest.source}) into ${target}: ${restored.tables} tables, ${restored.rows} rows, ${restored.uploads} uploads.`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof BackupError || error instanceof ConfigError || error instanceof DatabaseInUseError)
    console.error(`Restore failed: ${error.message}`);
  else console.error('Restore failed:', error);
  process.exit(1);
});
