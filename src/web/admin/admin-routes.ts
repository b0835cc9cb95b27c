import { accountsRoutes } from './accounts/accounts-routes.ts';
import type { AdminRoute } from './admin-route.ts';
import { analyticsRoutes } from './analytics/analytics-routes.ts';
import { articlesRoutes } from './articles/articles-routes.ts';
import { commentsRoutes } from './comments/comments-routes.ts';
import { contributorsRoutes } from './contributors/contributors-routes.ts';
import { crosswordsRoutes } from './crosswords/crosswords-routes.ts';
import { dashboardRoutes } from './dashboard/dashboard-routes.ts';
import { eventsRoutes } from './events/events-routes.tsx';
import { graphicsRoutes } from './graphics/graphics-routes.tsx';
import { mediaLibraryRoutes } from './media-library/media-library-routes.ts';
import { membersRoutes } from './members/members-routes.tsx';
import { newsletterRoutes } from './newsletter/newsletter-routes.ts';
import { newsletterIssuesRoutes } from './newsletter-issues/newsletter-issues-routes.ts';
import { picksRoutes } from './picks/picks-routes.tsx';
import { pollsRoutes } from './polls/polls-routes.ts';
import { reviewRoutes } from './review/review-routes.ts';
import { settingsRoutes } from './settings/settings-routes.ts';
import { storyBudgetRoutes } from './story-budget/story-budget-routes.ts';
import { videosRoutes } from './videos/videos-routes.tsx';
import { websiteEditorRoutes } from './website-editor/website-editor-routes.ts';

/**
 * Every signed-in admin screen (admin-area §2). Each feature folder lists its own screens in
 * `<feature>-routes.ts`, so a route leads to its page in one step.
 */
export const adminRoutes: AdminRoute[] = [
  ...dashboardRoutes,
  ...websiteEditorRoutes,
  ...articlesRoutes,
  ...videosRoutes,
  ...graphicsRoutes,
  ...reviewRoutes,
  ...storyBudgetRoutes,
  ...eventsRoutes,
  ...picksRoutes,
  ...membersRoutes,
  ...contributorsRoutes,
  ...crosswordsRoutes,
  ...pollsRoutes,
  ...commentsRoutes,
  ...newsletterRoutes,
  ...newsletterIssuesRoutes,
  ...mediaLibraryRoutes,
  ...analyticsRoutes,
  ...settingsRoutes,
  ...accountsRoutes,
];
