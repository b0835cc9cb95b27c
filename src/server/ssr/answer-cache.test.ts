import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { AnswerCache, etagOf, FIRST_BROTLI_OPTIONS, type NewAnswer, plainBody } from './answer-cache.ts';

const answer = (text: string): NewAnswer => ({
  status: 200,
  headers: { 'content-type': 'text/plain' },
  body: Buffer.from(text),
});
const text = (cache: AnswerCache, url: string) => cache.get(url)?.body?.toString();

describe('AnswerCache', () => {
  it('keeps answers by URL', () => {
    const cache = new AnswerCache();
    const stored = cache.set('/a', answer('<p>a</p>'), cache.generation);
    expect(cache.get('/a')).toBe(stored);
    expect(cache.get('/missing')).toBeUndefined();
    expect(etagOf('<p>a</p>')).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(etagOf('<p>a</p>')).toBe(etagOf('<p>a</p>'));
    expect(etagOf('<p>b</p>')).not.toBe(etagOf('<p>a</p>'));
  });

  it('compresses a stored answer once when asked, with brotli and gzip, and leaves small ones as they are', async () => {
    const cache = new AnswerCache();
    const long = '<p>The chapter met on Tuesday.</p>'.repeat(100);
    const stored = cache.set('/long', answer(long), cache.generation);
    expect(stored.compressed).toBeUndefined();
    const compressing = cache.compress('/long', stored);
    expect(cache.compress('/long', stored)).toBe(compressing);
    await compressing;
    expect(zlib.brotliDecompressSync(stored.br!).toString()).toBe(long);
    expect(zlib.gunzipSync(stored.gzip!).toString()).toBe(long);
    expect(stored.br!.length).toBeLessThan(long.length / 10);
    const small = cache.set('/small', answer('tiny'), cache.generation);
    await cache.compress('/small', small);
    expect(small.br).toBeUndefined();
  });

  it('keeps a page given as brotli alone, unpacks it when asked, and makes its best copies from it', async () => {
    const cache = new AnswerCache({ maxBytes: 4000 });
    const page = Array.from({ length: 300 }, (_, i) => `<p>Story ${i}: met on day ${(i * 7) % 31}.</p>`).join(
      '',
    );
    const firstBrotli = zlib.brotliCompressSync(page, FIRST_BROTLI_OPTIONS);
    const stored = cache.set('/page', { status: 200, headers: {}, br: firstBrotli }, cache.generation);
    expect(stored.body).toBeUndefined();
    expect(plainBody(stored).toString()).toBe(page);
    await cache.compress('/page', stored);
    expect(zlib.brotliDecompressSync(stored.br!).toString()).toBe(page);
    expect(stored.br!.length).toBeLessThan(firstBrotli.length);
    expect(zlib.gunzipSync(stored.gzip!).toString()).toBe(page);
    // Counted by the bytes it holds, not by the 9 kB it unpacks to: a second such page fits.
    cache.set('/other', { status: 200, headers: {}, br: firstBrotli }, cache.generation);
    expect(cache.size).toBe(2);
  });

  it('drops everything on clear, and never stores an answer read before the clear', () => {
    const cache = new AnswerCache();
    const before = cache.generation;
    cache.set('/a', answer('old'), before);
    cache.clear();
    expect(cache.get('/a')).toBeUndefined();
    cache.set('/a', answer('read from old data'), before);
    expect(cache.get('/a')).toBeUndefined();
    cache.set('/a', answer('new'), cache.generation);
    expect(text(cache, '/a')).toBe('new');
  });

  it('drops only the answers that show what changed, and asks for the next timed change again', async () => {
    const cache = new AnswerCache({ nextTimedChange: async () => undefined });
    await cache.expire();
    const showing = (...tags: string[]) => ({ ...answer('kept'), shows: new Set(tags) });
    const before = cache.generation;
    cache.set('/', showing('article', 'article:1', 'video'), before);
    cache.set('/article/2', showing('article:2'), before);
    cache.set('/just-for-fun', showing('event:*'), before);
    cache.set('/about', showing(), before);
    cache.set('/unknown', showing('*'), before);
    cache.set('/untold', answer('kept'), before);
    cache.drop(['article:*', 'article:1']);
    expect(
      ['/', '/article/2', '/just-for-fun', '/about', '/unknown', '/untold'].filter((key) => cache.get(key)),
    ).toEqual(['/article/2', '/just-for-fun', '/about']);
    expect(cache.isFresh()).toBe(false);
    // A read begun before the write is not stored after it, as after a clear.
    cache.set('/', showing('video'), before);
    expect(cache.get('/')).toBeUndefined();
    cache.drop('everything');
    expect(cache.size).toBe(0);
  });

  it('lets the least recently used answers go when it holds more bytes than allowed', () => {
    const cache = new AnswerCache({ maxBytes: 25 });
    cache.set('/a', answer('a'.repeat(10)), 0);
    cache.set('/b', answer('b'.repeat(10)), 0);
    cache.get('/a');
    cache.set('/c', answer('c'.repeat(10)), 0);
    expect(cache.get('/b')).toBeUndefined();
    expect(text(cache, '/a')).toBe('a'.repeat(10));
    expect(cache.size).toBe(2);
    // Replacing an answer counts its bytes once.
    cache.set('/a', answer('A'.repeat(10)), 0);
    expect(cache.size).toBe(2);
  });

  it('keeps at most maxPerPath answers of one path, and of every not-found answer together, so a flood pushes out only its own kind', () => {
    const cache = new AnswerCache({ maxBytes: 100_000, maxPerPath: 8 });
    const page = (status = 200) => ({ ...answer('<p>A page.</p>'.repeat(100)), status });
    cache.set('/', page(), cache.generation);
    cache.set('/writing?q=kept', page(), cache.generation);
    for (let n = 0; n < 1000; n++) {
      cache.set(`/writing?q=flood-${n}`, page(), cache.generation);
      cache.set(`/no-such-page-${n}`, page(404), cache.generation);
    }
    expect(cache.get('/')).toBeDefined();
    expect(cache.size).toBe(1 + 8 + 8);
    // Within its own kind, the least recently used goes first.
    expect(cache.get('/writing?q=flood-999')).toBeDefined();
    expect(cache.get('/writing?q=flood-992')).toBeDefined();
    expect(cache.get('/writing?q=flood-991')).toBeUndefined();
    expect(cache.get('/writing?q=kept')).toBeUndefined();
    expect(cache.get('/no-such-page-999')).toBeDefined();
    expect(cache.get('/no-such-page-992')).toBeDefined();
    expect(cache.get('/no-such-page-991')).toBeUndefined();
    // Reading an answer keeps it: the next one of its path to go is another.
    cache.get('/writing?q=flood-993');
    cache.set('/writing?q=one-more', page(), cache.generation);
    expect(cache.get('/writing?q=flood-993')).toBeDefined();
    expect(cache.get('/writing?q=flood-994')).toBeUndefined();
    cache.clear();
    cache.set('/writing?q=after-clear', page(), cache.generation);
    expect(cache.size).toBe(1);
  });

  it('drops its answers when the next timed change passes, and asks for that time again after a clear', async () => {
    const asked: Date[] = [];
    const cache = new AnswerCache({
      nextTimedChange: async (now: Date) => {
        asked.push(now);
        return new Date(1_000);
      },
    });
    expect(cache.isFresh(0)).toBe(false);
    await cache.expire(new Date(500));
    expect(cache.isFresh(999)).toBe(true);
    expect(cache.isFresh(1_000)).toBe(false);
    cache.set('/a', answer('before'), cache.generation);
    await cache.expire(new Date(999));
    expect(text(cache, '/a')).toBe('before');
    expect(asked).toHaveLength(1);
    await cache.expire(new Date(1_000));
    expect(cache.get('/a')).toBeUndefined();
    expect(asked.map((at) => at.getTime())).toEqual([500, 1_000]);
  });
});
