import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/server/db/client.ts';
import { pgliteExtensions } from '../src/server/db/pglite.ts';

/** What the global setup prepared: a migrated PGlite image on disk, or a migrated PostgreSQL template. */
export type GoldenDatabase =
  | { kind: 'pglite'; imagePath: string }
  | { kind: 'postgres'; url: string; template: string };

declare module 'vitest' {
  export interface ProvidedContext {
    goldenDatabase: GoldenDatabase;
  }
}

export function databaseUrlWithName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** Runs one statement (CREATE or DROP DATABASE) on the PostgreSQL server at `url`, on a connection of its own. */
export async function runOnServer(url: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(statement);
  await admin.end();
}

/**
 * A fresh, migrated database for one test file: a clone of the golden copy, gone after close().
 * On PostgreSQL `url` names it, for a process of the site's own to open.
 */
export async function createTestDatabase(): Promise<DatabaseHandle & { url?: string }> {
  const golden = inject('goldenDatabase');
  if (golden.kind === 'pglite') {
    const image = new Blob([fs.readFileSync(golden.imagePath)]);
    return openDatabase({
      pglite: await PGlite.create({ loadDataDir: image, extensions: pgliteExtensions }),
    });
  }
  const name = `nabj_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await runOnServer(golden.url, `CREATE DATABASE ${name} TEMPLATE ${golden.template}`);
  // Dropping the database below ends its idle connections; that is expected here.
  const url = databaseUrlWithName(golden.url, name);
  const handle = await openDatabase({ url, onIdleError: () => {} });
  return {
    ...handle,
    url,
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: golden.url });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
