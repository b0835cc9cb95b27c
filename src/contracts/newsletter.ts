import { z } from 'zod';
import { isoDateSchema, listQuerySchema } from './common.ts';

export const INVALID_EMAIL = 'Please enter a valid email address.';
/** public-site §8; the same answer whether the address was new, active or unsubscribed. */
export const SUBSCRIBED = 'Successfully subscribed!';
export const SUBSCRIBE_RATE_LIMITED =
  'Too many sign-ups from your network. Please wait a few minutes and try again.';
export const SUBSCRIPTION_NOT_FOUND = 'Subscription not found';
/** admin-area §5. */
export const NO_SUBSCRIPTIONS_TO_EXPORT = 'No data to export: There are no active subscriptions to export.';
/** admin-area §9: the CSV's header line. */
export const NEWSLETTER_CSV_HEADER = 'Email,Subscribed Date';

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

/** GET /api/newsletter/subscriptions: paging plus an optional part of an address to look for. */
export const subscriptionListQuerySchema = listQuerySchema.extend({
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

/** newsletter-subscriptions-YYYY-MM-DD.csv, named by the export's date in UTC. */
export function newsletterExportFileName(exportedAt: Date): string {
  return `newsletter-subscriptions-${exportedAt.toISOString().slice(0, 10)}.csv`;
}

// Delivery (double opt-in, unsubscribe, the Sunday issue).
export const SUBSCRIPTION_CONFIRMED = 'Your subscription is confirmed. Welcome aboard!';
export const UNSUBSCRIBED = 'You have been unsubscribed. You will not receive any more e-mails from us.';
export const CONFIRMATION_NOT_SENT =
  'We could not send the confirmation e-mail just now. Please try again later.';
export const INVALID_LINK = 'This link is not valid. Please use the latest e-mail we sent you.';

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

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** The settings' send day (0 Sunday … 6 Saturday) as a word: public-site §9's "Sunday" by default. */
export function newsletterDayName(sendDay: number): string {
  return WEEKDAYS[sendDay] ?? 'Sunday';
}

/** "Sunday morning", "Friday evening": the settings' send day and hour as a reader would say it. */
export function newsletterSendTime(sendDay: number, sendHour: number): string {
  const part = sendHour < 12 ? 'morning' : sendHour < 18 ? 'afternoon' : 'evening';
  return `${newsletterDayName(sendDay)} ${part}`;
}
