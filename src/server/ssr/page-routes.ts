import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { PREVIEW_PARAM, previewTokenOf } from '../../contracts/preview-values.ts';
import { ApiError } from '../../web/lib/api.ts';
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable } from '../db/availability.ts';
import { redactUrl } from '../http/log-redaction.ts';
import { newNonce } from '../http/security-headers.ts';
import { SHOWS_ANYTHING, shownBy } from '../shown-content.ts';
import {
  type AnswerCache,
  type CachedAnswer,
  COMPRESS_FROM_BYTES,
  etagOf,
  FIRST_BROTLI_OPTIONS,
  type NewAnswer,
  plainBody,
} from './answer-cache.ts';
import { keyBeforeRouting, pageKey, pathOf } from './cache-keys.ts';
import { sendKept } from './cached-answers.ts';
import { type PageRenderer, withNonce } from './page-renderer.ts';

export type { PageRenderer } from './page-renderer.ts';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

// Sent for a page that is not cached while the database is down: plain HTML with nothing to load,
// since even the site settings (name, menu) live in the database.
const UNAVAILABLE_PAGE = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>Temporarily unavailable</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#111;line-height:1.5}</style>
</head><body><main><h1>Temporarily unavailable</h1><p>${DATABASE_UNAVAILABLE}</p>
<p><a href="">Try again</a> · <a href="/">Home page</a></p></main></body></html>`;

/**
 * Marks the API reads a page render makes through inject: they belong to the page's own request and
 * are left out of the request log (two lines each, several per render). Random per process, so no
 * client can use it to keep its own requests out of the log.
 */
const PAGE_READ_TOKEN = randomBytes(16).toString('base64url');
export const isPageRead = (request: { headers: IncomingHttpHeaders }) =>
  request.headers['x-page-read'] === PAGE_READ_TOKEN;

/** Every path that is not an API call or a file is a page: public ones rendered here, admin ones in the browser. */
export const pageRoutes: FastifyPluginAsync<{ pages: PageRenderer; cache: AnswerCache }> = async (
  app,
  { pages, cache },
) => {
  if (pages.staticDir) {
    const staticDir = pages.staticDir;
    await app.register(fastifyStatic, {
      root: pages.staticDir,
      wildcard: false,
      index: false,
      setHeaders(reply, filePath) {
        // Vite fingerprints everything under assets/, so those names never change content.
        if (filePath.includes('/assets/'))
          reply.header('Cache-Control', `public, max-age=${YEAR_SECONDS}, immutable`);
        // The service worker (public/sw.js) must be re-checked on every load so an update reaches readers.
        if (path.relative(staticDir, filePath) === 'sw.js') {
          reply.header('Cache-Control', 'no-cache');
          reply.header('Service-Worker-Allowed', '/');
        }
      },
    });
  }

  /**
   * Renders the page at `address` (a key, or a preview's address, which is not kept); undefined when
   * the database is unavailable.
   */
  async function render(address: string, key?: string): Promise<CachedAnswer | undefined> {
    const renderedAt = cache.generation;
    let unavailable = false;
    // A page shows what its reads show, so a write drops it when it changes one of them.
    const shows = new Set<string>();
    try {
      const rendered = await pages.renderPage(address, async (path) => {
        // The page's API reads are mostly answers already cached (the same lists on every page).
        const cached = cache.get(keyBeforeRouting(path));
        if (cached) {
          for (const tag of cached.shows ?? [SHOWS_ANYTHING]) shows.add(tag);
          return JSON.parse(plainBody(cached).toString());
        }
        const response = await app.inject({
          method: 'GET',
          url: path,
          headers: { 'x-page-read': PAGE_READ_TOKEN },
        });
        const answer = response.statusCode === 200 ? response.json() : undefined;
        for (const tag of shownBy(pathOf(path), () => answer)) shows.add(tag);
        if (response.statusCode === 503) unavailable = true;
        if (response.statusCode >= 400) throw new ApiError(response.statusCode, response.body);
        return answer ?? response.json();
      });
      // A page with blocks missing for an outage is neither sent nor kept.
      if (unavailable) return undefined;
      const { kept, body } = pageAnswer(rendered, key === undefined, shows);
      // This reader's copy has the plain bytes too; the cache keeps the page compressed only.
      return key === undefined ? { ...kept, body } : { ...cache.set(key, kept, renderedAt), body };
    } catch (error) {
      // A render that failed on an API answer of 503 failed for the outage too.
      if (unavailable) return undefined;
      throw error;
    }
  }

  /**
   * Readers who ask for a page while it is being rendered wait for that render rather than start
   * their own: after a write drops the home page, dozens of requests would otherwise render it at
   * once. Only a render begun since the last write is shared, so no reader gets a page older than it.
   */
  const rendering = new Map<string, { generation: number; page: Promise<CachedAnswer | undefined> }>();
  function renderShared(key: string): Promise<CachedAnswer | undefined> {
    const current = rendering.get(key);
    if (current?.generation === cache.generation) return current.page;
    const page = render(key, key).finally(() => {
      if (rendering.get(key)?.page === page) rendering.delete(key);
    });
    rendering.set(key, { generation: cache.generation, page });
    return page;
  }

  app.get('/*', async (request, reply) => {
    const url = request.url;
    if (url.startsWith('/api/') || url === '/api') return reply.status(404).send({ message: 'Not found' });
    reply.type('text/html; charset=utf-8');
    if (url === '/admin' || url.startsWith('/admin/') || url.startsWith('/admin?')) {
      reply.header('Cache-Control', 'no-store');
      reply.header('X-Robots-Tag', 'noindex');
      return withNonce(Buffer.from(await pages.renderAdminShell()), request.cspNonce);
    }
    // Rendered from its key, so the parameters the page does not read cannot change it (cache-keys.ts).
    const key = pageKey(url);
    // A preview shows an unpublished item to whoever holds its link: rendered with the token, and
    // neither taken from the cache nor put in it (docs/decisions/011).
    const preview = previewTokenOf(url);
    // A page already rendered is served even while the database is down: expire() reads the
    // database only when the cache was just cleared, and then it holds no page anyway.
    let page: CachedAnswer | undefined;
    try {
      await cache.expire();
      if (preview !== undefined) page = await render(withPreview(key, preview));
      else page = cache.get(key) ?? (await renderShared(key));
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
    }
    if (!page) {
      request.log.warn({ url: redactUrl(url) }, 'page not rendered: the database is unavailable');
      reply.header('Cache-Control', 'no-store');
      reply.header('Retry-After', '5');
      return reply.status(503).send(UNAVAILABLE_PAGE);
    }
    return sendKept(request, reply, page);
  });
};

/** A page's key with the preview token put back, for the page and its reads to see it. */
function withPreview(key: string, token: string): string {
  return `${key}${key.includes('?') ? '&' : '?'}${PREVIEW_PARAM}=${encodeURIComponent(token)}`;
}

/**
 * A rendered page as it is stored and sent. One nonce per render, not per answer: the bytes can then
 * be compressed once (docs/decisions/005); a CDN keeping the page for s-maxage does the same.
 */
function pageAnswer(
  rendered: { status: number; html: string },
  preview: boolean,
  shows: Set<string>,
): { kept: NewAnswer; body: Buffer } {
  const nonce = newNonce();
  const page = Buffer.from(rendered.html);
  // The ETag names the page without its nonce: a 304 keeps the browser's body and the policy sent with it.
  const etag = etagOf(page);
  const body = withNonce(page, nonce);
  // Kept as brotli alone: a page rendered and read once (a crawler's, say) takes a seventh of the
  // memory, and a reader who takes brotli gets these bytes, which would have been made for them anyway.
  const compressed =
    body.length < COMPRESS_FROM_BYTES
      ? { body }
      : { br: zlib.brotliCompressSync(body, FIRST_BROTLI_OPTIONS) };
  const kept: NewAnswer = {
    status: rendered.status,
    nonce,
    shows,
    ...compressed,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      ...(preview
        ? // For its link alone (docs/decisions/011): kept by no browser or CDN, indexed by nobody.
          { 'cache-control': 'no-store', 'x-robots-tag': 'noindex' }
        : {
            // Browsers revalidate every time (a cheap 304); a CDN may serve a page for a minute, then
            // stale while it refetches, so a write shows everywhere within about a minute.
            'cache-control': 'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
            etag,
          }),
    },
  };
  return { kept, body };
}
