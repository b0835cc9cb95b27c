import type { FastifyPluginAsync } from 'fastify';
import { type Database, pingDatabase } from '../../db/client.ts';

export const healthRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  // Liveness: the process answers; no dependency is consulted.
  app.get('/healthz', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { status: 'ok' };
  });

  // Readiness: a load balancer stops sending traffic while the database does not answer.
  app.get('/readyz', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    try {
      await pingDatabase(db);
      return { status: 'ready' };
    } catch (error) {
      request.log.warn({ err: error }, 'database not ready');
      return reply.status(503).send({ status: 'unavailable', message: 'The database is not answering' });
    }
  });
};
