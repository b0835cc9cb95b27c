import type { AdminRoute } from '../admin-route.ts';
import { listRoute } from '../components/kind-editor.tsx';
import { createArticleRoute, editArticleRoute } from './article-pages.tsx';
import { articleList } from './manage-articles-page.tsx';

/** /admin/manage-articles lists every article, drafts and scheduled ones too (admin-area §2). */
export const articlesRoutes: AdminRoute[] = [
  createArticleRoute,
  editArticleRoute,
  listRoute('/admin/manage-articles', articleList),
];
