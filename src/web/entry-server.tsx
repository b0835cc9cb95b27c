import { dehydrate } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { App } from './app.tsx';
import { HeadCollectorContext, type HeadEntry, headHtml } from './components/seo/document-head.tsx';
import { Document } from './document.tsx';
import { type JsonFetcher, statusOf } from './lib/api.ts';
import { CspNonceContext } from './lib/csp-nonce.ts';
import { publicConfigQuery, siteSettingsQuery } from './lib/queries/site-settings.ts';
import { createQueryClient } from './lib/query-client.ts';
import { findPublicRoute } from './routes.tsx';

export interface RenderedPage {
  status: number;
  html: string;
  /** The page's title and meta tags, for the end of its <head> (the server puts them there with its own). */
  head: string;
  /** The query cache as the client must start with it, serialisable as JSON. */
  state: unknown;
  /** The page's own module (src/web/…), which the browser should fetch beside the entry script. */
  pageSource?: string;
}

/**
 * A public page: prefetch its reads through `fetcher`, render it, hand back HTML and the query state.
 * `nonce` is what the page's own inline scripts (an embedded graphic's) must carry: the server
 * passes a placeholder that each answer replaces with its CSP nonce.
 */
export async function renderPage(url: string, fetcher: JsonFetcher, nonce: string): Promise<RenderedPage> {
  const { pathname, search } = new URL(url, 'http://localhost');
  const match = findPublicRoute(pathname);
  const queryClient = createQueryClient(fetcher);
  const pageKeys = match?.route.queries?.(match.params, new URLSearchParams(search)) ?? [];
  const requiredKeys = match?.route.required?.(match.params) ?? [];
  await Promise.all(
    [siteSettingsQuery.queryKey, publicConfigQuery.queryKey, ...pageKeys, ...requiredKeys].map((queryKey) =>
      queryClient.prefetchQuery({ queryKey }),
    ),
  );
  await match?.route.page.preload();
  const missing = requiredKeys.some(
    (queryKey) => statusOf(queryClient.getQueryState(queryKey)?.error) === 404,
  );
  let head: HeadEntry | undefined;
  // Synchronous: every read is prefetched and the page's module loaded, and nothing on a public page
  // suspends on the server (the lazy toasts and menu sheet mount only after a reader acts). The
  // streaming renderer used before encoded and streamed the same text, about 1 ms more a render.
  const html = renderToString(
    <Document>
      <HeadCollectorContext value={(entry) => (head = entry)}>
        <CspNonceContext value={nonce}>
          <App queryClient={queryClient} ssrPath={pathname} ssrSearch={search.replace(/^\?/, '')} />
        </CspNonceContext>
      </HeadCollectorContext>
    </Document>,
  );
  // Failed reads travel too, so the browser hydrates the same "not found" screen the server rendered.
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => query.state.status !== 'pending',
    shouldRedactErrors: () => false,
  });
  return {
    status: match && !missing ? 200 : 404,
    html,
    head: head ? headHtml(head) : '',
    state,
    pageSource: match?.route.page.source,
  };
}

/** The admin app renders in the browser; the server sends only its empty page. */
export function renderAdminShell(): string {
  return renderToString(<Document noindex />);
}
