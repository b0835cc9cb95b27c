import type { AdminRoute } from '../admin-route.ts';
import { CreatePickPage } from './create-pick-page.tsx';
import { EditPickPage } from './edit-pick-page.tsx';
import { ManagePicksPage } from './manage-picks-page.tsx';

export const picksRoutes: AdminRoute[] = [
  { path: '/admin/create-nabj-pick', component: CreatePickPage },
  { path: '/admin/edit-nabj-pick/:id', component: EditPickPage },
  { path: '/admin/manage-nabj-picks', component: ManagePicksPage },
];
