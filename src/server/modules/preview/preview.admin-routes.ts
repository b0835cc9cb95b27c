import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../contracts/common.ts';
import { contentKinds, contentUrl, publishedKinds } from '../../../contracts/content-kinds.ts';
import { previewLinkSchema } from '../../../contracts/preview.ts';
import { PREVIEW_PARAM } from '../../../contracts/preview-values.ts';
import type { Database } from '../../db/client.ts';
import { signedIn } from '../../http/auth-guard.ts';
import { authoredBy } from '../review/ownership.ts';
import { findReviewedItem, reviewedKinds } from '../review/reviewed-kinds.ts';
import { signPreviewToken } from './preview-links.ts';

/**
 * A signed link that shows one item, in any status, on its public page for a day (docs/decisions/011).
 * A GET: it stores nothing, so it neither clears the page cache nor counts as a write in the audit log.
 */
export const previewAdminRoutes: FastifyPluginAsyncZod<{ db: Database; publicUrl: string }> = async (
  app,
  { db, publicUrl },
) => {
  for (const kind of publishedKinds) {
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
        authoredBy(signedIn(request), await findReviewedItem(db, kind, id), missing);
        const { token, expiresAt } = await signPreviewToken(db, kind, id);
        return {
          url: `${publicUrl}${contentUrl(kind, id)}?${PREVIEW_PARAM}=${token}`,
          expiresAt: expiresAt.toISOString(),
        };
      },
    );
  }
};
