import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../contracts/common.ts';
import {
  contentKinds,
  contentUrl,
  type PublishedKind,
  publishedKinds,
} from '../../../contracts/content-kinds.ts';
import { previewLinkSchema } from '../../../contracts/preview.ts';
import { PREVIEW_PARAM } from '../../../contracts/preview-values.ts';
import type { Database, Executor } from '../../db/client.ts';
import { signedIn } from '../../http/auth-guard.ts';
import { findArticle } from '../articles/articles.repository.ts';
import { findGraphic } from '../graphics/graphics.repository.ts';
import { authoredBy } from '../review/ownership.ts';
import { reviewedKinds } from '../review/reviewed-kinds.ts';
import { findVideo } from '../videos/videos.repository.ts';
import { signPreviewToken } from './preview-links.ts';

/** How an item of each kind is found, and the 404 its admin routes answer when it is not. */
const finders: Record<
  PublishedKind,
  (db: Executor, id: number) => Promise<Parameters<typeof authoredBy>[1]>
> = {
  article: findArticle,
  video: findVideo,
  graphic: findGraphic,
};

/**
 * A signed link that shows one item, in any status, on its public page for a day (docs/decisions/011).
 * A GET: it stores nothing, so it neither clears the page cache nor counts as a write in the audit log.
 */
export const previewAdminRoutes: FastifyPluginAsyncZod<{ db: Database; publicUrl: string }> = async (
  app,
  { db, publicUrl },
) => {
  for (const kind of publishedKinds) {
    const find = finders[kind];
    const { missing } = reviewedKinds[kind];
    app.get(
      `/api/admin/${contentKinds[kind].api}/:id/preview-link`,
      // A contributor may show their own items (their drafts) to someone before review.
      {
        config: { role: 'contributor' },
        schema: { params: idParamsSchema, response: { 200: previewLinkSchema } },
      },
      async (request) => {
        const { id } = request.params;
        authoredBy(signedIn(request), await find(db, id), missing);
        const { token, expiresAt } = await signPreviewToken(db, kind, id);
        return {
          url: `${publicUrl}${contentUrl(kind, id)}?${PREVIEW_PARAM}=${token}`,
          expiresAt: expiresAt.toISOString(),
        };
      },
    );
  }
};
