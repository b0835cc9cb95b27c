import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CONTRIBUTOR_NOT_FOUND,
  contributorContentSchema,
  contributorNameParamsSchema,
  contributorSchema,
} from '../../../contracts/contributor.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { loadContributorContent } from './contributor-content.service.ts';
import { presentContributor } from './contributors.presenter.ts';
import { findContributorByName } from './contributors.repository.ts';

export const contributorsPublicRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  // public-site §7: the name arrives URL-encoded; Fastify decodes path parameters.
  app.get(
    '/api/contributors/by-name/:name',
    { schema: { params: contributorNameParamsSchema, response: { 200: contributorSchema } } },
    async (request) => {
      const row = await findContributorByName(db, request.params.name);
      if (!row) throw notFound(CONTRIBUTOR_NOT_FOUND);
      return presentContributor(row);
    },
  );

  // Answers for any name with a profile or with published work, since article bylines are free text:
  // a byline leads to a page of its work even without a profile. A name with neither is not found.
  app.get(
    '/api/contributors/by-name/:name/content',
    { schema: { params: contributorNameParamsSchema, response: { 200: contributorContentSchema } } },
    async (request) => {
      const content = await loadContributorContent(db, request.params.name);
      const pieces = content.articles.length + content.videos.length + content.graphics.length;
      if (pieces === 0 && !(await findContributorByName(db, request.params.name)))
        throw notFound(CONTRIBUTOR_NOT_FOUND);
      return content;
    },
  );
};
