import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { videoListQuerySchema, videoSchema } from '../../../contracts/broadcast.ts';
import { idParamsSchema } from '../../../contracts/common.ts';
import { previewQuerySchema } from '../../../contracts/preview.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { findShownItem } from '../preview/preview-links.ts';
import { presentVideo } from './broadcast.presenter.ts';
import { findPublicVideo, findVideo, listPublicVideos } from './broadcast.repository.ts';

export const broadcastPublicRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
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
        { kind: 'broadcast', id, preview: request.query.preview },
        { published: () => findPublicVideo(db, id), any: () => findVideo(db, id) },
      );
      if (!row) throw notFound('Video not found');
      return presentVideo(row);
    },
  );
};
