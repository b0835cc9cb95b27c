import { describe, expect, it } from 'vitest';
import { graphicRecord } from '../../../../test-support/factories.ts';
import { featuredCollection, filterGraphics } from './graphic-filters.ts';

const slide = (url: string, order: number) => ({
  url,
  mimeType: url.endsWith('.mp4') ? 'video/mp4' : 'image/png',
  originalName: '',
  order,
});
describe('filterGraphics (public-site §5)', () => {
  const graphics = [
    graphicRecord({ title: 'Voter Turnout', description: 'A chart' }),
    graphicRecord({ title: 'Portraits', description: 'Faces of campus', creators: ['Jordan Lee'] }),
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
    const single = graphicRecord({ title: 'Single', slides: [slide('/uploads/s.png', 0)] });
    const turned = graphicRecord({
      title: 'Turned',
      transitionEffect: 'page-turn',
      slides: [slide('/uploads/t.png', 0)],
    });
    const multi = graphicRecord({
      title: 'Multi',
      slides: [slide('/uploads/a.png', 0), slide('/uploads/b.mp4', 1)],
    });
    const embed = graphicRecord({ title: 'Embed', type: 'embed', embedCode: '<p>x</p>' });
    const pages = featuredCollection([single, embed, turned, multi]);
    expect(pages.map((page) => [page.graphic.title, page.slide, page.slideCount, page.isVideo])).toEqual([
      ['Turned', 1, 1, false],
      ['Multi', 1, 2, false],
      ['Multi', 2, 2, true],
    ]);
  });

  it('takes at most three graphics, and no book of a single page', () => {
    const many = Array.from({ length: 5 }, (_, i) =>
      graphicRecord({ title: `G${i}`, slides: [slide('/uploads/a.png', 0), slide('/uploads/b.png', 1)] }),
    );
    expect(new Set(featuredCollection(many).map((page) => page.graphic.title))).toEqual(
      new Set(['G0', 'G1', 'G2']),
    );
    const lone = graphicRecord({ transitionEffect: 'page-turn', slides: [slide('/uploads/a.png', 0)] });
    expect(featuredCollection([lone])).toEqual([]);
  });
});
