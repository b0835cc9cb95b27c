import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from './client.ts';
import { createPgliteIfMissing } from './pglite.ts';

const dirs: string[] = [];
const newDataDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nabj-pglite-'));
  dirs.push(dir);
  return path.join(dir, 'db');
};
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

// The embedded database only: the PostgreSQL run has nothing of its own to add here. Each test creates
// a database from nothing (initdb and every migration), which takes twice the usual limit when the
// other test worker is busy too.
describe.skipIf(inject('goldenDatabase').kind !== 'pglite')(
  'a new embedded database',
  { timeout: 60_000 },
  () => {
    it('is created by a child process, once; the server then opens, migrates and searches it; its files are owner-only', async () => {
      const dataDir = newDataDir();
      const creator = await createPgliteIfMissing(dataDir);
      expect(creator).toBeTypeOf('number');
      expect(creator).not.toBe(process.pid);
      expect(fs.existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true);
      expect(await createPgliteIfMissing(dataDir)).toBeUndefined();

      const database = await openDatabase({ dataDir });
      try {
        await database.migrate();
        // The trigram search of migration 0010 works: the extension loaded in the process that reads.
        const { rows } = (await database.db.execute(
          sql`select similarity('campus news', 'campus') > 0 as similar`,
        )) as unknown as { rows: { similar: boolean }[] };
        expect(rows[0]?.similar).toBe(true);
        // New files while it runs: a table's, and the next WAL segment (the WAL holds password hashes).
        await database.db.execute(sql`create table later (id int)`);
        await database.db.execute(sql`select pg_switch_wal()`);
        await database.db.execute(sql`insert into later values (1)`);
      } finally {
        await database.close();
      }
      // Every file it wrote is owner-only, whatever the umask (this test runs with the usual 022).
      const files = fs
        .readdirSync(dataDir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.join(entry.parentPath, entry.name));
      expect(files.length).toBeGreaterThan(900);
      expect(files.filter((file) => fs.statSync(file).mode & 0o077)).toEqual([]);
    });

    it('gets what autovacuum would give it: dead rows reclaimed, pages marked all-visible', async () => {
      const database = await openDatabase({ dataDir: newDataDir() });
      try {
        await database.migrate();
        const { db } = database;
        await db.execute(sql`create table upkeep_check (id int primary key, n int)`);
        await db.execute(sql`insert into upkeep_check select i, i from generate_series(1, 2000) as i`);
        await db.execute(sql`delete from upkeep_check where id % 2 = 0`);
        const heapFetches = async () => {
          await db.execute(sql`set enable_seqscan = off`);
          await db.execute(sql`set enable_bitmapscan = off`);
          const { rows } = (await db.execute(
            sql`explain (analyze, format json) select count(*) from upkeep_check where id > 0`,
          )) as unknown as { rows: { 'QUERY PLAN': unknown }[] };
          await db.execute(sql`reset all`);
          const plan = JSON.stringify(rows[0]?.['QUERY PLAN']);
          expect(plan).toContain('Index Only Scan');
          return Number(/"Heap Fetches":\s*(\d+)/.exec(plan)?.[1]);
        };
        // Until a vacuum, an index-only scan reads the table for every row it counts.
        expect(await heapFetches()).toBeGreaterThanOrEqual(1000);
        await database.upkeep();
        expect(await heapFetches()).toBe(0);
      } finally {
        await database.close();
      }
    });

    it('says which folder failed when the database cannot be created there', async () => {
      const dataDir = newDataDir();
      fs.mkdirSync(dataDir, { recursive: true });
      // A folder PostgreSQL cannot write into: a file where its subfolder must go.
      fs.writeFileSync(path.join(dataDir, 'base'), 'not a folder');
      await expect(createPgliteIfMissing(dataDir)).rejects.toThrow(
        `Creating the embedded database in ${dataDir} failed`,
      );
    });
  },
);
