import {
  type AdminArticle,
  type ArticleCategory,
  type ArticleInput,
  articleCategories,
  articleCategoryLabels,
  isHtmlContent,
} from '../../../contracts/article.ts';
import type { PublicationStatus } from '../../../contracts/common.ts';
import { fromLocalDateTimeInput, toLocalDateTimeInput } from '../lib/datetime.ts';

/** What the article form holds while it is being typed in. */
export interface ArticleFormValues {
  title: string;
  excerpt: string;
  /** Editor HTML; '' while the editor is empty, so "Content is required" can show. */
  content: string;
  author: string;
  imageUrl: string;
  category: ArticleCategory;
  featured: boolean;
  pullQuotes: string[];
  status: PublicationStatus;
  /** The datetime-local input's value, "YYYY-MM-DDTHH:mm" in the browser's zone; '' means now. */
  publishedDate: string;
}

/** admin-area §9 defaults: category news, not featured; a new article starts as a draft. */
export const emptyArticleForm: ArticleFormValues = {
  title: '',
  excerpt: '',
  content: '',
  author: '',
  imageUrl: '',
  category: 'news',
  featured: false,
  pullQuotes: [],
  status: 'draft',
  publishedDate: '',
};

/** The form's category select, named as the site names the categories. */
export const articleCategoryOptions = articleCategories.map((value) => ({
  value,
  label: articleCategoryLabels[value],
}));

function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/**
 * The editor's starting HTML. Older records are plain text (blank lines between paragraphs); they
 * open as paragraphs, a single line break kept as a break, so editing one does not glue it together.
 */
export function editorHtmlOf(content: string): string {
  if (isHtmlContent(content)) return content;
  return content
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p>${escapeHtml(block).replaceAll('\n', '<br>')}</p>`)
    .join('');
}

export function formValuesOf(article: AdminArticle): ArticleFormValues {
  return {
    title: article.title,
    excerpt: article.excerpt,
    content: article.content,
    author: article.author,
    imageUrl: article.imageUrl,
    category: (articleCategories as readonly string[]).includes(article.category) ? article.category : 'news',
    featured: article.featured,
    pullQuotes: [...article.pullQuotes],
    status: article.status,
    publishedDate: toLocalDateTimeInput(article.publishedDate),
  };
}

/** The request body: the chosen status always sent (writes default to published), the time as ISO. */
export function articleRequestOf(values: ArticleFormValues): ArticleInput {
  return { ...values, publishedDate: fromLocalDateTimeInput(values.publishedDate) };
}
