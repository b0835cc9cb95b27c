import { describe, expect, it } from 'vitest';
import type { Video } from '../../../contracts/video.ts';
import { filterVideos, nabjTvHref, readVideoTypeFilter } from './video-filters.ts';

const video = (id: number, overrides: Partial<Video>): Video => ({
  id,
  title: 'Untitled',
  description: '',
  thumbnailUrl: '',
  videoUrl: '',
  type: 'long-form',
  duration: '',
  views: 0,
  creators: [],
  publishedDate: '2026-01-01T00:00:00.000Z',
  createdAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

const videos = [
  video(1, { title: 'Homecoming Recap', description: 'The parade', type: 'long-form' }),
  video(2, { title: 'Quick take', description: 'A homecoming short', type: 'short-form' }),
  video(3, { title: 'Election night', description: 'Results', type: 'short-form', creators: ['Home Run'] }),
];

describe('filterVideos (public-site §5)', () => {
  it('searches title and description, case-insensitively, not creators', () => {
    expect(filterVideos(videos, 'HOMECOMING', 'all').map((v) => v.id)).toEqual([1, 2]);
    expect(filterVideos(videos, 'parade', 'all').map((v) => v.id)).toEqual([1]);
    expect(filterVideos(videos, 'home run', 'all')).toEqual([]);
  });
  it('narrows by type and combines with the search', () => {
    expect(filterVideos(videos, '', 'short-form').map((v) => v.id)).toEqual([2, 3]);
    expect(filterVideos(videos, '', 'long-form').map((v) => v.id)).toEqual([1]);
    expect(filterVideos(videos, 'homecoming', 'short-form').map((v) => v.id)).toEqual([2]);
    expect(filterVideos(videos, '  ', 'all')).toHaveLength(3);
  });
});

describe('the URL state', () => {
  it('reads ?type= and ignores unknown values', () => {
    expect(readVideoTypeFilter('short-form')).toBe('short-form');
    expect(readVideoTypeFilter('long-form')).toBe('long-form');
    expect(readVideoTypeFilter('shorts')).toBe('all');
    expect(readVideoTypeFilter(null)).toBe('all');
  });
  it('builds shareable addresses', () => {
    expect(nabjTvHref('', 'all')).toBe('/nabj-tv');
    expect(nabjTvHref('a b', 'short-form')).toBe('/nabj-tv?q=a+b&type=short-form');
    expect(nabjTvHref('', 'long-form')).toBe('/nabj-tv?type=long-form');
  });
});
