import { describe, expect, it } from 'vitest';
import type { Graphic } from '../../../contracts/graphic.ts';
import { featuredCollection, filterGraphics } from './graphic-filters.ts';

let nextId = 1;
const slide = (url: string, order: number) => ({
  url,
  mimeType: url.endsWith('.mp4') ? 'video/mp4' : 'image/png',
  originalName: '',
  order,
});
const graphic = (overrides: Partial<Graphic>): Graphic => ({
  id: nextId++,
  title: 'Untitled',
  description: '',
  type: 'illustration',
  transitionEffect: 'normal',
  imageUrl: '',
  additionalImages: [],
  slides: [],
  embedCode: null,
  creators: [],
  tags: [],
  publishedDate: '2026-01-01T00:00:00.000Z',
  createdAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

describe('filterGraphics (public-site §5)', () => {
  const graphics = [
    graphic({ title: 'Voter Turnout', description: 'A chart' }),
    graphic({ title: 'Portraits', description: 'Faces of campus', creators: ['Jordan Lee'] }),
  ];
  it('matches title, description and creators, case-insensitively', () => {
    expect(filterGraphics(graphics, 'TURNOUT').map((g) => g.title)).toEqual(['Voter Turnout']);
    expect(filterGraphics(graphics, 'campus').map((g) => g.title)).toEqual(['Portraits']);
    expect(filterGraphics(graphics, 'jordan').map((g) => g.title)).toEqual(['Portraits']);
    expect(filterGraphics(graphics, '')).toHaveLength(2);
    expect(filterGraphics(graphics, 'nothing')).toEqual([]);
  });
});

describe('featuredCollection', () => {
  it('binds the newest multi-slide or page-turn graphics into one book', () => {
    const single = graphic({ title: 'Single', slides: [slide('/uploads/s.png', 0)] });
    const turned = graphic({
      title: 'Turned',
      transitionEffect: 'page-turn',
      slides: [slide('/uploads/t.png', 0)],
    });
    const multi = graphic({
      title: 'Multi',
      slides: [slide('/uploads/a.png', 0), slide('/uploads/b.mp4', 1)],
    });
    const embed = graphic({ title: 'Embed', type: 'embed', embedCode: '<p>x</p>' });
    const pages = featuredCollection([single, embed, turned, multi]);
    expect(pages.map((page) => [page.graphic.title, page.slide, page.slideCount, page.isVideo])).toEqual([
      ['Turned', 1, 1, false],
      ['Multi', 1, 2, false],
      ['Multi', 2, 2, true],
    ]);
  });

  it('takes at most three graphics, and no book of a single page', () => {
    const many = Array.from({ length: 5 }, (_, i) =>
      graphic({ title: `G${i}`, slides: [slide('/uploads/a.png', 0), slide('/uploads/b.png', 1)] }),
    );
    expect(new Set(featuredCollection(many).map((page) => page.graphic.title))).toEqual(
      new Set(['G0', 'G1', 'G2']),
    );
    const lone = graphic({ transitionEffect: 'page-turn', slides: [slide('/uploads/a.png', 0)] });
    expect(featuredCollection([lone])).toEqual([]);
  });
});
