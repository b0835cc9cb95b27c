import { randomInt } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ARTICLE_NOT_FOUND,
  articleCommentsSchema,
  COMMENT_RATE_LIMITED,
  COMMENTS_CLOSED,
  commentCreateSchema,
  idParamsSchema,
  publicCommentSchema,
} from '../../../contracts/comments.ts';
import type { Database } from '../../db/client.ts';
import { HttpError, notFound, tooManyRequests } from '../../http/errors.ts';
import { visitorCookie } from '../../http/visitor-cookie.ts';
import { presentPublicComment } from './comments.presenter.ts';
import * as repo from './comments.repository.ts';
import { hashAuthorKey, postComment } from './comments.service.ts';

/** The writer's random id: lets this browser see its own comments while they wait for approval. */
const commenter = visitorCookie('nabj_commenter', { bytes: 32, minLength: 32 });

export const commentsPublicRoutes: FastifyPluginAsyncZod<{ db: Database; publicUrl: string }> = async (
  app,
  { db, publicUrl },
) => {
  app.get(
    '/api/articles/:id/comments',
    { schema: { params: idParamsSchema, response: { 200: articleCommentsSchema } } },
    async (request, reply) => {
      const article = await repo.findCommentableArticle(db, request.params.id);
      if (!article) throw notFound(ARTICLE_NOT_FOUND);
      const authorKey = commenter.known(request);
      const keyHash = authorKey ? hashAuthorKey(authorKey) : undefined;
      const [rows, count] = await Promise.all([
        repo.listVisibleComments(db, article.id, keyHash),
        repo.countApprovedComments(db, article.id),
      ]);
      // The answer includes this browser's own pending comments, and approvals change it at any time.
      reply.header('Cache-Control', 'no-store');
      return { open: article.open, count, comments: rows.map((row) => presentPublicComment(row, keyHash)) };
    },
  );

  // A public write (ARCHITECTURE.md, API rules): screened, rate-limited, and pending until approved.
  app.post(
    '/api/articles/:id/comments',
    {
      config: { access: 'public' },
      schema: { params: idParamsSchema, body: commentCreateSchema, response: { 201: publicCommentSchema } },
    },
    async (request, reply) => {
      const article = await repo.findCommentableArticle(db, request.params.id);
      if (!article) throw notFound(ARTICLE_NOT_FOUND);
      if (!article.open) throw new HttpError(403, COMMENTS_CLOSED);
      reply.header('Cache-Control', 'no-store');
      const { website, ...values } = request.body;
      // The honeypot: answered like a success so the robot moves on, and nothing is stored.
      if (website?.trim()) {
        return reply.status(201).send({
          id: randomInt(1, 2_147_483_647),
          ...values,
          createdAt: new Date().toISOString(),
          status: 'pending',
          mine: true,
        });
      }
      const authorKey = commenter.idOf(request);
      const outcome = await postComment(db, {
        articleId: article.id,
        values,
        address: request.ip,
        authorKey,
      });
      if (outcome.kind === 'rate-limited') throw tooManyRequests(COMMENT_RATE_LIMITED);
      commenter.keep(request, reply, publicUrl, authorKey);
      return reply.status(201).send(presentPublicComment(outcome.comment, hashAuthorKey(authorKey)));
    },
  );
};
