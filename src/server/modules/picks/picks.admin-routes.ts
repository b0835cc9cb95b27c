import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminListQuerySchema, bulkDeleteSchema, bulkResultSchema } from '../../../contracts/admin-list.ts';
import { idParamsSchema } from '../../../contracts/common.ts';
import {
  adminPickSchema,
  createdPickTopicSchema,
  type PickBody,
  pickInputSchema,
  pickSchema,
  pickTopicInputSchema,
  pickTypes,
} from '../../../contracts/pick.ts';
import { applyBulkAction } from '../../db/admin-list.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { presentAdminPick, presentPick, presentPickTopic } from './picks.presenter.ts';
import * as repo from './picks.repository.ts';

function toValues({ publishedDate, url, ...body }: PickBody): repo.PickEdit {
  // No date keeps the one it has (drizzle skips undefined); the topic link is not editable.
  return { ...body, url: url ?? null, publishedDate: publishedDate ? new Date(publishedDate) : undefined };
}

export const picksAdminRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/admin/nabj-picks',
    {
      config: { role: 'editor' },
      schema: {
        querystring: adminListQuerySchema({ types: pickTypes }),
        response: { 200: z.array(adminPickSchema) },
      },
    },
    async (request) => (await repo.listAdminPicks(db, request.query)).map(presentAdminPick),
  );

  app.post(
    '/api/admin/nabj-picks/bulk',
    { config: { role: 'editor' }, schema: { body: bulkDeleteSchema, response: { 200: bulkResultSchema } } },
    async (request) => ({ count: await applyBulkAction(db, repo.pickList, request.body) }),
  );

  app.get(
    '/api/admin/nabj-picks/:id',
    { config: { role: 'editor' }, schema: { params: idParamsSchema, response: { 200: pickSchema } } },
    async (request) => {
      const row = await repo.findPick(db, request.params.id);
      if (!row) throw notFound('Pick not found');
      return presentPick(row);
    },
  );

  // The create form sends a topic; each complete item becomes a pick (docs/decisions/002-pick-topics.md).
  app.post(
    '/api/admin/nabj-picks',
    {
      config: { role: 'editor' },
      schema: { body: pickTopicInputSchema, response: { 201: createdPickTopicSchema } },
    },
    async (request, reply) => {
      const { topic, picks } = await repo.insertTopicWithPicks(db, request.body);
      return reply.status(201).send({
        topic: presentPickTopic(topic),
        picks: picks.map((pick) => presentPick({ ...pick, topicTitle: topic.title })),
      });
    },
  );

  app.put(
    '/api/admin/nabj-picks/:id',
    {
      config: { role: 'editor' },
      schema: { params: idParamsSchema, body: pickInputSchema, response: { 200: pickSchema } },
    },
    async (request) => {
      const row = await repo.updatePick(db, request.params.id, toValues(request.body));
      if (!row) throw notFound('Pick not found');
      return presentPick(row);
    },
  );

  app.delete(
    '/api/admin/nabj-picks/:id',
    { config: { role: 'editor' }, schema: { params: idParamsSchema } },
    async (request, reply) => {
      if (!(await repo.deletePick(db, request.params.id))) throw notFound('Pick not found');
      return reply.status(204).send();
    },
  );
};
