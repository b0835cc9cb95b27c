import {
  type AdminArticle,
  type ArticleCategory,
  type ArticleInput,
  articleCategories,
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

/** admin-area §3 labels, as the form's category select shows them. */
export const articleCategoryOptions: { value: ArticleCategory; label: string }[] = [
  { value: 'news', label: 'News' },
  { value: 'our-2-cents', label: 'Our 2¢' },
  { value: 'health', label: 'Health is Wealth' },
  { value: 'entertainment', label: 'Tapped In' },
  { value: 'local', label: 'Cola Close Up' },
];

/** admin-area §2 manage card: 'our-2-cents' reads "Our 2¢", the others their name capitalised. */
export function manageCategoryLabel(category: string): string {
  if (category === 'our-2-cents') return 'Our 2¢';
  return category.charAt(0).toUpperCase() + category.slice(1);
}

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
