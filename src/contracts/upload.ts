import { z } from 'zod';

export * from './upload-values.ts';

export const uploadQuerySchema = z.object({
  // The widgets that accept videos say so (admin-area §8); images only otherwise.
  allowVideo: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((value) => value === 'true' || value === '1'),
});

export const imageVariantSchema = z.object({ width: z.number().int(), url: z.string() });
export type ImageVariant = z.infer<typeof imageVariantSchema>;

/** POST /api/admin/upload answer (admin-area §3 "Upload result": url; the rest for the media library). */
export const uploadResultSchema = z.object({
  url: z.string(),
  mimeType: z.string(),
  filename: z.string(),
  width: z.number().int().optional(),
  height: z.number().int().optional(),
  variants: z.array(imageVariantSchema).optional(),
});
export type UploadResult = z.infer<typeof uploadResultSchema>;

export const slideUploadSchema = z.object({
  url: z.string(),
  mimeType: z.string(),
  filename: z.string(),
});
export type SlideUpload = z.infer<typeof slideUploadSchema>;

/** POST /api/admin/upload-slides answer, in the order the files were sent. */
export const slideUploadResultSchema = z.object({ slides: z.array(slideUploadSchema) });
export type SlideUploadResult = z.infer<typeof slideUploadResultSchema>;

/** How many of the places that show a file the media library lists; the rest are counted. */
export const MEDIA_USAGES_LISTED = 5;

/**
 * What a contributor reads in place of the title of an item they may not see (another's draft, item in
 * review or scheduled item, or the older version of another's article), which comes with no id.
 */
export const UNPUBLISHED_ITEM = 'an unpublished item';
/** The media library's name for a file whose name and address are kept from the account (`originalName` null). */
export const UNPUBLISHED_FILE = 'A file of an unpublished item';

/** A place where a stored file is shown (media library, admin-area "where it is used"). */
export const mediaUsageSchema = z.object({ kind: z.string(), id: z.number().nullable(), title: z.string() });
export type MediaUsage = z.infer<typeof mediaUsageSchema>;

export const mediaItemSchema = z.object({
  id: z.number(),
  /** Null to a contributor when every place that shows the file is hidden from them, as its name. */
  url: z.string().nullable(),
  originalName: z.string().nullable(),
  mimeType: z.string(),
  kind: z.enum(['image', 'video']),
  size: z.number(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  createdAt: z.string(),
  /** The first places that show the file, at most `MEDIA_USAGES_LISTED`. */
  usedBy: z.array(mediaUsageSchema),
  /** How many places show it in all. */
  usedByCount: z.number(),
});
export type MediaItem = z.infer<typeof mediaItemSchema>;
