import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, listQuerySchema } from '../../../contracts/common.ts';
import { graphicSchema } from '../../../contracts/graphic.ts';
import { previewQuerySchema } from '../../../contracts/preview.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { findShownItem } from '../preview/preview-links.ts';
import { presentGraphic } from './graphics.presenter.ts';
import { findGraphic, findPublicGraphic, listPublicGraphics } from './graphics.repository.ts';

export const graphicsPublicRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/graphics',
    {
      config: { cacheAnswer: true },
      schema: { querystring: listQuerySchema, response: { 200: z.array(graphicSchema) } },
    },
    async (request) => (await listPublicGraphics(db, request.query)).map(presentGraphic),
  );

  app.get(
    '/api/graphics/:id',
    {
      config: { cacheAnswer: true },
      schema: { params: idParamsSchema, querystring: previewQuerySchema, response: { 200: graphicSchema } },
    },
    async (request, reply) => {
      const { id } = request.params;
      const row = await findShownItem(
        db,
        reply,
        { kind: 'graphic', id, preview: request.query.preview },
        { published: () => findPublicGraphic(db, id), any: () => findGraphic(db, id) },
      );
      if (!row) throw notFound('Graphic not found');
      return presentGraphic(row);
    },
  );
};
