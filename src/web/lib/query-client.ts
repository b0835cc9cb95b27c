import { QueryClient } from '@tanstack/react-query';
import { ApiError, browserFetcher, type JsonFetcher, pathOfQueryKey } from './api.ts';

/**
 * public-site §7 defaults: no retry, never stale, no refetch on focus, unused data dropped after 5
 * minutes. A server render's client lives for that render alone: there it drops nothing, since the
 * timer that would drop it kept the client, and with it the render (React's request and the page's
 * text, reached through the timer's async context), alive for those 5 minutes.
 */
export function createQueryClient(fetcher: JsonFetcher = browserFetcher): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: async ({ queryKey }) => {
          try {
            return await fetcher(pathOfQueryKey(queryKey));
          } catch (error) {
            throw asApiError(error);
          }
        },
        retry: false,
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        gcTime: typeof window === 'undefined' ? Number.POSITIVE_INFINITY : 5 * 60 * 1000,
        // A read that failed while the page was rendered on the server is not asked again on hydration.
        retryOnMount: false,
      },
      mutations: { retry: false },
    },
  });
}

/**
 * The server's in-process fetcher (src/server/ssr/page-routes.ts) throws a plain
 * Error("<status>: <body>") for a non-OK answer; it is made an ApiError here, so the page and the
 * dehydrated state have its status and body. The one place a status is read from a message.
 */
function asApiError(error: unknown): unknown {
  if (error instanceof ApiError || !(error instanceof Error)) return error;
  const answer = /^(\d{3}): ([\s\S]*)$/.exec(error.message);
  return answer ? new ApiError(Number(answer[1]), answer[2] ?? '') : error;
}
