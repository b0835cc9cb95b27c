import { z } from 'zod';
import { isoDateSchema } from './common.ts';
import { PREVIEW_PARAM } from './preview-values.ts';

/** The public read of an item accepts a preview token besides its usual parameters. */
export const previewQuerySchema = z.object({ [PREVIEW_PARAM]: z.string().max(100).optional() });

export const previewLinkSchema = z.object({ url: z.string(), expiresAt: isoDateSchema });
export type PreviewLink = z.infer<typeof previewLinkSchema>;
