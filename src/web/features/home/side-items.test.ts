import { describe, expect, it } from 'vitest';
import { sideItemsOf } from './side-items.ts';

const article = (id: number, day: number, excerpt = `Article ${id}`) => ({
  id,
  title: `Article ${id}`,
  excerpt,
  imageUrl: `/a${id}.jpg`,
  category: 'news' as const,
  publishedDate: `2026-11-${String(day).padStart(2, '0')}T12:00:00.000Z`,
});
const video = (id: number, day: number) => ({
  id,
  title: `Video ${id}`,
  description: `Video ${id}`,
  thumbnailUrl: '',
  publishedDate: `2026-11-${String(day).padStart(2, '0')}T12:00:00.000Z`,
});
const graphic = (id: number, day: number) => ({
  id,
  title: `Graphic ${id}`,
  description: 'g'.repeat(140),
  imageUrl: `/g${id}.png`,
  publishedDate: `2026-11-${String(day).padStart(2, '0')}T12:00:00.000Z`,
});
const keys = (items: { key: string }[]) => items.map((i) => i.key);

describe('sideItemsOf', () => {
  it('takes the articles at positions 2 and 3, the first video and the first graphic, newest first, at most 3', () => {
    const items = sideItemsOf(
      [article(1, 20), article(2, 18), article(3, 10), article(4, 9)],
      [video(7, 15), video(8, 14)],
      [graphic(5, 19), graphic(6, 1)],
    );
    expect(keys(items)).toEqual(['graphic-5', 'article-2', 'video-7']);
  });

  it('never shows the first article (it leads the page) nor any after the third', () => {
    const items = sideItemsOf([article(1, 28), article(2, 2), article(3, 1), article(4, 27)], [], []);
    expect(keys(items)).toEqual(['article-2', 'article-3']);
  });

  it('cuts excerpts at 100 characters', () => {
    const items = sideItemsOf([], [], [graphic(5, 3)]);
    expect(items[0]!.excerpt).toBe(`${'g'.repeat(100)}…`);
  });

  it('links each item to where it is shown', () => {
    const items = sideItemsOf([article(1, 5), article(2, 4)], [video(7, 3)], [graphic(5, 2)]);
    expect(items.map((i) => i.href)).toEqual(['/article/2', '/nabj-tv', '/graphics']);
  });

  it('gives nothing when there is nothing', () => {
    expect(sideItemsOf([article(1, 1)], [], [])).toEqual([]);
  });
});
