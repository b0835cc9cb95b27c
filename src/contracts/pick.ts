import { z } from 'zod';
import {
  isoDateSchema,
  optionalDate,
  optionalWebAddress,
  requiredText,
  urlOrPath,
  versionField,
} from './common.ts';

import { type PickType, pickTypes } from './pick-values.ts';

export * from './pick-values.ts';

const PICK_TYPE_MESSAGE = `Type must be one of ${pickTypes.join(', ')}`;

/** The categories of the create-topic form (admin-area §3 "Pick topic"). */
export const pickTopicCategories = ['books', 'podcasts', 'shows', 'movies', 'articles', 'other'] as const;
export type PickTopicCategory = (typeof pickTopicCategories)[number];
const CATEGORY_MESSAGE = `Category must be one of ${pickTopicCategories.join(', ')}`;

export const pickTopicCategoryLabels: Record<PickTopicCategory, string> = {
  books: 'Books',
  podcasts: 'Podcasts',
  shows: 'TV Shows',
  movies: 'Movies',
  articles: 'Articles',
  other: 'Other',
};

/** docs/decisions/002-pick-topics.md: a topic's category, in the singular, is the type of its picks. */
export const pickTypeOfCategory: Record<PickTopicCategory, PickType> = {
  books: 'book',
  podcasts: 'podcast',
  shows: 'show',
  movies: 'movie',
  articles: 'article',
  other: 'other',
};

export const NO_RECOMMENDATION = 'Please add at least one member recommendation';
export const LINK_INVALID = 'Must be a valid URL';

/** An absolute http(s) address (a recommendation lives on another site), or nothing. */
const optionalLink = optionalWebAddress(LINK_INVALID);

/** A form field that may be left blank: null, missing and whitespace all become ''. */
function blankable(max: number) {
  return z
    .string()
    .nullish()
    .transform((value) => (value ?? '').trim())
    .refine((value) => value.length <= max, `Must be at most ${max} characters`);
}

export const pickTopicItemSchema = z.object({
  memberName: blankable(200),
  recommendationTitle: blankable(300),
  recommendationUrl: optionalLink,
  reasoning: blankable(5000),
});
export type PickTopicItemInput = z.input<typeof pickTopicItemSchema>;
export type PickTopicItem = z.output<typeof pickTopicItemSchema>;

const isComplete = (item: PickTopicItem) =>
  item.memberName !== '' && item.recommendationTitle !== '' && item.reasoning !== '';

export const pickTopicCategorySchema = z
  .string({ error: CATEGORY_MESSAGE })
  .trim()
  .toLowerCase()
  // The form's label "TV Shows" names the same category.
  .transform((value) => (value === 'tv shows' || value === 'tv-shows' ? 'shows' : value))
  .pipe(z.enum(pickTopicCategories, { error: CATEGORY_MESSAGE }));

/** admin-area §5 pick topic rules: incomplete items are dropped; at least one must remain. */
export const pickTopicInputSchema = z.object({
  title: requiredText('Topic title is required', 300),
  description: requiredText('Topic description is required', 5000),
  category: pickTopicCategorySchema.optional().default('books'),
  imageUrl: requiredText('Topic image is required', 2048).pipe(urlOrPath('Image must be a valid URL')),
  items: z
    .array(pickTopicItemSchema, { error: NO_RECOMMENDATION })
    .max(50, 'At most 50 recommendations per topic')
    .optional()
    .default([])
    .transform((items) => items.filter(isComplete))
    .refine((items) => items.length > 0, NO_RECOMMENDATION),
});
export type PickTopicInput = z.input<typeof pickTopicInputSchema>;
export type PickTopicBody = z.output<typeof pickTopicInputSchema>;

export const pickTypeSchema = z
  .string({ error: PICK_TYPE_MESSAGE })
  .trim()
  .toLowerCase()
  .pipe(z.enum(pickTypes, { error: PICK_TYPE_MESSAGE }));

const imageAddress = urlOrPath();

/** Editing one pick in the manage-list shape (the spec's edit button does nothing; ours edits). */
export const pickInputSchema = z.object({
  title: requiredText('Title is required', 300),
  description: requiredText('Description is required', 5000),
  type: pickTypeSchema,
  // The manage card falls back to a default image, so a pick may have none.
  imageUrl: z
    .string({ error: 'Image must be a valid URL' })
    .nullish()
    .transform((value) => value?.trim() ?? '')
    .refine((value) => value === '' || imageAddress.safeParse(value).success, 'Image must be a valid URL'),
  url: optionalLink,
  recommendedBy: requiredText('Recommended by is required', 200),
  /** Empty keeps the date it has. */
  publishedDate: optionalDate,
});
export type PickInput = z.input<typeof pickInputSchema>;
export type PickBody = z.output<typeof pickInputSchema>;

export const pickSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  type: z.enum(pickTypes),
  recommendedBy: z.string(),
  url: z.string().nullable(),
  publishedDate: isoDateSchema,
  topicId: z.number().nullable(),
  topicTitle: z.string().nullable(),
});
/** Named so it does not shadow TypeScript's Pick. */
export type NabjPick = z.infer<typeof pickSchema>;

/** A pick in the admin answers, with when it was last edited and its version. */
export const adminPickSchema = pickSchema.extend({ updatedAt: isoDateSchema, ...versionField });
export type AdminPick = z.infer<typeof adminPickSchema>;

export const pickTopicSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  category: z.enum(pickTopicCategories),
  imageUrl: z.string(),
  createdAt: isoDateSchema,
});
export type PickTopic = z.infer<typeof pickTopicSchema>;

export const createdPickTopicSchema = z.object({ topic: pickTopicSchema, picks: z.array(adminPickSchema) });
export type CreatedPickTopic = z.infer<typeof createdPickTopicSchema>;
