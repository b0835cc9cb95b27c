import { isVideoMedia, type Slide } from '../../../contracts/graphic.ts';

/**
 * The slides of the create and edit forms (admin-area §3, §4): moved up or down and removed, with
 * order indices renumbered 0..n-1 after every change; the preview shows one slide and goes back to the
 * first after a removal; the first slide is the graphic's main image.
 */

/** A slide on the form. `key` tells rows apart for React and focus, even when two share a URL. */
export interface SlideItem extends Slide {
  key: string;
}

export interface SlideListState {
  slides: SlideItem[];
  /** Which slide the preview shows. */
  previewIndex: number;
}

export type SlideListAction =
  | { type: 'add'; slides: readonly SlideItem[] }
  | { type: 'move'; index: number; offset: -1 | 1 }
  | { type: 'remove'; index: number }
  | { type: 'show'; index: number }
  | { type: 'step'; offset: -1 | 1 }
  | { type: 'reset'; slides?: readonly SlideItem[] };

export function renumber(slides: readonly SlideItem[]): SlideItem[] {
  return slides.map((slide, order) => (slide.order === order ? slide : { ...slide, order }));
}

function clampIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return Math.min(count - 1, Math.max(0, index));
}

/** The list with the slide at `index` swapped with its neighbour; unchanged at either end. */
export function moveSlide(slides: readonly SlideItem[], index: number, offset: -1 | 1): SlideItem[] {
  const target = index + offset;
  if (index < 0 || index >= slides.length || target < 0 || target >= slides.length) return [...slides];
  const next = [...slides];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return renumber(next);
}

export function removeSlide(slides: readonly SlideItem[], index: number): SlideItem[] {
  return renumber(slides.filter((_, position) => position !== index));
}

export function slideListReducer(state: SlideListState, action: SlideListAction): SlideListState {
  switch (action.type) {
    case 'add':
      return { ...state, slides: renumber([...state.slides, ...action.slides]) };
    case 'move':
      return { ...state, slides: moveSlide(state.slides, action.index, action.offset) };
    case 'remove':
      if (action.index < 0 || action.index >= state.slides.length) return state;
      return { slides: removeSlide(state.slides, action.index), previewIndex: 0 };
    case 'show':
      return { ...state, previewIndex: clampIndex(action.index, state.slides.length) };
    case 'step':
      return { ...state, previewIndex: clampIndex(state.previewIndex + action.offset, state.slides.length) };
    case 'reset':
      return initialSlideList(action.slides);
  }
}

export function initialSlideList(slides: readonly SlideItem[] = []): SlideListState {
  return { slides: renumber(slides), previewIndex: 0 };
}

/** The slides as the API takes them: in order, without the form's keys. */
export function slidesPayload(slides: readonly SlideItem[]): Slide[] {
  return renumber(slides).map(({ url, mimeType, originalName, order }) => ({
    url,
    mimeType,
    originalName,
    order,
  }));
}

/** The main image of a slide graphic: its first slide (admin-area §3), or '' when there is none. */
export function mainImageOf(slides: readonly SlideItem[]): string {
  return slides[0]?.url ?? '';
}

export function isVideoSlide(slide: Pick<Slide, 'url' | 'mimeType'>): boolean {
  return isVideoMedia(slide.url, slide.mimeType);
}
