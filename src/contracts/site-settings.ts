import { z } from 'zod';
import { isTimeZone, TIME_ZONE_MESSAGE } from './chapter-clock.ts';
import { urlOrPath, versionField, webAddress } from './common.ts';

export * from './site-settings-values.ts';

/** Words or phrases that hold a reader comment for review (docs/api/comments.md); never shown publicly. */
export const commentHoldWordsSchema = z
  .array(
    z
      .string()
      .trim()
      .min(1, 'A word or phrase cannot be blank')
      .max(100, 'Each word or phrase must be at most 100 characters'),
  )
  .max(500, 'At most 500 words or phrases');

export const boardMemberSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(120),
  role: z.string().trim().min(1, 'Role is required').max(120),
  bio: z.string().trim().max(600).default(''),
  imageUrl: z.string().trim().max(2048).default(''),
});

/** The chapter's own facts, shown across the public site; edited on the admin Settings screen. */
export const siteSettingsSchema = z.object({
  chapterName: z.string().trim().min(1, 'Chapter name is required').max(80),
  chapterSubtitle: z.string().trim().max(120),
  contactEmail: z.email('Must be a valid e-mail address'),
  campusLocation: z.string().trim().max(200),
  /** public-site §2 footer reading. */
  meetingFooter: z.string().trim().max(200),
  /** public-site §2 About reading: the two differ in the spec and both are kept. */
  meetingAbout: z.string().trim().max(200),
  /** The footer's links to the chapter's accounts; empty: no account there. */
  instagramUrl: webAddress().or(z.literal('')),
  youtubeUrl: webAddress().or(z.literal('')),
  tiktokUrl: webAddress().or(z.literal('')),
  /** The home hero's background video (public-site §2); empty: the designed background alone. */
  heroVideoUrl: urlOrPath().or(z.literal('')),
  cashAppHandle: z
    .string()
    .trim()
    .regex(/^\$?[A-Za-z0-9_-]{1,20}$/, 'Must be a Cash App handle such as $NABJUSC'),
  executiveBoard: z.array(boardMemberSchema).max(12),
  newsletterSendDay: z.number().int().min(0).max(6),
  newsletterSendHour: z.number().int().min(0).max(23),
  /** The chapter's clock: every time shown or typed in, and the newsletter's send hour (decision 014). */
  timeZone: z.string().trim().refine(isTimeZone, TIME_ZONE_MESSAGE),
  /** A new address must follow the link in a confirmation mail before it receives anything. */
  newsletterDoubleOptIn: z.boolean(),
  /** No issue goes out in a week with nothing new to report. */
  newsletterSkipEmptyWeeks: z.boolean(),
  commentHoldWords: commentHoldWordsSchema,
});

export type SiteSettings = z.infer<typeof siteSettingsSchema>;

/**
 * The settings as they are read back: as stored. A link saved before the contract refused other
 * schemes is still answered (the pages render no such link, web/lib/links.ts; the settings form asks
 * for a new one), rather than failing the answer every page render needs.
 */
export const storedSiteSettingsSchema = siteSettingsSchema.extend({
  instagramUrl: z.string(),
  youtubeUrl: z.string(),
  tiktokUrl: z.string(),
});

/** The admin's read and save of the settings: as stored, with their version (docs/api.md). */
export const adminSiteSettingsSchema = storedSiteSettingsSchema.extend(versionField);
export type AdminSiteSettings = z.infer<typeof adminSiteSettingsSchema>;

/** GET /api/site-settings: everything but the comment word list, which would teach spammers what to avoid. */
export const publicSiteSettingsSchema = storedSiteSettingsSchema.omit({ commentHoldWords: true });
export type PublicSiteSettings = z.infer<typeof publicSiteSettingsSchema>;

/** PUT /api/admin/site-settings: a body without commentHoldWords keeps the saved list. */
export const siteSettingsUpdateSchema = siteSettingsSchema.extend({
  commentHoldWords: commentHoldWordsSchema.optional(),
});
export type BoardMember = z.infer<typeof boardMemberSchema>;

/** What the browser may know of the server's configuration (CONVENTIONS §2: an allow-list). */
export const publicConfigSchema = z.object({ publicUrl: z.string() });
export type PublicConfig = z.infer<typeof publicConfigSchema>;
