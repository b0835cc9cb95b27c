import { asc, desc, eq, gte, or } from 'drizzle-orm';
import type { AdminListQuery } from '../../../contracts/admin-list.ts';
import { type AdminListSource, listAdminPage, titleContains } from '../../db/admin-list.ts';
import type { Executor } from '../../db/client.ts';
import { events } from './events.table.ts';

export type EventRow = typeof events.$inferSelect;
export type EventValues = Omit<typeof events.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

const newestFirst = [desc(events.date), desc(events.id)];

/** Every event, latest date first (the public list). */
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

/** What the admin list of events searches, filters and sorts by. */
export const eventList: AdminListSource<typeof events> = {
  table: events,
  id: events.id,
  date: events.date,
  updatedAt: events.updatedAt,
  title: events.title,
  search: (q) => or(titleContains(events.title, q), titleContains(events.description, q))!,
  grouping: events.type,
};

/** A page of every event, latest date first unless sorted otherwise (`GET /api/admin/events`). */
export function listAdminEvents(db: Executor, query: AdminListQuery) {
  return listAdminPage(db, eventList, query);
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
