import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminListQuerySchema, bulkDeleteSchema } from '../../../contracts/admin-list.ts';
import {
  adminMemberOfTheMonthSchema,
  MEMBER_NOT_FOUND,
  memberOfTheMonthInputSchema,
} from '../../../contracts/member-of-the-month.ts';
import type { Database } from '../../db/client.ts';
import { registerContentAdminRoutes } from '../../http/content-admin-routes.ts';
import { presentAdminMemberOfTheMonth } from './members-of-the-month.presenter.ts';
import { memberOfTheMonthRepository } from './members-of-the-month.repository.ts';

export const membersOfTheMonthAdminRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  registerContentAdminRoutes(app, db, {
    kind: 'member',
    missing: MEMBER_NOT_FOUND,
    repository: memberOfTheMonthRepository,
    listQuery: adminListQuerySchema(),
    item: { schema: adminMemberOfTheMonthSchema, present: presentAdminMemberOfTheMonth },
    input: memberOfTheMonthInputSchema,
    toValues: (body) => body,
    bulk: bulkDeleteSchema,
  });
};
