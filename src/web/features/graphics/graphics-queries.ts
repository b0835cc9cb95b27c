import { graphicsQuery } from '../../lib/queries/content.ts';

/** The whole list (the API's most), filtered in the page. */
export const graphicsListQuery = () => graphicsQuery({ limit: 100 });
