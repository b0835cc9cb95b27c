import { and, eq, gt, min } from 'drizzle-orm';
import { publishedTables } from '../content-kinds.ts';
import type { Database } from '../db/client.ts';
import { events } from '../modules/events/events.table.ts';

/**
 * The next moment a rendered page can go stale without any write: a scheduled item of a published
 * kind comes out, or an event starts and leaves the upcoming list. Undefined when none is due.
 */
export async function nextTimedChange(db: Database, now = new Date()): Promise<Date | undefined> {
  const scheduled = Object.values(publishedTables).map((table) =>
    db
      .select({ at: min(table.publishedDate) })
      .from(table)
      .where(and(eq(table.status, 'published'), gt(table.publishedDate, now))),
  );
  const eventStart = db
    .select({ at: min(events.date) })
    .from(events)
    .where(gt(events.date, now));
  const answers = await Promise.all([...scheduled, eventStart]);
  const times = answers.map(([row]) => row?.at).filter((at): at is Date => at instanceof Date);
  return times.length ? new Date(Math.min(...times.map((at) => at.getTime()))) : undefined;
}
