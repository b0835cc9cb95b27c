import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { roleAtLeast } from '../../../contracts/admin-auth.ts';
import { dashboardSchema } from '../../../contracts/dashboard.ts';
import type { Database } from '../../db/client.ts';
import { contentCounts, recentContent } from './dashboard.repository.ts';

/** One read for both dashboards (admin-area §2), instead of eight lists fetched only to be counted. */
export const dashboardRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/admin/dashboard',
    { config: { role: 'contributor' }, schema: { response: { 200: dashboardSchema } } },
    async (request) => {
      const publishedOnly = !roleAtLeast(request.admin!.role, 'editor');
      const [counts, recent] = await Promise.all([contentCounts(db), recentContent(db, publishedOnly)]);
      return { counts, recent };
    },
  );
};
