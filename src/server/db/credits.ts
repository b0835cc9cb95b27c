import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The names a `creators` column credits, lowered: what its GIN index holds (videos and graphics,
 * migration 0015). `lower_names` is an immutable SQL function the migration creates.
 */
export const creditedNames = (creators: AnyPgColumn): SQL => sql`lower_names(${creators})`;

/** A name among the creators, compared case-insensitively, answered by that index. */
export function credits(creators: AnyPgColumn, name: string): SQL {
  return sql`${creditedNames(creators)} @> array[lower(${name.trim()})]`;
}
