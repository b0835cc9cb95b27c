import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listQuerySchema } from '../../../contracts/common.ts';
import {
  adminContributorSchema,
  CONTRIBUTOR_NOT_FOUND,
  contributorInputSchema,
  DUPLICATE_CONTRIBUTOR_NAME,
} from '../../../contracts/contributor.ts';
import type { Database } from '../../db/client.ts';
import { registerContentAdminRoutes } from '../../http/content-admin-routes.ts';
import { conflict } from '../../http/errors.ts';
import { presentAdminContributor } from './contributors.presenter.ts';
import {
  type ContributorValues,
  contributorRepository,
  isDuplicateNameError,
} from './contributors.repository.ts';

/** The unique index decides, so two admins saving the same name at once still get one 409. */
async function refusingDuplicateName<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isDuplicateNameError(error)) throw conflict(DUPLICATE_CONTRIBUTOR_NAME);
    throw error;
  }
}

export const contributorsAdminRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  registerContentAdminRoutes(app, db, {
    kind: 'contributor',
    missing: CONTRIBUTOR_NOT_FOUND,
    repository: {
      ...contributorRepository,
      insert: (db, values: ContributorValues) =>
        refusingDuplicateName(contributorRepository.insert(db, values)),
      update: (db, id, values: ContributorValues, write) =>
        refusingDuplicateName(contributorRepository.update(db, id, values, write)),
    },
    listQuery: listQuerySchema,
    item: { schema: adminContributorSchema, present: presentAdminContributor },
    input: contributorInputSchema,
    toValues: (body) => body,
  });
};
