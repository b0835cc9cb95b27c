import fastifyMultipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MAX_FILES_PER_REQUEST,
  type SlideUpload,
  slideUploadResultSchema,
  type UploadResult,
  uploadQuerySchema,
  uploadResultSchema,
  VIDEO_MAX_BYTES,
} from '../../../contracts/upload.ts';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import type { Storage } from '../../storage/storage.ts';
import type { UploadRow } from './uploads.repository.ts';
import { receiveUploads, removeStaleStaging, stagingRootOf, type UploadRules } from './uploads.service.ts';

export interface UploadsAdminRoutesOptions {
  db: Database;
  storage: Storage;
  /** DATA_DIR: files wait under DATA_DIR/tmp/uploads between checking and storing. */
  dataDir: string;
}

export function presentUpload(row: UploadRow): UploadResult {
  return {
    url: row.url,
    mimeType: row.mimeType,
    filename: row.originalName,
    ...(row.kind === 'image'
      ? { width: row.width ?? undefined, height: row.height ?? undefined, variants: row.variants }
      : {}),
  };
}

export function presentSlide(row: UploadRow): SlideUpload {
  return { url: row.url, mimeType: row.mimeType, filename: row.originalName };
}

/**
 * POST /api/admin/upload and /api/admin/upload-slides (admin-area §7). The session guard runs
 * before the body is read (auth-guard.ts), so an anonymous upload is refused unread.
 */
export const uploadsAdminRoutes: FastifyPluginAsyncZod<UploadsAdminRoutesOptions> = async (
  app,
  { db, storage, dataDir },
) => {
  // Here, not globally: only these routes accept multipart bodies, with these limits.
  await app.register(fastifyMultipart, {
    limits: {
      fileSize: VIDEO_MAX_BYTES,
      files: MAX_FILES_PER_REQUEST,
      fields: 20,
      fieldSize: 1024,
      parts: MAX_FILES_PER_REQUEST + 20,
      headerPairs: 100,
    },
  });
  const stagingRoot = stagingRootOf(dataDir);
  await removeStaleStaging(stagingRoot);
  const deps = { db, storage, stagingRoot };

  async function receive(request: FastifyRequest, reply: FastifyReply, rules: UploadRules) {
    if (!request.isMultipart()) throw new HttpError(415, 'Send the file as multipart/form-data');
    try {
      return await receiveUploads(deps, request.parts(), rules);
    } catch (error) {
      // Refused before the whole body arrived: close the connection rather than read the rest.
      if (!request.raw.complete) reply.header('connection', 'close');
      throw error;
    }
  }

  app.post(
    '/api/admin/upload',
    {
      config: { role: 'contributor' },
      schema: { querystring: uploadQuerySchema, response: { 201: uploadResultSchema } },
    },
    async (request, reply) => {
      const [row] = await receive(request, reply, {
        field: 'file',
        allowVideo: request.query.allowVideo,
        maxFiles: 1,
      });
      return reply.status(201).send(presentUpload(row!));
    },
  );

  app.post(
    '/api/admin/upload-slides',
    { config: { role: 'contributor' }, schema: { response: { 201: slideUploadResultSchema } } },
    async (request, reply) => {
      const rows = await receive(request, reply, {
        field: 'slides',
        allowVideo: true,
        maxFiles: MAX_FILES_PER_REQUEST,
        errorKey: (index) => `slides.${index}`,
      });
      return reply.status(201).send({ slides: rows.map(presentSlide) });
    },
  );
};
