// The parts of the video contract the reader's browser needs, without Zod (video.ts adds the schemas).

/** NABJ TV videos (stored as "broadcast"): admin-area §3, public-site §3. */
export const videoTypes = ['long-form', 'short-form'] as const;
export type VideoType = (typeof videoTypes)[number];
export const videoTypeLabels: Record<VideoType, string> = {
  'long-form': 'Long-Form',
  'short-form': 'Short-Form',
};

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
