import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminListQuerySchema, bulkActionSchema, bulkResultSchema } from '../../../contracts/admin-list.ts';
import { idParamsSchema } from '../../../contracts/common.ts';
import { actionRoles, savedStatus } from '../../../contracts/permissions.ts';
import {
  adminVideoSchema,
  videoEditSchema,
  videoInputSchema,
  youtubeThumbnailUrl,
} from '../../../contracts/video.ts';
import { videoTypes } from '../../../contracts/video-values.ts';
import { applyBulkAction } from '../../db/admin-list.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import * as ownership from '../review/ownership.ts';
import { presentAdminVideo } from './videos.presenter.ts';
import * as repo from './videos.repository.ts';
import { videos } from './videos.table.ts';

const MISSING = 'Video not found';

type VideoBody = z.output<typeof videoInputSchema> | z.output<typeof videoEditSchema>;

/** The row's values from a save by `account` (permissions.ts: which status it may store). */
function toValues(
  { publishedDate, thumbnailUrl, status, ...body }: VideoBody,
  account: NonNullable<FastifyRequest['admin']>,
  stored?: repo.VideoRow,
): repo.VideoValues {
  return {
    ...body,
    status: savedStatus(account, status, stored?.status),
    // No thumbnail given: YouTube's own for a YouTube link (admin-area §3), else none.
    thumbnailUrl: thumbnailUrl || youtubeThumbnailUrl(body.videoUrl) || '',
    // Absent on edit: unchanged (drizzle skips undefined).
    publishedDate: publishedDate ? new Date(publishedDate) : undefined,
  };
}

export const videosAdminRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/admin/broadcast',
    {
      config: { role: 'contributor' },
      schema: {
        querystring: adminListQuerySchema({ types: videoTypes }),
        response: { 200: z.array(adminVideoSchema) },
      },
    },
    async (request) =>
      (await repo.listAdminVideos(db, request.query, ownership.visibleTo(request.admin!, videos))).map(
        presentAdminVideo,
      ),
  );

  app.post(
    '/api/admin/broadcast/bulk',
    {
      config: { role: actionRoles.bulk },
      schema: { body: bulkActionSchema, response: { 200: bulkResultSchema } },
    },
    async (request) => ({ count: await applyBulkAction(db, repo.videoList, request.body) }),
  );

  app.get(
    '/api/admin/broadcast/:id',
    {
      config: { role: 'contributor' },
      schema: { params: idParamsSchema, response: { 200: adminVideoSchema } },
    },
    async (request) =>
      presentAdminVideo(
        ownership.seenBy(request.admin!, await repo.findVideo(db, request.params.id), MISSING),
      ),
  );

  app.post(
    '/api/admin/broadcast',
    {
      config: { role: 'contributor' },
      preValidation: ownership.defaultByline(db, 'creators'),
      schema: { body: videoInputSchema, response: { 201: adminVideoSchema } },
    },
    async (request, reply) => {
      const account = request.admin!;
      const row = await repo.insertVideo(db, { ...toValues(request.body, account), createdBy: account.id });
      return reply.status(201).send(presentAdminVideo(row));
    },
  );

  app.put(
    '/api/admin/broadcast/:id',
    {
      config: { role: 'contributor' },
      schema: { params: idParamsSchema, body: videoEditSchema, response: { 200: adminVideoSchema } },
    },
    async (request) => {
      const account = request.admin!;
      const stored = ownership.changeableBy(account, await repo.findVideo(db, request.params.id), MISSING);
      const row = await repo.updateVideo(db, stored.id, toValues(request.body, account, stored));
      if (!row) throw notFound(MISSING);
      return presentAdminVideo(row);
    },
  );

  ownership.ownedDeleteRoute(app, '/api/admin/broadcast', {
    find: (id) => repo.findVideo(db, id),
    remove: (id) => repo.deleteVideo(db, id),
    missing: MISSING,
  });
};
