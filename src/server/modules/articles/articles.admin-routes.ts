import type { FastifyRequest } from 'fastify';
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
import { actionRoles, savedFeatured, savedStatus } from '../../../contracts/permissions.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import * as ownership from '../review/ownership.ts';
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
import { articles } from './articles.table.ts';

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
type Account = NonNullable<FastifyRequest['admin']>;

/**
 * The status and Featured a save by `account` stores (permissions.ts): a contributor's are not theirs
 * to choose, whether typed in the form or restored from a past revision.
 */
function decisionsOf(
  account: Account,
  asked: Pick<repo.ArticleRow, 'status' | 'featured'>,
  stored?: repo.ArticleRow,
) {
  return {
    status: savedStatus(account, asked.status, stored?.status),
    featured: savedFeatured(account, asked.featured, stored?.featured),
  };
}

/** The row's values from a save by `account`. */
function toValues(
  { publishedDate, status, featured, ...body }: ArticleBody,
  account: Account,
  stored?: repo.ArticleRow,
): repo.ArticleValues {
  // No date: now on create, unchanged on edit (the column default and drizzle's skipping of undefined).
  return {
    ...body,
    ...decisionsOf(account, { status, featured }, stored),
    publishedDate: publishedDate ? new Date(publishedDate) : undefined,
  };
}

const MISSING = 'Article not found';

export const articlesAdminRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/admin/articles',
    {
      config: { role: 'contributor' },
      schema: { querystring: articleListQuery, response: { 200: z.array(adminArticleSchema) } },
    },
    async (request) =>
      (await repo.listAdminArticles(db, request.query, ownership.visibleTo(request.admin!, articles))).map(
        presentAdminArticle,
      ),
  );

  app.post(
    '/api/admin/articles/bulk',
    {
      config: { role: actionRoles.bulk },
      schema: { body: bulkActionSchema, response: { 200: bulkResultSchema } },
    },
    async (request) => ({ count: await applyArticlesBulkAction(db, request.body, request.admin!.username) }),
  );

  app.get(
    '/api/admin/articles/:id',
    {
      config: { role: 'contributor' },
      schema: { params: idParamsSchema, response: { 200: adminArticleSchema } },
    },
    async (request) =>
      presentAdminArticle(
        ownership.seenBy(request.admin!, await repo.findArticle(db, request.params.id), MISSING),
      ),
  );

  app.post(
    '/api/admin/articles',
    {
      config: { role: 'contributor' },
      preValidation: ownership.defaultByline(db, 'author'),
      schema: { body: articleInputSchema, response: { 201: adminArticleSchema } },
    },
    async (request, reply) => {
      const account = request.admin!;
      const values = { ...toValues(request.body, account), createdBy: account.id };
      const row = await createArticle(db, values, account.username);
      return reply.status(201).send(presentAdminArticle(row));
    },
  );

  app.put(
    '/api/admin/articles/:id',
    {
      config: { role: 'contributor' },
      schema: { params: idParamsSchema, body: articleInputSchema, response: { 200: adminArticleSchema } },
    },
    async (request) => {
      const account = request.admin!;
      const stored = ownership.changeableBy(account, await repo.findArticle(db, request.params.id), MISSING);
      const row = await saveArticle(db, stored.id, toValues(request.body, account, stored), account.username);
      if (!row) throw notFound(MISSING);
      return presentAdminArticle(row);
    },
  );

  app.get(
    '/api/admin/articles/:id/revisions',
    {
      config: { role: 'contributor' },
      schema: { params: idParamsSchema, response: { 200: z.array(articleRevisionSummarySchema) } },
    },
    async (request) => {
      // Drafts of a published article can hold what was cut before publishing: the author's and editors'.
      ownership.authoredBy(request.admin!, await repo.findArticle(db, request.params.id), MISSING);
      return (await listRevisions(db, request.params.id)).map(presentRevisionSummary);
    },
  );

  app.get(
    '/api/admin/articles/:id/revisions/:revisionId',
    {
      config: { role: 'contributor' },
      schema: { params: revisionParamsSchema, response: { 200: articleRevisionSchema } },
    },
    async (request) => {
      ownership.authoredBy(request.admin!, await repo.findArticle(db, request.params.id), MISSING);
      const revision = await findRevision(db, request.params.id, request.params.revisionId);
      if (!revision) throw notFound('Revision not found');
      return { ...presentRevisionSummary(revision), article: revision.snapshot };
    },
  );

  app.post(
    '/api/admin/articles/:id/revisions/:revisionId/restore',
    {
      config: { role: 'contributor' },
      schema: { params: revisionParamsSchema, response: { 200: adminArticleSchema } },
    },
    async (request) => {
      const account = request.admin!;
      const stored = ownership.changeableBy(account, await repo.findArticle(db, request.params.id), MISSING);
      const row = await restoreRevision(db, stored, request.params.revisionId, account.username, (asked) =>
        decisionsOf(account, asked, stored),
      );
      if (!row) throw notFound('Revision not found');
      return presentAdminArticle(row);
    },
  );

  ownership.ownedDeleteRoute(app, '/api/admin/articles', {
    find: (id) => repo.findArticle(db, id),
    remove: (id) => repo.deleteArticle(db, id),
    missing: MISSING,
  });
};
