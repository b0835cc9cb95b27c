import { eq, or } from 'drizzle-orm';
import type { VideoType } from '../../../contracts/video.ts';
import { titleContains } from '../../db/admin-list.ts';
import type { Executor } from '../../db/client.ts';
import { type PublicPage, publishedRepository } from '../../db/content-repository.ts';
import { credits } from '../../db/credits.ts';
import { videos } from './videos.table.ts';

export type VideoRow = typeof videos.$inferSelect;
export type VideoValues = Omit<typeof videos.$inferInsert, 'id' | 'views' | 'createdAt' | 'updatedAt'>;

/** Videos, and what their admin list searches, filters and sorts by. */
export const videoRepository = publishedRepository({
  table: videos,
  id: videos.id,
  date: videos.publishedDate,
  updatedAt: videos.updatedAt,
  title: videos.title,
  search: (q) => or(titleContains(videos.title, q), titleContains(videos.description, q))!,
  publication: videos,
  grouping: videos.type,
  byAuthor: (name) => credits(videos.creators, name),
});

export const {
  findById: findVideo,
  findPublic: findPublicVideo,
  listPublicByCredit: listPublicVideosByCreator,
} = videoRepository;

export function listPublicVideos(db: Executor, { type, ...page }: PublicPage & { type?: VideoType }) {
  return videoRepository.listPublic(db, page, type ? eq(videos.type, type) : undefined);
}
