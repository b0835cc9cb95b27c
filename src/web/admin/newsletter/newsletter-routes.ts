import type { AdminRoute } from '../admin-route.ts';
import { NewsletterPage } from './newsletter-page.tsx';

export const newsletterRoutes: AdminRoute[] = [{ path: '/admin/newsletter', component: NewsletterPage }];
