// The parts of the article contract the reader's browser needs, without Zod (article.ts adds the schemas).

export const PULL_QUOTE_MAX_LENGTH = 1000;

export const articleCategories = ['news', 'our-2-cents', 'health', 'entertainment', 'local'] as const;
export type ArticleCategory = (typeof articleCategories)[number];

/**
 * The one name of each category, for the public site and the admin alike (public-site §2). The spec's
 * article form spells 'local' "Cola Close Up"; the site's "Cola Up Close" is used everywhere so a
 * category reads the same on every screen.
 */
export const articleCategoryLabels: Record<ArticleCategory, string> = {
  news: 'News',
  'our-2-cents': 'Our 2¢',
  health: 'Health is Wealth',
  entertainment: 'Tapped In',
  local: 'Cola Up Close',
};

// Both spellings of public-site §2 and admin-area §3, and the labels, name the same category.
const categoryAliases: Record<string, ArticleCategory> = {
  'cola-up-close': 'local',
  'cola-close-up': 'local',
  'cola up close': 'local',
  'cola close up': 'local',
  'tapped in': 'entertainment',
  'health is wealth': 'health',
  'our 2¢': 'our-2-cents',
  'our-2¢': 'our-2-cents',
};

export function normaliseCategory(value: string): ArticleCategory | undefined {
  const key = value.trim().toLowerCase();
  if ((articleCategories as readonly string[]).includes(key)) return key as ArticleCategory;
  return categoryAliases[key];
}

/**
 * Content written in the rich-text editor is HTML; older records are plain text with blank lines
 * between paragraphs. Server (sanitising) and page (rendering) decide with this one test.
 */
export function isHtmlContent(content: string): boolean {
  return /<\/?[a-z][a-z0-9]*(\s[^<>]*)?\/?>/i.test(content);
}
