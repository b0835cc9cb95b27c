import { z } from 'zod';
import { isSitePath, isWebAddress, WEB_ADDRESS_MESSAGE } from './link-values.ts';

/** A required string: missing, blank or whitespace-only all answer with the same message. */
export function requiredText(message: string, max = 10_000) {
  return z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);
}

/** An optional string that is stored as '' when absent. */
export function optionalText(max = 10_000) {
  return z.string().trim().max(max, `Must be at most ${max} characters`).optional().default('');
}

/** A link to another site: an absolute http(s) address, never javascript:, data: or another scheme. */
export function webAddress(message = WEB_ADDRESS_MESSAGE) {
  return z.string({ error: message }).trim().max(2048, message).refine(isWebAddress, message);
}

/** webAddress, or no link: absent, null and blank all become undefined. */
export function optionalWebAddress(message = WEB_ADDRESS_MESSAGE) {
  return z
    .string({ error: message })
    .nullish()
    .transform((value) => value?.trim() || undefined)
    .pipe(webAddress(message).optional());
}

/** An absolute http(s) URL, or a path on this site such as /uploads/abc.webp. */
export function urlOrPath(message = 'Must be a valid URL') {
  return z
    .string({ error: message })
    .trim()
    .max(2048)
    .refine((value) => isSitePath(value) || isWebAddress(value), message);
}

/** urlOrPath, or empty: absent, null and blank all become ''. */
export function optionalUrlOrPath(message = 'Must be a valid URL') {
  const check = urlOrPath(message);
  return z
    .union([z.string(), z.null()], { error: message })
    .optional()
    .transform((value) => (value ?? '').trim())
    .refine((value) => value === '' || check.safeParse(value).success, message);
}

/** Any date the forms send: ISO with or without a zone, or a day ("2026-11-22"). */
export function dateText(message = 'Must be a valid date') {
  return z
    .string({ error: message })
    .trim()
    .refine((value) => !Number.isNaN(Date.parse(value)), message);
}

/** A date that may be left empty; empty means "now" for publishedDate (admin-area §3). */
export const optionalDate = z
  .union([dateText(), z.literal(''), z.null()])
  .optional()
  .transform((value) => (value ? value : undefined));

/** A list of names entered comma-separated or sent as an array; blank entries dropped. */
export function nameList(message?: string) {
  const list = z
    .union([z.array(z.string()), z.string()])
    .transform((value) =>
      (Array.isArray(value) ? value : value.split(','))
        .map((name) => name.trim())
        .filter((name) => name.length > 0),
    );
  return message ? list.refine((names) => names.length > 0, message) : list.optional().default([]);
}

function splitNames(value: string | string[]): string[] {
  return (Array.isArray(value) ? value : value.split(','))
    .map((name) => name.trim())
    .filter((name) => name.length > 0);
}

/**
 * A bounded list of names or tags, entered comma-separated or sent as an array, blank entries
 * dropped; an absent value stays absent (add `.optional()`, and `.default([])` where wanted).
 */
export function boundedNameList({
  message = 'Must be a list of names',
  maxNames = 50,
  maxLength = 200,
}: {
  message?: string;
  maxNames?: number;
  maxLength?: number;
} = {}) {
  return z
    .union([z.array(z.string()), z.string()], { error: message })
    .transform(splitNames)
    .refine((names) => names.length <= maxNames, `At most ${maxNames} entries`)
    .refine(
      (names) => names.every((name) => name.length <= maxLength),
      `Each entry must be at most ${maxLength} characters`,
    );
}

/**
 * nameList(message), but a missing, null or malformed value answers with the same message too, and
 * the list is bounded (creators of a video or graphic, admin-area §5).
 */
export function requiredNameList(message: string, bounds: { maxNames?: number; maxLength?: number } = {}) {
  return boundedNameList({ ...bounds, message }).refine((names) => names.length > 0, message);
}

export const NULL_CHARACTER = 'Text cannot contain the null character (U+0000).';

/** A row id as a path parameter or field: a positive whole number that fits PostgreSQL's integer. */
export const rowIdSchema = z.coerce
  .number({ error: 'The id must be a whole number' })
  .int('The id must be a whole number')
  .positive('The id must be a whole number')
  .max(2_147_483_647, 'The id must be a whole number');

export const idParamsSchema = z.object({ id: rowIdSchema });

export const listQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).optional(),
  offset: z.coerce.number().int().min(0).optional(),
});

/**
 * The long admin lists (articles, subscribers) also take `after`, the id of the last row of the page
 * before: the next page then starts right after that row, at any depth (keyset paging), and rows
 * added meanwhile at the top shift nothing. `offset` applies when that row no longer exists.
 */
export const keysetListQuerySchema = listQuerySchema.extend({ after: rowIdSchema.optional() });

/**
 * Where an article, video or graphic stands: 'in-review' is a contributor's draft waiting for an
 * editor (docs/admin/review-and-budget.md); only 'published' with a date come is ever public.
 */
export const publicationStatuses = ['draft', 'in-review', 'published'] as const;
export const publicationStatusSchema = z.enum(publicationStatuses);
export type PublicationStatus = z.infer<typeof publicationStatusSchema>;

/** The account that made an article, video or graphic; null once that account is gone (permissions.ts). */
export const createdBySchema = z.number().nullable();

export const messageSchema = z.object({ message: z.string() });

/** Dates travel as ISO 8601 strings (ARCHITECTURE.md, API rules). */
export const isoDateSchema = z.string();

/**
 * A record's edit count, in every admin answer of a record that is edited (and its ETag): a write
 * sends back the one it was based on, so a save over someone else's is refused (docs/api.md,
 * "Versions and conflicts").
 */
export const versionField = { version: z.number().int() };

export const VERSION_CONFLICT = 'Someone else saved this since you opened it';

/** The 409 of a write based on an older version: the record as its read answers it now. */
export function versionConflictSchema<T extends z.ZodType>(current: T) {
  return z.object({ error: z.literal(VERSION_CONFLICT), current });
}

/** What the admin answers of a published kind add to its public fields: its state and owner. */
export const adminPublicationFields = {
  status: publicationStatusSchema,
  createdBy: createdBySchema,
  updatedAt: isoDateSchema,
  /** When it first went out, kept through an unpublish; null until then. */
  firstPublishedAt: isoDateSchema.nullable(),
  ...versionField,
};
