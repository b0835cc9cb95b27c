import type { Article } from '../../../contracts/article.ts';

/**
 * public-site §5: the stories search is a case-insensitive substring match on the title, the excerpt
 * and the author. A blank query keeps every article, in order.
 */
export function searchArticles<T extends Pick<Article, 'title' | 'excerpt' | 'author'>>(
  articles: readonly T[],
  query: string,
): T[] {
  const needle = query.trim().toLocaleLowerCase('en-US');
  if (!needle) return [...articles];
  return articles.filter((article) =>
    [article.title, article.excerpt, article.author].some((field) =>
      field.toLocaleLowerCase('en-US').includes(needle),
    ),
  );
}
