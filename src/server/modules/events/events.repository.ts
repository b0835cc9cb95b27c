import { asc, desc, gte, or } from 'drizzle-orm';
import { titleContains } from '../../db/admin-list.ts';
import type { Executor } from '../../db/client.ts';
import { contentRepository } from '../../db/content-repository.ts';
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

/** Events, and what their admin list searches, filters and sorts by: latest date first unless sorted otherwise. */
export const eventRepository = contentRepository({
  table: events,
  id: events.id,
  date: events.date,
  updatedAt: events.updatedAt,
  title: events.title,
  search: (q) => or(titleContains(events.title, q), titleContains(events.description, q))!,
  grouping: events.type,
});

export const { findById: findEvent } = eventRepository;

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
