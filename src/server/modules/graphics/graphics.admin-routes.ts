import type { FastifyRequest } from 'fastify';
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
import { actionRoles, savedStatus } from '../../../contracts/permissions.ts';
import { applyBulkAction } from '../../db/admin-list.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import * as ownership from '../review/ownership.ts';
import { presentAdminGraphic } from './graphics.presenter.ts';
import * as repo from './graphics.repository.ts';
import { graphics } from './graphics.table.ts';

const MISSING = 'Graphic not found';
type Account = NonNullable<FastifyRequest['admin']>;
type Saved = { publishedDate?: string; status: repo.GraphicRow['status'] };

/**
 * The date and status a save by `account` stores (ownership.ts: which status it may). No date: now
 * on create (the column default), unchanged on edit (drizzle skips undefined).
 */
function saved({ publishedDate, status }: Saved, account: Account, stored?: repo.GraphicRow) {
  return {
    publishedDate: publishedDate ? new Date(publishedDate) : undefined,
    status: savedStatus(account, status, stored?.status),
  };
}

/** What a new graphic of `account` stores besides its fields. */
const created = (body: Saved, account: Account) => ({ ...saved(body, account), createdBy: account.id });

export const graphicsAdminRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/admin/graphics',
    {
      config: { role: 'contributor' },
      schema: {
        querystring: adminListQuerySchema({ types: graphicTypes }),
        response: { 200: z.array(adminGraphicSchema) },
      },
    },
    async (request) =>
      (await repo.listAdminGraphics(db, request.query, ownership.visibleTo(request.admin!, graphics))).map(
        presentAdminGraphic,
      ),
  );

  app.post(
    '/api/admin/graphics/bulk',
    {
      config: { role: actionRoles.bulk },
      schema: { body: bulkActionSchema, response: { 200: bulkResultSchema } },
    },
    async (request) => ({ count: await applyBulkAction(db, repo.graphicList, request.body) }),
  );

  app.get(
    '/api/admin/graphics/:id',
    {
      config: { role: 'contributor' },
      schema: { params: idParamsSchema, response: { 200: adminGraphicSchema } },
    },
    async (request) =>
      presentAdminGraphic(
        ownership.seenBy(request.admin!, await repo.findGraphic(db, request.params.id), MISSING),
      ),
  );

  app.post(
    '/api/admin/graphics',
    {
      config: { role: 'contributor' },
      preValidation: ownership.defaultByline(db, 'creators'),
      schema: { body: graphicInputSchema, response: { 201: adminGraphicSchema } },
    },
    async (request, reply) => {
      const row = await repo.insertGraphic(db, {
        ...request.body,
        ...created(request.body, request.admin!),
      });
      return reply.status(201).send(presentAdminGraphic(row));
    },
  );

  // admin-area §7 names this path outside /api/admin; as a write it still needs an admin session.
  app.post(
    '/api/graphics/embed',
    {
      config: { role: 'contributor' },
      preValidation: ownership.defaultByline(db, 'creators'),
      schema: { body: embedGraphicInputSchema, response: { 201: adminGraphicSchema } },
    },
    async (request, reply) => {
      const row = await repo.insertGraphic(db, {
        ...request.body,
        type: 'embed',
        transitionEffect: 'normal',
        imageUrl: '',
        slides: [],
        additionalImages: [],
        ...created(request.body, request.admin!),
      });
      return reply.status(201).send(presentAdminGraphic(row));
    },
  );

  app.put(
    '/api/admin/graphics/:id',
    {
      config: { role: 'contributor' },
      schema: { params: idParamsSchema, body: graphicEditSchema, response: { 200: adminGraphicSchema } },
    },
    async (request) => {
      const account = request.admin!;
      const stored = ownership.changeableBy(account, await repo.findGraphic(db, request.params.id), MISSING);
      const row = await repo.updateGraphic(db, stored.id, {
        ...request.body,
        ...saved(request.body, account, stored),
      });
      if (!row) throw notFound(MISSING);
      return presentAdminGraphic(row);
    },
  );

  ownership.ownedDeleteRoute(app, '/api/admin/graphics', {
    find: (id) => repo.findGraphic(db, id),
    remove: (id) => repo.deleteGraphic(db, id),
    missing: MISSING,
  });
};
