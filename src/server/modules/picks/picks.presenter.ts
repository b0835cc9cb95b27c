import type { AdminPick, NabjPick, PickTopic, PickTopicCategory, PickType } from '../../../contracts/pick.ts';
import type { PickTopicRow, PickWithTopic } from './picks.repository.ts';

/** One shape for public and admin: a pick has nothing private. */
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
  return { ...presentPick(row), updatedAt: row.updatedAt.toISOString() };
}

export function presentPickTopic(row: PickTopicRow): PickTopic {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category as PickTopicCategory,
    imageUrl: row.imageUrl,
    createdAt: row.createdAt.toISOString(),
  };
}
