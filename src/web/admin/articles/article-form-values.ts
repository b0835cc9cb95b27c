import {
  type AdminArticle,
  type ArticleInput,
  articleCategories,
  articleCategoryLabels,
  isHtmlContent,
  normaliseCategory,
} from '../../../contracts/article.ts';
import { fromDateTimeInput, toDateTimeInput } from '../../../contracts/chapter-clock.ts';
import { paragraphsOf } from '../../features/article/body.ts';

/**
 * What the article form holds while it is typed in: the request's fields, with the content '' while
 * the editor is empty (so "Content is required" can show) and the time as the datetime-local input's
 * "YYYY-MM-DDTHH:mm" on the chapter's clock (`zone`), '' meaning now.
 */
type ArticleFormValues = Required<ArticleInput> & { publishedDate: string };

/** The article's own values, or admin-area §9 defaults: category news, not featured; a new article starts as a draft. */
export function articleFormValues(zone: string, article?: AdminArticle): ArticleFormValues {
  if (!article) {
    return {
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
  }
  return {
    ...article,
    category: normaliseCategory(article.category) ?? 'news',
    pullQuotes: [...article.pullQuotes],
    publishedDate: toDateTimeInput(article.publishedDate, zone),
  };
}

/** The form's category select, named as the site names the categories. */
export const articleCategoryOptions = articleCategories.map((value) => ({
  value,
  label: articleCategoryLabels[value],
}));

/**
 * The editor's starting HTML. Older records are plain text; they open as the paragraphs the public
 * page shows, a single line break kept as a break, so editing one does not glue it together.
 */
export function editorHtmlOf(content: string): string {
  if (isHtmlContent(content)) return content;
  return paragraphsOf(content)
    .map((block) => block.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;'))
    .map((block) => `<p>${block.replaceAll('\n', '<br>')}</p>`)
    .join('');
}

/** The request body: the chosen status always sent (writes default to published), the time as ISO. */
export function articleRequestOf(values: ArticleFormValues, zone: string): ArticleInput {
  return { ...values, publishedDate: fromDateTimeInput(values.publishedDate, zone) };
}
