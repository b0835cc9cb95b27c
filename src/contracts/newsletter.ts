import { z } from 'zod';
import { isoDateSchema, keysetListQuerySchema } from './common.ts';
import { INVALID_EMAIL, INVALID_LINK } from './newsletter-values.ts';

export * from './newsletter-values.ts';

/** An address as stored: trimmed and lower-cased, so one address is one row. */
export const newsletterEmailSchema = z
  .string({ error: INVALID_EMAIL })
  .trim()
  .toLowerCase()
  .max(254, INVALID_EMAIL)
  .pipe(z.email({ error: INVALID_EMAIL }));

/** POST /api/newsletter/subscribe. */
export const subscribeSchema = z.object({ email: newsletterEmailSchema }, { error: INVALID_EMAIL });
export type SubscribeInput = z.input<typeof subscribeSchema>;

/** admin-area §3. */
export const subscriptionSchema = z.object({
  id: z.number(),
  email: z.string(),
  subscribedAt: isoDateSchema,
  active: z.boolean(),
  /** The last permanent delivery failure (a bounce): no issue goes out until the address signs up again. */
  lastFailure: z.string().nullable(),
  lastFailureAt: isoDateSchema.nullable(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/**
 * GET /api/newsletter/subscriptions/pending: a sign-up still waiting for its confirmation (double
 * opt-in), with when its last confirmation mail went out (null: none has, e.g. the mail was refused).
 */
export const pendingSubscriptionSchema = subscriptionSchema.extend({
  confirmationSentAt: isoDateSchema.nullable(),
});
export type PendingSubscription = z.infer<typeof pendingSubscriptionSchema>;

/** GET /api/newsletter/subscriptions: paging plus an optional part of an address to look for. */
export const subscriptionListQuerySchema = keysetListQuerySchema.extend({
  q: z
    .string()
    .trim()
    .toLowerCase()
    .max(254)
    .optional()
    .transform((q) => q || undefined),
});

/** Active subscribers: all, those of the last 7 days and those since this date last month (admin-area §9). */
export const subscriptionStatsSchema = z.object({
  total: z.number(),
  thisWeek: z.number(),
  thisMonth: z.number(),
});
export type SubscriptionStats = z.infer<typeof subscriptionStatsSchema>;

/** POST /api/newsletter/confirm. */
export const confirmSubscriptionSchema = z.object({ token: z.string().trim().min(1, INVALID_LINK).max(500) });

/** POST /api/newsletter/unsubscribe?token=… (RFC 8058 one-click: the token is in the address). */
export const unsubscribeQuerySchema = z.object({ token: z.string().trim().min(1, INVALID_LINK).max(500) });

/** POST /api/admin/newsletter/test-send. */
export const testSendSchema = z.object({ email: newsletterEmailSchema });

/** GET /api/admin/newsletter/preview: the next issue as it would go out now. */
export const newsletterPreviewSchema = z.object({
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  /** Stories, videos and graphics in the issue; 0 means the week would be skipped when that setting is on. */
  newItems: z.number(),
  upcomingEvents: z.number(),
});
export type NewsletterPreview = z.infer<typeof newsletterPreviewSchema>;

/** GET /api/admin/newsletter/sends: past issues, newest first. */
export const newsletterSendSchema = z.object({
  id: z.number(),
  period: z.string(),
  subject: z.string(),
  status: z.enum(['sending', 'sent', 'skipped']),
  startedAt: isoDateSchema,
  finishedAt: isoDateSchema.nullable(),
  delivered: z.number(),
  failed: z.number(),
});
export type NewsletterSend = z.infer<typeof newsletterSendSchema>;
