import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  articleFieldsSchema,
  articleListQuerySchema,
  articleSchema,
  articleSummarySchema,
} from '../../../contracts/article.ts';
import { idParamsSchema } from '../../../contracts/common.ts';
import { previewQuerySchema } from '../../../contracts/preview.ts';

import type { Database } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { findShownItem } from '../preview/preview-links.ts';
import { presentArticle, presentArticleSummary } from './articles.presenter.ts';
import {
  findArticle,
  findPublicArticle,
  findPublicArticleTopic,
  listMoreLikeThisCandidates,
  listPublicArticleSummaries,
  listPublicArticles,
  type PublicListParams,
} from './articles.repository.ts';
import { MORE_LIKE_THIS_LIMIT, moreLikeThis } from './more-like-this.ts';

// At most 20 featured stories (docs/api.md); the home page asks for the 5 it shows.
const featuredQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(20).optional(),
  fields: articleFieldsSchema,
});

export const articlesPublicRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  /** A public list, whole or as story cards. */
  const articleList = async ({ fields, ...params }: PublicListParams & { fields?: 'summary' }) =>
    fields === 'summary'
      ? (await listPublicArticleSummaries(db, params)).map(presentArticleSummary)
      : (await listPublicArticles(db, params)).map(presentArticle);
  // Whole articles first: the summary schema would pass a whole article too, stripped of its body.
  const articleListAnswer = z.array(articleSchema).or(z.array(articleSummarySchema));

  app.get(
    '/api/articles',
    {
      config: { cacheAnswer: true },
      schema: { querystring: articleListQuerySchema, response: { 200: articleListAnswer } },
    },
    (request) => articleList(request.query),
  );

  app.get(
    '/api/articles/featured',
    {
      config: { cacheAnswer: true },
      schema: { querystring: featuredQuerySchema, response: { 200: articleListAnswer } },
    },
    (request) => articleList({ ...request.query, featured: true, limit: request.query.limit ?? 20 }),
  );

  app.get(
    '/api/articles/:id',
    {
      config: { cacheAnswer: true },
      schema: { params: idParamsSchema, querystring: previewQuerySchema, response: { 200: articleSchema } },
    },
    async (request, reply) => {
      const { id } = request.params;
      const row = await findShownItem(
        db,
        reply,
        { kind: 'article', id, preview: request.query.preview },
        { published: () => findPublicArticle(db, id), any: () => findArticle(db, id) },
      );
      if (!row) throw notFound('Article not found');
      return presentArticle(row);
    },
  );

  // The article page's More Like This block: read here so the page does not carry a whole list,
  // as story cards, without the bodies no card shows.
  app.get(
    '/api/articles/:id/related',
    {
      config: { cacheAnswer: true },
      schema: { params: idParamsSchema, response: { 200: z.array(articleSummarySchema) } },
    },
    async (request) => {
      const article = await findPublicArticleTopic(db, request.params.id);
      if (!article) throw notFound('Article not found');
      const candidates = await listMoreLikeThisCandidates(db, article, MORE_LIKE_THIS_LIMIT);
      return moreLikeThis(article, candidates).map(presentArticleSummary);
    },
  );
};
