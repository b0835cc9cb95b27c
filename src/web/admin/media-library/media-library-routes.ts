import type { AdminRoute } from '../admin-route.ts';
import { MediaLibraryPage } from './media-library-page.tsx';

export const mediaLibraryRoutes: AdminRoute[] = [
  { path: '/admin/media-library', component: MediaLibraryPage },
];
