import type { AdminRoute } from '../admin-route.ts';
import { NewsletterIssuesPage } from './newsletter-issues-page.tsx';

export const newsletterIssuesRoutes: AdminRoute[] = [
  { path: '/admin/newsletter/issues', component: NewsletterIssuesPage },
];
