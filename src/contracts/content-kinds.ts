// Without Zod, so the reader's browser can read it (push notifications, views, preview links).
import type { AdminRole } from './admin-auth.ts';

/**
 * What a content kind takes part in besides its own list and editor. `published`: a status and a
 * publication date, so drafts, scheduling, ownership by the account that made it, and the review,
 * preview and story budget that come with them; announced by Web Push, counted as views and mailed
 * in the newsletter. `revisions`: every save kept as a version. `listed`: counted by analytics as
 * content and mailed in the newsletter. `searched`: found by the admin quick search.
 */
export interface KindFeatures {
  published: boolean;
  revisions: boolean;
  listed: boolean;
  searched: boolean;
}

export interface KindDescription extends KindFeatures {
  /** What one item is called in running text ("member of the month"). */
  label: string;
  /**
   * The kind's key in the answers that give every kind side by side (dashboard counts and recent
   * items, a contributor's content).
   */
  several: string;
  /** The spec's segment of the kind's API paths: `/api/{api}`, `/api/admin/{api}`. */
  api: string;
  /** The public page where readers find the kind's items (public-site §2). */
  page: string;
  /** The least role that works on the kind: its admin list, create and edit (docs/admin/team.md). */
  role: AdminRole;
}

/** What a kind is unless its description says otherwise: an editor's, searched, nothing more. */
const usual = { role: 'editor', published: false, revisions: false, listed: false, searched: true } as const;

/** A published kind: a contributor's too, and counted, mailed and reviewed (KindFeatures). */
const publishedKind = { ...usual, role: 'contributor', published: true, listed: true } as const;

/**
 * Every kind of content the newsroom keeps, described once; every list of kinds on both sides is
 * derived from it (docs/architecture.md, "Adding a content kind"). The key is the kind's one name
 * in the code, in stored rows (analytics, push, review, budget) and in API bodies.
 */
export const contentKinds = {
  article: {
    ...publishedKind,
    label: 'article',
    several: 'articles',
    api: 'articles',
    page: '/writing',
    revisions: true,
  },
  // admin-area §3: NABJ TV videos are stored and served as "broadcast".
  video: { ...publishedKind, label: 'video', several: 'videos', api: 'broadcast', page: '/nabj-tv' },
  graphic: { ...publishedKind, label: 'graphic', several: 'graphics', api: 'graphics', page: '/graphics' },
  event: { ...usual, label: 'event', several: 'events', api: 'events', page: '/just-for-fun', listed: true },
  pick: { ...usual, label: 'pick', several: 'picks', api: 'nabj-picks', page: '/nabj-picks' },
  member: {
    ...usual,
    label: 'member of the month',
    several: 'members',
    api: 'member-of-the-month',
    page: '/just-for-fun',
  },
  contributor: {
    ...usual,
    label: 'contributor',
    several: 'contributors',
    api: 'contributors',
    page: '/member-portfolios',
    searched: false,
  },
  crossword: {
    ...usual,
    label: 'crossword',
    several: 'crosswords',
    api: 'crosswords',
    page: '/just-for-fun',
  },
} as const satisfies Record<string, KindDescription>;

export type ContentKind = keyof typeof contentKinds;
export const contentKindNames = Object.keys(contentKinds) as ContentKind[];

/** The kinds that have `feature`, as a type. */
export type KindWith<F extends keyof KindFeatures> = {
  [K in ContentKind]: (typeof contentKinds)[K][F] extends true ? K : never;
}[ContentKind];

/** The kinds that have `feature`, in the registry's order; a tuple, so z.enum and drizzle take it. */
export function kindsWith<F extends keyof KindFeatures>(feature: F) {
  return contentKindNames.filter((kind) => contentKinds[kind][feature]) as [KindWith<F>, ...KindWith<F>[]];
}

/** The key of each kind in answers that give every kind side by side. */
export type SeveralOf<K extends ContentKind> = (typeof contentKinds)[K]['several'];

/**
 * An answer's object with one field per kind, keyed by `several` (dashboard counts, analytics
 * breakdown): `field(kind)` makes each field.
 */
export function fieldPerKind<K extends ContentKind, Field>(kinds: readonly K[], field: (kind: K) => Field) {
  return Object.fromEntries(kinds.map((kind) => [contentKinds[kind].several, field(kind)])) as {
    [Kind in K as SeveralOf<Kind>]: Field;
  };
}

/** Articles, videos and graphics: the kinds with a status and a publication date. */
export const publishedKinds = kindsWith('published');
export type PublishedKind = KindWith<'published'>;

/**
 * Where a reader finds a published item (public-site §2): an article has its own page; a video or
 * a graphic opens from its list, which shows a previewed one above the list.
 */
export function contentUrl(kind: PublishedKind, id: number): string {
  if (kind === 'article') return `/article/${id}`;
  return kind === 'video' ? '/nabj-tv' : '/graphics';
}

/**
 * The words of each kind's admin screens (admin-area §2): `/admin/edit-{one}/{id}` and
 * `/admin/manage-{list}`. Contributors have neither: they are edited in a dialog of their page.
 */
export const adminScreens = {
  article: ['article', 'articles'],
  video: ['video', 'videos'],
  graphic: ['graphic', 'graphics'],
  event: ['event', 'events'],
  pick: ['nabj-pick', 'nabj-picks'],
  member: ['member', 'members'],
  crossword: ['crossword', 'crosswords'],
  contributor: undefined,
} as const satisfies Record<ContentKind, readonly [one: string, list: string] | undefined>;

const CONTRIBUTORS_PAGE = '/admin/contributors';

/** Where an item is edited in the admin: the address the audit log links to. */
export function adminItemHref(kind: ContentKind, id: number): string {
  const screens = adminScreens[kind];
  return screens ? `/admin/edit-${screens[0]}/${id}` : CONTRIBUTORS_PAGE;
}

/** A kind's list in the admin. */
export function adminListHref(kind: ContentKind): string {
  const screens = adminScreens[kind];
  return screens ? `/admin/manage-${screens[1]}` : CONTRIBUTORS_PAGE;
}
