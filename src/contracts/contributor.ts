import { z } from 'zod';
import { articleSchema } from './article.ts';
import { isoDateSchema, requiredText, urlOrPath, versionField } from './common.ts';
import { graphicSchema } from './graphic.ts';
import { isWebAddress } from './link-values.ts';
import { videoSchema } from './video.ts';

export const CONTRIBUTOR_NOT_FOUND = 'Contributor not found';
export const DUPLICATE_CONTRIBUTOR_NAME = 'A contributor with this name already exists';
export const EMAIL_INVALID = 'Must be a valid e-mail address';

export const schoolYears = ['Freshman', 'Sophomore', 'Junior', 'Senior', 'Graduate', 'Alumni'] as const;
export type SchoolYear = (typeof schoolYears)[number];
const SCHOOL_YEAR_MESSAGE = `School year must be one of ${schoolYears.join(', ')}`;

export const GRADUATION_YEAR_MIN = 1950;
export const GRADUATION_YEAR_MAX = 2100;
const GRADUATION_YEAR_MESSAGE = `Graduation year must be a year between ${GRADUATION_YEAR_MIN} and ${GRADUATION_YEAR_MAX}`;

/** An optional text field: blank, null or missing is stored as no value (null). */
function optionalField(max: number) {
  return z
    .string()
    .nullish()
    .transform((value) => value?.trim() || null)
    .refine((value) => value === null || value.length <= max, `Must be at most ${max} characters`);
}

const emailSchema = z
  .string({ error: EMAIL_INVALID })
  .nullish()
  .transform((value) => value?.trim() || null)
  .refine((value) => value === null || z.email().max(320).safeParse(value).success, EMAIL_INVALID);

// admin-area §5: "empty becomes absent"; a number input may also arrive as its text.
const graduationYearSchema = z
  .union([z.number(), z.string()], { error: GRADUATION_YEAR_MESSAGE })
  .nullish()
  .transform((value, ctx) => {
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === ''))
      return null;
    const year = typeof value === 'number' ? value : /^\d+$/.test(value.trim()) ? Number(value) : Number.NaN;
    if (!Number.isInteger(year) || year < GRADUATION_YEAR_MIN || year > GRADUATION_YEAR_MAX) {
      ctx.addIssue({ code: 'custom', message: GRADUATION_YEAR_MESSAGE });
      return z.NEVER;
    }
    return year;
  });

const schoolYearSchema = z
  .string({ error: SCHOOL_YEAR_MESSAGE })
  .nullish()
  .transform((value, ctx) => {
    const text = value?.trim();
    if (!text) return null;
    const year = schoolYears.find((choice) => choice.toLowerCase() === text.toLowerCase());
    if (!year) {
      ctx.addIssue({ code: 'custom', message: SCHOOL_YEAR_MESSAGE });
      return z.NEVER;
    }
    return year;
  });

const imageAddress = urlOrPath();

export const SOCIAL_FIELD_MESSAGE =
  'Must be a handle such as @maya or a link starting with https:// or http://';

/**
 * Handles ("@maya") and full addresses are both common, so a social field is free text, but one that
 * names a scheme must be http(s): a javascript: or data: address is no one's profile.
 */
function socialField() {
  return optionalField(500).refine(
    (value) => value === null || !/^[a-z][a-z0-9+.-]*:/i.test(value) || isWebAddress(value),
    SOCIAL_FIELD_MESSAGE,
  );
}

/** admin-area §3/§5 contributor fields; the same body creates and replaces a contributor. */
export const contributorInputSchema = z.object({
  name: requiredText('Name is required', 200),
  email: emailSchema,
  major: optionalField(200),
  graduationYear: graduationYearSchema,
  schoolYear: schoolYearSchema,
  bio: optionalField(10_000),
  profileImageUrl: optionalField(2048).refine(
    (value) => value === null || imageAddress.safeParse(value).success,
    'Image must be a valid URL',
  ),
  linkedIn: socialField(),
  twitter: socialField(),
  instagram: socialField(),
  isActive: z.boolean({ error: 'Active must be true or false' }).optional().default(true),
});
export type ContributorInput = z.input<typeof contributorInputSchema>;
export type ContributorBody = z.output<typeof contributorInputSchema>;

/** The public profile (public-site §2, §3). Never the e-mail address: it is not public. */
export const contributorSchema = z.object({
  id: z.number(),
  name: z.string(),
  profileImageUrl: z.string().nullable(),
  isActive: z.boolean(),
  schoolYear: z.enum(schoolYears).nullable(),
  major: z.string().nullable(),
  graduationYear: z.number().nullable(),
  bio: z.string().nullable(),
  linkedIn: z.string().nullable(),
  twitter: z.string().nullable(),
  instagram: z.string().nullable(),
});
export type Contributor = z.infer<typeof contributorSchema>;

export const adminContributorSchema = contributorSchema.extend({
  email: z.string().nullable(),
  createdAt: isoDateSchema,
  updatedAt: isoDateSchema,
  ...versionField,
});
export type AdminContributor = z.infer<typeof adminContributorSchema>;

export const contributorNameParamsSchema = z.object({
  name: z.string().trim().min(1, 'A name is required').max(200),
});

/** public-site §3 "Content of a contributor": what a name has published, newest first in each list. */
export const contributorContentSchema = z.object({
  articles: z.array(articleSchema),
  videos: z.array(videoSchema),
  graphics: z.array(graphicSchema),
});
export type ContributorContent = z.infer<typeof contributorContentSchema>;
