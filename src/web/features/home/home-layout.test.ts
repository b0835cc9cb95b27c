import { describe, expect, it } from 'vitest';
import { homeStories } from './home-layout.ts';

const article = (id: number, day: number) => ({
  id,
  title: `Article ${id}`,
  excerpt: `Article ${id}`,
  imageUrl: `/a${id}.jpg`,
  category: 'news' as const,
  publishedDate: `2026-11-${String(day).padStart(2, '0')}T12:00:00.000Z`,
});
const video = {
  id: 1,
  title: 'Video',
  description: 'A video',
  thumbnailUrl: '',
  publishedDate: '2026-11-25T12:00:00.000Z',
};
const graphic = {
  id: 1,
  title: 'Graphic',
  description: 'A graphic',
  imageUrl: '',
  publishedDate: '2026-11-01T12:00:00.000Z',
};

/** Articles 30 (newest) down to 11, one a day. */
const newestFirst = Array.from({ length: 20 }, (_, i) => article(30 - i, 30 - i));

describe('homeStories', () => {
  it('shows each story once: featured, then the side items, then the newest of the rest', () => {
    const featured = [article(30, 30), article(28, 28), article(12, 12)];
    const layout = homeStories(featured, newestFirst, [video], [graphic]);
    expect(layout.lead?.id).toBe(30);
    expect(layout.moreFeatured.map((a) => a.id)).toEqual([28, 12]);
    // Not featured, newest first: 29, 27, 26, … ; the side items take positions 2 and 3 (27, 26).
    expect(layout.side.map((item) => item.key)).toEqual(['article-27', 'article-26', 'video-1']);
    expect(layout.latest.map((a) => a.id)).toEqual([29, 25, 24, 23, 22, 21]);
    const shown = [
      layout.lead!.id,
      ...layout.moreFeatured.map((a) => a.id),
      ...layout.side.filter((item) => item.kind === 'article').map((item) => item.id),
      ...layout.latest.map((a) => a.id),
    ];
    expect(new Set(shown).size).toBe(shown.length);
  });

  it('gives an article the side items leave out (they show at most 3) to Latest Stories', () => {
    const layout = homeStories(
      [],
      newestFirst.slice(0, 8),
      [video],
      [{ ...graphic, publishedDate: '2026-11-29T18:00:00.000Z' }],
    );
    // Side: graphic (29th), article 29, article 28 beat the video (25th): the video is left out.
    expect(layout.side.map((item) => item.key)).toEqual(['graphic-1', 'article-29', 'article-28']);
    expect(layout.latest.map((a) => a.id)).toEqual([30, 27, 26, 25, 24, 23]);
  });

  it('keeps at most five featured stories and works with none', () => {
    const featured = newestFirst.slice(0, 7);
    expect(homeStories(featured, newestFirst, [], []).moreFeatured).toHaveLength(4);
    const none = homeStories([], [], [], []);
    expect(none).toEqual({ lead: undefined, moreFeatured: [], side: [], latest: [] });
  });
});
