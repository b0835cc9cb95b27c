import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, versionConflictSchema } from '../../../contracts/common.ts';
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
import { basedOn, tagVersion, takeVersion } from '../../http/versions.ts';
import type { SessionAdmin } from '../admin-auth/admin-auth.service.ts';
import { authoredBy } from './ownership.ts';
import { decide, type MailDeps, reviewHistory, reviewQueue, submitForReview } from './review.service.ts';
import { findReviewedItem, type ReviewedItem, reviewedKinds } from './reviewed-kinds.ts';

/** Where the item stands after the step, its new version also as the ETag. */
function presentState(reply: FastifyReply, row: ReviewedItem) {
  tagVersion(reply, row);
  return {
    id: row.id,
    status: row.status,
    publishedDate: row.publishedDate.toISOString(),
    version: row.version,
  };
}

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
    const { missing, read } = reviewedKinds[kind];
    const answers = { 200: reviewedItemStateSchema, 409: versionConflictSchema(read.schema) };
    const authored = async (account: SessionAdmin, id: number) =>
      authoredBy(account, await findReviewedItem(db, kind, id), missing);

    app.post(
      `/api/admin/${path}/:id/submit`,
      {
        config: { role: 'contributor' },
        preValidation: takeVersion,
        schema: { params: idParamsSchema, response: answers },
      },
      async (request, reply) => {
        const item = await authored(signedIn(request), request.params.id);
        const step = { actor: signedIn(request).username, basedOn: basedOn(request) };
        return presentState(reply, await submitForReview(db, kind, item, step));
      },
    );

    app.post(
      `/api/admin/${path}/:id/send-back`,
      {
        config: { role: actionRoles.publish },
        preValidation: takeVersion,
        schema: { params: idParamsSchema, body: sendBackSchema, response: answers },
      },
      async (request, reply) => {
        const item = await authored(signedIn(request), request.params.id);
        const decision = {
          actor: signedIn(request).username,
          note: request.body.note,
          basedOn: basedOn(request),
        };
        return presentState(reply, await decide(db, deps, kind, item, decision));
      },
    );

    app.post(
      `/api/admin/${path}/:id/publish`,
      {
        config: { role: actionRoles.publish },
        preValidation: takeVersion,
        schema: { params: idParamsSchema, body: publishSchema, response: answers },
      },
      async (request, reply) => {
        const item = await authored(signedIn(request), request.params.id);
        const { publishedDate } = request.body;
        const decision = {
          actor: signedIn(request).username,
          publishedDate: publishedDate ? new Date(publishedDate) : undefined,
          basedOn: basedOn(request),
        };
        return presentState(reply, await decide(db, deps, kind, item, decision));
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
