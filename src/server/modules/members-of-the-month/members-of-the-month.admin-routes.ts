import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminListQuerySchema, bulkDeleteSchema, bulkResultSchema } from '../../../contracts/admin-list.ts';
import { idParamsSchema } from '../../../contracts/common.ts';
import {
  adminMemberOfTheMonthSchema,
  MEMBER_NOT_FOUND,
  memberOfTheMonthInputSchema,
} from '../../../contracts/member-of-the-month.ts';
import { applyBulkAction } from '../../db/admin-list.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { presentAdminMemberOfTheMonth } from './members-of-the-month.presenter.ts';
import * as repo from './members-of-the-month.repository.ts';

export const membersOfTheMonthAdminRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/admin/member-of-the-month',
    {
      config: { role: 'editor' },
      schema: {
        querystring: adminListQuerySchema(),
        response: { 200: z.array(adminMemberOfTheMonthSchema) },
      },
    },
    async (request) =>
      (await repo.listAdminMembersOfTheMonth(db, request.query)).map(presentAdminMemberOfTheMonth),
  );

  app.post(
    '/api/admin/member-of-the-month/bulk',
    { config: { role: 'editor' }, schema: { body: bulkDeleteSchema, response: { 200: bulkResultSchema } } },
    async (request) => ({ count: await applyBulkAction(db, repo.memberList, request.body) }),
  );

  app.get(
    '/api/admin/member-of-the-month/:id',
    {
      config: { role: 'editor' },
      schema: { params: idParamsSchema, response: { 200: adminMemberOfTheMonthSchema } },
    },
    async (request) => {
      const row = await repo.findMemberOfTheMonth(db, request.params.id);
      if (!row) throw notFound(MEMBER_NOT_FOUND);
      return presentAdminMemberOfTheMonth(row);
    },
  );

  app.post(
    '/api/admin/member-of-the-month',
    {
      config: { role: 'editor' },
      schema: { body: memberOfTheMonthInputSchema, response: { 201: adminMemberOfTheMonthSchema } },
    },
    async (request, reply) => {
      const row = await repo.insertMemberOfTheMonth(db, request.body);
      return reply.status(201).send(presentAdminMemberOfTheMonth(row));
    },
  );

  app.put(
    '/api/admin/member-of-the-month/:id',
    {
      config: { role: 'editor' },
      schema: {
        params: idParamsSchema,
        body: memberOfTheMonthInputSchema,
        response: { 200: adminMemberOfTheMonthSchema },
      },
    },
    async (request) => {
      const row = await repo.updateMemberOfTheMonth(db, request.params.id, request.body);
      if (!row) throw notFound(MEMBER_NOT_FOUND);
      return presentAdminMemberOfTheMonth(row);
    },
  );

  app.delete(
    '/api/admin/member-of-the-month/:id',
    { config: { role: 'editor' }, schema: { params: idParamsSchema } },
    async (request, reply) => {
      if (!(await repo.deleteMemberOfTheMonth(db, request.params.id))) throw notFound(MEMBER_NOT_FOUND);
      return reply.status(204).send();
    },
  );
};
