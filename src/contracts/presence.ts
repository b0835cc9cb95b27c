import { z } from 'zod';
import { isoDateSchema, rowIdSchema } from './common.ts';
import { contentKindNames } from './content-kinds.ts';

/** Someone else with an item's editor open: "<name> is editing this, since 8:43". */
export const editorPresentSchema = z.object({
  /** The account's byline when it has one, else its username. */
  name: z.string(),
  /** When they opened the editor. */
  since: isoDateSchema,
});
export type EditorPresent = z.infer<typeof editorPresentSchema>;

export const presenceKindParamsSchema = z.object({
  kind: z.enum(contentKindNames),
});
export const presenceItemParamsSchema = presenceKindParamsSchema.extend({ id: rowIdSchema });

/** `PUT /api/admin/presence/{kind}/{id}`: the others in the item's editor, and how long the lease lasts. */
export const presenceLeaseSchema = z.object({
  others: z.array(editorPresentSchema),
  /** The lease runs out this long after the call unless renewed: the editor renews at a third of it. */
  leaseSeconds: z.number().int(),
});
export type PresenceLease = z.infer<typeof presenceLeaseSchema>;

/** `GET /api/admin/presence/{kind}`: for each item someone else has open, who, by item id. */
export const kindPresenceSchema = z.record(z.string(), z.array(editorPresentSchema));
export type KindPresence = z.infer<typeof kindPresenceSchema>;
