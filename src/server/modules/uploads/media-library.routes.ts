import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, listQuerySchema } from '../../../contracts/common.ts';
import { actionRoles } from '../../../contracts/permissions.ts';
import { MEDIA_IN_USE_MESSAGE, MEDIA_NOT_FOUND_MESSAGE, mediaItemSchema } from '../../../contracts/upload.ts';
import type { Database } from '../../db/client.ts';
import { signedIn } from '../../http/auth-guard.ts';
import { conflict, notFound } from '../../http/errors.ts';
import type { Storage } from '../../storage/storage.ts';
import { findUsages, type UploadUsages } from './media-usage.service.ts';
import { deleteUpload, findUploadById, listUploads, type UploadRow } from './uploads.repository.ts';

const keyOf = (url: string) => url.replace(/^\/uploads\//, '');

/** The media library (issue: replaces the spec's "Coming Soon"): every stored file and where it is used. */
export const mediaLibraryRoutes: FastifyPluginAsyncZod<{ db: Database; storage: Storage }> = async (
  app,
  { db, storage },
) => {
  // A file only others' unpublished items show keeps its name and address from a contributor: both
  // can tell what an unpublished story is about, and the address opens the file.
  const present = (row: UploadRow, { usedBy, total, onlyHidden }: UploadUsages) => ({
    id: row.id,
    url: onlyHidden ? null : row.url,
    originalName: onlyHidden ? null : row.originalName,
    mimeType: row.mimeType,
    kind: row.kind,
    size: row.size,
    width: row.width,
    height: row.height,
    createdAt: row.createdAt.toISOString(),
    usedBy,
    usedByCount: total,
  });

  app.get(
    '/api/admin/media',
    {
      config: { role: 'contributor' },
      schema: { querystring: listQuerySchema, response: { 200: z.array(mediaItemSchema) } },
    },
    async (request) => {
      const rows = await listUploads(db, { limit: request.query.limit ?? 50, offset: request.query.offset });
      const usages = await findUsages(
        db,
        rows.map((row) => row.url),
        signedIn(request),
      );
      return rows.map((row) => present(row, usages.get(row.url)!));
    },
  );

  // Refused while any content shows the file, so a delete never leaves a broken picture behind.
  app.delete(
    '/api/admin/media/:id',
    { config: { role: actionRoles.deleteMedia }, schema: { params: idParamsSchema } },
    async (request, reply) => {
      const row = await findUploadById(db, request.params.id);
      if (!row) throw notFound(MEDIA_NOT_FOUND_MESSAGE);
      if ((await findUsages(db, [row.url])).get(row.url)!.total > 0) throw conflict(MEDIA_IN_USE_MESSAGE);
      await deleteUpload(db, row.id);
      await Promise.all(
        [row.url, ...row.variants.map((variant) => variant.url)].map((url) => storage.delete(keyOf(url))),
      );
      return reply.status(204).send();
    },
  );
};
