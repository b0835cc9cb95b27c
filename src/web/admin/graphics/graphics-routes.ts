import type { AdminRoute } from '../admin-route.ts';
import { CreateEmbedGraphicPage, CreateGraphicPage } from './create-graphic-page.tsx';
import { EditGraphicPage } from './edit-graphic-page.tsx';
import { ManageGraphicsPage } from './manage-graphics-page.tsx';

export const graphicsRoutes: AdminRoute[] = [
  { path: '/admin/create-graphic', component: CreateGraphicPage },
  { path: '/admin/create-embed-graphic', component: CreateEmbedGraphicPage },
  { path: '/admin/edit-graphic/:id', component: EditGraphicPage },
  { path: '/admin/manage-graphics', component: ManageGraphicsPage },
];
