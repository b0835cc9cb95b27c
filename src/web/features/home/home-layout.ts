import type { ArticleSummary } from '../../../contracts/article.ts';
import type { Graphic } from '../../../contracts/graphic.ts';
import type { Video } from '../../../contracts/video.ts';
import { FEATURED_STORIES, LATEST_STORIES } from './home-queries.ts';
import { type SideItem, sideItemsOf } from './side-items.ts';

type ArticleLike = Pick<
  ArticleSummary,
  'id' | 'title' | 'excerpt' | 'imageUrl' | 'category' | 'publishedDate'
>;

export interface HomeStories<A extends ArticleLike> {
  lead: A | undefined;
  moreFeatured: A[];
  side: SideItem[];
  latest: A[];
}

/**
 * Which story goes where on the home page, each shown once (docs/architecture.md, "The home page"):
 * the featured stories first; the side items from the articles that are not featured; Latest Stories
 * from the newest articles shown in neither.
 */
export function homeStories<A extends ArticleLike>(
  featured: readonly A[],
  articles: readonly A[],
  videos: readonly Pick<Video, 'id' | 'title' | 'description' | 'thumbnailUrl' | 'publishedDate'>[],
  graphics: readonly Pick<Graphic, 'id' | 'title' | 'description' | 'imageUrl' | 'publishedDate'>[],
): HomeStories<A> {
  const [lead, ...moreFeatured] = featured.slice(0, FEATURED_STORIES);
  const inFeatured = new Set(featured.slice(0, FEATURED_STORIES).map((article) => article.id));
  const notFeatured = articles.filter((article) => !inFeatured.has(article.id));
  const side = sideItemsOf(notFeatured, videos, graphics);
  const inSide = new Set(side.filter((item) => item.kind === 'article').map((item) => item.id));
  const latest = notFeatured.filter((article) => !inSide.has(article.id)).slice(0, LATEST_STORIES);
  return { lead, moreFeatured, side, latest };
}
