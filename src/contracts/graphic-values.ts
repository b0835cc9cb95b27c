// The parts of the graphic contract the reader's browser needs, without Zod.

/**
 * Every type either spec names: admin-area §3 gives one list on the create screen (illustration,
 * photography, standing-on-black-business) and another on the edit screen (infographic, data-viz,
 * photo-story, interactive-map, timeline, analysis, multi-page); public-site §3 adds
 * data-visualization and embed. The conflict is unresolved, so all are accepted and stored as sent.
 */
export const graphicTypes = [
  'infographic',
  'data-visualization',
  'data-viz',
  'illustration',
  'photography',
  'multi-page',
  'embed',
  'standing-on-black-business',
  'photo-story',
  'interactive-map',
  'timeline',
  'analysis',
] as const;
export type GraphicType = (typeof graphicTypes)[number];
/** The choices of the create-graphic screen (admin-area §3). */
export const graphicCreateTypes = [
  'illustration',
  'photography',
  'standing-on-black-business',
] as const satisfies readonly GraphicType[];
/** The choices of the edit-graphic screen (admin-area §3). */
export const graphicEditTypes = [
  'infographic',
  'data-viz',
  'photo-story',
  'interactive-map',
  'timeline',
  'analysis',
  'multi-page',
] as const satisfies readonly GraphicType[];

export const transitionEffects = ['normal', 'page-turn'] as const;
export type TransitionEffect = (typeof transitionEffects)[number];

export const MAX_SLIDES = 50;
export const MAX_EMBED_CODE_LENGTH = 50_000;
export const SLIDE_REQUIRED = 'At least one slide is required';
export const EMBED_REQUIRED = 'Title, creators, and embed code are required.';

const extensionMimeTypes: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  mp4: 'video/mp4',
  webm: 'video/webm',
  ogg: 'video/ogg',
  avi: 'video/x-msvideo',
  mov: 'video/quicktime',
};

/** The media type of an upload from its file extension (public-site §4), or undefined. */
export function guessMediaMimeType(url: string): string | undefined {
  const extension = /\.([a-z0-9]+)$/i.exec(url.split(/[?#]/)[0] ?? '')?.[1]?.toLowerCase();
  return extension ? extensionMimeTypes[extension] : undefined;
}

/** Whether a slide or image plays as a video: by its type, else by its extension (admin-area §2). */
export function isVideoMedia(url: string, mimeType?: string): boolean {
  return (mimeType || guessMediaMimeType(url) || '').startsWith('video/');
}

export interface Slide {
  url: string;
  mimeType: string;
  originalName: string;
  order: number;
}

/** Slides sorted by their order (ties keep the sent order), then renumbered 0..n-1 (admin-area §4). */
export function orderSlides(
  slides: readonly (Omit<Slide, 'order'> & { order?: number | undefined })[],
): Slide[] {
  return slides
    .map((slide, index) => ({ slide, index, key: slide.order ?? index }))
    .sort((a, b) => a.key - b.key || a.index - b.index)
    .map(({ slide }, order) => ({
      url: slide.url,
      mimeType: slide.mimeType,
      originalName: slide.originalName,
      order,
    }));
}
