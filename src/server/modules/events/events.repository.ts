import { asc, desc, eq, gte } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { events } from './events.table.ts';

export type EventRow = typeof events.$inferSelect;
export type EventValues = Omit<typeof events.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

const newestFirst = [desc(events.date), desc(events.id)];

/** Every event, latest date first (public and admin lists). */
export function listEvents(
  db: Executor,
  { limit = 50, offset = 0 }: { limit?: number; offset?: number } = {},
) {
  return db
    .select()
    .from(events)
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(offset);
}

/** Events whose date is now or later, soonest first (public-site §2, Extra! Extra!). */
export function listUpcomingEvents(
  db: Executor,
  { limit = 5, offset = 0, now = new Date() }: { limit?: number; offset?: number; now?: Date } = {},
) {
  return db
    .select()
    .from(events)
    .where(gte(events.date, now))
    .orderBy(asc(events.date), asc(events.id))
    .limit(limit)
    .offset(offset);
}

export async function findEvent(db: Executor, id: number) {
  const [row] = await db.select().from(events).where(eq(events.id, id));
  return row;
}

export async function insertEvent(db: Executor, values: EventValues) {
  const [row] = await db.insert(events).values(values).returning();
  return row!;
}

export async function updateEvent(db: Executor, id: number, values: EventValues) {
  const [row] = await db
    .update(events)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(events.id, id))
    .returning();
  return row;
}

export async function deleteEvent(db: Executor, id: number): Promise<boolean> {
  const rows = await db.delete(events).where(eq(events.id, id)).returning({ id: events.id });
  return rows.length > 0;
}
