import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import type { PageRenderer } from './page-renderer.ts';

export type { PageRenderer } from './page-renderer.ts';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Every path that is not an API call or a file is a page: public ones rendered here, admin ones in the browser. */
export const pageRoutes: FastifyPluginAsync<{ pages: PageRenderer }> = async (app, { pages }) => {
  if (pages.staticDir) {
    await app.register(fastifyStatic, {
      root: pages.staticDir,
      wildcard: false,
      index: false,
      setHeaders(reply, filePath) {
        // Vite fingerprints everything under assets/, so those names never change content.
        if (filePath.includes('/assets/'))
          reply.header('Cache-Control', `public, max-age=${YEAR_SECONDS}, immutable`);
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
    const page = await pages.renderPage(url, async (path) => {
      const response = await app.inject({ method: 'GET', url: path });
      if (response.statusCode >= 400) throw new Error(`${response.statusCode}: ${response.body}`);
      return response.json();
    });
    reply.header('Cache-Control', 'no-cache');
    return reply.status(page.status).send(page.html);
  });
};
