/**
 * The kinds of content readers are told about as they come out: announced by Web Push and the
 * browser notifications, counted as views, mailed in the weekly newsletter. Shared by the server's
 * catalogue (src/server/content-kinds.ts) and the browser.
 */
export const contentKinds = ['article', 'video', 'graphic'] as const;
export type ContentKind = (typeof contentKinds)[number];

/** Where a reader finds an item (public-site §2): an article has its own page, the others a list. */
export function contentUrl(kind: ContentKind, id: number): string {
  if (kind === 'article') return `/article/${id}`;
  return kind === 'video' ? '/nabj-tv' : '/graphics';
}
