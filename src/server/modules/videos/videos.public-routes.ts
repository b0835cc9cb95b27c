import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../contracts/common.ts';
import { previewQuerySchema } from '../../../contracts/preview.ts';
import { videoListQuerySchema, videoSchema } from '../../../contracts/video.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { findShownItem } from '../preview/preview-links.ts';
import { presentVideo } from './videos.presenter.ts';
import { findPublicVideo, findVideo, listPublicVideos } from './videos.repository.ts';

export const videosPublicRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/broadcast',
    { schema: { querystring: videoListQuerySchema, response: { 200: z.array(videoSchema) } } },
    async (request) => (await listPublicVideos(db, request.query)).map(presentVideo),
  );

  app.get(
    '/api/broadcast/:id',
    { schema: { params: idParamsSchema, querystring: previewQuerySchema, response: { 200: videoSchema } } },
    async (request, reply) => {
      const { id } = request.params;
      const row = await findShownItem(
        db,
        reply,
        { kind: 'video', id, preview: request.query.preview },
        { published: () => findPublicVideo(db, id), any: () => findVideo(db, id) },
      );
      if (!row) throw notFound('Video not found');
      return presentVideo(row);
    },
  );
};
