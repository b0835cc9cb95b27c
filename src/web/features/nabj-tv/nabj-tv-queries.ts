import { videosQuery } from '../../lib/queries/content.ts';

/** The whole list, filtered in the page: the API's limit is 100, far above what the chapter publishes. */
export const nabjTvVideosQuery = () => videosQuery({ limit: 100 });
