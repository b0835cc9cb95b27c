import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, listQuerySchema } from '../../../contracts/common.ts';
import {
  NO_SUBSCRIPTIONS_TO_EXPORT,
  newsletterExportFileName,
  pendingSubscriptionSchema,
  SUBSCRIPTION_NOT_FOUND,
  subscriptionListQuerySchema,
  subscriptionSchema,
  subscriptionStatsSchema,
} from '../../../contracts/newsletter.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { presentPendingSubscription, presentSubscription, subscriptionsCsv } from './newsletter.presenter.ts';
import * as repo from './newsletter.repository.ts';

// admin-area §7 keeps these under /api/newsletter; subscriber addresses are for admins only, reads
// included (ARCHITECTURE.md, API rules), so every route here says so rather than rely on its path.
const adminOnly = { access: 'admin' } as const;

export const newsletterAdminRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/newsletter/subscriptions',
    {
      config: adminOnly,
      schema: { querystring: subscriptionListQuerySchema, response: { 200: z.array(subscriptionSchema) } },
    },
    async (request) => (await repo.listActiveSubscriptions(db, request.query)).map(presentSubscription),
  );

  // Sign-ups that have not followed their confirmation link yet: they receive nothing until they do.
  app.get(
    '/api/newsletter/subscriptions/pending',
    {
      config: adminOnly,
      schema: { querystring: listQuerySchema, response: { 200: z.array(pendingSubscriptionSchema) } },
    },
    async (request) =>
      (await repo.listPendingSubscriptions(db, request.query)).map(presentPendingSubscription),
  );

  app.get(
    '/api/newsletter/subscriptions/stats',
    { config: adminOnly, schema: { response: { 200: subscriptionStatsSchema } } },
    () => repo.subscriptionStats(db),
  );

  app.get('/api/newsletter/subscriptions/export.csv', { config: adminOnly }, async (_request, reply) => {
    if (!(await repo.hasActiveSubscriptions(db))) throw notFound(NO_SUBSCRIPTIONS_TO_EXPORT);
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${newsletterExportFileName(new Date())}"`)
      .send(Readable.from(subscriptionsCsv(repo.activeSubscriptionBatches(db))));
  });

  app.delete(
    '/api/newsletter/subscriptions/:id',
    { config: adminOnly, schema: { params: idParamsSchema } },
    async (request, reply) => {
      if (!(await repo.unsubscribe(db, request.params.id))) throw notFound(SUBSCRIPTION_NOT_FOUND);
      return reply.status(204).send();
    },
  );
};
