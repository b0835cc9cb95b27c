import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { withPreparedSelects } from './pglite-prepared.ts';

let pglite: PGlite;
let client: PGlite;

const preparedNames = async () =>
  (await pglite.query<{ name: string }>('select name from pg_prepared_statements')).rows.map(
    (row) => row.name,
  );

// The embedded database only: the PostgreSQL run has nothing of its own to add here.
describe.skipIf(inject('goldenDatabase').kind !== 'pglite')(
  'SELECTs as prepared statements on PGlite',
  () => {
    beforeAll(async () => {
      pglite = await PGlite.create();
      client = withPreparedSelects(pglite);
      await pglite.exec(`
      create table notes (id serial primary key, body text, tags jsonb, done boolean, at timestamptz);
      insert into notes (body, tags, done, at) values
        ('first', '["a","b"]', true, '2026-11-01T10:00:00Z'),
        ('second', null, false, '2026-11-02T10:00:00Z');
    `);
    });
    afterAll(() => pglite.close());

    it('answer exactly what PGlite answers, with parameters of every kind and drizzle-style options', async () => {
      const sql = `select id, body, tags, done, at from notes
      where (body = $1 or $1 is null) and at >= $2 and done = any($3::boolean[]) order by id`;
      const cases: [unknown[], object | undefined][] = [
        [['first', new Date('2026-10-01T00:00:00Z'), [true, false]], undefined],
        [[null, '2026-10-01T00:00:00Z', [false]], { rowMode: 'array' }],
        [
          [null, new Date(0), [true, false]],
          { rowMode: 'array', parsers: { 1184: (value: string) => value } },
        ],
      ];
      for (const [params, options] of cases) {
        const prepared = await client.query(sql, params, options);
        const own = await pglite.query(sql, params, options);
        expect(prepared.rows).toEqual(own.rows);
        expect(prepared.fields).toEqual(own.fields);
      }
      expect((await client.query(sql, ['first', new Date(0), [true]])).rows).toEqual([
        { id: 1, body: 'first', tags: ['a', 'b'], done: true, at: new Date('2026-11-01T10:00:00Z') },
      ]);
    });

    it('prepare a query once however often it runs, and pass writes through untouched', async () => {
      const before = (await preparedNames()).length;
      for (let i = 0; i < 5; i++)
        await client.query('select count(*)::int as n from notes where id > $1', [i]);
      expect((await preparedNames()).length).toBe(before + 1);
      await client.query('insert into notes (body) values ($1)', ['third']);
      expect((await preparedNames()).length).toBe(before + 1);
      expect((await client.query<{ n: number }>('select count(*)::int as n from notes')).rows[0]?.n).toBe(3);
    });

    it('plan a LIKE or ILIKE at every call, for its pattern, instead of keeping one plan', async () => {
      // The notes so far: 'first', 'second' and 'third'.
      const before = await preparedNames();
      const sql = 'select id from notes where body ilike $1 order by id';
      for (const [pattern, ids] of [
        ['%IR%', [1, 3]],
        ['%ECON%', [2]],
        ['%', [1, 2, 3]],
        ['%nothing%', []],
        ['%IR%', [1, 3]],
        ['%ECON%', [2]],
        ['%D', [2, 3]],
      ] as const) {
        const prepared = await client.query<{ id: number }>(sql, [pattern]);
        expect(prepared.rows.map((row) => row.id)).toEqual(ids);
      }
      expect(await preparedNames()).toEqual(before);
    });

    it('keep at most 100 statements, closing the least recently used', async () => {
      for (let i = 0; i < 130; i++) await client.query(`select ${i} as n`);
      const names = await preparedNames();
      expect(names.length).toBeLessThanOrEqual(100);
      expect((await client.query<{ n: number }>('select 129 as n')).rows[0]?.n).toBe(129);
    });

    it("report PostgreSQL's error for a bad query and keep working", async () => {
      await expect(client.query('select nothing from notes')).rejects.toThrow(
        'column "nothing" does not exist',
      );
      await expect(client.query('select id from notes where id = $1', ['not a number'])).rejects.toThrow(
        'invalid input syntax for type integer',
      );
      expect((await client.query('select id from notes where id = $1', [1])).rows).toEqual([{ id: 1 }]);
    });

    it("never read inside another caller's open transaction", async () => {
      let release!: () => void;
      let inserted!: () => void;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      const insertDone = new Promise<void>((resolve) => {
        inserted = resolve;
      });
      const writing = pglite.transaction(async (tx) => {
        await tx.query("insert into notes (body) values ('uncommitted')");
        inserted();
        await held;
        await tx.rollback();
      });
      await insertDone;
      const reading = client.query<{ n: number }>(
        "select count(*)::int as n from notes where body = 'uncommitted'",
      );
      await new Promise((resolve) => setTimeout(resolve, 50));
      release();
      await writing;
      expect((await reading).rows[0]?.n).toBe(0);
    });
  },
);
