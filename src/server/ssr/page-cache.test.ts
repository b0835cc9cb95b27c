import { describe, expect, it } from 'vitest';
import { PageCache, pageBody } from './page-cache.ts';
import { NONCE_PLACEHOLDER } from './page-renderer.ts';

describe('PageCache', () => {
  it("answers the stored bytes with each answer's own nonce in every placeholder", () => {
    const cache = new PageCache();
    const html = `<script nonce="${NONCE_PLACEHOLDER}">1</script>é<script nonce="${NONCE_PLACEHOLDER}">2</script>`;
    const page = cache.set('/a', 200, html, cache.generation);
    expect(pageBody(page, 'first').toString()).toBe(
      '<script nonce="first">1</script>é<script nonce="first">2</script>',
    );
    expect(pageBody(page, 'second').toString()).toContain('nonce="second">2');
  });

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
    expect(pageBody(cache.get('/a')!, 'n').toString()).toBe('new');
  });

  it('lets the least recently used page go when full', () => {
    const cache = new PageCache({ maxEntries: 2 });
    cache.set('/a', 200, 'a', 0);
    cache.set('/b', 200, 'b', 0);
    cache.get('/a');
    cache.set('/c', 200, 'c', 0);
    expect(cache.get('/b')).toBeUndefined();
    expect(pageBody(cache.get('/a')!, 'n').toString()).toBe('a');
    expect(cache.size).toBe(2);
  });

  it('drops its pages when the next timed change passes, and asks for that time again after a clear', async () => {
    const asked: Date[] = [];
    const cache = new PageCache({
      nextTimedChange: async (now) => {
        asked.push(now);
        return new Date(1_000);
      },
    });
    await cache.expire(new Date(500));
    cache.set('/a', 200, 'before', cache.generation);
    await cache.expire(new Date(999));
    expect(pageBody(cache.get('/a')!, 'n').toString()).toBe('before');
    expect(asked).toHaveLength(1);
    await cache.expire(new Date(1_000));
    expect(cache.get('/a')).toBeUndefined();
    expect(asked.map((at) => at.getTime())).toEqual([500, 1_000]);
  });
});
