import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import type { PageCache } from './page-cache.ts';
import type { PageRenderer } from './page-renderer.ts';

export type { PageRenderer } from './page-renderer.ts';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Every path that is not an API call or a file is a page: public ones rendered here, admin ones in the browser. */
export const pageRoutes: FastifyPluginAsync<{ pages: PageRenderer; cache: PageCache }> = async (
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

  app.get('/*', async (request, reply) => {
    const url = request.url;
    if (url.startsWith('/api/') || url === '/api') return reply.status(404).send({ message: 'Not found' });
    reply.type('text/html; charset=utf-8');
    if (url === '/admin' || url.startsWith('/admin/') || url.startsWith('/admin?')) {
      reply.header('Cache-Control', 'no-store');
      reply.header('X-Robots-Tag', 'noindex');
      return pages.renderAdminShell();
    }
    let page = cache.get(url);
    if (!page) {
      const renderedAt = cache.generation;
      const rendered = await pages.renderPage(url, async (path) => {
        const response = await app.inject({ method: 'GET', url: path });
        if (response.statusCode >= 400) throw new Error(`${response.statusCode}: ${response.body}`);
        return response.json();
      });
      page = cache.set(url, rendered.status, rendered.html, renderedAt);
    }
    // Browsers revalidate every time (a cheap 304); a CDN may serve a page for a minute, then stale
    // while it refetches, so a write shows everywhere within about a minute.
    reply.header('Cache-Control', 'public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    reply.header('ETag', page.etag);
    if (request.headers['if-none-match'] === page.etag) return reply.status(304).send();
    return reply.status(page.status).send(page.html);
  });
};
