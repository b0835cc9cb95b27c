import { parse } from 'regexparam';
import { type ContentKind, contentKinds } from '../contracts/content-kinds.ts';

/**
 * What a cached answer shows, as tags a content write is matched against (ssr/content-changes.ts):
 * - `article`: a list of articles, which an article that becomes public may join;
 * - `article:5`: that article;
 * - `article:*`: every article, whatever changes (the sitemap and the feeds, whose items are not read
 *   back); a kind without a status is always shown this way, since every write of it is public;
 * - `*`: anything, for an answer this table does not know: every content write drops it.
 * A page shows what its API reads show (ssr/page-routes.ts).
 */
export type Shown = ReadonlySet<string>;

export const SHOWS_ANYTHING = '*';
export const everyItemOf = (kind: ContentKind) => `${kind}:*`;
export const itemOf = (kind: ContentKind, id: number) => `${kind}:${id}`;

/** How an answer shows a kind: one item named by the path's `:id`, a list, or every item. */
type Showing = 'item' | 'list' | 'every';

/**
 * Every public read a page or the answer cache may hold, by route, and the kinds it shows; a read
 * that shows no kind (settings, the poll) changes only with writes that drop every page anyway.
 * `shown-content.test.ts` checks that every page's reads and every kept answer are here.
 */
const shownByRoute: Record<string, Partial<Record<ContentKind, Showing>>> = {
  '/api/site-settings': {},
  '/api/public-config': {},
  '/api/polls/active': {},
  '/api/articles': { article: 'list' },
  '/api/articles/featured': { article: 'list' },
  '/api/articles/:id': { article: 'item' },
  '/api/articles/:id/related': { article: 'list' },
  '/api/broadcast': { video: 'list' },
  '/api/broadcast/:id': { video: 'item' },
  '/api/graphics': { graphic: 'list' },
  '/api/graphics/:id': { graphic: 'item' },
  '/api/events': { event: 'list' },
  '/api/events/upcoming': { event: 'list' },
  '/api/events/:id': { event: 'item' },
  '/api/nabj-picks': { pick: 'list' },
  '/api/member-of-the-month/current': { member: 'item' },
  '/api/crossword/active': { crossword: 'item' },
  '/api/contributors/by-name/:name': { contributor: 'item' },
  // A name with no profile and no work is not found, so the profiles count too.
  '/api/contributors/by-name/:name/content': {
    article: 'list',
    video: 'list',
    graphic: 'list',
    contributor: 'item',
  },
  '/robots.txt': {},
  '/sitemap.xml': { article: 'every', contributor: 'every' },
  '/rss.xml': { article: 'every' },
  '/writing/:category/rss.xml': { article: 'every' },
};

const routes = Object.entries(shownByRoute).map(([route, kinds]) => ({
  pattern: parse(route).pattern,
  kinds: Object.entries(kinds) as [ContentKind, Showing][],
}));

/** Whether the table knows the path's route. */
export const isClassified = (path: string) => routes.some(({ pattern }) => pattern.test(path));

/** The ids of the items of `kind` in a JSON answer: a list, or an object with a list per kind. */
function idsIn(answer: unknown, kind: ContentKind): number[] {
  const list = Array.isArray(answer)
    ? answer
    : (answer as Record<string, unknown> | null)?.[contentKinds[kind].several];
  if (!Array.isArray(list)) return [];
  return list.map((item) => (item as { id?: unknown }).id).filter((id) => typeof id === 'number');
}

/**
 * What the answer of `path` shows (the path without its query); `answer` gives its JSON, read only
 * for a list, and undefined for an answer that is not a 200 (a list that may become one).
 */
export function shownBy(path: string, answer: () => unknown): Set<string> {
  const route = routes.find(({ pattern }) => pattern.test(path));
  if (!route) return new Set([SHOWS_ANYTHING]);
  const tags = new Set<string>();
  for (const [kind, showing] of route.kinds) {
    if (!contentKinds[kind].published || showing === 'every') tags.add(everyItemOf(kind));
    else if (showing === 'item') {
      // The id is the path's last number: `/api/articles/5`.
      tags.add(itemOf(kind, Number(path.slice(path.lastIndexOf('/') + 1))));
    } else {
      tags.add(kind);
      for (const id of idsIn(answer(), kind)) tags.add(itemOf(kind, id));
    }
  }
  return tags;
}
