import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  analyticsQuerySchema,
  analyticsSchema,
  BOT_USER_AGENT,
  VIEWS_RATE_LIMITED,
  viewBeaconSchema,
} from '../../../contracts/analytics.ts';
import { publishedKinds } from '../../../contracts/content-kinds.ts';
import { contentCatalogue } from '../../content-kinds.ts';
import type { Database } from '../../db/client.ts';
import { limitRequests } from '../../http/rate-limit.ts';
import { countActiveSubscribers } from '../newsletter/newsletter.repository.ts';
import * as repo from './analytics.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export const analyticsRoutes: FastifyPluginAsyncZod<{
  db: Database;
  /** View reports per client address per rate-limit window. */
  rateLimit: number;
}> = async (app, { db, rateLimit }) => {
  // The reader's browser reports a view (works behind a page cache or CDN, where the server never
  // sees the page request). Anonymous by design: a per-item daily count, and for the day only, a keyed
  // hash per item and client so that one client counts once (recordView).
  app.post(
    '/api/views',
    {
      config: { access: 'public' },
      onRequest: limitRequests(db, { action: 'view', limit: rateLimit, message: VIEWS_RATE_LIMITED }),
      schema: { body: viewBeaconSchema },
    },
    async (request, reply) => {
      if (!BOT_USER_AGENT.test(request.headers['user-agent'] ?? '')) {
        await repo.recordView(db, request.body.kind, request.body.id, request.ip);
      }
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/admin/analytics',
    {
      config: { role: 'editor' },
      schema: { querystring: analyticsQuerySchema, response: { 200: analyticsSchema } },
    },
    async (request) => {
      const { days } = request.query;
      const now = new Date();
      const [breakdown, thisWeek, newsletterSubscribers, perDay, popularRows, growth] = await Promise.all([
        repo.contentCounts(db),
        repo.countPublishedBetween(db, new Date(now.getTime() - 7 * DAY_MS), now),
        countActiveSubscribers(db),
        repo.viewsPerDay(db, days),
        repo.mostViewed(db, days, 5),
        repo.subscribersPerDay(db, days),
      ]);
      const titles = new Map(
        await Promise.all(
          publishedKinds.map(
            async (kind) =>
              [
                kind,
                await repo.titlesOf(
                  db,
                  kind,
                  popularRows.filter((row) => row.kind === kind).map((row) => row.id),
                ),
              ] as const,
          ),
        ),
      );
      const totalViews = perDay.reduce((sum, row) => sum + row.views, 0);
      const viewable = publishedKinds.reduce(
        (sum, kind) => sum + breakdown[contentCatalogue[kind].several],
        0,
      );
      return {
        days,
        totalContent: viewable + breakdown.events,
        thisWeek,
        newsletterSubscribers,
        avgContentViews: viewable === 0 ? 0 : Math.round((totalViews / viewable) * 10) / 10,
        totalViews,
        breakdown,
        // Items deleted since they were read drop out of the list.
        popular: popularRows.flatMap((row) => {
          const title = titles.get(row.kind)?.get(row.id);
          return title === undefined ? [] : [{ kind: row.kind, id: row.id, title, views: row.views }];
        }),
        viewsPerDay: perDay.map((row) => ({ day: String(row.day), views: row.views })),
        newsletterGrowth: growth.map((row) => ({ day: row.day, subscribers: Number(row.subscribers) })),
      };
    },
  );
};
