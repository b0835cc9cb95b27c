import type { AdminRoute } from '../admin-route.ts';
import { DashboardPage } from './dashboard-page.tsx';

export const dashboardRoutes: AdminRoute[] = [{ path: '/admin', component: DashboardPage }];
