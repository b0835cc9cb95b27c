import type { AdminRoute } from '../admin-route.ts';
import { listRoute } from '../components/kind-editor.tsx';
import { articleEditorRoutes } from './article-pages.tsx';
import { articleList } from './manage-articles-page.tsx';

/** /admin/manage-articles lists every article, drafts and scheduled ones too (admin-area §2). */
export const articlesRoutes: AdminRoute[] = [
  ...articleEditorRoutes,
  listRoute('/admin/manage-articles', articleList),
];
