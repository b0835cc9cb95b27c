import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminListQuerySchema, bulkDeleteSchema } from '../../../contracts/admin-list.ts';
import { idParamsSchema } from '../../../contracts/common.ts';
import {
  adminCrosswordSchema,
  CROSSWORD_NOT_FOUND,
  type CrosswordValues,
  crosswordInputSchema,
  UNFILLED_GRID_MESSAGE,
} from '../../../contracts/crossword.ts';
import type { Database } from '../../db/client.ts';
import { registerContentAdminRoutes } from '../../http/content-admin-routes.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { presentAdminCrossword } from './crosswords.presenter.ts';
import * as repo from './crosswords.repository.ts';

/** The validated input stored as canonical JSON text (letters upper-cased, clues of the grid only). */
function toStored({ title, puzzleData, clues }: CrosswordValues): repo.StoredCrosswordValues {
  return { title, puzzleData: JSON.stringify(puzzleData), clues: JSON.stringify(clues) };
}

/** The puzzle as saved or activated (if there was one): 400 when a live one would lack a letter. */
function ready(result: repo.CrosswordRow | undefined | 'not-ready') {
  if (result === 'not-ready') throw badRequest(UNFILLED_GRID_MESSAGE, { puzzleData: UNFILLED_GRID_MESSAGE });
  return result;
}

export const crosswordsAdminRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  registerContentAdminRoutes(app, db, {
    kind: 'crossword',
    missing: CROSSWORD_NOT_FOUND,
    repository: {
      ...repo.crosswordRepository,
      insert: repo.insertCrossword,
      update: async (db, id, values: repo.StoredCrosswordValues, { basedOn }) =>
        ready(await repo.updateCrossword(db, id, values, basedOn)),
    },
    listQuery: adminListQuerySchema(),
    item: { schema: adminCrosswordSchema, present: presentAdminCrossword },
    input: crosswordInputSchema,
    toValues: toStored,
    bulk: bulkDeleteSchema,
  });

  // admin-area §4: Activate makes this puzzle the active one; the others are deactivated.
  app.patch(
    '/api/admin/crosswords/:id/activate',
    {
      config: { role: 'editor' },
      schema: { params: idParamsSchema, response: { 200: adminCrosswordSchema } },
    },
    async (request) => {
      const row = ready(await repo.activateCrossword(db, request.params.id));
      if (!row) throw notFound(CROSSWORD_NOT_FOUND);
      return presentAdminCrossword(row);
    },
  );
};
