import type { AdminArticle } from '../../../contracts/article.ts';
import { editorRoutes } from '../components/kind-editor.tsx';
import { ArticleForm } from './article-form.tsx';
import { ArticleHistory } from './article-history.tsx';

/** The form, and once saved its history: one tree for both addresses, so a new draft's save keeps it. */
function articleScreen(article?: AdminArticle) {
  return (
    <>
      <ArticleForm article={article} />
      {article && <ArticleHistory article={article} />}
    </>
  );
}

/**
 * /admin/create-article, a new article (back to the dashboard once published, admin-area §2), and
 * /admin/edit-article/{id}: the id is read as an integer; anything else is not found.
 */
export const articleEditorRoutes = editorRoutes<AdminArticle>(
  'article',
  [{ path: '/admin/create-article', title: 'Create New Article', form: () => articleScreen() }],
  {
    path: '/admin/edit-article/:id',
    title: 'Edit Article',
    back: { href: '/admin/manage-articles', label: 'Back to Articles' },
    notFound: 'Article Not Found',
    form: articleScreen,
  },
);
