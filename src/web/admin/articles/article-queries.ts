import { useQuery } from '@tanstack/react-query';
import type { AdminArticle, ArticleRevision, ArticleRevisionSummary } from '../../../contracts/article.ts';

/** One article to edit; no read while the route's id is not one. */
export function useAdminArticle(id: number | undefined) {
  return useQuery<AdminArticle>({ queryKey: ['/api/admin/articles', id], enabled: id !== undefined });
}

/** Who saved the article when, newest first. */
export function useArticleRevisions(id: number) {
  return useQuery<ArticleRevisionSummary[]>({ queryKey: ['/api/admin/articles', id, 'revisions'] });
}

/** One past version in full, once one is chosen. */
export function useArticleRevision(id: number, revisionId: number | undefined) {
  return useQuery<ArticleRevision>({
    queryKey: ['/api/admin/articles', id, 'revisions', revisionId],
    enabled: revisionId !== undefined,
  });
}
