import { useQuery } from '@tanstack/react-query';
import type { AdminArticle } from '../../../contracts/article.ts';
import { EditorShell, positiveId } from '../components/editor-shell.tsx';
import { SiteLinks } from '../components/site-links.tsx';
import { ArticleForm } from './article-form.tsx';
import { ArticleHistory } from './article-history.tsx';

/** /admin/edit-article/{id}: the id is read as an integer (admin-area §2); anything else is not found. */
export function EditArticlePage({ params }: { params: Record<string, string | undefined> }) {
  const id = positiveId(params.id);
  return (
    <EditorShell
      title="Edit Article"
      back={{ href: '/admin/manage-articles', label: 'Back to Articles' }}
      query={useQuery<AdminArticle>({ queryKey: ['/api/admin/articles', id], enabled: id !== undefined })}
      invalidId={id === undefined}
      loadingText="Loading article..."
      notFoundTitle="Article Not Found"
      actions={(article) => <SiteLinks kind="articles" item={article} />}
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
