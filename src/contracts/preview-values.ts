// Without Zod, so the public pages can read preview tokens without carrying it (zod-without-eval.ts).
/** The query parameter that carries a preview token, on a public page and on its item's API read. */
export const PREVIEW_PARAM = 'preview';

/** The 404 message of a public read whose preview token is forged, altered, expired or another item's. */
export const PREVIEW_LINK_INVALID = 'This preview link is invalid or has expired.';

/**
 * A token: the item's id, the expiry in whole seconds since 1970, and an HMAC of kind, id and expiry.
 * The id is readable so the video and graphic pages, which have no id in their path, know which item
 * to ask for; only the server can tell whether the token is true. Numbers have one spelling (no
 * leading zero), so an altered token never works (decision 011).
 */
const TOKEN = /^([1-9]\d{0,9})\.([1-9]\d{0,11})\.([A-Za-z0-9_-]{43})$/;

export interface PreviewTokenParts {
  id: number;
  expiresAt: Date;
  mac: string;
}

export function previewTokenParts(token: string): PreviewTokenParts | undefined {
  const match = TOKEN.exec(token);
  if (!match) return undefined;
  return { id: Number(match[1]), expiresAt: new Date(Number(match[2]) * 1000), mac: match[3]! };
}

/** The preview token of a query string, if any (an empty one is none). */
export const previewTokenIn = (search: URLSearchParams): string | undefined =>
  search.get(PREVIEW_PARAM) || undefined;

/** The preview token a page address carries, if any (read before routing, so kept cheap). */
export function previewTokenOf(url: string): string | undefined {
  const query = url.indexOf('?');
  if (query === -1 || !url.includes(PREVIEW_PARAM, query)) return undefined;
  return previewTokenIn(new URLSearchParams(url.slice(query + 1)));
}
