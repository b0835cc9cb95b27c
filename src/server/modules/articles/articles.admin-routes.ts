import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminListQuerySchema, bulkActionSchema, bulkResultSchema } from '../../../contracts/admin-list.ts';
import {
  adminArticleSchema,
  articleInputSchema,
  articleRevisionSchema,
  articleRevisionSummarySchema,
  revisionParamsSchema,
} from '../../../contracts/article.ts';
import { articleCategories } from '../../../contracts/article-values.ts';
import { idParamsSchema } from '../../../contracts/common.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { presentAdminArticle } from './articles.presenter.ts';
import * as repo from './articles.repository.ts';
import {
  applyArticlesBulkAction,
  createArticle,
  findRevision,
  listRevisions,
  restoreRevision,
  saveArticle,
} from './articles.service.ts';

const presentRevisionSummary = (row: {
  id: number;
  savedBy: string;
  savedAt: Date;
  snapshot: { title: string };
}) => ({
  id: row.id,
  savedBy: row.savedBy,
  savedAt: row.savedAt.toISOString(),
  title: row.snapshot.title,
});

const articleListQuery = adminListQuerySchema({ categories: articleCategories });

type ArticleBody = z.output<typeof articleInputSchema>;

function toValues({ publishedDate, ...body }: ArticleBody): repo.ArticleValues {
  // No date: now on create, unchanged on edit (the column default and drizzle's skipping of undefined).
  return { ...body, publishedDate: publishedDate ? new Date(publishedDate) : undefined };
}

export const articlesAdminRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/admin/articles',
    { schema: { querystring: articleListQuery, response: { 200: z.array(adminArticleSchema) } } },
    async (request) => (await repo.listAdminArticles(db, request.query)).map(presentAdminArticle),
  );

  app.post(
    '/api/admin/articles/bulk',
    { schema: { body: bulkActionSchema, response: { 200: bulkResultSchema } } },
    async (request) => ({ count: await applyArticlesBulkAction(db, request.body, request.admin!.username) }),
  );

  app.get(
    '/api/admin/articles/:id',
    { schema: { params: idParamsSchema, response: { 200: adminArticleSchema } } },
    async (request) => {
      const row = await repo.findArticle(db, request.params.id);
      if (!row) throw notFound('Article not found');
      return presentAdminArticle(row);
    },
  );

  app.post(
    '/api/admin/articles',
    { schema: { body: articleInputSchema, response: { 201: adminArticleSchema } } },
    async (request, reply) => {
      const row = await createArticle(db, toValues(request.body), request.admin!.username);
      return reply.status(201).send(presentAdminArticle(row));
    },
  );

  app.put(
    '/api/admin/articles/:id',
    { schema: { params: idParamsSchema, body: articleInputSchema, response: { 200: adminArticleSchema } } },
    async (request) => {
      const row = await saveArticle(db, request.params.id, toValues(request.body), request.admin!.username);
      if (!row) throw notFound('Article not found');
      return presentAdminArticle(row);
    },
  );

  app.get(
    '/api/admin/articles/:id/revisions',
    { schema: { params: idParamsSchema, response: { 200: z.array(articleRevisionSummarySchema) } } },
    async (request) => {
      if (!(await repo.findArticle(db, request.params.id))) throw notFound('Article not found');
      return (await listRevisions(db, request.params.id)).map(presentRevisionSummary);
    },
  );

  app.get(
    '/api/admin/articles/:id/revisions/:revisionId',
    { schema: { params: revisionParamsSchema, response: { 200: articleRevisionSchema } } },
    async (request) => {
      const revision = await findRevision(db, request.params.id, request.params.revisionId);
      if (!revision) throw notFound('Revision not found');
      return { ...presentRevisionSummary(revision), article: revision.snapshot };
    },
  );

  app.post(
    '/api/admin/articles/:id/revisions/:revisionId/restore',
    { schema: { params: revisionParamsSchema, response: { 200: adminArticleSchema } } },
    async (request) => {
      const row = await restoreRevision(
        db,
        request.params.id,
        request.params.revisionId,
        request.admin!.username,
      );
      if (!row) throw notFound('Revision not found');
      return presentAdminArticle(row);
    },
  );

  app.delete('/api/admin/articles/:id', { schema: { params: idParamsSchema } }, async (request, reply) => {
    if (!(await repo.deleteArticle(db, request.params.id))) throw notFound('Article not found');
    return reply.status(204).send();
  });
};
