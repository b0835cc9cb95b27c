import { describe, expect, it } from 'vitest';
import { PageCache } from './page-cache.ts';

describe('PageCache', () => {
  it('keeps pages by URL with an ETag of their content', () => {
    const cache = new PageCache();
    const stored = cache.set('/a', 200, '<p>a</p>', cache.generation);
    expect(cache.get('/a')).toEqual(stored);
    expect(stored.etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(cache.set('/b', 200, '<p>a</p>', cache.generation).etag).toBe(stored.etag);
    expect(cache.get('/missing')).toBeUndefined();
  });

  it('drops everything on clear, and never stores a page rendered before the clear', () => {
    const cache = new PageCache();
    const before = cache.generation;
    cache.set('/a', 200, 'old', before);
    cache.clear();
    expect(cache.get('/a')).toBeUndefined();
    cache.set('/a', 200, 'rendered from old data', before);
    expect(cache.get('/a')).toBeUndefined();
    cache.set('/a', 200, 'new', cache.generation);
    expect(cache.get('/a')?.html).toBe('new');
  });

  it('lets the least recently used page go when full', () => {
    const cache = new PageCache(2);
    cache.set('/a', 200, 'a', 0);
    cache.set('/b', 200, 'b', 0);
    cache.get('/a');
    cache.set('/c', 200, 'c', 0);
    expect(cache.get('/b')).toBeUndefined();
    expect(cache.get('/a')?.html).toBe('a');
    expect(cache.size).toBe(2);
  });
});
