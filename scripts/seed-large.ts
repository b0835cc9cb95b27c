// `npm run seed:large`: fills the configured database (DATA_DIR or DATABASE_URL) with a chapter's worth
// of years: 10,000 articles, 2,000 videos, 2,000 graphics, 500 events and 50,000 newsletter
// subscribers, to measure the site at size (docs/performance.md). Runs once per database.
// The embedded database: with the server stopped (its lock refuses otherwise). PostgreSQL: also
// beside running servers, which drop their cached pages when it is done.
import { loadConfig } from '../src/server/config.ts';
import { createOwnerOnly } from '../src/server/data-dir.ts';
import { type DatabaseHandle, openConfiguredDatabase } from '../src/server/db/client.ts';
import { seedLargeData } from '../src/server/db/seed/seed-large.ts';
import { stagingRootOf } from '../src/server/modules/uploads/uploads.service.ts';
import { announceContentChange } from '../src/server/ssr/cache-invalidation.ts';
import { createStorage } from '../src/server/storage/storage.ts';

async function main(): Promise<number> {
  const config = loadConfig();
  createOwnerOnly();
  let database: DatabaseHandle | undefined;
  try {
    database = await openConfiguredDatabase(config);
    const started = performance.now();
    const result = await seedLargeData(database.db, {
      db: database.db,
      storage: createStorage(config),
      stagingRoot: stagingRootOf(config.dataDir),
    });
    if (!result.added) {
      console.error(
        `The large data set was already added to this database (${result.seededAt}); seed:large adds it only once.\n` +
          'Start from an empty DATA_DIR (or database) to seed it again.',
      );
      return 1;
    }
    await announceContentChange(database.db, 'seed:large');
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Added ${Object.entries(result.counts)
        .map(([table, count]) => `${count.toLocaleString('en-US')} ${table}`)
        .join(', ')} in ${seconds} s.`,
    );
    return 0;
  } finally {
    await database?.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`seed:large failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
