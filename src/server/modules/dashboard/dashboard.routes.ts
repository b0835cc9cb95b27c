import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardSchema } from '../../../contracts/dashboard.ts';
import type { Database } from '../../db/client.ts';
import { signedIn } from '../../http/auth-guard.ts';
import { contentCounts, recentContent } from './dashboard.repository.ts';

/** One read for both dashboards (admin-area §2), instead of eight lists fetched only to be counted. */
export const dashboardRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/admin/dashboard',
    { config: { role: 'contributor' }, schema: { response: { 200: dashboardSchema } } },
    async (request) => {
      const account = signedIn(request);
      const [counts, recent] = await Promise.all([contentCounts(db, account), recentContent(db, account)]);
      return { counts, recent };
    },
  );
};
