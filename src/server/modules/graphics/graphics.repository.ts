import { and, desc, eq, or, type SQL } from 'drizzle-orm';
import type { AdminListQuery } from '../../../contracts/admin-list.ts';
import { type AdminListSource, listAdminPage, titleContains } from '../../db/admin-list.ts';
import type { Executor } from '../../db/client.ts';
import { credits } from '../../db/credits.ts';
import { isPublic } from '../../db/publication.ts';
import { graphics } from './graphics.table.ts';

export type GraphicRow = typeof graphics.$inferSelect;
export type GraphicValues = Omit<typeof graphics.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

const newestFirst = [desc(graphics.publishedDate), desc(graphics.id)];

export function listPublicGraphics(
  db: Executor,
  { limit = 50, offset = 0, now = new Date() }: { limit?: number; offset?: number; now?: Date },
) {
  return db
    .select()
    .from(graphics)
    .where(isPublic(graphics, now))
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(offset);
}

export async function findPublicGraphic(db: Executor, id: number, now = new Date()) {
  const [row] = await db
    .select()
    .from(graphics)
    .where(and(eq(graphics.id, id), isPublic(graphics, now)));
  return row;
}

/** Published graphics that credit a name, newest first (contributor and member pages). */
export function listPublicGraphicsByCreator(db: Executor, name: string, now = new Date()) {
  return db
    .select()
    .from(graphics)
    .where(and(isPublic(graphics, now), credits(graphics.creators, name)))
    .orderBy(...newestFirst)
    .limit(100);
}

/** What the admin list of graphics searches, filters and sorts by. */
export const graphicList: AdminListSource<typeof graphics> = {
  table: graphics,
  id: graphics.id,
  date: graphics.publishedDate,
  updatedAt: graphics.updatedAt,
  title: graphics.title,
  search: (q) => or(titleContains(graphics.title, q), titleContains(graphics.description, q))!,
  publication: graphics,
  grouping: graphics.type,
  byAuthor: (name) => credits(graphics.creators, name),
};

/** A page of the graphics `visible` lets through, drafts and scheduled ones too (`GET /api/admin/graphics`). */
export function listAdminGraphics(db: Executor, query: AdminListQuery, visible?: SQL) {
  return listAdminPage(db, graphicList, query, visible);
}

export async function findGraphic(db: Executor, id: number) {
  const [row] = await db.select().from(graphics).where(eq(graphics.id, id));
  return row;
}

export async function insertGraphic(db: Executor, values: GraphicValues) {
  const [row] = await db.insert(graphics).values(values).returning();
  return row!;
}

/** Fields left undefined keep their stored value. */
export async function updateGraphic(db: Executor, id: number, values: Partial<GraphicValues>) {
  const [row] = await db
    .update(graphics)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(graphics.id, id))
    .returning();
  return row;
}

export async function deleteGraphic(db: Executor, id: number): Promise<boolean> {
  const rows = await db.delete(graphics).where(eq(graphics.id, id)).returning({ id: graphics.id });
  return rows.length > 0;
}
