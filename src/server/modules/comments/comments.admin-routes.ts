import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ARTICLE_NOT_FOUND,
  adminCommentListSchema,
  adminCommentSchema,
  adminCommentsQuerySchema,
  approveByNameResultSchema,
  approveByNameSchema,
  articleCommentSettingsQuerySchema,
  articleCommentSettingsSchema,
  articleCommentsOpenSchema,
  articleIdParamsSchema,
  COMMENT_NOT_FOUND,
  commentReviewSchema,
  idParamsSchema,
} from '../../../contracts/comments.ts';
import type { Database } from '../../db/client.ts';
import { signedIn } from '../../http/auth-guard.ts';
import { notFound } from '../../http/errors.ts';
import { presentAdminComment } from './comments.presenter.ts';
import * as repo from './comments.repository.ts';

export const commentsAdminRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/admin/comments',
    {
      config: { role: 'editor' },
      schema: { querystring: adminCommentsQuerySchema, response: { 200: adminCommentListSchema } },
    },
    async (request) => {
      const [rows, counts] = await Promise.all([
        repo.listAdminComments(db, request.query),
        repo.commentCounts(db),
      ]);
      return { comments: rows.map(presentAdminComment), counts };
    },
  );

  app.patch(
    '/api/admin/comments/:id',
    {
      config: { role: 'editor' },
      schema: { params: idParamsSchema, body: commentReviewSchema, response: { 200: adminCommentSchema } },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await repo.setCommentStatus(db, id, request.body.status, signedIn(request).username))) {
        throw notFound(COMMENT_NOT_FOUND);
      }
      return presentAdminComment((await repo.findAdminComment(db, id))!);
    },
  );

  app.delete(
    '/api/admin/comments/:id',
    { config: { role: 'editor' }, schema: { params: idParamsSchema } },
    async (request, reply) => {
      if (!(await repo.deleteComment(db, request.params.id))) throw notFound(COMMENT_NOT_FOUND);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/admin/comments/approve-by-name',
    {
      config: { role: 'editor' },
      schema: { body: approveByNameSchema, response: { 200: approveByNameResultSchema } },
    },
    async (request) => ({
      approved: await repo.approvePendingFromName(db, request.body.name, signedIn(request).username),
    }),
  );

  app.get(
    '/api/admin/comments/articles',
    {
      config: { role: 'editor' },
      schema: {
        querystring: articleCommentSettingsQuerySchema,
        response: { 200: z.array(articleCommentSettingsSchema) },
      },
    },
    async (request) =>
      (await repo.listArticleCommentSettings(db, request.query)).map(
        ({ closedAt, publishedDate, ...row }) => ({
          ...row,
          publishedDate: publishedDate.toISOString(),
          open: closedAt === null,
        }),
      ),
  );

  app.put(
    '/api/admin/comments/articles/:articleId',
    {
      config: { role: 'editor' },
      schema: {
        params: articleIdParamsSchema,
        body: articleCommentsOpenSchema,
        response: { 200: articleCommentsOpenSchema },
      },
    },
    async (request) => {
      const { articleId } = request.params;
      if (!(await repo.articleExists(db, articleId))) throw notFound(ARTICLE_NOT_FOUND);
      await repo.setCommentsOpen(db, articleId, request.body.open, signedIn(request).username);
      return { open: request.body.open };
    },
  );
};
