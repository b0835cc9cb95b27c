import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOfTheMonthSchema, NO_MEMBER_OF_THE_MONTH } from '../../../contracts/member-of-the-month.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { presentMemberOfTheMonth } from './members-of-the-month.presenter.ts';
import { findCurrentMemberOfTheMonth } from './members-of-the-month.repository.ts';

export const membersOfTheMonthPublicRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/member-of-the-month/current',
    // The newest record, not this month's: only an admin's write changes the answer, so it is kept.
    { config: { cacheAnswer: true }, schema: { response: { 200: memberOfTheMonthSchema } } },
    async () => {
      const row = await findCurrentMemberOfTheMonth(db);
      // The home page shows the block only when data exists (public-site §2).
      if (!row) throw notFound(NO_MEMBER_OF_THE_MONTH);
      return presentMemberOfTheMonth(row);
    },
  );
};
