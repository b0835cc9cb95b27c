import { z } from 'zod';
import { rowIdSchema } from './common.ts';
import { fieldPerKind, kindsWith, publishedKinds } from './content-kinds.ts';

export const VIEWS_RATE_LIMITED =
  'Too many views reported from your network. Please wait a few minutes and try again.';

/** A page view reported by the reader's browser: which item, nothing about the reader. */
export const viewBeaconSchema = z.object({
  kind: z.enum(publishedKinds),
  id: rowIdSchema,
});

export const analyticsQuerySchema = z.object({
  /** The period the figures cover, ending today. */
  days: z.coerce.number().int().min(1).max(365).optional().default(30),
});

export const analyticsSchema = z.object({
  days: z.number(),
  totalContent: z.number(),
  /** Content published in the last 7 days (admin-area §9). */
  thisWeek: z.number(),
  newsletterSubscribers: z.number(),
  /** Views in the period divided by the items that exist. */
  avgContentViews: z.number(),
  totalViews: z.number(),
  /** Every item of each listed kind, drafts and scheduled ones included. */
  breakdown: z.object(fieldPerKind(kindsWith('listed'), () => z.number())),
  popular: z.array(
    z.object({ kind: z.enum(publishedKinds), id: z.number(), title: z.string(), views: z.number() }),
  ),
  viewsPerDay: z.array(z.object({ day: z.string(), views: z.number() })),
  newsletterGrowth: z.array(z.object({ day: z.string(), subscribers: z.number() })),
});
export type Analytics = z.infer<typeof analyticsSchema>;

/** Crawlers, link previewers and monitors: their requests are not reader views. */
export const BOT_USER_AGENT =
  /bot|crawl|spider|slurp|preview|facebookexternalhit|whatsapp|embedly|headless|lighthouse|curl|wget|python-requests|monitor|pingdom/i;
