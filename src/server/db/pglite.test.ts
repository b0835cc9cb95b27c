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

// The embedded database only: the PostgreSQL run has nothing of its own to add here.
describe.skipIf(inject('goldenDatabase').kind !== 'pglite')('a new embedded database', () => {
  it('is created by a child process, once; the server then opens, migrates and searches it', async () => {
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
});
