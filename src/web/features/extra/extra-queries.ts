import {
  activeCrosswordQuery,
  activePollQuery,
  currentMemberQuery,
  upcomingEventsQuery,
} from '../../lib/queries/content.ts';

/** Every read of the page, prefetched by the server so the page is whole without JavaScript. */
export const extraPageQueries = () => [
  currentMemberQuery(),
  activeCrosswordQuery(),
  upcomingEventsQuery(),
  activePollQuery(),
];
