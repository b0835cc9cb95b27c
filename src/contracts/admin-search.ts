import { z } from 'zod';
import { isoDateSchema, publicationStatusSchema } from './common.ts';
import { type KindWith, kindsWith } from './content-kinds.ts';

/** The kinds the admin quick search finds: each has an edit screen to open. */
export const searchableKinds = kindsWith('searched');
export type SearchableKind = KindWith<'searched'>;

export const ADMIN_SEARCH_DEFAULT_LIMIT = 8;
export const ADMIN_SEARCH_MAX_LIMIT = 20;

/** GET /api/admin/search: a piece of a title (a member's name), at least one character. */
export const adminSearchQuerySchema = z.object({
  q: z
    .string({ error: 'q is required' })
    .trim()
    .min(1, 'q is required')
    .max(100, 'Must be at most 100 characters'),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(ADMIN_SEARCH_MAX_LIMIT)
    .optional()
    .default(ADMIN_SEARCH_DEFAULT_LIMIT),
});
export type AdminSearchQuery = z.infer<typeof adminSearchQuerySchema>;

export const adminSearchResultSchema = z.object({
  kind: z.enum(searchableKinds),
  id: z.number(),
  title: z.string(),
  /** Articles, videos and graphics only: a draft is worth telling apart in the list. */
  status: publicationStatusSchema.optional(),
  updatedAt: isoDateSchema,
});
export type AdminSearchResult = z.infer<typeof adminSearchResultSchema>;

/** Titles that start with the words first, then the most recently edited. */
export const adminSearchResultsSchema = z.array(adminSearchResultSchema);
