import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPgliteIfMissing, openPglite } from './pglite.ts';
import { type RenewablePglite, renewablePglite } from './renewable-pglite.ts';

// The embedded database only: PostgreSQL keeps its own memory.
describe.skipIf(inject('goldenDatabase').kind !== 'pglite')('a renewable embedded database', () => {
  let dir: string;
  let engines: PGlite[];
  let database: RenewablePglite;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nabj-renewable-'));
    const dataDir = path.join(dir, 'db');
    await createPgliteIfMissing(dataDir);
    engines = [];
    database = await renewablePglite(async () => {
      const engine = await openPglite(dataDir);
      engines.push(engine);
      return engine;
    });
    await database.client.exec('create table notes (id int primary key, body text not null)');
  });
  afterAll(async () => {
    await database.client.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const count = async () =>
    (await database.client.query<{ n: number }>('select count(*)::int as n from notes')).rows[0]!.n;

  it('reopens the same files on a new engine and closes the old one', async () => {
    await database.client.query('insert into notes values (1, $1)', ['kept']);
    const read = () => database.client.query<{ body: string }>('select body from notes where id = $1', [1]);
    expect((await read()).rows).toEqual([{ body: 'kept' }]);
    const before = engines.length;

    await database.renew();

    expect(engines).toHaveLength(before + 1);
    expect(engines[before - 1]!.closed).toBe(true);
    expect(engines[before]!.closed).toBe(false);
    // The same prepared SELECT again: its statement was the old engine's, and is made anew.
    expect((await read()).rows).toEqual([{ body: 'kept' }]);
    expect(database.client).toBeInstanceOf(PGlite);
  });

  it('lets work asked for before it finish first, and runs calls made meanwhile on the new engine', async () => {
    await database.client.exec('delete from notes');
    const transaction = database.client.transaction(async (tx) => {
      await tx.query('insert into notes values (10, $1)', ['first half']);
      await delay(100);
      await tx.query('insert into notes values (11, $1)', ['second half']);
    });
    const renewal = database.renew();
    const meanwhile = Array.from({ length: 10 }, () => count());

    await Promise.all([transaction, renewal]);
    expect(await Promise.all(meanwhile)).toEqual(Array(10).fill(2));
    expect(engines.at(-2)!.closed).toBe(true);
  });

  it('keeps its listeners across a renewal, and stops them when asked', async () => {
    const heard: string[] = [];
    const unlisten = await database.client.listen('renewal_check', (payload) => heard.push(payload));
    await database.renew();

    await database.client.query(`select pg_notify('renewal_check', 'after renewal')`);
    await expect.poll(() => heard).toEqual(['after renewal']);

    await unlisten();
    await database.client.query(`select pg_notify('renewal_check', 'not heard')`);
    await delay(50);
    expect(heard).toEqual(['after renewal']);
  });
});
