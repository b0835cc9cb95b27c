import { describe, expect, it } from 'vitest';
import { cacheKey, keyBeforeRouting, pageKey } from './cache-keys.ts';

describe('cache keys', () => {
  it.each([
    ['/', '/'],
    ['/?cb=1', '/'],
    ['/?', '/'],
    ['/about?utm_source=newsletter&utm_medium=mail', '/about'],
    ['/article/12?fbclid=abc', '/article/12'],
    ['/writing?q=award', '/writing?q=award'],
    ['/writing?cb=9&q=award&page=2', '/writing?q=award'],
    ['/writing/?q=award', '/writing/?q=award'],
    ['/writing/news?q=a+b&cb=1', '/writing/news?q=a+b'],
    // Canonical order, each parameter as it was sent; repeats of one name keep their own order.
    ['/nabj-tv?type=short-form&q=film', '/nabj-tv?q=film&type=short-form'],
    ['/member-portfolios?skill=video&q=b&q=a', '/member-portfolios?q=b&q=a&skill=video'],
    // A name is read as the router reads it.
    ['/writing?%71=award', '/writing?%71=award'],
    ['/newsletter/confirm?token=abc.def&&cb=1', '/newsletter/confirm?token=abc.def'],
  ])('a page at %s is kept as %s', (url, key) => {
    expect(pageKey(url)).toBe(key);
  });

  it('keeps every parameter of an API URL before routing, in order of name, and only those its route reads after', () => {
    expect(keyBeforeRouting('/api/articles?limit=3&category=news&cb=1')).toBe(
      '/api/articles?category=news&cb=1&limit=3',
    );
    expect(keyBeforeRouting('/api/articles')).toBe('/api/articles');
    expect(keyBeforeRouting('/writing?cb=1&q=a')).toBe('/writing?q=a');
    const reads = (name: string) => ['category', 'limit'].includes(name);
    expect(cacheKey('/api/articles?limit=3&cb=1&category=news', reads)).toBe(
      '/api/articles?category=news&limit=3',
    );
    // The two meet: an URL with only the parameters the route reads is found before routing.
    expect(keyBeforeRouting('/api/articles?limit=3&category=news')).toBe(
      cacheKey('/api/articles?category=news&limit=3&x=1', reads),
    );
  });
});
