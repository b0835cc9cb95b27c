import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { adminArticleSchema } from '../../../contracts/article.ts';
import type { PublicationStatus } from '../../../contracts/common.ts';
import type { PublishedKind } from '../../../contracts/content-kinds.ts';
import { adminGraphicSchema } from '../../../contracts/graphic.ts';
import { adminVideoSchema } from '../../../contracts/video.ts';
import type { Executor } from '../../db/client.ts';
import { presentAdminArticle } from '../articles/articles.presenter.ts';
import { findArticle } from '../articles/articles.repository.ts';
import { articles } from '../articles/articles.table.ts';
import { presentAdminGraphic } from '../graphics/graphics.presenter.ts';
import { findGraphic } from '../graphics/graphics.repository.ts';
import { graphics } from '../graphics/graphics.table.ts';
import { presentAdminVideo } from '../videos/videos.presenter.ts';
import { findVideo } from '../videos/videos.repository.ts';
import { videos } from '../videos/videos.table.ts';

/** The columns the three reviewed kinds share, which review, the queue and the budget read. */
export type ReviewedTable = PgTable &
  Record<
    | 'id'
    | 'title'
    | 'status'
    | 'publishedDate'
    | 'firstPublishedAt'
    | 'createdBy'
    | 'createdAt'
    | 'updatedAt'
    | 'version',
    PgColumn
  >;

export interface ReviewedItem {
  id: number;
  title: string;
  status: PublicationStatus;
  publishedDate: Date;
  createdBy: number | null;
  createdAt: Date;
  updatedAt: Date;
  version: number;
}

/** A kind's admin answer of one item as it is now (what a 409 carries), undefined once it is gone. */
function currentOf<Row>(
  find: (db: Executor, id: number) => Promise<Row | undefined>,
  present: (row: Row) => unknown,
) {
  return async (db: Executor, id: number) => {
    const row = await find(db, id);
    return row && present(row);
  };
}

/** A kind's admin answer of one item: its schema and the item as it is now. */
interface AdminRead {
  schema: z.ZodType;
  current: (db: Executor, id: number) => Promise<unknown>;
}

/** The kinds that go through review (the published kinds), their tables, their 404 and their admin read. */
export const reviewedKinds = {
  article: {
    table: articles,
    missing: 'Article not found',
    read: { schema: adminArticleSchema, current: currentOf(findArticle, presentAdminArticle) },
  },
  video: {
    table: videos,
    missing: 'Video not found',
    read: { schema: adminVideoSchema, current: currentOf(findVideo, presentAdminVideo) },
  },
  graphic: {
    table: graphics,
    missing: 'Graphic not found',
    read: { schema: adminGraphicSchema, current: currentOf(findGraphic, presentAdminGraphic) },
  },
} satisfies Record<PublishedKind, { table: ReviewedTable; missing: string; read: AdminRead }>;

/** The shared columns of a reviewed table, to select. */
export const reviewedColumns = (t: ReviewedTable) => ({
  id: t.id,
  title: t.title,
  status: t.status,
  publishedDate: t.publishedDate,
  createdBy: t.createdBy,
  createdAt: t.createdAt,
  updatedAt: t.updatedAt,
  version: t.version,
});

/** An item of a published kind, by id, with the columns review and ownership read. */
export async function findReviewedItem(
  db: Executor,
  kind: PublishedKind,
  id: number,
): Promise<ReviewedItem | undefined> {
  const { table } = reviewedKinds[kind];
  const [row] = await db.select(reviewedColumns(table)).from(table).where(eq(table.id, id));
  return row as ReviewedItem | undefined;
}
