import { z } from 'zod';
import { publicationStatuses, publicationStatusSchema } from './common.ts';

/**
 * The save of an article, video or graphic is checked by the step it takes (issue 36, "Drafts save as
 * they are"): a draft needs only its title, so a writer can save as early as they like; any other
 * status (in review, published, scheduled by a future date) needs the kind's full rules. The route
 * and the form parse with the same schema, chosen by the body's `status`.
 */

/** The statuses that need the full rules; absent is 'published', the API's default. */
const finishedStatus = publicationStatusSchema.exclude(['draft']).optional().default('published');

/** The fields of a published kind's body: a title and a status among them. */
type Fields = z.ZodObject<z.ZodRawShape & { title: z.ZodType; status: z.ZodType }>;

type Finished<F extends Fields> = z.ZodObject<Omit<F['shape'], 'status'> & { status: typeof finishedStatus }>;
type Draft<F extends Fields> = z.ZodObject<Omit<F['shape'], 'status'> & { status: z.ZodLiteral<'draft'> }>;

const isBlank = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** What a draft stores for a required field left blank: [] for a list, else '' (dates are text too). */
function emptyOf(schema: z.ZodType): '' | [] {
  if (schema instanceof z.ZodArray) return [];
  if (schema instanceof z.ZodPipe) return emptyOf(schema.in as z.ZodType);
  if (schema instanceof z.ZodUnion) {
    return (schema.options as z.ZodType[]).some((option) => Array.isArray(emptyOf(option))) ? [] : '';
  }
  return '';
}

/**
 * A field of a draft: a blank value the full rules refuse is taken as absent, which a field that may
 * be left out reads its own way and a required one as its empty value; any other value is checked as
 * ever, so a draft holds no bad address or over-long text either.
 */
function draftField<F extends z.ZodType>(field: F): F {
  const refuses = (value: unknown) => !field.safeParse(value).success;
  const asAbsent = (value: unknown) => (isBlank(value) && refuses(value) ? undefined : value);
  if (!refuses(undefined)) return z.preprocess(asAbsent, field) as unknown as F;
  const empty = emptyOf(field);
  // Typed as the field itself: the empty value is of its output's type ('' text, [] a list).
  return z.preprocess(asAbsent, field.optional()).transform((value) => value ?? empty) as unknown as F;
}

/** The draft step of `fields`: the title as required as ever, every other field may be blank. */
export function draftOf<F extends Fields>(fields: F): Draft<F> {
  const shape = Object.fromEntries(
    Object.entries(fields.shape).map(([name, field]) => [
      name,
      name === 'title' ? field : draftField(field as z.ZodType),
    ]),
  );
  return z.object({ ...shape, status: z.literal('draft') }) as unknown as Draft<F>;
}

/**
 * The body of a published kind's save: a draft by draftOf, any other status by the full rules of
 * `fields`, with the checks `finished` adds that only a finished item needs (a main image, say).
 */
export function byStatus<F extends Fields>(
  fields: F,
  finished: (schema: Finished<F>) => Finished<F> = (s) => s,
) {
  const full = fields.extend({ status: finishedStatus }) as unknown as Finished<F>;
  return z.discriminatedUnion('status', [draftOf(fields), finished(full)], {
    // The message of a status that is none of the three, as its enum gives it.
    error: (issue) =>
      issue.code === 'invalid_union'
        ? `Invalid option: expected one of ${publicationStatuses.map((status) => `"${status}"`).join('|')}`
        : undefined,
  });
}
