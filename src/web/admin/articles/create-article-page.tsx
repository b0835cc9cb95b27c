import { useLocation } from 'wouter';
import type { AdminArticle, ArticleInput } from '../../../contracts/article.ts';
import { apiJson } from '../../lib/api.ts';
import { AdminPage } from '../components/admin-page.tsx';
import { useAdminMutation } from '../lib/admin-mutation.ts';
import { ArticleForm } from './article-form.tsx';
import { emptyArticleForm } from './article-form-values.ts';

/** /admin/create-article: a new article, then back to the dashboard (admin-area §2). */
export function CreateArticlePage() {
  const [, navigate] = useLocation();
  const create = useAdminMutation({
    mutationFn: (input: ArticleInput) => apiJson<AdminArticle>('POST', '/api/admin/articles', input),
    successMessage: 'Article created successfully',
    failureMessage: 'Failed to create article',
    onSuccess: () => navigate('/admin'),
  });

  return (
    <AdminPage title="Create New Article" back={{ href: '/admin', label: 'Back to Dashboard' }} width="form">
      <ArticleForm
        initial={emptyArticleForm}
        rows={10}
        submitLabel="Create Article"
        pendingLabel="Creating..."
        pending={create.isPending}
        onSave={(input, callbacks) => create.mutate(input, callbacks)}
        cancelHref="/admin"
      />
    </AdminPage>
  );
}
