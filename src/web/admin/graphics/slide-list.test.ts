import { describe, expect, it } from 'vitest';
import {
  initialSlideList,
  isVideoSlide,
  mainImageOf,
  moveSlide,
  removeSlide,
  type SlideItem,
  slideListReducer,
  slidesPayload,
} from './slide-list.ts';

function slide(name: string, order = 0, mimeType = 'image/png'): SlideItem {
  return { key: name, url: `/uploads/${name}.png`, mimeType, originalName: `${name}.png`, order };
}

const names = (slides: readonly SlideItem[]) => slides.map((item) => item.key);
const orders = (slides: readonly SlideItem[]) => slides.map((item) => item.order);

describe('moveSlide', () => {
  const three = [slide('a', 0), slide('b', 1), slide('c', 2)];

  it('swaps a slide with the one above and renumbers', () => {
    const moved = moveSlide(three, 2, -1);
    expect(names(moved)).toEqual(['a', 'c', 'b']);
    expect(orders(moved)).toEqual([0, 1, 2]);
  });

  it('swaps a slide with the one below', () => {
    expect(names(moveSlide(three, 0, 1))).toEqual(['b', 'a', 'c']);
  });

  it('leaves the list as it is at either end or for an index out of range', () => {
    expect(names(moveSlide(three, 0, -1))).toEqual(['a', 'b', 'c']);
    expect(names(moveSlide(three, 2, 1))).toEqual(['a', 'b', 'c']);
    expect(names(moveSlide(three, 7, -1))).toEqual(['a', 'b', 'c']);
  });

  it('does not change the list it was given', () => {
    moveSlide(three, 1, 1);
    expect(names(three)).toEqual(['a', 'b', 'c']);
  });
});

describe('removeSlide', () => {
  it('drops the slide and renumbers the rest from 0', () => {
    const left = removeSlide([slide('a', 0), slide('b', 1), slide('c', 2)], 0);
    expect(names(left)).toEqual(['b', 'c']);
    expect(orders(left)).toEqual([0, 1]);
  });
});

describe('slideListReducer', () => {
  const start = initialSlideList([slide('a', 5), slide('b', 9)]);

  it('renumbers what it starts from', () => {
    expect(orders(start.slides)).toEqual([0, 1]);
    expect(start.previewIndex).toBe(0);
  });

  it('adds uploaded slides after the others, numbered on', () => {
    const state = slideListReducer(start, { type: 'add', slides: [slide('c'), slide('d')] });
    expect(names(state.slides)).toEqual(['a', 'b', 'c', 'd']);
    expect(orders(state.slides)).toEqual([0, 1, 2, 3]);
  });

  it('steps the preview within the list, never past either end', () => {
    let state = slideListReducer(start, { type: 'step', offset: -1 });
    expect(state.previewIndex).toBe(0);
    state = slideListReducer(state, { type: 'step', offset: 1 });
    expect(state.previewIndex).toBe(1);
    state = slideListReducer(state, { type: 'step', offset: 1 });
    expect(state.previewIndex).toBe(1);
  });

  it('shows a chosen slide, clamped to the list', () => {
    expect(slideListReducer(start, { type: 'show', index: 1 }).previewIndex).toBe(1);
    expect(slideListReducer(start, { type: 'show', index: 9 }).previewIndex).toBe(1);
  });

  it('keeps the preview where it is when a slide moves', () => {
    const shown = slideListReducer(start, { type: 'show', index: 1 });
    const moved = slideListReducer(shown, { type: 'move', index: 1, offset: -1 });
    expect(names(moved.slides)).toEqual(['b', 'a']);
    expect(moved.previewIndex).toBe(1);
  });

  it('sends the preview back to the first slide after a removal', () => {
    const three = slideListReducer(start, { type: 'add', slides: [slide('c')] });
    const shown = slideListReducer(three, { type: 'show', index: 2 });
    const removed = slideListReducer(shown, { type: 'remove', index: 0 });
    expect(names(removed.slides)).toEqual(['b', 'c']);
    expect(orders(removed.slides)).toEqual([0, 1]);
    expect(removed.previewIndex).toBe(0);
  });

  it('ignores the removal of a slide that is not there', () => {
    expect(slideListReducer(start, { type: 'remove', index: 4 })).toBe(start);
  });

  it('resets to an empty list, or to the given slides', () => {
    expect(slideListReducer(start, { type: 'reset' })).toEqual({ slides: [], previewIndex: 0 });
    expect(names(slideListReducer(start, { type: 'reset', slides: [slide('z', 3)] }).slides)).toEqual(['z']);
  });
});

describe('slidesPayload and mainImageOf', () => {
  it('sends the slides in order without the form keys', () => {
    expect(slidesPayload([slide('b', 4), slide('a', 1)])).toEqual([
      { url: '/uploads/b.png', mimeType: 'image/png', originalName: 'b.png', order: 0 },
      { url: '/uploads/a.png', mimeType: 'image/png', originalName: 'a.png', order: 1 },
    ]);
  });

  it('takes the first slide as the main image', () => {
    expect(mainImageOf([slide('b'), slide('a')])).toBe('/uploads/b.png');
    expect(mainImageOf([])).toBe('');
  });
});

describe('isVideoSlide', () => {
  it('reads the media type, else the extension', () => {
    expect(isVideoSlide({ url: '/uploads/x.bin', mimeType: 'video/mp4' })).toBe(true);
    expect(isVideoSlide({ url: '/uploads/x.mov', mimeType: '' })).toBe(true);
    expect(isVideoSlide({ url: '/uploads/x.png', mimeType: 'image/png' })).toBe(false);
  });
});
