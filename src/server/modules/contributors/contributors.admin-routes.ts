import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, listQuerySchema } from '../../../contracts/common.ts';
import {
  adminContributorSchema,
  CONTRIBUTOR_NOT_FOUND,
  contributorInputSchema,
  DUPLICATE_CONTRIBUTOR_NAME,
} from '../../../contracts/contributor.ts';
import type { Database } from '../../db/client.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { presentAdminContributor } from './contributors.presenter.ts';
import * as repo from './contributors.repository.ts';

/** The unique index decides, so two admins saving the same name at once still get one 409. */
async function refusingDuplicateName<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (repo.isDuplicateNameError(error)) throw conflict(DUPLICATE_CONTRIBUTOR_NAME);
    throw error;
  }
}

export const contributorsAdminRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/admin/contributors',
    {
      config: { role: 'editor' },
      schema: { querystring: listQuerySchema, response: { 200: z.array(adminContributorSchema) } },
    },
    async (request) => (await repo.listContributors(db, request.query)).map(presentAdminContributor),
  );

  app.get(
    '/api/admin/contributors/:id',
    {
      config: { role: 'editor' },
      schema: { params: idParamsSchema, response: { 200: adminContributorSchema } },
    },
    async (request) => {
      const row = await repo.findContributor(db, request.params.id);
      if (!row) throw notFound(CONTRIBUTOR_NOT_FOUND);
      return presentAdminContributor(row);
    },
  );

  app.post(
    '/api/admin/contributors',
    {
      config: { role: 'editor' },
      schema: { body: contributorInputSchema, response: { 201: adminContributorSchema } },
    },
    async (request, reply) => {
      const row = await refusingDuplicateName(repo.insertContributor(db, request.body));
      return reply.status(201).send(presentAdminContributor(row));
    },
  );

  app.put(
    '/api/admin/contributors/:id',
    {
      config: { role: 'editor' },
      schema: {
        params: idParamsSchema,
        body: contributorInputSchema,
        response: { 200: adminContributorSchema },
      },
    },
    async (request) => {
      const row = await refusingDuplicateName(repo.updateContributor(db, request.params.id, request.body));
      if (!row) throw notFound(CONTRIBUTOR_NOT_FOUND);
      return presentAdminContributor(row);
    },
  );

  app.delete(
    '/api/admin/contributors/:id',
    { config: { role: 'editor' }, schema: { params: idParamsSchema } },
    async (request, reply) => {
      if (!(await repo.deleteContributor(db, request.params.id))) throw notFound(CONTRIBUTOR_NOT_FOUND);
      return reply.status(204).send();
    },
  );
};
