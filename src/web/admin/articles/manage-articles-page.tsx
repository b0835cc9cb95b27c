import { Plus, Star } from 'lucide-react';
import { Link } from 'wouter';
import type { AdminArticle } from '../../../contracts/article.ts';
import { categoryStyle } from '../../components/content/category-badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { formatDate } from '../../lib/format.ts';
import { AdminPage, EmptyState } from '../components/admin-page.tsx';
import { CardImage } from '../components/card-image.tsx';
import { confirmAction } from '../components/confirm-dialog.tsx';
import { Badge, CardGrid, ContentCard } from '../components/content-card.tsx';
import { MANAGE_PAGE_SIZE, Pager, usePagedList } from '../components/pager.tsx';
import { PublicationBadge } from '../components/publication.tsx';
import { useDeleteMutation } from '../lib/admin-mutation.ts';

/** /admin/manage-articles: every article as a card, drafts and scheduled ones too (admin-area §2), a page at a time. */
export function ManageArticlesPage() {
  const paged = usePagedList<AdminArticle>('/api/admin/articles', {
    pageSize: MANAGE_PAGE_SIZE,
    keysetId: (article) => article.id,
  });
  const { isPending, isError, refetch } = paged.query;
  const articles = paged.query.data && paged.items;
  const remove = useDeleteMutation({
    path: '/api/admin/articles',
    successMessage: 'Article deleted successfully',
    failureMessage: 'Failed to delete article',
  });

  async function askToDelete(article: AdminArticle) {
    if (await confirmAction(`Are you sure you want to delete "${article.title}"? This cannot be undone.`)) {
      remove.mutate(article.id);
    }
  }

  return (
    <AdminPage
      title="Manage Articles"
      description="Drafts and scheduled articles are listed here but not on the public site."
      back={{ href: '/admin', label: 'Back to Dashboard' }}
      actions={
        <Button asChild>
          <Link href="/admin/create-article">
            <Plus aria-hidden="true" />
            Create Article
          </Link>
        </Button>
      }
    >
      {isPending && <CardsSkeleton />}
      {isError && (
        <div role="alert" className="rounded-lg border border-rule bg-paper p-6 text-center">
          <p className="text-ink">The articles could not be loaded.</p>
          <Button className="mt-4" variant="secondary" onClick={() => void refetch()}>
            Try again
          </Button>
        </div>
      )}
      {articles?.length === 0 && (
        <EmptyState
          text="No articles yet"
          action={{ href: '/admin/create-article', label: 'Create your first article' }}
        />
      )}
      {articles && articles.length > 0 && (
        <CardGrid>
          {articles.map((article) => (
            <ContentCard
              key={article.id}
              media={<CardImage src={article.imageUrl} />}
              badges={
                <>
                  <span
                    className={cn(
                      'inline-flex rounded px-2 py-0.5 text-xs font-semibold',
                      categoryStyle(article.category).fill,
                    )}
                  >
                    {categoryStyle(article.category).label}
                  </span>
                  {article.featured && (
                    <Badge>
                      <Star aria-hidden="true" className="size-3" />
                      Featured
                    </Badge>
                  )}
                  <PublicationBadge status={article.status} publishedDate={article.publishedDate} />
                </>
              }
              title={article.title}
              text={article.excerpt}
              meta={
                <>
                  <p>By {article.author}</p>
                  <p>
                    <time dateTime={article.publishedDate}>{formatDate(article.publishedDate)}</time>
                  </p>
                </>
              }
              editHref={`/admin/edit-article/${article.id}`}
              onDelete={() => void askToDelete(article)}
              deleting={remove.isPending && remove.variables === article.id}
            />
          ))}
        </CardGrid>
      )}
      <Pager label="Article pages" page={paged.page} hasNext={paged.hasNext} onPage={paged.setPage} />
    </AdminPage>
  );
}

function CardsSkeleton() {
  return (
    <div aria-busy="true">
      <p role="status" className="sr-only">
        Loading articles...
      </p>
      <div
        aria-hidden="true"
        className="grid animate-pulse gap-4 motion-reduce:animate-none sm:grid-cols-2 lg:grid-cols-3"
      >
        {[0, 1, 2].map((n) => (
          <div key={n} className="overflow-hidden rounded-lg border border-rule bg-paper">
            <div className="aspect-video bg-paper-soft" />
            <div className="space-y-2 p-4">
              <div className="h-4 w-1/3 rounded bg-paper-soft" />
              <div className="h-5 w-full rounded bg-paper-soft" />
              <div className="h-4 w-5/6 rounded bg-paper-soft" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
