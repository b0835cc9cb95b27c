import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { type Logger, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Config } from '../config.ts';
import { rootDir } from '../root-dir.ts';
import { lockDatabase } from './database-lock.ts';
import { createPgliteIfMissing, openPglite } from './pglite.ts';
import { withPreparedSelects } from './pglite-prepared.ts';
import { renewablePglite } from './renewable-pglite.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** The one database type the code sees, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction or the database itself: repositories accept either. */
export type Executor = Pick<
  Database,
  'select' | 'insert' | 'update' | 'delete' | 'execute' | 'query' | '$count'
>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies the migrations in `folder` (all of drizzle/ by default) that the database lacks. */
  migrate(folder?: string): Promise<void>;
  /**
   * What PostgreSQL's autovacuum does, for the embedded database, which has none (a daily job and
   * each start run it); nothing on PostgreSQL itself.
   */
  upkeep(): Promise<void>;
  close(): Promise<void>;
}

export const migrationsFolder = path.join(rootDir, 'drizzle');

// Any fixed number shared by all instances: it serialises migrations when several start at once.
const MIGRATION_LOCK = 7_041_991;

export type DatabaseSource = (
  | {
      url: string;
      /** An idle pooled connection failed (a restart, a failover); the pool replaces it on next use. */
      onIdleError?: (error: Error) => void;
    }
  | { dataDir: string }
  | { pglite: PGlite }
) & {
  /** Sees every query drizzle sends (`npm run bench` collects the list queries to explain them). */
  logger?: Logger;
};

const logIdleError = (error: Error) =>
  process.stderr.write(`PostgreSQL connection lost while idle: ${error.message}\n`);

export async function openDatabase(source: DatabaseSource): Promise<DatabaseHandle> {
  if ('url' in source) {
    // A connection attempt gives up after 5 s, so during an outage requests fail fast with a 503
    // (db/availability.ts) instead of waiting for ever; the next request simply tries again.
    const pool = new pg.Pool({ connectionString: source.url, max: 10, connectionTimeoutMillis: 5_000 });
    // Without a listener an idle connection's error would end the process.
    pool.on('error', source.onIdleError ?? logIdleError);
    const db = drizzlePg({ client: pool, schema, casing: 'snake_case', logger: source.logger });
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      async migrate(folder = migrationsFolder) {
        const client = await pool.connect();
        try {
          await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
          await migratePg(drizzlePg({ client, schema, casing: 'snake_case' }) as never, {
            migrationsFolder: folder,
          });
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
          client.release();
        }
      },
      // Autovacuum does it.
      upkeep: async () => {},
      close: () => pool.end(),
    };
  }
  // A database of the caller's own (tests) is used as it is. One in a data directory is opened under
  // its lock, so no other process (a second server, a script) opens it beside this one
  // (database-lock.ts), and is reopened after each upkeep, so what the upkeep's ANALYZE took in
  // memory goes back (renewable-pglite.ts).
  let client: PGlite;
  let renew = async () => {};
  let unlock = () => {};
  if ('pglite' in source) {
    client = withPreparedSelects(source.pglite);
  } else {
    const { dataDir } = source;
    const lock = await lockDatabase(dataDir);
    try {
      await createPgliteIfMissing(dataDir);
      const engine = await renewablePglite(() => openPglite(dataDir));
      client = engine.client;
      renew = engine.renew;
    } catch (error) {
      lock.release();
      throw error;
    }
    unlock = lock.release;
  }
  const db = drizzlePglite({ client, schema, casing: 'snake_case', logger: source.logger });
  // PGlite runs PostgreSQL in single-user mode, without autovacuum, so nothing else ever reclaims
  // the rows updates and deletes leave behind, marks pages all-visible (an index-only scan, such as
  // counting the subscribers, reads the table for every row until then) or gathers the planner's
  // statistics (without them it guesses a handful of rows and sorts whole tables instead of reading
  // an index; docs/performance.md). 0.9–1.2 s with seed:large on a slow machine, the reopening
  // included, during which queries wait.
  const upkeep = async () => {
    await db.execute(sql`vacuum (analyze)`);
    await renew();
  };
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    async migrate(folder = migrationsFolder) {
      await migratePglite(db, { migrationsFolder: folder });
      await upkeep();
    },
    upkeep,
    async close() {
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
  };
}

/** Readiness: the database answers a trivial query. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}

/** The database the configuration names (PostgreSQL, else PGlite under DATA_DIR/db), migrated. */
export async function openConfiguredDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
): Promise<DatabaseHandle> {
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: path.join(config.dataDir, 'db') },
  );
  await database.migrate();
  return database;
}
