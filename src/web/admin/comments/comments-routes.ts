import type { AdminRoute } from '../admin-route.ts';
import { CommentsPage } from './comments-page.tsx';

export const commentsRoutes: AdminRoute[] = [{ path: '/admin/comments', component: CommentsPage }];
