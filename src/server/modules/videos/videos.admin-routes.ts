import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { adminListQuerySchema, bulkActionSchema } from '../../../contracts/admin-list.ts';
import { savedStatus } from '../../../contracts/permissions.ts';
import {
  adminVideoSchema,
  videoEditSchema,
  videoInputSchema,
  youtubeThumbnailUrl,
} from '../../../contracts/video.ts';
import { videoTypes } from '../../../contracts/video-values.ts';
import type { Database } from '../../db/client.ts';
import { registerContentAdminRoutes } from '../../http/content-admin-routes.ts';
import type { SessionAdmin } from '../admin-auth/admin-auth.service.ts';
import { presentAdminVideo } from './videos.presenter.ts';
import { type VideoRow, type VideoValues, videoRepository } from './videos.repository.ts';
import { videos } from './videos.table.ts';

type VideoBody = z.output<typeof videoInputSchema> | z.output<typeof videoEditSchema>;

/** The row's values from a save by `account` (permissions.ts: which status it may store). */
function toValues(
  { publishedDate, thumbnailUrl, status, ...body }: VideoBody,
  account: SessionAdmin,
  stored?: VideoRow,
): VideoValues {
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
  registerContentAdminRoutes(app, db, {
    kind: 'video',
    missing: 'Video not found',
    repository: videoRepository,
    listQuery: adminListQuerySchema({ types: videoTypes }),
    item: { schema: adminVideoSchema, present: presentAdminVideo },
    input: videoInputSchema,
    edit: videoEditSchema,
    toValues,
    bulk: bulkActionSchema,
    owned: { table: videos, byline: 'creators' },
  });
};
