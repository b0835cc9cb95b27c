import type { AdminRoute } from '../admin-route.ts';
import { StoryBudgetPage } from './story-budget-page.tsx';

export const storyBudgetRoutes: AdminRoute[] = [{ path: '/admin/budget', component: StoryBudgetPage }];
