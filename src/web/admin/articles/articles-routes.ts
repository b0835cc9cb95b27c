import type { AdminRoute } from '../admin-route.ts';
import { CreateArticlePage } from './create-article-page.tsx';
import { EditArticlePage } from './edit-article-page.tsx';
import { ManageArticlesPage } from './manage-articles-page.tsx';

export const articlesRoutes: AdminRoute[] = [
  { path: '/admin/create-article', component: CreateArticlePage },
  { path: '/admin/edit-article/:id', component: EditArticlePage },
  { path: '/admin/manage-articles', component: ManageArticlesPage },
];
