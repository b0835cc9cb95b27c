import { desc, eq, getTableColumns, lte, or } from 'drizzle-orm';
import { type PickTopicBody, pickTypeOfCategory } from '../../../contracts/pick.ts';
import { titleContains } from '../../db/admin-list.ts';
import type { Database, Executor } from '../../db/client.ts';
import { contentRepository, type RowWrite } from '../../db/content-repository.ts';
import { nabjPicks, pickTopics } from './picks.table.ts';

export type PickRow = typeof nabjPicks.$inferSelect;
/** A pick with the title of the topic it came from, if any. */
export type PickWithTopic = PickRow & { topicTitle: string | null };
export type PickTopicRow = typeof pickTopics.$inferSelect;
export type PickValues = Omit<typeof nabjPicks.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
/** What an edit may change: everything but the topic a pick came from. */
export type PickEdit = Omit<PickValues, 'topicId'>;

const newestFirst = [desc(nabjPicks.publishedDate), desc(nabjPicks.id)];

function selectPicksWithTopic(db: Executor) {
  return db
    .select({ ...getTableColumns(nabjPicks), topicTitle: pickTopics.title })
    .from(nabjPicks)
    .leftJoin(pickTopics, eq(nabjPicks.topicId, pickTopics.id));
}

/** Picks whose publishedDate has come, newest first (ARCHITECTURE API rules). */
export function listPublicPicks(
  db: Executor,
  { limit = 50, offset = 0, now = new Date() }: { limit?: number; offset?: number; now?: Date } = {},
): Promise<PickWithTopic[]> {
  return selectPicksWithTopic(db)
    .where(lte(nabjPicks.publishedDate, now))
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(offset);
}

/** Picks, and what their admin list searches, filters and sorts by; each row names its topic. */
const picks = contentRepository<typeof nabjPicks, PickWithTopic>({
  table: nabjPicks,
  id: nabjPicks.id,
  date: nabjPicks.publishedDate,
  updatedAt: nabjPicks.updatedAt,
  title: nabjPicks.title,
  search: (q) => or(titleContains(nabjPicks.title, q), titleContains(nabjPicks.description, q))!,
  grouping: nabjPicks.type,
  select: (db) => selectPicksWithTopic(db).$dynamic(),
});

async function findPick(db: Executor, id: number): Promise<PickWithTopic | undefined> {
  const [row] = await selectPicksWithTopic(db).where(eq(nabjPicks.id, id));
  return row;
}

/** Changes one pick; the write and the read of the answer share a transaction, so it is what was stored. */
function updatePick(
  db: Database,
  id: number,
  values: PickEdit,
  write: RowWrite,
): Promise<PickWithTopic | undefined> {
  return db.transaction(async (tx) => {
    const changed = await picks.update(tx, id, values, write);
    return changed && findPick(tx, id);
  });
}

/** Picks as the admin routes read and write them, each with its topic's title; a new one comes with its topic. */
export const pickRepository = {
  listAdmin: picks.listAdmin,
  applyBulk: picks.applyBulk,
  findById: findPick,
  update: updatePick,
  deleteById: picks.deleteById,
};

/**
 * The pick each complete item of a topic becomes (docs/decisions/002-pick-topics.md): the
 * recommendation is the title, the reasoning the description, the topic gives type and image.
 */
export function picksOfTopic(topic: PickTopicBody, topicId: number): PickValues[] {
  return topic.items.map((item) => ({
    title: item.recommendationTitle,
    description: item.reasoning,
    type: pickTypeOfCategory[topic.category],
    imageUrl: topic.imageUrl,
    url: item.recommendationUrl ?? null,
    recommendedBy: item.memberName,
    topicId,
  }));
}

/** Stores a topic and its picks in one transaction: all of them, or none. */
export function insertTopicWithPicks(
  db: Database,
  topic: PickTopicBody,
): Promise<{ topic: PickTopicRow; picks: PickRow[] }> {
  return db.transaction(async (tx) => {
    const [topicRow] = await tx
      .insert(pickTopics)
      .values({
        title: topic.title,
        description: topic.description,
        category: topic.category,
        imageUrl: topic.imageUrl,
      })
      .returning();
    const picks = await tx.insert(nabjPicks).values(picksOfTopic(topic, topicRow!.id)).returning();
    // One statement, one publishedDate: keep the form's order for equal dates.
    return { topic: topicRow!, picks: picks.sort((a, b) => a.id - b.id) };
  });
}
