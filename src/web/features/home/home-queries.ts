import {
  articlesQuery,
  currentMemberQuery,
  featuredArticlesQuery,
  graphicsQuery,
  videosQuery,
} from '../../lib/queries/content.ts';

/** public-site §9: the Latest Stories grid shows 6 articles. */
export const LATEST_STORIES = 6;
/** The lead featured story and the four after it. */
export const FEATURED_STORIES = 5;
/** Side items take at most two articles (public-site §2: positions 2 and 3). */
const SIDE_ARTICLES = 2;
/**
 * Articles the home page reads: enough that Latest Stories still fills its 6 when every featured story
 * and both side articles are among the newest (each story is shown once: home-layout.ts). Every list
 * on the page is cut from these reads, so it asks for no more (all of it travels in the page's state).
 */
const homeList = { limit: FEATURED_STORIES + SIDE_ARTICLES + LATEST_STORIES };
const homeFeatured = { limit: FEATURED_STORIES };
/**
 * public-site §9: of the videos and graphics, the side items show the first of each. (The same read
 * as the new-content check's, so one cached answer serves both.)
 */
const homeNewest = { limit: 1 };

/**
 * The reads the home page renders from, all of them filled on the server. The member of the month is
 * among them: its 404 ("none yet") only leaves the block out, since the route marks no read as required.
 */
export const homeQueries = {
  featured: () => featuredArticlesQuery(homeFeatured),
  articles: () => articlesQuery(homeList),
  videos: () => videosQuery(homeNewest),
  graphics: () => graphicsQuery(homeNewest),
  member: () => currentMemberQuery(),
};

export const homePageQueries = () => Object.values(homeQueries).map((query) => query());
