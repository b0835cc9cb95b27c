import type { ArticleCategory } from '../../../contracts/article.ts';
import { articlesQuery } from '../../lib/queries/content.ts';

/** Stories per page; the list grows by this many with "More stories". */
export const STORIES_PAGE_SIZE = 24;

/**
 * One page of a stories list, for the route's server prefetch and the screen alike. The search runs
 * on the server (public-site §5), so it covers every story, not only those loaded. One row more than
 * shown tells whether another page exists.
 */
export function storiesQuery(category: ArticleCategory | undefined, search: string, page = 0) {
  const q = search.trim();
  return articlesQuery({
    ...(category ? { category } : {}),
    ...(q ? { q } : {}),
    limit: STORIES_PAGE_SIZE + 1,
    offset: page * STORIES_PAGE_SIZE,
  });
}
