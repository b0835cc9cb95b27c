import type { AdminRoute } from '../admin-route.ts';
import { ReviewQueuePage } from './review-queue-page.tsx';

export const reviewRoutes: AdminRoute[] = [{ path: '/admin/review', component: ReviewQueuePage }];
