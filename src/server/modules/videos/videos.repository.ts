import { and, desc, eq, or, type SQL } from 'drizzle-orm';
import type { AdminListQuery } from '../../../contracts/admin-list.ts';
import type { VideoType } from '../../../contracts/video.ts';
import { type AdminListSource, listAdminPage, titleContains } from '../../db/admin-list.ts';
import type { Executor } from '../../db/client.ts';
import { credits } from '../../db/credits.ts';
import { isPublic } from '../../db/publication.ts';
import { videos } from './videos.table.ts';

export type VideoRow = typeof videos.$inferSelect;
export type VideoValues = Omit<typeof videos.$inferInsert, 'id' | 'views' | 'createdAt' | 'updatedAt'>;

const newestFirst = [desc(videos.publishedDate), desc(videos.id)];

export function listPublicVideos(
  db: Executor,
  {
    type,
    limit = 50,
    offset = 0,
    now = new Date(),
  }: { type?: VideoType; limit?: number; offset?: number; now?: Date },
) {
  return db
    .select()
    .from(videos)
    .where(and(isPublic(videos, now), type ? eq(videos.type, type) : undefined))
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(offset);
}

export async function findPublicVideo(db: Executor, id: number, now = new Date()) {
  const [row] = await db
    .select()
    .from(videos)
    .where(and(eq(videos.id, id), isPublic(videos, now)));
  return row;
}

/** Published videos that credit a name, newest first (contributor and member pages). */
export function listPublicVideosByCreator(db: Executor, name: string, now = new Date()) {
  return db
    .select()
    .from(videos)
    .where(and(isPublic(videos, now), credits(videos.creators, name)))
    .orderBy(...newestFirst)
    .limit(100);
}

/** What the admin list of videos searches, filters and sorts by. */
export const videoList: AdminListSource<typeof videos> = {
  table: videos,
  id: videos.id,
  date: videos.publishedDate,
  updatedAt: videos.updatedAt,
  title: videos.title,
  search: (q) => or(titleContains(videos.title, q), titleContains(videos.description, q))!,
  publication: videos,
  grouping: videos.type,
  byAuthor: (name) => credits(videos.creators, name),
};

/** A page of the videos `visible` lets through, drafts and scheduled ones too (`GET /api/admin/broadcast`). */
export function listAdminVideos(db: Executor, query: AdminListQuery, visible?: SQL) {
  return listAdminPage(db, videoList, query, visible);
}

export async function findVideo(db: Executor, id: number) {
  const [row] = await db.select().from(videos).where(eq(videos.id, id));
  return row;
}

export async function insertVideo(db: Executor, values: VideoValues) {
  const [row] = await db.insert(videos).values(values).returning();
  return row!;
}

export async function updateVideo(db: Executor, id: number, values: VideoValues) {
  const [row] = await db
    .update(videos)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(videos.id, id))
    .returning();
  return row;
}

export async function deleteVideo(db: Executor, id: number): Promise<boolean> {
  const rows = await db.delete(videos).where(eq(videos.id, id)).returning({ id: videos.id });
  return rows.length > 0;
}
