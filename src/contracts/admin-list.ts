import { z } from 'zod';
import { keysetListQuerySchema, type PublicationStatus, rowIdSchema } from './common.ts';

/**
 * What an admin list can be narrowed to; scheduled is published with a date still to come, and an
 * item in review is only that, whatever its date.
 */
export const listStatuses = ['draft', 'in-review', 'scheduled', 'published'] as const;
export type ListStatus = (typeof listStatuses)[number];

/** Where an item stands at `now`: its status, or for a published one, scheduled while its date is to come. */
export function publicationState(
  status: PublicationStatus,
  publishedDate: Date | string,
  now: Date = new Date(),
): ListStatus {
  if (status !== 'published') return status;
  return new Date(publishedDate).getTime() > now.getTime() ? 'scheduled' : 'published';
}

/** What a save that moves an item from one state to another did, in a word; undefined when it stayed. */
export type PublicationMove =
  | 'published'
  | 'scheduled'
  | 'submitted'
  | 'unpublished'
  | 'unscheduled'
  | 'sent back';

export function publicationMove(before: ListStatus, after: ListStatus): PublicationMove | undefined {
  if (before === after) return undefined;
  if (after === 'published') return 'published';
  if (after === 'scheduled') return 'scheduled';
  if (after === 'in-review') return 'submitted';
  if (before === 'published') return 'unpublished';
  return before === 'scheduled' ? 'unscheduled' : 'sent back';
}

/** date and edited: newest first; title: A→Z. */
export const listSorts = ['date', 'title', 'edited'] as const;
export type ListSort = (typeof listSorts)[number];

export const SEARCH_TOO_LONG = 'Search at most 200 characters';

/** A text filter: trimmed, and blank means no filter (an emptied search box). */
const filterText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((value) => value || undefined);

/** A choice filter: one of `values`, or blank for none. */
const choice = <T extends readonly [string, ...string[]]>(values: T, name: string) =>
  z
    .union([z.literal(''), z.enum(values, { error: `${name} must be one of ${values.join(', ')}` })])
    .optional()
    .transform((value) => value || undefined);

/** A filter the kind does not have: ignored, like any unknown parameter. */
const ignored = z
  .unknown()
  .optional()
  .transform(() => undefined);

/**
 * The query of every admin list (`GET /api/admin/articles` and the others): search, filters and sort
 * on top of keyset paging. A kind reads only the filters it has: `status` where it has a status,
 * `category` or `type` with its own values, `author` where it has bylines.
 */
export function adminListQuerySchema<
  Category extends readonly [string, ...string[]] = never,
  Type extends readonly [string, ...string[]] = never,
>({ categories, types }: { categories?: Category; types?: Type } = {}) {
  return keysetListQuerySchema.extend({
    q: filterText(200, SEARCH_TOO_LONG),
    status: choice(listStatuses, 'Status'),
    category: categories ? choice(categories, 'Category') : ignored,
    type: types ? choice(types, 'Type') : ignored,
    author: filterText(200, 'Author at most 200 characters'),
    sort: choice(listSorts, 'Sort'),
  });
}

export interface AdminListQuery {
  q?: string;
  status?: ListStatus;
  category?: string;
  type?: string;
  author?: string;
  sort?: ListSort;
  limit?: number;
  offset?: number;
  after?: number;
}

export const bulkActions = ['publish', 'draft', 'delete'] as const;
export type BulkAction = (typeof bulkActions)[number];
export const BULK_MAX = 100;

const bulkIds = z
  .array(rowIdSchema, { error: 'ids must be a list of ids' })
  .min(1, 'Choose at least one item')
  .max(BULK_MAX, `At most ${BULK_MAX} items at once`);

/** `POST /api/admin/{articles|broadcast|graphics}/bulk`: publish, back to draft or delete, in one go. */
export const bulkActionSchema = z.object({
  action: z.enum(bulkActions, { error: `action must be one of ${bulkActions.join(', ')}` }),
  ids: bulkIds,
});

/** The bulk route of a kind without a status (events, picks, members, crosswords): delete only. */
export const bulkDeleteSchema = z.object({
  action: z.literal('delete', { error: 'action must be delete' }),
  ids: bulkIds,
});

export type BulkActionBody = z.infer<typeof bulkActionSchema>;

/** How many items the bulk action changed; unknown ids and items already so are not counted. */
export const bulkResultSchema = z.object({ count: z.number().int() });
