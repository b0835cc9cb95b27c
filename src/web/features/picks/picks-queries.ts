import { picksQuery } from '../../lib/queries/content.ts';

/** The reads the server makes before rendering the page. */
export const picksPageQueries = () => [picksQuery()];
