import { articleCategories } from '../contracts/article-values.ts';

/**
 * The query parameters each public page reads, by path (routes.tsx; the pages read them with
 * useSearchParam and the like). Every other parameter leaves a page as it is: the server renders a
 * page from its address without them and keeps one copy for all of them (server/ssr/cache-keys.ts),
 * so `/?cb=1` is the cached `/`. A page that starts reading a parameter must be listed here, or the
 * server renders it without (page-search-params.test.ts checks the pages' sources).
 */
export const pageSearchParams: Readonly<Record<string, readonly string[]>> = {
  '/writing': ['q'],
  ...Object.fromEntries(articleCategories.map((category) => [`/writing/${category}`, ['q']])),
  '/nabj-tv': ['q', 'type'],
  '/graphics': ['q'],
  '/member-portfolios': ['q', 'skill'],
  '/newsletter/subscribe': ['outcome'],
  '/newsletter/confirm': ['token'],
  '/newsletter/unsubscribe': ['token'],
};

/** The parameters the page at `pathname` reads; a trailing slash names the same page (routes.tsx). */
export function searchParamsOf(pathname: string): readonly string[] {
  return pageSearchParams[pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname] ?? [];
}
