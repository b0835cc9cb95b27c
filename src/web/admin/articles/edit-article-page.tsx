import { NotFoundState } from '../components/admin-page.tsx';
import { EditorShell } from '../components/editor-shell.tsx';
import { ArticleForm } from './article-form.tsx';
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
  return (
    <EditorShell
      title="Edit Article"
      back={backToArticles}
      query={useAdminArticle(id)}
      loadingText="Loading article..."
      notFoundTitle="Article Not Found"
    >
      {(article) => (
        <>
          {/* A restored revision (or any newer save) reloads the form with the stored text. */}
          <ArticleForm key={article.updatedAt} article={article} />
          <ArticleHistory article={article} />
        </>
      )}
    </EditorShell>
  );
}
