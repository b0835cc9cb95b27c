import type { Article } from '../../../contracts/article.ts';
import type { Graphic } from '../../../contracts/graphic.ts';
import type { Video } from '../../../contracts/video.ts';
import { excerptOf } from '../../lib/format.ts';

/** public-site §9: at most this many side items on the home page, their excerpts cut at 100 characters. */
export const SIDE_ITEM_LIMIT = 3;
export const SIDE_EXCERPT_LENGTH = 100;

export interface SideItem {
  kind: 'article' | 'video' | 'graphic';
  /** The item's id within its kind. */
  id: number;
  /** Unique across kinds, for React keys. */
  key: string;
  title: string;
  excerpt: string;
  href: string;
  imageUrl: string;
  publishedDate: string;
  /** The category of an article; for the others, their section. */
  category?: Article['category'];
}

type ArticleLike = Pick<Article, 'id' | 'title' | 'excerpt' | 'imageUrl' | 'category' | 'publishedDate'>;
type VideoLike = Pick<Video, 'id' | 'title' | 'description' | 'thumbnailUrl' | 'publishedDate'>;
type GraphicLike = Pick<Graphic, 'id' | 'title' | 'description' | 'imageUrl' | 'publishedDate'>;

const time = (iso: string) => {
  const value = Date.parse(iso);
  return Number.isNaN(value) ? Number.NEGATIVE_INFINITY : value;
};

/**
 * public-site §2 Home: the mixed side items are the articles at positions 2 and 3 of the (newest-first)
 * list, the first video and the first graphic; sorted newest first, at most 3, excerpts cut at 100.
 * The home page passes the list without its featured stories (home-layout.ts).
 */
export function sideItemsOf(
  articles: readonly ArticleLike[],
  videos: readonly VideoLike[],
  graphics: readonly GraphicLike[],
): SideItem[] {
  const item = (
    kind: SideItem['kind'],
    { id, title, publishedDate }: { id: number; title: string; publishedDate: string },
    text: string,
    href: string,
    imageUrl: string,
  ): SideItem => ({
    kind,
    id,
    key: `${kind}-${id}`,
    title,
    excerpt: excerptOf(text, SIDE_EXCERPT_LENGTH),
    href,
    imageUrl,
    publishedDate,
  });
  const items = articles.slice(1, 3).map(
    (article): SideItem => ({
      ...item('article', article, article.excerpt, `/article/${article.id}`, article.imageUrl),
      category: article.category,
    }),
  );
  const video = videos[0];
  if (video) items.push(item('video', video, video.description, '/nabj-tv', video.thumbnailUrl));
  const graphic = graphics[0];
  if (graphic) items.push(item('graphic', graphic, graphic.description, '/graphics', graphic.imageUrl));
  // A stable sort: items of the same moment keep the order above.
  return items.sort((a, b) => time(b.publishedDate) - time(a.publishedDate)).slice(0, SIDE_ITEM_LIMIT);
}
