import { sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client.ts';

/**
 * Tables that refused requests write to on purpose: the request counts of the rate limits and the
 * sign-in attempts of the lock-out. Every other table must stay as it was when a request is refused.
 */
const COUNTS_OF_REFUSALS = ['rate_limit_counts', 'sign_in_attempts'];

async function listTables(db: Database): Promise<string[]> {
  const result = await db.execute(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return (result as unknown as { rows: { name: string }[] }).rows
    .map((row) => row.name)
    .filter((name) => !COUNTS_OF_REFUSALS.includes(name));
}

/** Reads the table list once; the digest then gives table → row count and an MD5 of its rows, in one query. */
export async function digestOf(db: Database): Promise<() => Promise<Record<string, string>>> {
  const parts = (await listTables(db)).map(
    (name) =>
      sql`select ${name}::text as name, count(*)::text || ':' || coalesce(md5(string_agg(t::text, ',' order by t::text)), '') as digest from ${sql.identifier(name)} t`,
  );
  const query = sql.join(parts, sql` union all `);
  return async () => {
    const result = await db.execute(query);
    return Object.fromEntries(
      (result as unknown as { rows: { name: string; digest: string }[] }).rows.map((row) => [
        row.name,
        row.digest,
      ]),
    );
  };
}
