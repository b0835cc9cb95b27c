import { and, desc, eq, or, type SQL } from 'drizzle-orm';
import type { AdminListQuery } from '../../../contracts/admin-list.ts';
import type { VideoType } from '../../../contracts/broadcast.ts';
import { type AdminListSource, listAdminPage, titleContains } from '../../db/admin-list.ts';
import type { Executor } from '../../db/client.ts';
import { credits } from '../../db/credits.ts';
import { isPublic } from '../../db/publication.ts';
import { broadcastVideos } from './broadcast.table.ts';

export type VideoRow = typeof broadcastVideos.$inferSelect;
export type VideoValues = Omit<
  typeof broadcastVideos.$inferInsert,
  'id' | 'views' | 'createdAt' | 'updatedAt'
>;

const newestFirst = [desc(broadcastVideos.publishedDate), desc(broadcastVideos.id)];

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
    .from(broadcastVideos)
    .where(and(isPublic(broadcastVideos, now), type ? eq(broadcastVideos.type, type) : undefined))
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(offset);
}

export async function findPublicVideo(db: Executor, id: number, now = new Date()) {
  const [row] = await db
    .select()
    .from(broadcastVideos)
    .where(and(eq(broadcastVideos.id, id), isPublic(broadcastVideos, now)));
  return row;
}

/** Published videos that credit a name, newest first (contributor and member pages). */
export function listPublicVideosByCreator(db: Executor, name: string, now = new Date()) {
  return db
    .select()
    .from(broadcastVideos)
    .where(and(isPublic(broadcastVideos, now), credits(broadcastVideos.creators, name)))
    .orderBy(...newestFirst)
    .limit(100);
}

/** What the admin list of videos searches, filters and sorts by. */
export const videoList: AdminListSource<typeof broadcastVideos> = {
  table: broadcastVideos,
  id: broadcastVideos.id,
  date: broadcastVideos.publishedDate,
  updatedAt: broadcastVideos.updatedAt,
  title: broadcastVideos.title,
  search: (q) => or(titleContains(broadcastVideos.title, q), titleContains(broadcastVideos.description, q))!,
  publication: broadcastVideos,
  grouping: broadcastVideos.type,
  byAuthor: (name) => credits(broadcastVideos.creators, name),
};

/** A page of the videos `visible` lets through, drafts and scheduled ones too (`GET /api/admin/broadcast`). */
export function listAdminVideos(db: Executor, query: AdminListQuery, visible?: SQL) {
  return listAdminPage(db, videoList, query, visible);
}

export async function findVideo(db: Executor, id: number) {
  const [row] = await db.select().from(broadcastVideos).where(eq(broadcastVideos.id, id));
  return row;
}

export async function insertVideo(db: Executor, values: VideoValues) {
  const [row] = await db.insert(broadcastVideos).values(values).returning();
  return row!;
}

export async function updateVideo(db: Executor, id: number, values: VideoValues) {
  const [row] = await db
    .update(broadcastVideos)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(broadcastVideos.id, id))
    .returning();
  return row;
}

export async function deleteVideo(db: Executor, id: number): Promise<boolean> {
  const rows = await db
    .delete(broadcastVideos)
    .where(eq(broadcastVideos.id, id))
    .returning({ id: broadcastVideos.id });
  return rows.length > 0;
}
