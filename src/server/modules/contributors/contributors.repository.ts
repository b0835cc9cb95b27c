import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { contentRepository } from '../../db/content-repository.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { contributors } from './contributors.table.ts';

export type ContributorRow = typeof contributors.$inferSelect;
export type ContributorValues = Omit<typeof contributors.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

const UNIQUE_NAME_INDEX = 'contributors_name_lower_unique';

/** True when a write failed because another contributor has the same name, in any case. */
export function isDuplicateNameError(error: unknown): boolean {
  return isUniqueViolation(error, UNIQUE_NAME_INDEX);
}

export function listContributors(
  db: Executor,
  { limit = 100, offset = 0 }: { limit?: number; offset?: number } = {},
) {
  return db
    .select()
    .from(contributors)
    .orderBy(desc(contributors.createdAt), desc(contributors.id))
    .limit(limit)
    .offset(offset);
}

/** Contributors; their admin list is newest first, and its query has neither search nor sort. */
export const contributorRepository = contentRepository({
  table: contributors,
  id: contributors.id,
  date: contributors.createdAt,
  updatedAt: contributors.updatedAt,
  title: contributors.name,
});

export const { findById: findContributor } = contributorRepository;

/** By name, case-insensitively: the same lower() as the unique index, so the index answers. */
export async function findContributorByName(db: Executor, name: string) {
  const [row] = await db
    .select()
    .from(contributors)
    .where(eq(sql`lower(${contributors.name})`, sql`lower(${name})`));
  return row;
}
