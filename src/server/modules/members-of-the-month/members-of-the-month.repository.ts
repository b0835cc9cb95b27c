import { desc, or } from 'drizzle-orm';
import { titleContains } from '../../db/admin-list.ts';
import type { Executor } from '../../db/client.ts';
import { contentRepository } from '../../db/content-repository.ts';
import { membersOfTheMonth } from './members-of-the-month.table.ts';

export type MemberOfTheMonthRow = typeof membersOfTheMonth.$inferSelect;

// The id breaks ties between records created in the same instant (one transaction, a seed).
const newestFirst = [desc(membersOfTheMonth.createdAt), desc(membersOfTheMonth.id)];

/**
 * The current member of the month is the most recently created record. `month` is free text
 * ("November 2026"), so it cannot be ordered; editing an older record does not make it current.
 */
export async function findCurrentMemberOfTheMonth(db: Executor) {
  const [row] = await db
    .select()
    .from(membersOfTheMonth)
    .orderBy(...newestFirst)
    .limit(1);
  return row;
}

/** Members of the month, and what their admin list searches and sorts by: the name is the title, the date when created. */
export const memberOfTheMonthRepository = contentRepository({
  table: membersOfTheMonth,
  id: membersOfTheMonth.id,
  date: membersOfTheMonth.createdAt,
  updatedAt: membersOfTheMonth.updatedAt,
  title: membersOfTheMonth.name,
  search: (q) => or(titleContains(membersOfTheMonth.name, q), titleContains(membersOfTheMonth.month, q))!,
});
