import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminListQuerySchema, bulkActionSchema, bulkResultSchema } from '../../../contracts/admin-list.ts';
import {
  adminVideoSchema,
  videoEditSchema,
  videoInputSchema,
  youtubeThumbnailUrl,
} from '../../../contracts/broadcast.ts';
import { videoTypes } from '../../../contracts/broadcast-values.ts';
import { idParamsSchema } from '../../../contracts/common.ts';
import { applyBulkAction } from '../../db/admin-list.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { presentAdminVideo } from './broadcast.presenter.ts';
import * as repo from './broadcast.repository.ts';

type VideoBody = z.output<typeof videoInputSchema> | z.output<typeof videoEditSchema>;

function toValues({ publishedDate, thumbnailUrl, ...body }: VideoBody): repo.VideoValues {
  return {
    ...body,
    // No thumbnail given: YouTube's own for a YouTube link (admin-area §3), else none.
    thumbnailUrl: thumbnailUrl || youtubeThumbnailUrl(body.videoUrl) || '',
    // Absent on edit: unchanged (drizzle skips undefined).
    publishedDate: publishedDate ? new Date(publishedDate) : undefined,
  };
}

export const broadcastAdminRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/admin/broadcast',
    {
      schema: {
        querystring: adminListQuerySchema({ types: videoTypes }),
        response: { 200: z.array(adminVideoSchema) },
      },
    },
    async (request) => (await repo.listAdminVideos(db, request.query)).map(presentAdminVideo),
  );

  app.post(
    '/api/admin/broadcast/bulk',
    { schema: { body: bulkActionSchema, response: { 200: bulkResultSchema } } },
    async (request) => ({ count: await applyBulkAction(db, repo.videoList, request.body) }),
  );

  app.get(
    '/api/admin/broadcast/:id',
    { schema: { params: idParamsSchema, response: { 200: adminVideoSchema } } },
    async (request) => {
      const row = await repo.findVideo(db, request.params.id);
      if (!row) throw notFound('Video not found');
      return presentAdminVideo(row);
    },
  );

  app.post(
    '/api/admin/broadcast',
    { schema: { body: videoInputSchema, response: { 201: adminVideoSchema } } },
    async (request, reply) => {
      const row = await repo.insertVideo(db, toValues(request.body));
      return reply.status(201).send(presentAdminVideo(row));
    },
  );

  app.put(
    '/api/admin/broadcast/:id',
    { schema: { params: idParamsSchema, body: videoEditSchema, response: { 200: adminVideoSchema } } },
    async (request) => {
      const row = await repo.updateVideo(db, request.params.id, toValues(request.body));
      if (!row) throw notFound('Video not found');
      return presentAdminVideo(row);
    },
  );

  app.delete('/api/admin/broadcast/:id', { schema: { params: idParamsSchema } }, async (request, reply) => {
    if (!(await repo.deleteVideo(db, request.params.id))) throw notFound('Video not found');
    return reply.status(204).send();
  });
};
