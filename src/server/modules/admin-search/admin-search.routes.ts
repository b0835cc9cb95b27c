import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminSearchQuerySchema, adminSearchResultsSchema } from '../../../contracts/admin-search.ts';
import type { Database } from '../../db/client.ts';
import { signedIn } from '../../http/auth-guard.ts';
import { searchTitles } from './admin-search.repository.ts';

/** The admin quick search (Ctrl/⌘-K): content titles, each leading to its edit screen. */
export const adminSearchRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/admin/search',
    {
      config: { role: 'contributor' },
      schema: { querystring: adminSearchQuerySchema, response: { 200: adminSearchResultsSchema } },
    },
    async (request) => searchTitles(db, request.query, signedIn(request)),
  );
};
