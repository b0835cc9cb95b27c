import { z } from 'zod';
import { isoDateSchema, listQuerySchema } from './common.ts';

export const INVALID_EMAIL = 'Please enter a valid email address.';
/** public-site §8; the same answer whether the address was new, active or unsubscribed. */
export const SUBSCRIBED = 'Successfully subscribed!';
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

/** Active subscribers: all, those of the last 7 days and of the last 30 days (admin-area §9). */
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
