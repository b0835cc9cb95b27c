import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../contracts/common.ts';
import { contentKinds, publishedKinds } from '../../../contracts/content-kinds.ts';
import { actionRoles } from '../../../contracts/permissions.ts';
import {
  publishSchema,
  reviewEventSchema,
  reviewedItemStateSchema,
  reviewQueueCountSchema,
  reviewQueueItemSchema,
  sendBackSchema,
} from '../../../contracts/review.ts';
import type { Database } from '../../db/client.ts';
import { signedIn } from '../../http/auth-guard.ts';
import type { SessionAdmin } from '../admin-auth/admin-auth.service.ts';
import { describeItemWrite } from '../audit-log/audit-words.ts';
import { authoredBy } from './ownership.ts';
import { decide, type MailDeps, reviewHistory, reviewQueue, submitForReview } from './review.service.ts';
import { findReviewedItem, type ReviewedItem, reviewedKinds } from './reviewed-kinds.ts';

const presentState = (row: ReviewedItem) => ({
  id: row.id,
  status: row.status,
  publishedDate: row.publishedDate.toISOString(),
});

/**
 * Review of articles, videos and graphics (docs/admin/review-and-budget.md): the author submits a
 * draft; an editor sends it back with a note or publishes it. The history and the queue are admin
 * answers only: nothing here is read by a public route.
 */
export const reviewRoutes: FastifyPluginAsyncZod<{ db: Database } & Omit<MailDeps, 'log'>> = async (
  app,
  { db, mailer, publicUrl },
) => {
  const deps = { mailer, publicUrl, log: app.log };
  for (const kind of publishedKinds) {
    const path = contentKinds[kind].api;
    const { missing } = reviewedKinds[kind];
    // The audit log's words for the step: "submitted article 'A' for review", "published video 'B'".
    const described = (request: FastifyRequest, item: ReviewedItem, row: ReviewedItem) => {
      describeItemWrite(request, kind, 'updated', row, item);
      return presentState(row);
    };
    const authored = async (account: SessionAdmin, id: number) =>
      authoredBy(account, await findReviewedItem(db, kind, id), missing);

    app.post(
      `/api/admin/${path}/:id/submit`,
      {
        config: { role: 'contributor' },
        schema: { params: idParamsSchema, response: { 200: reviewedItemStateSchema } },
      },
      async (request) => {
        const item = await authored(signedIn(request), request.params.id);
        return described(request, item, await submitForReview(db, kind, item, signedIn(request).username));
      },
    );

    app.post(
      `/api/admin/${path}/:id/send-back`,
      {
        config: { role: actionRoles.publish },
        schema: { params: idParamsSchema, body: sendBackSchema, response: { 200: reviewedItemStateSchema } },
      },
      async (request) => {
        const item = await authored(signedIn(request), request.params.id);
        const decision = { actor: signedIn(request).username, note: request.body.note };
        return described(request, item, await decide(db, deps, kind, item, decision));
      },
    );

    app.post(
      `/api/admin/${path}/:id/publish`,
      {
        config: { role: actionRoles.publish },
        schema: { params: idParamsSchema, body: publishSchema, response: { 200: reviewedItemStateSchema } },
      },
      async (request) => {
        const item = await authored(signedIn(request), request.params.id);
        const { publishedDate } = request.body;
        const decision = {
          actor: signedIn(request).username,
          publishedDate: publishedDate ? new Date(publishedDate) : undefined,
        };
        return described(request, item, await decide(db, deps, kind, item, decision));
      },
    );

    app.get(
      `/api/admin/${path}/:id/review-history`,
      {
        config: { role: 'contributor' },
        schema: { params: idParamsSchema, response: { 200: z.array(reviewEventSchema) } },
      },
      async (request) => {
        await authored(signedIn(request), request.params.id);
        return reviewHistory(db, kind, request.params.id);
      },
    );
  }

  app.get(
    '/api/admin/review-queue',
    { config: { role: 'editor' }, schema: { response: { 200: z.array(reviewQueueItemSchema) } } },
    () => reviewQueue(db),
  );

  app.get(
    '/api/admin/review-queue/count',
    { config: { role: 'editor' }, schema: { response: { 200: reviewQueueCountSchema } } },
    async () => ({ count: (await reviewQueue(db)).length }),
  );
};
