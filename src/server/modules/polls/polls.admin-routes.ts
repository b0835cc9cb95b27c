import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, listQuerySchema } from '../../../contracts/common.ts';
import {
  adminPollSchema,
  POLL_NOT_FOUND,
  pollCreateSchema,
  pollOptionsUpdateSchema,
  pollStatusSchema,
} from '../../../contracts/poll.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { presentAdminPoll } from './polls.presenter.ts';
import * as repo from './polls.repository.ts';

// admin-area §7 puts the edit and the switch under /api/polls; they are editors' routes all the same.
const editorsOnly = { access: 'admin', role: 'editor' } as const;

export const pollsAdminRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/admin/polls',
    {
      config: { role: 'editor' },
      schema: { querystring: listQuerySchema, response: { 200: z.array(adminPollSchema) } },
    },
    async (request) => (await repo.listPolls(db, request.query)).map(presentAdminPoll),
  );

  app.post(
    '/api/admin/polls',
    { config: { role: 'editor' }, schema: { body: pollCreateSchema, response: { 201: adminPollSchema } } },
    async (request, reply) =>
      reply.status(201).send(presentAdminPoll(await repo.createPoll(db, request.body))),
  );

  app.put(
    '/api/polls/:id/options',
    {
      config: editorsOnly,
      schema: { params: idParamsSchema, body: pollOptionsUpdateSchema, response: { 200: adminPollSchema } },
    },
    async (request) => {
      const poll = await repo.updatePollOptions(db, request.params.id, request.body);
      if (!poll) throw notFound(POLL_NOT_FOUND);
      return presentAdminPoll(poll);
    },
  );

  app.patch(
    '/api/polls/:id',
    {
      config: editorsOnly,
      schema: { params: idParamsSchema, body: pollStatusSchema, response: { 200: adminPollSchema } },
    },
    async (request) => {
      const poll = await repo.setPollActive(db, request.params.id, request.body.isActive);
      if (!poll) throw notFound(POLL_NOT_FOUND);
      return presentAdminPoll(poll);
    },
  );

  app.delete(
    '/api/admin/polls/:id',
    { config: { role: 'editor' }, schema: { params: idParamsSchema } },
    async (request, reply) => {
      if (!(await repo.deletePoll(db, request.params.id))) throw notFound(POLL_NOT_FOUND);
      return reply.status(204).send();
    },
  );
};
