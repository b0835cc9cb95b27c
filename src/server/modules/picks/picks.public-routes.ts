import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listQuerySchema } from '../../../contracts/common.ts';
import { pickSchema } from '../../../contracts/pick.ts';
import type { Database } from '../../db/client.ts';
import { presentPick } from './picks.presenter.ts';
import { listPublicPicks } from './picks.repository.ts';

export const picksPublicRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/nabj-picks',
    { schema: { querystring: listQuerySchema, response: { 200: z.array(pickSchema) } } },
    async (request) => (await listPublicPicks(db, request.query)).map(presentPick),
  );
};
