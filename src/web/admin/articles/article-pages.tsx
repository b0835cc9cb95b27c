import type { AdminArticle } from '../../../contracts/article.ts';
import { createRoute, editRoute } from '../components/kind-editor.tsx';
import { SiteLinks } from '../components/site-links.tsx';
import { ArticleForm } from './article-form.tsx';
import { ArticleHistory } from './article-history.tsx';

/** /admin/create-article: a new article, then back to the dashboard (admin-area §2). */
export const createArticleRoute = createRoute(
  '/admin/create-article',
  { title: 'Create New Article' },
  () => <ArticleForm />,
);

/** /admin/edit-article/{id}: the id is read as an integer (admin-area §2); anything else is not found. */
export const editArticleRoute = editRoute(
  '/admin/edit-article/:id',
  'article',
  {
    title: 'Edit Article',
    back: { href: '/admin/manage-articles', label: 'Back to Articles' },
    notFound: 'Article Not Found',
    actions: (article: AdminArticle) => <SiteLinks kind="article" item={article} />,
  },
  (article: AdminArticle) => (
    <>
      {/* A restored revision (or any newer save) reloads the form with the stored text. */}
      <ArticleForm key={article.updatedAt} article={article} />
      <ArticleHistory article={article} />
    </>
  ),
);
