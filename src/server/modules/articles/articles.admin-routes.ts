import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminListQuerySchema, bulkActionSchema } from '../../../contracts/admin-list.ts';
import {
  adminArticleSchema,
  articleInputSchema,
  articleRevisionSchema,
  articleRevisionSummarySchema,
  revisionParamsSchema,
} from '../../../contracts/article.ts';
import { articleCategories } from '../../../contracts/article-values.ts';
import { idParamsSchema, versionConflictSchema } from '../../../contracts/common.ts';
import { savedFeatured, savedStatus } from '../../../contracts/permissions.ts';
import type { Database } from '../../db/client.ts';
import { signedIn } from '../../http/auth-guard.ts';
import { registerContentAdminRoutes } from '../../http/content-admin-routes.ts';
import { notFound } from '../../http/errors.ts';
import { basedOn, refusal, tagVersion, takeVersion } from '../../http/versions.ts';
import type { SessionAdmin } from '../admin-auth/admin-auth.service.ts';
import * as ownership from '../review/ownership.ts';
import { presentAdminArticle } from './articles.presenter.ts';
import {
  type ArticleRow,
  type ArticleValues,
  articleRepository,
  findArticle,
} from './articles.repository.ts';
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

type ArticleBody = z.output<typeof articleInputSchema>;

/**
 * The status and Featured a save by `account` stores (permissions.ts): a contributor's are not theirs
 * to choose, whether typed in the form or restored from a past revision.
 */
function decisionsOf(
  account: SessionAdmin,
  asked: Pick<ArticleRow, 'status' | 'featured'>,
  stored?: ArticleRow,
) {
  return {
    status: savedStatus(account, asked.status, stored?.status),
    featured: savedFeatured(account, asked.featured, stored?.featured),
  };
}

/** The row's values from a save by `account`. */
function toValues(
  { publishedDate, status, featured, ...body }: ArticleBody,
  account: SessionAdmin,
  stored?: ArticleRow,
): ArticleValues {
  // No date: now on create, unchanged on edit (the column default and drizzle's skipping of undefined).
  return {
    ...body,
    ...decisionsOf(account, { status, featured }, stored),
    publishedDate: publishedDate ? new Date(publishedDate) : undefined,
  };
}

const MISSING = 'Article not found';

export const articlesAdminRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  registerContentAdminRoutes(app, db, {
    kind: 'article',
    missing: MISSING,
    // Each save and each change of status is kept as a revision (articles.service.ts).
    repository: {
      ...articleRepository,
      insert: createArticle,
      update: saveArticle,
      applyBulk: applyArticlesBulkAction,
    },
    listQuery: adminListQuerySchema({ categories: articleCategories }),
    item: { schema: adminArticleSchema, present: presentAdminArticle },
    input: articleInputSchema,
    toValues,
    bulk: bulkActionSchema,
    owned: { table: articles, byline: 'author' },
  });

  app.get(
    '/api/admin/articles/:id/revisions',
    {
      config: { role: 'contributor' },
      schema: { params: idParamsSchema, response: { 200: z.array(articleRevisionSummarySchema) } },
    },
    async (request) => {
      // Drafts of a published article can hold what was cut before publishing: the author's and editors'.
      ownership.authoredBy(signedIn(request), await findArticle(db, request.params.id), MISSING);
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
      ownership.authoredBy(signedIn(request), await findArticle(db, request.params.id), MISSING);
      const revision = await findRevision(db, request.params.id, request.params.revisionId);
      if (!revision) throw notFound('Revision not found');
      return { ...presentRevisionSummary(revision), article: revision.snapshot };
    },
  );

  app.post(
    '/api/admin/articles/:id/revisions/:revisionId/restore',
    {
      config: { role: 'contributor' },
      preValidation: takeVersion,
      schema: {
        params: revisionParamsSchema,
        response: { 200: adminArticleSchema, 409: versionConflictSchema(adminArticleSchema) },
      },
    },
    async (request, reply) => {
      const account = signedIn(request);
      const { id, revisionId } = request.params;
      const stored = ownership.changeableBy(account, await findArticle(db, id), MISSING);
      const write = { account, basedOn: basedOn(request) };
      const row = await restoreRevision(db, stored, revisionId, write, (asked) =>
        decisionsOf(account, asked, stored),
      );
      if (!row) {
        const current = await findArticle(db, id);
        throw refusal(current && presentAdminArticle(current), MISSING);
      }
      tagVersion(reply, row);
      return presentAdminArticle(row);
    },
  );
};
