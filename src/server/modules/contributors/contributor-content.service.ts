import type { ContributorContent } from '../../../contracts/contributor.ts';
import type { Executor } from '../../db/client.ts';
import { presentArticle } from '../articles/articles.presenter.ts';
import { listPublicArticlesByAuthor } from '../articles/articles.repository.ts';
import { presentGraphic } from '../graphics/graphics.presenter.ts';
import { listPublicGraphicsByCreator } from '../graphics/graphics.repository.ts';
import { presentVideo } from '../videos/videos.presenter.ts';
import { listPublicVideosByCreator } from '../videos/videos.repository.ts';

/**
 * Everything published under a name (public-site §2, contributor and member pages): articles whose
 * byline is the name, videos and graphics that credit it, all case-insensitively. It reads by name,
 * not by contributor row, because bylines are free text and many authors have no profile.
 */
export async function loadContributorContent(
  db: Executor,
  name: string,
  now = new Date(),
): Promise<ContributorContent> {
  const byline = name.trim();
  const [articles, videos, graphics] = await Promise.all([
    listPublicArticlesByAuthor(db, byline, now),
    listPublicVideosByCreator(db, byline, now),
    listPublicGraphicsByCreator(db, byline, now),
  ]);
  return {
    articles: articles.map(presentArticle),
    videos: videos.map(presentVideo),
    graphics: graphics.map(presentGraphic),
  };
}
