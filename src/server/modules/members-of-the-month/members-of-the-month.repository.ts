import { desc, eq } from 'drizzle-orm';
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

export function listMembersOfTheMonth(
  db: Executor,
  { limit = 100, offset = 0 }: { limit?: number; offset?: number } = {},
) {
  return db
    .select()
    .from(membersOfTheMonth)
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(offset);
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
