import { searchParamsOf } from '../../web/page-search-params.ts';

/** The path of a URL or cache key, without its query. */
export function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/** A query parameter's name as a router reads it (`+` a space, %-escapes decoded). */
function nameOf(part: string): string {
  const equals = part.indexOf('=');
  const raw = (equals === -1 ? part : part.slice(0, equals)).replaceAll('+', ' ');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * The key a URL's answer is kept under: its path and, of its query, only the parameters `reads`
 * names, in order of name (the repeats of one name in their own order), each exactly as it was sent.
 * Any other parameter (a cache buster, a tracking tag) changes nothing in the answer, so it neither
 * misses the cache nor takes a place in it.
 */
export function cacheKey(url: string, reads: (name: string) => boolean): string {
  const path = pathOf(url);
  if (path.length === url.length) return url;
  const kept = url
    .slice(path.length + 1)
    .split('&')
    .map((part) => ({ part, name: nameOf(part) }))
    .filter(({ part, name }) => part !== '' && reads(name))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return kept.length === 0 ? path : `${path}?${kept.map(({ part }) => part).join('&')}`;
}

/**
 * A page's key: the parameters the page reads (web/page-search-params.ts). The page is rendered from
 * this key, not from the URL asked for, so every URL with the same key gets the same page.
 */
export function pageKey(url: string): string {
  const reads = searchParamsOf(pathOf(url));
  return cacheKey(url, (name) => reads.includes(name));
}

/**
 * The key of a URL before it is routed (the answers sent before Fastify, and a render's API reads):
 * a page's, or an API answer's with every parameter in order. Its route keeps only those it reads
 * (installAnswerCaching), so an API URL with another parameter misses here and is then answered
 * from the same entry by Fastify.
 */
export function keyBeforeRouting(url: string): string {
  return url.startsWith('/api/') ? cacheKey(url, () => true) : pageKey(url);
}
