import {
  articlesQuery,
  currentMemberQuery,
  featuredArticlesQuery,
  graphicsQuery,
  videosQuery,
} from '../../lib/queries/content.ts';

/** public-site §9: the Latest Stories grid shows the first 6 articles. */
export const LATEST_STORIES = 6;
/**
 * The home page shows at most this many of each list (the latest stories; the side items take fewer),
 * so it asks for no more: every item read is also sent along in the page's query state.
 */
export const homeList = { limit: LATEST_STORIES };
/** The lead featured story and the four beside it. */
export const homeFeatured = { limit: 5 };
/**
 * public-site §9: of the videos and graphics, the side items show the first of each. (The same read
 * as the new-content check's, so one cached answer serves both.)
 */
export const homeNewest = { limit: 1 };

/**
 * The reads the home page renders from the server. The member of the month is among them: its 404
 * ("none yet") only leaves the block out, since the route marks no read as required.
 */
export const homePageQueries = () => [
  featuredArticlesQuery(homeFeatured),
  articlesQuery(homeList),
  videosQuery(homeNewest),
  graphicsQuery(homeNewest),
  currentMemberQuery(),
];
