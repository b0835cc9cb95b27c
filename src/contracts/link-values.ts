// The rule for links, without Zod: the contracts (common.ts) refuse other links, and the pages render
// only these, also from rows stored before the contracts refused the rest (web/lib/links.ts).

/** What a link field that fails the rule answers, unless the field has a message of its own. */
export const WEB_ADDRESS_MESSAGE = 'Must be a link starting with https:// or http://';

/**
 * An absolute http(s) address: the only links to other sites the site keeps or renders. javascript:,
 * data: and every other scheme run script or carry a page of their own (docs/security.md).
 */
export function isWebAddress(value: string): boolean {
  return /^https?:\/\/\S+$/i.test(value);
}

/** A path on this site such as /uploads/abc.webp; `//host/…` leaves the site, so it is not one. */
export function isSitePath(value: string): boolean {
  return /^\/(?!\/)/.test(value);
}
