import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminListQuerySchema, bulkActionSchema, bulkResultSchema } from '../../../contracts/admin-list.ts';
import { idParamsSchema } from '../../../contracts/common.ts';
import {
  adminGraphicSchema,
  embedGraphicInputSchema,
  graphicEditSchema,
  graphicInputSchema,
} from '../../../contracts/graphic.ts';
import { graphicTypes } from '../../../contracts/graphic-values.ts';
import { applyBulkAction } from '../../db/admin-list.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { presentAdminGraphic } from './graphics.presenter.ts';
import * as repo from './graphics.repository.ts';

// No date: now on create (the column default), unchanged on edit (drizzle skips undefined).
const toDate = (value: string | undefined) => (value ? new Date(value) : undefined);

export const graphicsAdminRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/admin/graphics',
    {
      schema: {
        querystring: adminListQuerySchema({ types: graphicTypes }),
        response: { 200: z.array(adminGraphicSchema) },
      },
    },
    async (request) => (await repo.listAdminGraphics(db, request.query)).map(presentAdminGraphic),
  );

  app.post(
    '/api/admin/graphics/bulk',
    { schema: { body: bulkActionSchema, response: { 200: bulkResultSchema } } },
    async (request) => ({ count: await applyBulkAction(db, repo.graphicList, request.body) }),
  );

  app.get(
    '/api/admin/graphics/:id',
    { schema: { params: idParamsSchema, response: { 200: adminGraphicSchema } } },
    async (request) => {
      const row = await repo.findGraphic(db, request.params.id);
      if (!row) throw notFound('Graphic not found');
      return presentAdminGraphic(row);
    },
  );

  app.post(
    '/api/admin/graphics',
    { schema: { body: graphicInputSchema, response: { 201: adminGraphicSchema } } },
    async (request, reply) => {
      const { publishedDate, ...graphic } = request.body;
      const row = await repo.insertGraphic(db, { ...graphic, publishedDate: toDate(publishedDate) });
      return reply.status(201).send(presentAdminGraphic(row));
    },
  );

  // admin-area §7 names this path outside /api/admin; as a write it still needs an admin session.
  app.post(
    '/api/graphics/embed',
    { schema: { body: embedGraphicInputSchema, response: { 201: adminGraphicSchema } } },
    async (request, reply) => {
      const { publishedDate, ...graphic } = request.body;
      const row = await repo.insertGraphic(db, {
        ...graphic,
        type: 'embed',
        transitionEffect: 'normal',
        imageUrl: '',
        slides: [],
        additionalImages: [],
        publishedDate: toDate(publishedDate),
      });
      return reply.status(201).send(presentAdminGraphic(row));
    },
  );

  app.put(
    '/api/admin/graphics/:id',
    { schema: { params: idParamsSchema, body: graphicEditSchema, response: { 200: adminGraphicSchema } } },
    async (request) => {
      const { publishedDate, ...graphic } = request.body;
      const row = await repo.updateGraphic(db, request.params.id, {
        ...graphic,
        publishedDate: toDate(publishedDate),
      });
      if (!row) throw notFound('Graphic not found');
      return presentAdminGraphic(row);
    },
  );

  app.delete('/api/admin/graphics/:id', { schema: { params: idParamsSchema } }, async (request, reply) => {
    if (!(await repo.deleteGraphic(db, request.params.id))) throw notFound('Graphic not found');
    return reply.status(204).send();
  });
};
