import { or } from 'drizzle-orm';
import { titleContains } from '../../db/admin-list.ts';
import { publishedRepository } from '../../db/content-repository.ts';
import { credits } from '../../db/credits.ts';
import { graphics } from './graphics.table.ts';

export type GraphicRow = typeof graphics.$inferSelect;
export type GraphicValues = Omit<typeof graphics.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** Graphics, and what their admin list searches, filters and sorts by. */
export const graphicRepository = publishedRepository({
  table: graphics,
  id: graphics.id,
  date: graphics.publishedDate,
  updatedAt: graphics.updatedAt,
  title: graphics.title,
  search: (q) => or(titleContains(graphics.title, q), titleContains(graphics.description, q))!,
  publication: graphics,
  grouping: graphics.type,
  byAuthor: (name) => credits(graphics.creators, name),
});

export const {
  findById: findGraphic,
  findPublic: findPublicGraphic,
  listPublic: listPublicGraphics,
  listPublicByCredit: listPublicGraphicsByCreator,
} = graphicRepository;
