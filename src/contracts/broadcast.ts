import { z } from 'zod';
import {
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

/** NABJ TV videos (stored as "broadcast"): admin-area §3, public-site §3. */
export const videoTypes = ['long-form', 'short-form'] as const;
export type VideoType = (typeof videoTypes)[number];
export const videoTypeLabels: Record<VideoType, string> = {
  'long-form': 'Long-Form',
  'short-form': 'Short-Form',
};
const VIDEO_TYPE_MESSAGE = 'Type must be long-form or short-form';
export const videoTypeSchema = z.enum(videoTypes, { error: VIDEO_TYPE_MESSAGE });

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/**
 * The id of a YouTube video from the links editors paste: youtube.com/watch?v=ID, youtu.be/ID,
 * youtube.com/shorts/ID and youtube.com/embed/ID (with or without www., m., or a scheme).
 * Anything else, including look-alike hosts, gives undefined. Shared by the server (thumbnails)
 * and the web player (embed links, public-site §4).
 */
export function youtubeVideoId(url: string): string | undefined {
  const text = url.trim();
  if (!text) return undefined;
  let parsed: URL;
  try {
    const absolute = /^[a-z][a-z0-9+.-]*:/i.test(text)
      ? text
      : text.startsWith('//')
        ? `https:${text}`
        : `https://${text}`;
    parsed = new URL(absolute);
  } catch {
    return undefined;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return undefined;
  const host = parsed.hostname.toLowerCase().replace(/^(www|m)\./, '');
  const [, first, second] = parsed.pathname.split('/');
  let candidate: string | null | undefined;
  if (host === 'youtu.be') candidate = first;
  else if (host === 'youtube.com' && first === 'watch') candidate = parsed.searchParams.get('v');
  else if (host === 'youtube.com' && (first === 'shorts' || first === 'embed')) candidate = second;
  else if (host === 'youtube-nocookie.com' && first === 'embed') candidate = second;
  return candidate && YOUTUBE_ID.test(candidate) ? candidate : undefined;
}

/** The thumbnail YouTube serves for a video link, or undefined when the link is not YouTube's. */
export function youtubeThumbnailUrl(videoUrl: string): string | undefined {
  const id = youtubeVideoId(videoUrl);
  return id ? `https://img.youtube.com/vi/${id}/hqdefault.jpg` : undefined;
}

/** The embeddable player address of a YouTube link (public-site §4), or undefined. */
export function youtubeEmbedUrl(videoUrl: string): string | undefined {
  const id = youtubeVideoId(videoUrl);
  return id ? `https://www.youtube.com/embed/${id}` : undefined;
}

// Empty means "derive it from a YouTube link" (admin-area §3).
const thumbnailUrl = optionalUrlOrPath('Thumbnail must be a valid URL');

const typeWithDefault = videoTypeSchema.optional().default('long-form');

/** admin-area §5, create-video form. */
export const videoInputSchema = z.object({
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
});
export type VideoInput = z.input<typeof videoInputSchema>;

/** admin-area §5, edit-video form: every field non-empty; an absent publishedDate stays as it was. */
export const videoEditSchema = z.object({
  title: requiredText('Title is required', 300),
  description: requiredText('Description is required', 5000),
  videoUrl: requiredText('Video URL is required', 2048).pipe(urlOrPath('Must be a valid URL')),
  thumbnailUrl,
  type: typeWithDefault,
  duration: requiredText('Duration is required', 20),
  creators: requiredNameList('At least one creator is required'),
  publishedDate: requiredText('Published date is required', 100).pipe(dateText()).optional(),
  status: publicationStatusSchema.optional().default('published'),
});
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

export const adminVideoSchema = videoSchema.extend({
  status: publicationStatusSchema,
  updatedAt: isoDateSchema,
});
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
