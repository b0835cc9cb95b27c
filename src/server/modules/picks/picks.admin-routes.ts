import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminListQuerySchema, bulkDeleteSchema } from '../../../contracts/admin-list.ts';
import {
  adminPickSchema,
  createdPickTopicSchema,
  type PickBody,
  pickInputSchema,
  pickTopicInputSchema,
  pickTypes,
} from '../../../contracts/pick.ts';
import type { Database } from '../../db/client.ts';
import { registerContentAdminRoutes } from '../../http/content-admin-routes.ts';
import { presentAdminPick, presentPickTopic } from './picks.presenter.ts';
import { insertTopicWithPicks, type PickEdit, pickRepository } from './picks.repository.ts';

function toValues({ publishedDate, url, ...body }: PickBody): PickEdit {
  // No date keeps the one it has (drizzle skips undefined); the topic link is not editable.
  return { ...body, url: url ?? null, publishedDate: publishedDate ? new Date(publishedDate) : undefined };
}

export const picksAdminRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  registerContentAdminRoutes(app, db, {
    kind: 'pick',
    missing: 'Pick not found',
    repository: pickRepository,
    listQuery: adminListQuerySchema({ types: pickTypes }),
    item: { schema: adminPickSchema, present: presentAdminPick },
    input: pickInputSchema,
    toValues,
    bulk: bulkDeleteSchema,
  });

  // The create form sends a topic; each complete item becomes a pick (docs/decisions/002-pick-topics.md).
  app.post(
    '/api/admin/nabj-picks',
    {
      config: { role: 'editor' },
      schema: { body: pickTopicInputSchema, response: { 201: createdPickTopicSchema } },
    },
    async (request, reply) => {
      const { topic, picks } = await insertTopicWithPicks(db, request.body);
      return reply.status(201).send({
        topic: presentPickTopic(topic),
        picks: picks.map((pick) => presentAdminPick({ ...pick, topicTitle: topic.title })),
      });
    },
  );
};
