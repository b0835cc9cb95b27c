import type { AdminArticle, Article, ArticleCategory, ArticleSummary } from '../../../contracts/article.ts';
import type { ArticleRow, ArticleSummaryRow } from './articles.repository.ts';

/** A story card's fields: the public ones without the body and the pull quotes. */
export function presentArticleSummary(row: ArticleSummaryRow): ArticleSummary {
  return {
    id: row.id,
    title: row.title,
    excerpt: row.excerpt,
    imageUrl: row.imageUrl,
    category: row.category as ArticleCategory,
    author: row.author,
    featured: row.featured,
    publishedDate: row.publishedDate.toISOString(),
  };
}

/** The public fields only: drafts' status and bookkeeping dates stay on the admin side. */
export function presentArticle(row: ArticleRow): Article {
  return { ...presentArticleSummary(row), content: row.content, pullQuotes: row.pullQuotes };
}

export function presentAdminArticle(row: ArticleRow): AdminArticle {
  return {
    ...presentArticle(row),
    status: row.status,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    firstPublishedAt: row.firstPublishedAt?.toISOString() ?? null,
    version: row.version,
  };
}
