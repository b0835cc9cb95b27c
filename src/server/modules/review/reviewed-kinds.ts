import { and, eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { adminArticleSchema, articleInputSchema } from '../../../contracts/article.ts';
import type { PublicationStatus } from '../../../contracts/common.ts';
import type { PublishedKind } from '../../../contracts/content-kinds.ts';
import { adminGraphicSchema, graphicEditSchema } from '../../../contracts/graphic.ts';
import { adminVideoSchema, videoInputSchema } from '../../../contracts/video.ts';
import type { Executor } from '../../db/client.ts';
import { badRequest } from '../../http/errors.ts';
import { hasVisibleContent } from '../articles/article-html.ts';
import { presentAdminArticle } from '../articles/articles.presenter.ts';
import { findArticle } from '../articles/articles.repository.ts';
import { recordReviewStep } from '../articles/articles.service.ts';
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
  /** When it first went out; null if never. */
  firstPublishedAt: Date | null;
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

type StoredRow = Record<string, unknown>;

interface ReviewedKind {
  table: ReviewedTable;
  missing: string;
  /**
   * What an item needs before it is submitted or published: the kind's full rules (contracts/drafts.ts),
   * read from its stored row, whose columns bear the body's names (`bodyOf` where one needs reading).
   */
  rules: z.ZodType;
  bodyOf?: (row: StoredRow) => StoredRow;
  read: AdminRead;
  /** Keeps a review step in the item's own history, for a kind that has one. */
  revised?: (db: Executor, id: number, actor: string) => Promise<void>;
}

/**
 * The kinds that go through review (the published kinds): their tables, their 404, their rules and their admin read. A
 * video is held to its create form's rules, by which its create screen submits it; a graphic to its
 * edit form's, which every finished graphic (slides, images or embed) meets.
 */
export const reviewedKinds = {
  article: {
    table: articles,
    missing: 'Article not found',
    // An article's history keeps its review steps too, as it keeps its edits.
    revised: recordReviewStep,
    read: { schema: adminArticleSchema, current: currentOf(findArticle, presentAdminArticle) },
    rules: articleInputSchema,
    // Stored HTML that shows nothing ("<p></p>") is no content, as a save of a finished article says.
    bodyOf: (row) => ({ ...row, content: hasVisibleContent(String(row.content)) ? row.content : '' }),
  },
  video: {
    table: videos,
    missing: 'Video not found',
    read: { schema: adminVideoSchema, current: currentOf(findVideo, presentAdminVideo) },
    rules: videoInputSchema,
  },
  graphic: {
    table: graphics,
    missing: 'Graphic not found',
    read: { schema: adminGraphicSchema, current: currentOf(findGraphic, presentAdminGraphic) },
    rules: graphicEditSchema,
    // A graphic of images or an embed has no slides, and is checked by its main image or code.
    bodyOf: ({ slides, ...row }) => (Array.isArray(slides) && slides.length > 0 ? { ...row, slides } : row),
  },
} satisfies Record<PublishedKind, ReviewedKind>;

/** The shared columns of a reviewed table, to select. */
export const reviewedColumns = (t: ReviewedTable) => ({
  id: t.id,
  title: t.title,
  status: t.status,
  publishedDate: t.publishedDate,
  firstPublishedAt: t.firstPublishedAt,
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

/** Each field's first message when a stored item lacks what its kind needs to go out, else none. */
function missingIn(kind: PublishedKind, row: StoredRow): Record<string, string> | undefined {
  const { rules, bodyOf }: ReviewedKind = reviewedKinds[kind];
  const body = { ...row, publishedDate: (row.publishedDate as Date).toISOString(), status: 'published' };
  const checked = rules.safeParse(bodyOf?.(body) ?? body);
  if (checked.success) return undefined;
  const errors: Record<string, string> = {};
  for (const issue of checked.error.issues) errors[issue.path.join('.') || '_'] ??= issue.message;
  return errors;
}

/**
 * Refuses to submit or publish an item that lacks what its kind needs (a draft saved with only its
 * title, say): 400 with each field's message, which the editor shows beside the field.
 */
export async function assertFinished(db: Executor, kind: PublishedKind, id: number): Promise<void> {
  const { table } = reviewedKinds[kind];
  const [row] = (await db.select().from(table).where(eq(table.id, id))) as StoredRow[];
  const errors = row && missingIn(kind, row);
  if (errors) throw badRequest(Object.values(errors)[0]!, errors);
}

/**
 * Refuses a bulk publish of drafts among `ids` that lack what their kind needs, naming them; the
 * list's action then changes nothing, as a bulk action is all or nothing.
 */
export async function assertAllFinished(db: Executor, kind: PublishedKind, ids: number[]): Promise<void> {
  const { table } = reviewedKinds[kind];
  const drafts = (await db
    .select()
    .from(table)
    .where(and(inArray(table.id, ids), eq(table.status, 'draft')))) as StoredRow[];
  const unfinished = drafts.filter((row) => missingIn(kind, row)).map((row) => `“${row.title}”`);
  if (unfinished.length > 0) {
    throw badRequest(`Some drafts are not finished, so nothing was published: ${unfinished.join(', ')}`);
  }
}
