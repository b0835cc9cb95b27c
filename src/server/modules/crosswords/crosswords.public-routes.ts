import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NO_ACTIVE_CROSSWORD, publicCrosswordSchema } from '../../../contracts/crossword.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { presentCrossword } from './crosswords.presenter.ts';
import { findActiveCrossword } from './crosswords.repository.ts';

export const crosswordsPublicRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get('/api/crossword/active', { schema: { response: { 200: publicCrosswordSchema } } }, async () => {
    const row = await findActiveCrossword(db);
    if (!row) throw notFound(NO_ACTIVE_CROSSWORD);
    return presentCrossword(row);
  });
};
