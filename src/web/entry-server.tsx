import { Writable } from 'node:stream';
import { dehydrate } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { App } from './app.tsx';
import { Document } from './document.tsx';
import { type JsonFetcher, statusOf } from './lib/api.ts';
import { CspNonceContext } from './lib/csp-nonce.ts';
import { publicConfigQuery, siteSettingsQuery } from './lib/queries/site-settings.ts';
import { createQueryClient } from './lib/query-client.ts';
import { findPublicRoute } from './routes.tsx';

export interface RenderedPage {
  status: number;
  /** The whole document, from `<!DOCTYPE html>`, with the page's title and meta tags in its `<head>`. */
  html: string;
  /** The query cache as the client must start with it, serialisable as JSON. */
  state: unknown;
  /** The page's own module (src/web/…), which the browser should fetch beside the entry script. */
  pageSource?: string;
}

/**
 * The document as one text, once everything in it has rendered: a page is cached and sent whole,
 * with its status. Any error fails the render (React would otherwise send that part's fallback and
 * leave it to the browser, and the cache would keep the hole). Scripts React writes carry `nonce`.
 * No chunk size: past one (12.8 kB by default) React sends a Suspense boundary's content hidden at
 * the end, with a script that shows it a frame later, so the page painted late and an address's
 * #fragment found nothing to scroll to.
 */
function renderDocument(document: ReactNode, nonce: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const decoder = new TextDecoder();
    const sink = new Writable({
      write(chunk: Uint8Array, _encoding, done) {
        html += decoder.decode(chunk, { stream: true });
        done();
      },
      final(done) {
        resolve(html + decoder.decode());
        done();
      },
    });
    const { pipe } = renderToPipeableStream(document, {
      nonce,
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => pipe(sink),
      onError: reject,
    });
  });
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
  const searchParams = new URLSearchParams(search);
  const pageKeys = match?.route.queries?.(match.params, searchParams) ?? [];
  const requiredKeys = match?.route.required?.(match.params, searchParams) ?? [];
  await Promise.all(
    [siteSettingsQuery.queryKey, publicConfigQuery.queryKey, ...pageKeys, ...requiredKeys].map((queryKey) =>
      queryClient.prefetchQuery({ queryKey }),
    ),
  );
  await match?.route.page.preload();
  const missing = requiredKeys.some(
    (queryKey) => statusOf(queryClient.getQueryState(queryKey)?.error) === 404,
  );
  // React puts the <title>, <meta> and <link> tags that pages render into the document's <head>.
  const html = await renderDocument(
    <Document>
      <CspNonceContext value={nonce}>
        <App queryClient={queryClient} ssrPath={pathname} ssrSearch={search.replace(/^\?/, '')} />
      </CspNonceContext>
    </Document>,
    nonce,
  );
  // Failed reads travel too, so the browser hydrates the same "not found" screen the server rendered.
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => query.state.status !== 'pending',
    shouldRedactErrors: () => false,
  });
  return {
    status: match && !missing ? 200 : 404,
    html,
    state,
    pageSource: match?.route.page.source,
  };
}

/** The admin app renders in the browser; the server sends only its empty page. */
export function renderAdminShell(nonce: string): Promise<string> {
  return renderDocument(<Document noindex />, nonce);
}
