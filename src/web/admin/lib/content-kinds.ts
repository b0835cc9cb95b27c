import type { BulkAction } from '../../../contracts/admin-list.ts';
import type { SearchableKind } from '../../../contracts/admin-search.ts';
import { articleCategories, articleCategoryLabels } from '../../../contracts/article-values.ts';
import { videoTypeLabels, videoTypes } from '../../../contracts/broadcast-values.ts';
import { eventTypeLabel, eventTypes } from '../../../contracts/event-values.ts';
import { graphicTypes } from '../../../contracts/graphic-values.ts';
import { pickTypeLabels, pickTypes } from '../../../contracts/pick-values.ts';
import { graphicTypeLabel } from '../../components/content/graphic-card.tsx';

/** A choice of a list filter: the value sent, the words shown. */
export interface FilterOption {
  value: string;
  label: string;
}

/**
 * A content kind the admin manages, described once: where it is read, edited, created and deleted;
 * the texts of admin-area §2 and §8 for it; and what its list screen filters and shows. The list
 * page (components/content-list) reads it; a kind's folder adds only how its rows look.
 */
export interface ListKindDescription {
  label: string;
  /** The sidebar's name for the kind when shorter than `label`. */
  navLabel?: string;
  /** What one item is called in the New menu and the quick search. */
  item: string;
  /** One and several ("1 article", "3 articles"). */
  noun: readonly [string, string];
  /** The admin list; also the path of the single and bulk deletes. */
  adminList: string;
  editHref: (id: number) => string;
  /** The edit screens' path, before the id. */
  editPath: string;
  manageHref: string;
  createHref: string;
  /** A second create screen of the kind (the embedded graphic), for the New menu. */
  otherCreate?: { href: string; item: string };
  createLabel: string;
  deleted: string;
  deleteFailed: string;
  /** The question before deleting one item, named by its title. */
  confirmDelete: (title: string) => string;
  manageTitle: string;
  manageDescription?: string;
  /** The manage screen's header links when they are not the one create link. */
  headerLinks?: readonly { href: string; label: string }[];
  /** The empty list's text, and the words of its link to `createHref`. */
  empty: { text: string; action: string };
  bulk: readonly BulkAction[];
  /** `category` or `type`: the filter a kind's list has besides status and author. */
  grouping?: { param: 'category' | 'type'; label: string; options: readonly FilterOption[] };
  /** The author filter's label, for kinds with bylines. */
  author?: string;
  /** What the list's date is (the column and the "newest first" sort). */
  dateLabel: string;
}

/** The four kinds the dashboards, the Website Editor and analytics show side by side. */
interface DashboardKind extends ListKindDescription {
  /** The same as `adminList`, for the screens that name it so. */
  deletePath: string;
  recentEmpty: string;
  editorEmpty: string;
  confirm: string;
}

const optionsOf = <T extends string>(values: readonly T[], label: (value: T) => string) =>
  values.map((value) => ({ value, label: label(value) }));
const publishable = ['publish', 'draft', 'delete'] as const;

/** The spec's paths of a kind's screens: `/admin/manage-<list>`, `/admin/create-<one>`, `/admin/edit-<one>/{id}`. */
const screensOf = (one: string, list: string) => ({
  manageHref: `/admin/manage-${list}`,
  createHref: `/admin/create-${one}`,
  editPath: `/admin/edit-${one}`,
  editHref: (id: number) => `/admin/edit-${one}/${id}`,
});
const EMBED_GRAPHIC = '/admin/create-embed-graphic';

/** The kinds of the dashboards (admin-area §2), with the texts those screens show. */
export const contentKinds = {
  articles: {
    label: 'Articles',
    noun: ['article', 'articles'],
    adminList: '/api/admin/articles',
    deletePath: '/api/admin/articles',
    item: 'Article',
    ...screensOf('article', 'articles'),
    createLabel: 'Create Article',
    recentEmpty: 'No articles yet',
    editorEmpty: 'No articles found. Create your first article!',
    deleted: 'Article deleted successfully',
    deleteFailed: 'Failed to delete article',
    confirm: 'Are you sure you want to delete this article?',
    confirmDelete: (title) => `Are you sure you want to delete "${title}"? This cannot be undone.`,
    manageTitle: 'Manage Articles',
    manageDescription: 'Drafts and scheduled articles are listed here but not on the public site.',
    empty: { text: 'No articles yet', action: 'Create your first article' },
    bulk: publishable,
    grouping: {
      param: 'category',
      label: 'Category',
      options: optionsOf(articleCategories, (category) => articleCategoryLabels[category]),
    },
    author: 'Author',
    dateLabel: 'Published',
  },
  videos: {
    label: 'Videos',
    noun: ['video', 'videos'],
    adminList: '/api/admin/broadcast',
    deletePath: '/api/admin/broadcast',
    item: 'Video',
    ...screensOf('video', 'videos'),
    createLabel: 'Add Video',
    recentEmpty: 'No videos yet',
    editorEmpty: 'No videos found. Upload your first video!',
    deleted: 'Video content deleted successfully',
    deleteFailed: 'Failed to delete video content',
    confirm: 'Are you sure you want to delete this video?',
    confirmDelete: (title) => `Are you sure you want to delete the video "${title}"?`,
    manageTitle: 'Manage Videos',
    manageDescription: 'NABJ TV: long-form and short-form videos.',
    empty: { text: 'No videos found. Upload your first video!', action: 'Add Video Content' },
    bulk: publishable,
    grouping: {
      param: 'type',
      label: 'Type',
      options: optionsOf(videoTypes, (type) => videoTypeLabels[type]),
    },
    author: 'Creator',
    dateLabel: 'Published',
  },
  graphics: {
    label: 'Graphics',
    noun: ['graphic', 'graphics'],
    adminList: '/api/admin/graphics',
    deletePath: '/api/admin/graphics',
    item: 'Graphic',
    otherCreate: { href: EMBED_GRAPHIC, item: 'Embedded graphic' },
    ...screensOf('graphic', 'graphics'),
    createLabel: 'Create Graphic',
    recentEmpty: 'No graphics yet',
    editorEmpty: 'No graphics found. Upload your first graphic!',
    deleted: 'Graphic deleted successfully',
    deleteFailed: 'Failed to delete graphic',
    confirm: 'Are you sure you want to delete this graphic?',
    confirmDelete: (title) => `Are you sure you want to delete the graphic "${title}"?`,
    manageTitle: 'Manage Graphics',
    // admin-area §2: the header buttons Upload Graphic and Embed Graphic.
    headerLinks: [
      { href: '/admin/create-graphic', label: 'Upload Graphic' },
      { href: EMBED_GRAPHIC, label: 'Embed Graphic' },
    ],
    empty: { text: 'No graphics found. Upload your first graphic!', action: 'Upload Graphic' },
    bulk: publishable,
    grouping: { param: 'type', label: 'Type', options: optionsOf(graphicTypes, graphicTypeLabel) },
    author: 'Creator',
    dateLabel: 'Date',
  },
  events: {
    label: 'Events',
    noun: ['event', 'events'],
    adminList: '/api/admin/events',
    deletePath: '/api/admin/events',
    item: 'Event',
    ...screensOf('event', 'events'),
    createLabel: 'Create Event',
    recentEmpty: 'No events yet',
    editorEmpty: 'No events found. Create your first event!',
    deleted: 'Event deleted successfully',
    deleteFailed: 'Failed to delete event',
    confirm: 'Are you sure you want to delete this event?',
    confirmDelete: (title) => `Are you sure you want to delete the event "${title}"?`,
    manageTitle: 'Manage Events',
    manageDescription: 'Meetings, workshops, networking nights and socials.',
    empty: { text: 'No events found. Create your first event!', action: 'Create Event' },
    bulk: ['delete'],
    grouping: {
      param: 'type',
      label: 'Type',
      options: optionsOf(eventTypes, eventTypeLabel),
    },
    dateLabel: 'Date',
  },
} satisfies Record<string, DashboardKind>;

export type ContentKind = keyof typeof contentKinds;
export const contentKindKeys = Object.keys(contentKinds) as ContentKind[];

/** Every kind with a manage screen: the dashboards' four and the others. */
export const listKinds = {
  ...contentKinds,
  picks: {
    label: "NABJ's Picks",
    noun: ['pick', 'picks'],
    adminList: '/api/admin/nabj-picks',
    item: "NABJ's Pick",
    navLabel: 'Picks',
    ...screensOf('nabj-pick', 'nabj-picks'),
    createLabel: 'Create Pick Topic',
    deleted: 'NABJ pick deleted successfully',
    deleteFailed: 'Failed to delete NABJ pick',
    confirmDelete: () => 'Are you sure you want to delete this NABJ pick?',
    manageTitle: "Manage NABJ's Picks",
    empty: { text: 'No NABJ picks yet.', action: 'Create your first pick topic' },
    bulk: ['delete'],
    grouping: { param: 'type', label: 'Type', options: optionsOf(pickTypes, (type) => pickTypeLabels[type]) },
    dateLabel: 'Added',
  },
  members: {
    label: 'Members of the Month',
    noun: ['member', 'members'],
    adminList: '/api/admin/member-of-the-month',
    item: 'Member of the Month',
    ...screensOf('member', 'members'),
    createLabel: 'Create Member',
    deleted: 'Member deleted successfully',
    deleteFailed: 'Failed to delete member',
    confirmDelete: (name) => `Are you sure you want to delete ${name}?`,
    manageTitle: 'Members of the Month',
    manageDescription: 'The member created last is the one featured on the site.',
    empty: { text: 'No members of the month yet.', action: 'Create the first member of the month' },
    bulk: ['delete'],
    dateLabel: 'Created',
  },
  crosswords: {
    label: 'Crosswords',
    noun: ['crossword', 'crosswords'],
    adminList: '/api/admin/crosswords',
    item: 'Crossword',
    ...screensOf('crossword', 'crosswords'),
    createLabel: 'Create Crossword',
    deleted: 'Crossword puzzle deleted successfully',
    deleteFailed: 'Failed to delete crossword puzzle',
    confirmDelete: () => 'Are you sure you want to delete this crossword puzzle?',
    manageTitle: 'Manage Crosswords',
    manageDescription: 'The active puzzle is the one readers play on the Extra! Extra! page.',
    empty: { text: 'No crossword puzzles yet.', action: 'Create Crossword' },
    bulk: ['delete'],
    dateLabel: 'Created',
  },
} satisfies Record<string, ListKindDescription>;

export type ListKind = keyof typeof listKinds;
export const listKindKeys = Object.keys(listKinds) as ListKind[];

/** The list kind of each kind the quick search finds (the search API names them in the singular). */
export const listKindOfSearched = {
  article: 'articles',
  video: 'videos',
  graphic: 'graphics',
  event: 'events',
  pick: 'picks',
  member: 'members',
  crossword: 'crosswords',
} as const satisfies Record<SearchableKind, ListKind>;
