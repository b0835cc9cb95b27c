import type { AdminRoute } from '../admin-route.ts';
import { WebsiteEditorPage } from './website-editor-page.tsx';

export const websiteEditorRoutes: AdminRoute[] = [
  { path: '/admin/website-manager', component: WebsiteEditorPage },
  { path: '/admin/edit-website', component: WebsiteEditorPage },
];
