import { z } from 'zod';
import { isoDateSchema, requiredText, urlOrPath, versionField } from './common.ts';

export const NO_MEMBER_OF_THE_MONTH = 'No member of the month yet';
export const MEMBER_NOT_FOUND = 'Member not found';

/** admin-area §5: every field is required, on create and on edit. */
export const memberOfTheMonthInputSchema = z.object({
  name: requiredText('Name is required', 200),
  major: requiredText('Major is required', 200),
  year: requiredText('Year is required', 100),
  bio: requiredText('Bio is required', 10_000),
  imageUrl: requiredText('Image is required', 2048).pipe(urlOrPath('Image must be a valid URL')),
  // public-site §3: text separated by newlines or commas; kept as entered.
  achievements: requiredText('Achievements are required', 10_000),
  quote: requiredText('Quote is required', 2000),
  // Free text such as "November 2026" (admin-area §3).
  month: requiredText('Month is required', 100),
});
export type MemberOfTheMonthInput = z.input<typeof memberOfTheMonthInputSchema>;
export type MemberOfTheMonthBody = z.output<typeof memberOfTheMonthInputSchema>;

export const memberOfTheMonthSchema = z.object({
  id: z.number(),
  name: z.string(),
  major: z.string(),
  year: z.string(),
  bio: z.string(),
  imageUrl: z.string(),
  achievements: z.string(),
  quote: z.string(),
  month: z.string(),
});
export type MemberOfTheMonth = z.infer<typeof memberOfTheMonthSchema>;

export const adminMemberOfTheMonthSchema = memberOfTheMonthSchema.extend({
  createdAt: isoDateSchema,
  updatedAt: isoDateSchema,
  ...versionField,
});
export type AdminMemberOfTheMonth = z.infer<typeof adminMemberOfTheMonthSchema>;
