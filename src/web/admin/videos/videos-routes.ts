import type { AdminRoute } from '../admin-route.ts';
import { CreateVideoPage } from './create-video-page.tsx';
import { EditVideoPage } from './edit-video-page.tsx';
import { ManageVideosPage } from './manage-videos-page.tsx';

/** NABJ TV screens (admin-area §2); the API calls them "broadcast". */
export const videosRoutes: AdminRoute[] = [
  { path: '/admin/create-video', component: CreateVideoPage },
  { path: '/admin/edit-video/:id', component: EditVideoPage },
  { path: '/admin/manage-videos', component: ManageVideosPage },
];
