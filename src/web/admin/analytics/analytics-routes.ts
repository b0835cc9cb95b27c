import type { AdminRoute } from '../admin-route.ts';
import { AnalyticsPage } from './analytics-page.tsx';

export const analyticsRoutes: AdminRoute[] = [{ path: '/admin/analytics', component: AnalyticsPage }];
