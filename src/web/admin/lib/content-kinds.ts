import type { BulkAction } from '../../../contracts/admin-list.ts';
import { videoTypeLabels, videoTypes } from '../../../contracts/broadcast-values.ts';
import { eventTypes } from '../../../contracts/event-values.ts';
import { graphicTypes } from '../../../contracts/graphic-values.ts';
import { pickTypes } from '../../../contracts/pick.ts';
import { graphicTypeLabel } from '../../components/content/graphic-card.tsx';
import { articleCategoryOptions } from '../articles/article-form-values.ts';
import { eventTypeLabels } from '../events/event-form.tsx';
import { pickTypeLabels } from '../picks/pick-visuals.tsx';

/** A choice of a list filter: the value sent, the words shown. */
export interface FilterOption {
  value: string;
  label: string;
}

/** `category` or `type`: the filter a kind's list has besides status and author. */
export interface GroupingFilter {
  param: 'category' | 'type';
  label: string;
  options: readonly FilterOption[];
}

const optionsOf = <T extends string>(values: readonly T[], label: (value: T) => string) =>
  values.map((value) => ({ value, label: label(value) }));

const publishable: readonly BulkAction[] = ['publish', 'draft', 'delete'];
const deletable: readonly BulkAction[] = ['delete'];

/**
 * Every content kind the admin manages, described once: where it is read, edited, created and
 * deleted; the texts of admin-area §2 and §8 for it; and what its list screen filters and shows.
 * The list page (components/content-list) reads it; a kind's folder adds only how its rows look.
 */
export const listKinds = {
  articles: {
    label: 'Articles',
    noun: ['article', 'articles'],
    adminList: '/api/admin/articles',
    deletePath: '/api/admin/articles',
    editHref: (id: number) => `/admin/edit-article/${id}`,
    manageHref: '/admin/manage-articles',
    createHref: '/admin/create-article',
    createLabel: 'Create Article',
    recentEmpty: 'No articles yet',
    editorEmpty: 'No articles found. Create your first article!',
    deleted: 'Article deleted successfully',
    deleteFailed: 'Failed to delete article',
    confirm: 'Are you sure you want to delete this article?',
    confirmDelete: (title: string) => `Are you sure you want to delete "${title}"? This cannot be undone.`,
    manageTitle: 'Manage Articles',
    manageDescription: 'Drafts and scheduled articles are listed here but not on the public site.',
    headerLinks: [{ href: '/admin/create-article', label: 'Create Article' }],
    loading: 'Loading articles...',
    empty: {
      text: 'No articles yet',
      action: { href: '/admin/create-article', label: 'Create your first article' },
    },
    bulk: publishable,
    grouping: { param: 'category', label: 'Category', options: articleCategoryOptions } as GroupingFilter,
    author: 'Author',
    dateLabel: 'Published',
  },
  videos: {
    label: 'Videos',
    noun: ['video', 'videos'],
    adminList: '/api/admin/broadcast',
    deletePath: '/api/admin/broadcast',
    editHref: (id: number) => `/admin/edit-video/${id}`,
    manageHref: '/admin/manage-videos',
    createHref: '/admin/create-video',
    createLabel: 'Add Video',
    recentEmpty: 'No videos yet',
    editorEmpty: 'No videos found. Upload your first video!',
    deleted: 'Video content deleted successfully',
    deleteFailed: 'Failed to delete video content',
    confirm: 'Are you sure you want to delete this video?',
    confirmDelete: (title: string) => `Are you sure you want to delete the video "${title}"?`,
    manageTitle: 'Manage Videos',
    manageDescription: 'NABJ TV: long-form and short-form videos.',
    headerLinks: [{ href: '/admin/create-video', label: 'Add Video' }],
    loading: 'Loading videos...',
    empty: {
      text: 'No videos found. Upload your first video!',
      action: { href: '/admin/create-video', label: 'Add Video Content' },
    },
    bulk: publishable,
    grouping: {
      param: 'type',
      label: 'Type',
      options: optionsOf(videoTypes, (type) => videoTypeLabels[type]),
    } as GroupingFilter,
    author: 'Creator',
    dateLabel: 'Published',
  },
  graphics: {
    label: 'Graphics',
    noun: ['graphic', 'graphics'],
    adminList: '/api/admin/graphics',
    deletePath: '/api/admin/graphics',
    editHref: (id: number) => `/admin/edit-graphic/${id}`,
    manageHref: '/admin/manage-graphics',
    createHref: '/admin/create-graphic',
    createLabel: 'Create Graphic',
    recentEmpty: 'No graphics yet',
    editorEmpty: 'No graphics found. Upload your first graphic!',
    deleted: 'Graphic deleted successfully',
    deleteFailed: 'Failed to delete graphic',
    confirm: 'Are you sure you want to delete this graphic?',
    confirmDelete: (title: string) => `Are you sure you want to delete the graphic "${title}"?`,
    manageTitle: 'Manage Graphics',
    manageDescription: undefined,
    // admin-area §2: the header buttons Upload Graphic and Embed Graphic.
    headerLinks: [
      { href: '/admin/create-graphic', label: 'Upload Graphic' },
      { href: '/admin/create-embed-graphic', label: 'Embed Graphic' },
    ],
    loading: 'Loading graphics...',
    empty: {
      text: 'No graphics found. Upload your first graphic!',
      action: { href: '/admin/create-graphic', label: 'Upload Graphic' },
    },
    bulk: publishable,
    grouping: {
      param: 'type',
      label: 'Type',
      options: optionsOf(graphicTypes, graphicTypeLabel),
    } as GroupingFilter,
    author: 'Creator',
    dateLabel: 'Date',
  },
  events: {
    label: 'Events',
    noun: ['event', 'events'],
    adminList: '/api/admin/events',
    deletePath: '/api/admin/events',
    editHref: (id: number) => `/admin/edit-event/${id}`,
    manageHref: '/admin/manage-events',
    createHref: '/admin/create-event',
    createLabel: 'Create Event',
    recentEmpty: 'No events yet',
    editorEmpty: 'No events found. Create your first event!',
    deleted: 'Event deleted successfully',
    deleteFailed: 'Failed to delete event',
    confirm: 'Are you sure you want to delete this event?',
    confirmDelete: (title: string) => `Are you sure you want to delete the event "${title}"?`,
    manageTitle: 'Manage Events',
    manageDescription: 'Meetings, workshops, networking nights and socials.',
    headerLinks: [{ href: '/admin/create-event', label: 'Create Event' }],
    loading: 'Loading events...',
    empty: {
      text: 'No events found. Create your first event!',
      action: { href: '/admin/create-event', label: 'Create Event' },
    },
    bulk: deletable,
    grouping: {
      param: 'type',
      label: 'Type',
      options: optionsOf(eventTypes, (type) => eventTypeLabels[type]),
    } as GroupingFilter,
    author: undefined,
    dateLabel: 'Date',
  },
  picks: {
    label: "NABJ's Picks",
    noun: ['pick', 'picks'],
    adminList: '/api/admin/nabj-picks',
    deletePath: '/api/admin/nabj-picks',
    editHref: (id: number) => `/admin/edit-nabj-pick/${id}`,
    manageHref: '/admin/manage-nabj-picks',
    createHref: '/admin/create-nabj-pick',
    createLabel: 'Create Pick Topic',
    deleted: 'NABJ pick deleted successfully',
    deleteFailed: 'Failed to delete NABJ pick',
    confirmDelete: () => 'Are you sure you want to delete this NABJ pick?',
    manageTitle: "Manage NABJ's Picks",
    manageDescription: undefined,
    headerLinks: [{ href: '/admin/create-nabj-pick', label: 'Create Pick Topic' }],
    loading: 'Loading picks...',
    empty: {
      text: 'No NABJ picks yet.',
      action: { href: '/admin/create-nabj-pick', label: 'Create your first pick topic' },
    },
    bulk: deletable,
    grouping: {
      param: 'type',
      label: 'Type',
      options: optionsOf(pickTypes, (type) => pickTypeLabels[type]),
    } as GroupingFilter,
    author: undefined,
    dateLabel: 'Added',
  },
  members: {
    label: 'Members of the Month',
    noun: ['member', 'members'],
    adminList: '/api/admin/member-of-the-month',
    deletePath: '/api/admin/member-of-the-month',
    editHref: (id: number) => `/admin/edit-member/${id}`,
    manageHref: '/admin/manage-members',
    createHref: '/admin/create-member',
    createLabel: 'Create Member',
    deleted: 'Member deleted successfully',
    deleteFailed: 'Failed to delete member',
    confirmDelete: (name: string) => `Are you sure you want to delete ${name}?`,
    manageTitle: 'Members of the Month',
    manageDescription: 'The member created last is the one featured on the site.',
    headerLinks: [{ href: '/admin/create-member', label: 'Create Member' }],
    loading: 'Loading members...',
    empty: {
      text: 'No members of the month yet.',
      action: { href: '/admin/create-member', label: 'Create the first member of the month' },
    },
    bulk: deletable,
    grouping: undefined,
    author: undefined,
    dateLabel: 'Created',
  },
  crosswords: {
    label: 'Crosswords',
    noun: ['crossword puzzle', 'crossword puzzles'],
    adminList: '/api/admin/crosswords',
    deletePath: '/api/admin/crosswords',
    editHref: (id: number) => `/admin/edit-crossword/${id}`,
    manageHref: '/admin/manage-crosswords',
    createHref: '/admin/create-crossword',
    createLabel: 'Create Crossword',
    deleted: 'Crossword puzzle deleted successfully',
    deleteFailed: 'Failed to delete crossword puzzle',
    confirmDelete: () => 'Are you sure you want to delete this crossword puzzle?',
    manageTitle: 'Manage Crosswords',
    manageDescription: 'The active puzzle is the one readers play on the Extra! Extra! page.',
    headerLinks: [{ href: '/admin/create-crossword', label: 'Create Crossword' }],
    loading: 'Loading crosswords...',
    empty: {
      text: 'No crossword puzzles yet.',
      action: { href: '/admin/create-crossword', label: 'Create Crossword' },
    },
    bulk: deletable,
    grouping: undefined,
    author: undefined,
    dateLabel: 'Created',
  },
} as const;

export type ListKind = keyof typeof listKinds;
export type ListKindDescription = (typeof listKinds)[ListKind];

/** The four kinds the dashboards, the Website Editor and analytics show side by side. */
export const contentKindKeys = ['articles', 'videos', 'graphics', 'events'] as const;
export type ContentKind = (typeof contentKindKeys)[number];
export const contentKinds: Pick<typeof listKinds, ContentKind> = listKinds;
