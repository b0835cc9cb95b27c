import { type ArticleCategory, articleCategoryLabels } from '../../../contracts/article-values.ts';
import { cn } from '../../lib/cn.ts';

export interface CategoryStyle {
  /** The category's name as the site shows it ('local' reads "Cola Up Close", public-site §2). */
  label: string;
  /** Filled: the category colour with its AA-safe text colour on it. */
  fill: string;
  /** Text in the category colour, on paper. */
  text: string;
  /** A rule or outline in the category colour. */
  border: string;
}

// Full class names, spelled out so Tailwind finds them in the source.
export const categoryStyles: Record<ArticleCategory, CategoryStyle> = {
  news: {
    label: articleCategoryLabels.news,
    fill: 'bg-cat-news text-cat-news-ink',
    text: 'text-cat-news',
    border: 'border-cat-news',
  },
  'our-2-cents': {
    label: articleCategoryLabels['our-2-cents'],
    fill: 'bg-cat-our-2-cents text-cat-our-2-cents-ink',
    text: 'text-cat-our-2-cents',
    border: 'border-cat-our-2-cents',
  },
  health: {
    label: articleCategoryLabels.health,
    fill: 'bg-cat-health text-cat-health-ink',
    text: 'text-cat-health',
    border: 'border-cat-health',
  },
  entertainment: {
    label: articleCategoryLabels.entertainment,
    fill: 'bg-cat-entertainment text-cat-entertainment-ink',
    text: 'text-cat-entertainment',
    border: 'border-cat-entertainment',
  },
  local: {
    label: articleCategoryLabels.local,
    fill: 'bg-cat-local text-cat-local-ink',
    text: 'text-cat-local',
    border: 'border-cat-local',
  },
};

/** The style of a category; an unexpected value falls back to News rather than breaking a page. */
export function categoryStyle(category: string): CategoryStyle {
  return categoryStyles[category as ArticleCategory] ?? categoryStyles.news;
}

/**
 * The category label. `solid` is a filled tag (for use over pictures); the default is a small
 * upper-case label in the category colour with a matching square, as newsrooms set a kicker.
 */
export function CategoryBadge({
  category,
  variant = 'label',
  className,
}: {
  category: string;
  variant?: 'label' | 'solid';
  className?: string;
}) {
  const style = categoryStyle(category);
  if (variant === 'solid') {
    return (
      <span
        className={cn(
          'inline-flex items-center rounded-sm px-2 py-0.5 font-semibold text-xs uppercase tracking-wider',
          style.fill,
          className,
        )}
      >
        {style.label}
      </span>
    );
  }
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 font-semibold text-xs uppercase tracking-wider',
        style.text,
        className,
      )}
    >
      <span aria-hidden="true" className={cn('size-2 rounded-[2px]', style.fill)} />
      {style.label}
    </span>
  );
}
