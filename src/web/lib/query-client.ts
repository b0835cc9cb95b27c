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
 * The server's fetcher (ssr/page-routes.ts) throws an ApiError for a non-OK answer. In development
 * Vite loads this module apart from the server's copy, so that error is of another ApiError class:
 * it is made one of this module's from its fields, so the page and the dehydrated state read it.
 */
function asApiError(error: unknown): unknown {
  if (error instanceof ApiError || !(error instanceof Error) || !('status' in error) || !('body' in error))
    return error;
  const { status, body } = error;
  if (typeof status !== 'number') return error;
  return new ApiError(status, typeof body === 'string' ? body : JSON.stringify(body));
}
