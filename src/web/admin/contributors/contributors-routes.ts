import type { AdminRoute } from '../admin-route.ts';
import { ContributorsPage } from './contributors-page.tsx';

export const contributorsRoutes: AdminRoute[] = [
  { path: '/admin/contributors', component: ContributorsPage },
];
