import { z } from 'zod';
import { publicationState } from './admin-list.ts';
import { articleCategories, normaliseCategory, PULL_QUOTE_MAX_LENGTH } from './article-values.ts';
import {
  adminPublicationFields,
  isoDateSchema,
  listQuerySchema,
  optionalDate,
  publicationStatusSchema,
  requiredText,
  rowIdSchema,
  urlOrPath,
} from './common.ts';

export * from './article-values.ts';

export const articleCategorySchema = z
  .string({ error: 'Category must be one of news, our-2-cents, health, entertainment, local' })
  .transform((value, ctx) => {
    const category = normaliseCategory(value);
    if (!category) {
      ctx.addIssue({
        code: 'custom',
        message: 'Category must be one of news, our-2-cents, health, entertainment, local',
      });
      return z.NEVER;
    }
    return category;
  });

/** admin-area §5 article rules; the same schema checks the form and the request. */
export const articleInputSchema = z.object({
  title: requiredText('Title is required', 300),
  excerpt: requiredText('Excerpt is required', 1000),
  content: requiredText('Content is required', 200_000),
  author: requiredText('Author is required', 200),
  imageUrl: requiredText('Image is required', 2048).pipe(urlOrPath('Image must be a valid URL')),
  category: articleCategorySchema.optional().default('news'),
  featured: z.boolean().optional().default(false),
  // Blank pull quotes are dropped (admin-area §5).
  pullQuotes: z
    .array(z.string().max(PULL_QUOTE_MAX_LENGTH))
    .optional()
    .default([])
    .transform((quotes) => quotes.map((quote) => quote.trim()).filter(Boolean)),
  publishedDate: optionalDate,
  status: publicationStatusSchema.optional().default('published'),
});
export type ArticleInput = z.input<typeof articleInputSchema>;

export const articleSchema = z.object({
  id: z.number(),
  title: z.string(),
  excerpt: z.string(),
  content: z.string(),
  imageUrl: z.string(),
  category: z.enum(articleCategories),
  author: z.string(),
  featured: z.boolean(),
  pullQuotes: z.array(z.string()),
  publishedDate: isoDateSchema,
});
export type Article = z.infer<typeof articleSchema>;

/** An article as a story card shows it (More Like This): no body, no pull quotes. */
export const articleSummarySchema = articleSchema.omit({ content: true, pullQuotes: true });
export type ArticleSummary = z.infer<typeof articleSummarySchema>;

export const adminArticleSchema = articleSchema.extend({
  ...adminPublicationFields,
  createdAt: isoDateSchema,
});
export type AdminArticle = z.infer<typeof adminArticleSchema>;

/**
 * `fields=summary` on the public lists: each article as a story card (`articleSummarySchema`), without
 * `content` and `pullQuotes`. The lists show cards only, and the bodies were most of their bytes.
 */
export const articleFieldsSchema = z.enum(['summary'], { error: 'fields must be "summary"' }).optional();

export const articleListQuerySchema = listQuerySchema.extend({
  fields: articleFieldsSchema,
  /** public-site §5: a case-insensitive substring of the title, the excerpt or the author. */
  q: z
    .string()
    .trim()
    .max(200, 'Must be at most 200 characters')
    .optional()
    .transform((value) => value || undefined),
  category: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '' || value === 'all') return undefined;
      const category = normaliseCategory(value);
      if (!category) {
        ctx.addIssue({ code: 'custom', message: 'Unknown category' });
        return z.NEVER;
      }
      return category;
    }),
});

/** The article's fields as one save left them: what History compares and Restore puts back. */
export const articleSnapshotSchema = z.object({
  title: z.string(),
  excerpt: z.string(),
  content: z.string(),
  imageUrl: z.string(),
  category: z.string(),
  author: z.string(),
  featured: z.boolean(),
  pullQuotes: z.array(z.string()),
  status: publicationStatusSchema,
  publishedDate: isoDateSchema,
});
export type ArticleSnapshot = z.infer<typeof articleSnapshotSchema>;

/**
 * What a revision can change, in the order History names them. `status` is the item's state at the
 * save (a published article with a date to come is scheduled), so an unpublish is draft after published.
 */
export const revisionFields = [
  'status',
  'publishedDate',
  'featured',
  'title',
  'category',
  'author',
  'imageUrl',
  'excerpt',
  'content',
  'pullQuotes',
] as const;
export type RevisionField = (typeof revisionFields)[number];

/** Fields too long to show whole in a history line: it says only that they changed (Compare shows how). */
const longFields: ReadonlySet<RevisionField> = new Set(['excerpt', 'content', 'pullQuotes']);

export const revisionChangeSchema = z.object({
  field: z.enum(revisionFields),
  /** The old and new values, for the short fields (a state, an ISO date, a boolean, a text). */
  before: z.union([z.string(), z.boolean()]).optional(),
  after: z.union([z.string(), z.boolean()]).optional(),
});
export type RevisionChange = z.infer<typeof revisionChangeSchema>;

const fieldValue = (snapshot: ArticleSnapshot, field: RevisionField, at: Date) =>
  field === 'status'
    ? publicationState(snapshot.status, snapshot.publishedDate, at)
    : field === 'publishedDate'
      ? new Date(snapshot.publishedDate).toISOString()
      : snapshot[field];

/**
 * What changed from `before` to `after`, both states read at `at` (the later save, or now for the
 * current text): a story whose date came in between did not change by itself.
 */
export function revisionChanges(before: ArticleSnapshot, after: ArticleSnapshot, at: Date): RevisionChange[] {
  return revisionFields.flatMap((field) => {
    const old = fieldValue(before, field, at);
    const now = fieldValue(after, field, at);
    if (JSON.stringify(old) === JSON.stringify(now)) return [];
    return longFields.has(field) ? [{ field }] : [{ field, before: old as string, after: now as string }];
  });
}

export const articleRevisionSummarySchema = z.object({
  id: z.number(),
  /** The account's username, kept as text so the revision outlives the account. */
  savedBy: z.string(),
  /** The person's name: their contributor profile's, else the username. */
  savedByName: z.string(),
  savedAt: isoDateSchema,
  title: z.string(),
  /** The revision's date, for "Scheduled for …". */
  publishedDate: isoDateSchema,
  /** What this save changed from the revision before it; none for the first. */
  changes: z.array(revisionChangeSchema),
});
export type ArticleRevisionSummary = z.infer<typeof articleRevisionSummarySchema>;

export const articleRevisionSchema = articleRevisionSummarySchema.extend({ article: articleSnapshotSchema });
export type ArticleRevision = z.infer<typeof articleRevisionSchema>;

export const revisionParamsSchema = z.object({
  id: rowIdSchema,
  revisionId: rowIdSchema,
});
