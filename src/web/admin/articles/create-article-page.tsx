import { AdminPage } from '../components/admin-page.tsx';
import { ArticleForm } from './article-form.tsx';

/** /admin/create-article: a new article, then back to the dashboard (admin-area §2). */
export function CreateArticlePage() {
  return (
    <AdminPage title="Create New Article" back={{ href: '/admin', label: 'Back to Dashboard' }} width="form">
      <ArticleForm />
    </AdminPage>
  );
}
