import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminArticleSchema, articleInputSchema } from '../../../contracts/article.ts';
import { idParamsSchema, listQuerySchema } from '../../../contracts/common.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { presentAdminArticle } from './articles.presenter.ts';
import * as repo from './articles.repository.ts';

type ArticleBody = z.output<typeof articleInputSchema>;

function toValues({ publishedDate, ...body }: ArticleBody): repo.ArticleValues {
  // No date: now on create, unchanged on edit (the column default and drizzle's skipping of undefined).
  return { ...body, publishedDate: publishedDate ? new Date(publishedDate) : undefined };
}

export const articlesAdminRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/admin/articles',
    { schema: { querystring: listQuerySchema, response: { 200: z.array(adminArticleSchema) } } },
    async (request) => (await repo.listAllArticles(db, request.query)).map(presentAdminArticle),
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
      const row = await repo.insertArticle(db, toValues(request.body));
      return reply.status(201).send(presentAdminArticle(row));
    },
  );

  app.put(
    '/api/admin/articles/:id',
    { schema: { params: idParamsSchema, body: articleInputSchema, response: { 200: adminArticleSchema } } },
    async (request) => {
      const row = await repo.updateArticle(db, request.params.id, toValues(request.body));
      if (!row) throw notFound('Article not found');
      return presentAdminArticle(row);
    },
  );

  app.delete('/api/admin/articles/:id', { schema: { params: idParamsSchema } }, async (request, reply) => {
    if (!(await repo.deleteArticle(db, request.params.id))) throw notFound('Article not found');
    return reply.status(204).send();
  });
};
