import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { adminListQuerySchema, bulkActionSchema } from '../../../contracts/admin-list.ts';
import {
  adminGraphicSchema,
  embedGraphicInputSchema,
  graphicEditSchema,
  graphicInputSchema,
} from '../../../contracts/graphic.ts';
import { graphicTypes } from '../../../contracts/graphic-values.ts';
import { savedStatus } from '../../../contracts/permissions.ts';
import type { Database } from '../../db/client.ts';
import { signedIn } from '../../http/auth-guard.ts';
import { registerContentAdminRoutes } from '../../http/content-admin-routes.ts';
import type { SessionAdmin } from '../admin-auth/admin-auth.service.ts';
import * as ownership from '../review/ownership.ts';
import { presentAdminGraphic } from './graphics.presenter.ts';
import { type GraphicRow, type GraphicValues, graphicRepository } from './graphics.repository.ts';
import { graphics } from './graphics.table.ts';

type Saved = { publishedDate?: string; status: GraphicRow['status'] };
type GraphicBody = z.output<typeof graphicInputSchema> | z.output<typeof graphicEditSchema>;

/**
 * The date and status a save by `account` stores (ownership.ts: which status it may). No date: now
 * on create (the column default), unchanged on edit (drizzle skips undefined).
 */
function saved({ publishedDate, status }: Saved, account: SessionAdmin, stored?: GraphicRow) {
  return {
    publishedDate: publishedDate ? new Date(publishedDate) : undefined,
    status: savedStatus(account, status, stored?.status),
  };
}

/** The row's values from a save of the form by `account`. */
function toValues(body: GraphicBody, account: SessionAdmin, stored?: GraphicRow): GraphicValues {
  return { ...body, ...saved(body, account, stored) };
}

export const graphicsAdminRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  registerContentAdminRoutes(app, db, {
    kind: 'graphic',
    missing: 'Graphic not found',
    repository: graphicRepository,
    listQuery: adminListQuerySchema({ types: graphicTypes }),
    item: { schema: adminGraphicSchema, present: presentAdminGraphic },
    input: graphicInputSchema,
    edit: graphicEditSchema,
    toValues,
    bulk: bulkActionSchema,
    owned: { table: graphics, byline: 'creators' },
  });

  // admin-area §7 names this path outside /api/admin; as a write it still needs an admin session.
  app.post(
    '/api/graphics/embed',
    {
      config: { role: 'contributor' },
      preValidation: ownership.defaultByline(db, 'creators'),
      schema: { body: embedGraphicInputSchema, response: { 201: adminGraphicSchema } },
    },
    async (request, reply) => {
      const account = signedIn(request);
      const row = await graphicRepository.insert(db, {
        ...request.body,
        type: 'embed',
        transitionEffect: 'normal',
        imageUrl: '',
        slides: [],
        additionalImages: [],
        ...saved(request.body, account),
        createdBy: account.id,
      });
      return reply.status(201).send(presentAdminGraphic(row));
    },
  );
};
