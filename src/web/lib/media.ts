import type { Graphic } from '../../contracts/graphic.ts';
import { guessMediaMimeType, isVideoMedia } from '../../contracts/graphic-values.ts';
import { youtubeEmbedUrl } from '../../contracts/video-values.ts';
import { mediaUrl } from '../components/ui/responsive-image.tsx';

export { isVideoMedia };

/** How a video's address plays (public-site §4). */
export type VideoPlayback =
  | { kind: 'coming-soon' }
  | { kind: 'youtube'; src: string }
  | { kind: 'file'; src: string };

/**
 * public-site §4: an empty address, one with "#" or one containing "test" is a placeholder the editors
 * have not replaced yet ("Video Coming Soon"); YouTube links become their embed address; anything else
 * (an uploaded /uploads/x.mp4, a file on another host) plays in the browser's own player.
 */
export function videoPlayback(url: string | null | undefined): VideoPlayback {
  const text = (url ?? '').trim();
  if (!text || text.includes('#') || text.includes('test')) return { kind: 'coming-soon' };
  const embed = youtubeEmbedUrl(text);
  if (embed) return { kind: 'youtube', src: embed };
  return { kind: 'file', src: mediaUrl(text) };
}

/**
 * public-site §4: a thumbnail that is empty, still holds the "{host}" template or points at a test file
 * is replaced by the designed placeholder; undefined means "draw the placeholder".
 */
export function usableThumbnail(url: string | null | undefined): string | undefined {
  const text = (url ?? '').trim();
  if (!text || text.includes('{host}') || text.includes('test')) return undefined;
  return mediaUrl(text);
}

/** One picture or clip of a graphic, as the cards and the viewers show it. */
export interface GraphicMedia {
  url: string;
  isVideo: boolean;
}

/**
 * The slides of a graphic in order; older graphics without slides show their main image and the
 * additional images instead. Embeds have none (they render through EmbedFrame).
 */
export function graphicMedia(
  graphic: Pick<Graphic, 'slides' | 'imageUrl' | 'additionalImages'>,
): GraphicMedia[] {
  if (graphic.slides.length > 0) {
    return [...graphic.slides]
      .sort((a, b) => a.order - b.order)
      .map((slide) => ({ url: mediaUrl(slide.url), isVideo: isVideoMedia(slide.url, slide.mimeType) }));
  }
  return [graphic.imageUrl, ...graphic.additionalImages]
    .map((url) => url.trim())
    .filter(Boolean)
    .map((url) => ({ url: mediaUrl(url), isVideo: isVideoMedia(url, guessMediaMimeType(url)) }));
}

/**
 * Whether a graphic shows its embed code (only ever inside EmbedFrame's sandbox): an `embed` graphic
 * with code, or any graphic whose only content is code.
 */
export function isEmbedGraphic(
  graphic: Pick<Graphic, 'type' | 'embedCode' | 'slides' | 'imageUrl' | 'additionalImages'>,
): boolean {
  if (!graphic.embedCode?.trim()) return false;
  return graphic.type === 'embed' || graphicMedia(graphic).length === 0;
}

/** public-site §5: searches are case-insensitive substring matches over the given fields. */
export function matchesSearch(query: string, fields: readonly string[]): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return fields.some((field) => field.toLowerCase().includes(needle));
}
