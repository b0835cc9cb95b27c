import type { AdminRoute } from '../admin-route.ts';
import { ManagePollsPage } from './manage-polls-page.tsx';

export const pollsRoutes: AdminRoute[] = [{ path: '/admin/manage-polls', component: ManagePollsPage }];
