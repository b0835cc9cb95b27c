/** public-site §9: More Like This shows at most 3 articles. */
export const MORE_LIKE_THIS_LIMIT = 3;

/**
 * public-site §5: other articles of the same category or by the same author come first (in the list's
 * order, newest first); when fewer than `limit` match, other articles top the list up. The article
 * itself never appears.
 */
type Topic = { id: number; category: string; author: string };

export function moreLikeThis<T extends Topic>(
  article: Topic,
  articles: readonly T[],
  limit = MORE_LIKE_THIS_LIMIT,
): T[] {
  const others = articles.filter((other) => other.id !== article.id);
  const author = article.author.trim().toLowerCase();
  const related = (other: T) =>
    other.category === article.category || other.author.trim().toLowerCase() === author;
  return [...others.filter(related), ...others.filter((other) => !related(other))].slice(0, limit);
}
