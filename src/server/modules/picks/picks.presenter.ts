import type { AdminPick, NabjPick, PickTopic, PickTopicCategory, PickType } from '../../../contracts/pick.ts';
import type { PickTopicRow, PickWithTopic } from './picks.repository.ts';

/** A pick as readers see it; the admin answers add when it was edited and its version. */
export function presentPick(row: PickWithTopic): NabjPick {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    imageUrl: row.imageUrl,
    type: row.type as PickType,
    recommendedBy: row.recommendedBy,
    url: row.url,
    publishedDate: row.publishedDate.toISOString(),
    topicId: row.topicId,
    topicTitle: row.topicTitle,
  };
}

export function presentAdminPick(row: PickWithTopic): AdminPick {
  return { ...presentPick(row), updatedAt: row.updatedAt.toISOString(), version: row.version };
}

/** A topic row holds the public fields and nothing else. */
export function presentPickTopic(row: PickTopicRow): PickTopic {
  return { ...row, category: row.category as PickTopicCategory, createdAt: row.createdAt.toISOString() };
}
