import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminListQuerySchema, bulkDeleteSchema, bulkResultSchema } from '../../../contracts/admin-list.ts';
import { idParamsSchema } from '../../../contracts/common.ts';
import {
  adminCrosswordSchema,
  CROSSWORD_NOT_FOUND,
  type CrosswordValues,
  crosswordInputSchema,
  UNFILLED_GRID_MESSAGE,
} from '../../../contracts/crossword.ts';
import { applyBulkAction } from '../../db/admin-list.ts';
import type { Database } from '../../db/client.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { presentAdminCrossword } from './crosswords.presenter.ts';
import * as repo from './crosswords.repository.ts';

/** The validated input stored as canonical JSON text (letters upper-cased, clues of the grid only). */
function toStored({ title, puzzleData, clues }: CrosswordValues): repo.StoredCrosswordValues {
  return { title, puzzleData: JSON.stringify(puzzleData), clues: JSON.stringify(clues) };
}

function orFail(result: repo.CrosswordRow | 'not-found' | 'not-ready') {
  if (result === 'not-found') throw notFound(CROSSWORD_NOT_FOUND);
  if (result === 'not-ready') throw badRequest(UNFILLED_GRID_MESSAGE, { puzzleData: UNFILLED_GRID_MESSAGE });
  return presentAdminCrossword(result);
}

export const crosswordsAdminRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/admin/crosswords',
    {
      config: { role: 'editor' },
      schema: { querystring: adminListQuerySchema(), response: { 200: z.array(adminCrosswordSchema) } },
    },
    async (request) => (await repo.listAdminCrosswords(db, request.query)).map(presentAdminCrossword),
  );

  app.post(
    '/api/admin/crosswords/bulk',
    { config: { role: 'editor' }, schema: { body: bulkDeleteSchema, response: { 200: bulkResultSchema } } },
    async (request) => ({ count: await applyBulkAction(db, repo.crosswordList, request.body) }),
  );

  app.get(
    '/api/admin/crosswords/:id',
    {
      config: { role: 'editor' },
      schema: { params: idParamsSchema, response: { 200: adminCrosswordSchema } },
    },
    async (request) => {
      const row = await repo.findCrossword(db, request.params.id);
      if (!row) throw notFound(CROSSWORD_NOT_FOUND);
      return presentAdminCrossword(row);
    },
  );

  app.post(
    '/api/admin/crosswords',
    {
      config: { role: 'editor' },
      schema: { body: crosswordInputSchema, response: { 201: adminCrosswordSchema } },
    },
    async (request, reply) => {
      const row = await repo.insertCrossword(db, toStored(request.body));
      return reply.status(201).send(presentAdminCrossword(row));
    },
  );

  app.put(
    '/api/admin/crosswords/:id',
    {
      config: { role: 'editor' },
      schema: { params: idParamsSchema, body: crosswordInputSchema, response: { 200: adminCrosswordSchema } },
    },
    async (request) => orFail(await repo.updateCrossword(db, request.params.id, toStored(request.body))),
  );

  // admin-area §4: Activate makes this puzzle the active one; the others are deactivated.
  app.patch(
    '/api/admin/crosswords/:id/activate',
    {
      config: { role: 'editor' },
      schema: { params: idParamsSchema, response: { 200: adminCrosswordSchema } },
    },
    async (request) => orFail(await repo.activateCrossword(db, request.params.id)),
  );

  app.delete(
    '/api/admin/crosswords/:id',
    { config: { role: 'editor' }, schema: { params: idParamsSchema } },
    async (request, reply) => {
      if (!(await repo.deleteCrossword(db, request.params.id))) throw notFound(CROSSWORD_NOT_FOUND);
      return reply.status(204).send();
    },
  );
};
