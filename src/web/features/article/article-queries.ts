import { articleQuery, relatedArticlesQuery } from '../../lib/queries/content.ts';

/** The reads the article page shows; the route prefetches them, and a 404 makes the page a 404. */
export function articlePageQueries(id: string, preview?: string) {
  return [articleQuery(id, preview), relatedArticlesQuery(id)] as const;
}
