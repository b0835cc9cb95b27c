import { z } from 'zod';
import {
  adminPublicationFields,
  dateText,
  isoDateSchema,
  listQuerySchema,
  optionalText,
  optionalUrlOrPath,
  publicationStatusSchema,
  requiredNameList,
  requiredText,
  urlOrPath,
} from './common.ts';
import { byStatus } from './drafts.ts';
import { type VideoType, videoTypes } from './video-values.ts';

export * from './video-values.ts';

const VIDEO_TYPE_MESSAGE = 'Type must be long-form or short-form';
export const videoTypeSchema = z.enum(videoTypes, { error: VIDEO_TYPE_MESSAGE });

// Empty means "derive it from a YouTube link" (admin-area §3).
const thumbnailUrl = optionalUrlOrPath('Thumbnail must be a valid URL');

const typeWithDefault = videoTypeSchema.optional().default('long-form');

/** admin-area §5, create-video form; a draft needs only the title (drafts.ts). */
export const videoInputSchema = byStatus(
  z.object({
    title: requiredText('Title is required', 300),
    description: requiredText('Description is required', 5000),
    // An absolute http(s) link or an uploaded file's path; other schemes (javascript:) are refused.
    videoUrl: urlOrPath('Must be a valid URL'),
    thumbnailUrl,
    type: typeWithDefault,
    duration: optionalText(20),
    creators: requiredNameList('Creator is required'),
    publishedDate: requiredText('Published date is required', 100).pipe(dateText()),
    status: publicationStatusSchema.optional().default('published'),
  }),
);
export type VideoInput = z.input<typeof videoInputSchema>;

/**
 * admin-area §5, edit-video form: every field non-empty, but for a draft the title only (drafts.ts);
 * an absent publishedDate stays as it was.
 */
export const videoEditSchema = byStatus(
  z.object({
    title: requiredText('Title is required', 300),
    description: requiredText('Description is required', 5000),
    videoUrl: requiredText('Video URL is required', 2048).pipe(urlOrPath('Must be a valid URL')),
    thumbnailUrl,
    type: typeWithDefault,
    duration: requiredText('Duration is required', 20),
    creators: requiredNameList('At least one creator is required'),
    publishedDate: requiredText('Published date is required', 100).pipe(dateText()).optional(),
    status: publicationStatusSchema.optional().default('published'),
  }),
);
export type VideoEditInput = z.input<typeof videoEditSchema>;

/** public-site §3 fields, plus createdAt for the admin manage cards. */
export const videoSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  thumbnailUrl: z.string(),
  videoUrl: z.string(),
  type: z.enum(videoTypes),
  duration: z.string(),
  views: z.number(),
  creators: z.array(z.string()),
  publishedDate: isoDateSchema,
  createdAt: isoDateSchema,
});
export type Video = z.infer<typeof videoSchema>;

export const adminVideoSchema = videoSchema.extend(adminPublicationFields);
export type AdminVideo = z.infer<typeof adminVideoSchema>;

export const videoListQuerySchema = listQuerySchema.extend({
  // The list screen's "All" filter sends nothing, '' or 'all'.
  type: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const key = value?.trim().toLowerCase();
      if (!key || key === 'all') return undefined;
      if (!(videoTypes as readonly string[]).includes(key)) {
        ctx.addIssue({ code: 'custom', message: VIDEO_TYPE_MESSAGE });
        return z.NEVER;
      }
      return key as VideoType;
    }),
});
