import { type ListStatus, publicationMove } from '../../../contracts/admin-list.ts';
import {
  type ArticleCategory,
  articleCategoryLabels,
  type RevisionChange,
  type RevisionField,
} from '../../../contracts/article.ts';
import { formatDateTime } from '../../../contracts/chapter-clock.ts';

/** One change in words: what changed and, for a short value, from what to what. */
export interface ChangeWords {
  label: string;
  before?: string;
  after?: string;
}

export const fieldLabels: Record<RevisionField, string> = {
  status: 'Status',
  publishedDate: 'Date',
  featured: 'Featured',
  title: 'Title',
  category: 'Category',
  author: 'Author',
  imageUrl: 'Image',
  excerpt: 'Excerpt',
  content: 'Content',
  pullQuotes: 'Pull quotes',
};

const moveLabels = {
  published: 'Published',
  submitted: 'Submitted for review',
  unpublished: 'Unpublished',
  unscheduled: 'Unscheduled',
  'sent back': 'Sent back to draft',
} as const;

/** A short value as History shows it: a date in the chapter's clock, a category by its label, an image by its file. */
function shown(field: RevisionField, value: string | boolean | undefined, zone: string): string | undefined {
  if (typeof value !== 'string') return undefined;
  if (field === 'publishedDate') return formatDateTime(value, zone);
  if (field === 'category') return articleCategoryLabels[value as ArticleCategory] ?? value;
  if (field === 'imageUrl') return value.split('/').at(-1) || value;
  return value;
}

/**
 * A revision's changes in History's words: "Unpublished", "Scheduled for …", "Featured on", "Title:
 * old → new", "Content changed". `publishedDate` is the revision's, for a scheduling; times are on
 * the chapter's clock (`zone`).
 */
export function changeWords(change: RevisionChange, publishedDate: string, zone: string): ChangeWords {
  const { field, before, after } = change;
  if (field === 'status') {
    const move = publicationMove(before as ListStatus, after as ListStatus);
    if (move === 'scheduled') return { label: `Scheduled for ${formatDateTime(publishedDate, zone)}` };
    return { label: move ? moveLabels[move] : 'Status changed' };
  }
  if (field === 'featured') return { label: after ? 'Featured on' : 'Featured off' };
  const label = fieldLabels[field];
  if (after === undefined) return { label: `${label} changed` };
  return { label, before: shown(field, before, zone), after: shown(field, after, zone) };
}
