import { z } from 'zod';
import {
  isoDateSchema,
  optionalDate,
  publicationStatusSchema,
  requiredText,
  versionField,
} from './common.ts';
import { publishedKinds } from './content-kinds.ts';

/** What happened to an item in review; 'scheduled' is a publication with a date still to come. */
export const reviewActions = ['submitted', 'sent-back', 'published', 'scheduled'] as const;
export type ReviewAction = (typeof reviewActions)[number];

export const SEND_BACK_NOTE_REQUIRED = 'Say what needs changing';

/** `POST /api/admin/{kind}/:id/send-back`: back to the author as a draft, with what to change. */
export const sendBackSchema = z.object({ note: requiredText(SEND_BACK_NOTE_REQUIRED, 5000) });

/** `POST /api/admin/{kind}/:id/publish`: no date is now; a future date schedules the item. */
export const publishSchema = z.object({ publishedDate: optionalDate });

/** Where an item stands after a review step. */
export const reviewedItemStateSchema = z.object({
  id: z.number(),
  status: publicationStatusSchema,
  publishedDate: isoDateSchema,
  ...versionField,
});

/** One step of an item's review, private to its author and the editors. */
export const reviewEventSchema = z.object({
  action: z.enum(reviewActions),
  actor: z.string(),
  note: z.string(),
  at: isoDateSchema,
});
export type ReviewEvent = z.infer<typeof reviewEventSchema>;

/** An item waiting for an editor (`GET /api/admin/review-queue`), oldest submission first. */
export const reviewQueueItemSchema = z.object({
  kind: z.enum(publishedKinds),
  id: z.number(),
  title: z.string(),
  /** The username of the account that made the item; '' when that account is gone. */
  author: z.string(),
  submittedAt: isoDateSchema,
});
export type ReviewQueueItem = z.infer<typeof reviewQueueItemSchema>;

export const reviewQueueCountSchema = z.object({ count: z.number().int() });

export const NOT_YOUR_DRAFT = 'Only your own drafts can be changed';
export const NOT_A_DRAFT = 'Only a draft can be submitted for review';
export const NOT_IN_REVIEW = 'This item is not in review';
