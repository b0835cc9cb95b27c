import { z } from 'zod';
import { isoDateSchema, publicationStatusSchema } from './common.ts';
import {
  type ContentKind,
  contentKindNames,
  fieldPerKind,
  type PublishedKind,
  publishedKinds,
} from './content-kinds.ts';

const isEditorsKind = (kind: ContentKind): kind is Exclude<ContentKind, PublishedKind> =>
  !(publishedKinds as readonly ContentKind[]).includes(kind);

/** How many items each "Recent Content - Quick Edit" list shows (admin-area §9). */
export const RECENT_ITEMS = 3;

/**
 * The kinds' counts. A contributor gets only stories, videos and graphics, counting their own and the
 * published ones; the rest, comments included, are an editor's.
 */
export const dashboardCountsSchema = z.object({
  ...fieldPerKind(publishedKinds, () => z.number()),
  ...fieldPerKind(contentKindNames.filter(isEditorsKind), () => z.number().optional()),
  /** Reader comments waiting in the moderation queue. */
  pendingComments: z.number().optional(),
});
export type DashboardCounts = z.infer<typeof dashboardCountsSchema>;

/** What each Quick Edit entry carries, whatever its kind. */
const recentItemSchema = z.object({
  id: z.number(),
  title: z.string(),
  status: publicationStatusSchema,
  publishedDate: isoDateSchema,
  /** The account that made it, null once gone: whether the reader may change it (permissions.ts). */
  createdBy: z.number().nullable(),
});

/**
 * GET /api/admin/dashboard: every count the dashboards show (drafts included: they are the
 * newsroom's work too) and the newest three of each kind for Quick Edit. A contributor's answer
 * holds only what they may see: their own items of any status and the published ones, no events.
 */
export const dashboardSchema = z.object({
  counts: dashboardCountsSchema,
  recent: z.object({
    articles: z.array(recentItemSchema.extend({ author: z.string() })),
    videos: z.array(recentItemSchema.extend({ type: z.string() })),
    graphics: z.array(
      recentItemSchema.extend({
        type: z.string(),
        /** admin-area §2: the first slide's address, else the graphic's image; '' for none. */
        thumbnailUrl: z.string(),
        /** The first slide's declared type, so a video slide is drawn as a video. */
        thumbnailMimeType: z.string(),
      }),
    ),
    events: z.array(z.object({ id: z.number(), title: z.string(), date: isoDateSchema })).optional(),
  }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
