import { desc, eq, or } from 'drizzle-orm';
import type { AdminListQuery } from '../../../contracts/admin-list.ts';
import { type AdminListSource, listAdminPage, titleContains } from '../../db/admin-list.ts';
import type { Executor } from '../../db/client.ts';
import { membersOfTheMonth } from './members-of-the-month.table.ts';

export type MemberOfTheMonthRow = typeof membersOfTheMonth.$inferSelect;
export type MemberOfTheMonthValues = Omit<
  typeof membersOfTheMonth.$inferInsert,
  'id' | 'createdAt' | 'updatedAt'
>;

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

/** What the admin list of members searches and sorts by: the name is the title, the date when created. */
export const memberList: AdminListSource<typeof membersOfTheMonth> = {
  table: membersOfTheMonth,
  id: membersOfTheMonth.id,
  date: membersOfTheMonth.createdAt,
  updatedAt: membersOfTheMonth.updatedAt,
  title: membersOfTheMonth.name,
  search: (q) => or(titleContains(membersOfTheMonth.name, q), titleContains(membersOfTheMonth.month, q))!,
};

/** A page of every member of the month, the current one first unless sorted otherwise. */
export function listAdminMembersOfTheMonth(db: Executor, query: AdminListQuery) {
  return listAdminPage(db, memberList, query);
}

export async function findMemberOfTheMonth(db: Executor, id: number) {
  const [row] = await db.select().from(membersOfTheMonth).where(eq(membersOfTheMonth.id, id));
  return row;
}

export async function insertMemberOfTheMonth(db: Executor, values: MemberOfTheMonthValues) {
  const [row] = await db.insert(membersOfTheMonth).values(values).returning();
  return row!;
}

export async function updateMemberOfTheMonth(db: Executor, id: number, values: MemberOfTheMonthValues) {
  const [row] = await db
    .update(membersOfTheMonth)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(membersOfTheMonth.id, id))
    .returning();
  return row;
}

export async function deleteMemberOfTheMonth(db: Executor, id: number): Promise<boolean> {
  const rows = await db
    .delete(membersOfTheMonth)
    .where(eq(membersOfTheMonth.id, id))
    .returning({ id: membersOfTheMonth.id });
  return rows.length > 0;
}
