import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { PublicationStatus } from '../../../contracts/common.ts';
import type { PublishedKind } from '../../../contracts/content-kinds.ts';
import type { Executor } from '../../db/client.ts';
import { recordReviewStep } from '../articles/articles.service.ts';
import { articles } from '../articles/articles.table.ts';
import { graphics } from '../graphics/graphics.table.ts';
import { videos } from '../videos/videos.table.ts';

/** The columns the three reviewed kinds share, which review, the queue and the budget read. */
export type ReviewedTable = PgTable &
  Record<'id' | 'title' | 'status' | 'publishedDate' | 'createdBy' | 'createdAt' | 'updatedAt', PgColumn>;

export interface ReviewedItem {
  id: number;
  title: string;
  status: PublicationStatus;
  publishedDate: Date;
  createdBy: number | null;
  createdAt: Date;
  updatedAt: Date;
}

/** The kinds that go through review (the published kinds), their tables and their 404. */
export const reviewedKinds = {
  // An article's history keeps its review steps too, as it keeps its edits.
  article: { table: articles, missing: 'Article not found', revised: recordReviewStep },
  video: { table: videos, missing: 'Video not found' },
  graphic: { table: graphics, missing: 'Graphic not found' },
} satisfies Record<
  PublishedKind,
  {
    table: ReviewedTable;
    missing: string;
    revised?: (db: Executor, id: number, actor: string) => Promise<void>;
  }
>;

/** The shared columns of a reviewed table, to select. */
export const reviewedColumns = (t: ReviewedTable) => ({
  id: t.id,
  title: t.title,
  status: t.status,
  publishedDate: t.publishedDate,
  createdBy: t.createdBy,
  createdAt: t.createdAt,
  updatedAt: t.updatedAt,
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
