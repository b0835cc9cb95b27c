import { useLocation } from 'wouter';
import type { AdminArticle, ArticleInput } from '../../../contracts/article.ts';
import { Button } from '../../components/ui/button.tsx';
import { apiJson, statusOf } from '../../lib/api.ts';
import { AdminPage, LoadingState, NotFoundState } from '../components/admin-page.tsx';
import { SiteLinks } from '../components/site-links.tsx';
import { useAdminMutation } from '../lib/admin-mutation.ts';
import { ArticleForm } from './article-form.tsx';
import { formValuesOf } from './article-form-values.ts';
import { ArticleHistory } from './article-history.tsx';
import { useAdminArticle } from './article-queries.ts';

const backToArticles = { href: '/admin/manage-articles', label: 'Back to Articles' };

/** /admin/edit-article/{id}: the id is read as an integer (admin-area §2); anything else is not found. */
export function EditArticlePage({ params }: { params: Record<string, string | undefined> }) {
  const id = Number.parseInt(params.id ?? '', 10);
  if (!Number.isInteger(id) || id <= 0)
    return <NotFoundState title="Article Not Found" back={backToArticles} />;
  return <EditArticle id={id} />;
}

function EditArticle({ id }: { id: number }) {
  const [, navigate] = useLocation();
  const { data: article, isPending, error, refetch } = useAdminArticle(id);
  const update = useAdminMutation({
    mutationFn: (input: ArticleInput) => apiJson<AdminArticle>('PUT', `/api/admin/articles/${id}`, input),
    successMessage: 'Article updated successfully',
    failureMessage: 'Failed to update article',
    onSuccess: () => navigate('/admin/manage-articles'),
  });

  if (isPending) return <LoadingState text="Loading article..." />;
  if (!article) {
    if (statusOf(error) === 404) return <NotFoundState title="Article Not Found" back={backToArticles} />;
    return (
      <AdminPage title="Edit Article" back={backToArticles} width="form">
        <div role="alert" className="rounded-lg border border-rule bg-paper p-6 text-center">
          <p className="text-ink">The article could not be loaded. Check the connection and try again.</p>
          <Button className="mt-4" variant="secondary" onClick={() => void refetch()}>
            Try again
          </Button>
        </div>
      </AdminPage>
    );
  }

  return (
    <AdminPage
      title="Edit Article"
      back={backToArticles}
      width="form"
      actions={<SiteLinks kind="articles" item={article} />}
    >
      <ArticleForm
        // A restored revision (or any newer save) reloads the form with the stored text.
        key={article.updatedAt}
        initial={formValuesOf(article)}
        rows={15}
        submitLabel="Save Changes"
        pendingLabel="Saving..."
        pending={update.isPending}
        onSave={(input, callbacks) => update.mutate(input, callbacks)}
        cancelHref="/admin/manage-articles"
      />
      <ArticleHistory article={article} />
    </AdminPage>
  );
}
