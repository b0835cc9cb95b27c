import { describe, expect, it } from 'vitest';
import { isVideoSlide, moveSlide, type SlideItem, slideItem, slidesPayload } from './slide-list.ts';

function slide(name: string, mimeType = 'image/png'): SlideItem {
  return { key: name, url: `/uploads/${name}.png`, mimeType, originalName: `${name}.png` };
}

const names = (slides: readonly SlideItem[]) => slides.map((item) => item.key);

describe('moveSlide', () => {
  const three = [slide('a'), slide('b'), slide('c')];

  it('swaps a slide with the one above', () => {
    expect(names(moveSlide(three, 2, -1))).toEqual(['a', 'c', 'b']);
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

describe('slideItem', () => {
  it('gives every row its own key, even for the same file', () => {
    const file = { url: '/uploads/a.png', mimeType: 'image/png', originalName: 'a.png' };
    expect(slideItem(file).key).not.toBe(slideItem(file).key);
  });
});

describe('slidesPayload', () => {
  it('sends the slides in list order, numbered from 0, without the form keys', () => {
    expect(slidesPayload([slide('b'), slide('a')])).toEqual([
      { url: '/uploads/b.png', mimeType: 'image/png', originalName: 'b.png', order: 0 },
      { url: '/uploads/a.png', mimeType: 'image/png', originalName: 'a.png', order: 1 },
    ]);
  });
});

describe('isVideoSlide', () => {
  it('reads the media type, else the extension', () => {
    expect(isVideoSlide({ url: '/uploads/x.bin', mimeType: 'video/mp4' })).toBe(true);
    expect(isVideoSlide({ url: '/uploads/x.mov', mimeType: '' })).toBe(true);
    expect(isVideoSlide({ url: '/uploads/x.png', mimeType: 'image/png' })).toBe(false);
  });
});
