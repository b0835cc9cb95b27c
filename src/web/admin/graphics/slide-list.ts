import { isVideoMedia, type Slide } from '../../../contracts/graphic.ts';

/**
 * A slide on the create and edit forms (admin-area §3, §4). Its place in the list is its order;
 * `key` tells rows apart for React and focus, even when two share a URL.
 */
export type SlideItem = Omit<Slide, 'order'> & { key: string };

let lastKey = 0;
export function slideItem({ url, mimeType, originalName }: Omit<Slide, 'order'>): SlideItem {
  lastKey += 1;
  return { url, mimeType, originalName, key: `slide-${lastKey}` };
}

/** The list with the slide at `index` swapped with its neighbour; unchanged at either end. */
export function moveSlide(slides: readonly SlideItem[], index: number, offset: -1 | 1): SlideItem[] {
  const next = [...slides];
  const [slide, other] = [slides[index], slides[index + offset]];
  if (slide && other) [next[index], next[index + offset]] = [other, slide];
  return next;
}

/** The slides as the API takes them: in order, numbered from 0, without the form's keys. */
export function slidesPayload(slides: readonly Omit<Slide, 'order'>[]): Slide[] {
  return slides.map(({ url, mimeType, originalName }, order) => ({ url, mimeType, originalName, order }));
}

export function isVideoSlide(slide: Pick<Slide, 'url' | 'mimeType'>): boolean {
  return isVideoMedia(slide.url, slide.mimeType);
}
