import { BookOpen, Calendar, FileText, Grid3x3, Image, Star, Video } from 'lucide-react';
import type { ComponentType } from 'react';
import type { AdminRole } from '../../../contracts/admin-auth.ts';
import type { BulkAction } from '../../../contracts/admin-list.ts';
import { articleCategories, articleCategoryLabels } from '../../../contracts/article-values.ts';
import {
  adminItemHref,
  adminListHref,
  adminScreens,
  type ContentKind,
  contentKinds,
} from '../../../contracts/content-kinds.ts';
import { eventTypeLabel, eventTypes } from '../../../contracts/event-values.ts';
import { graphicTypes } from '../../../contracts/graphic-values.ts';
import { pickTypeLabels, pickTypes } from '../../../contracts/pick-values.ts';
import { videoTypeLabels, videoTypes } from '../../../contracts/video-values.ts';
import { graphicTypeLabel } from '../../components/content/graphic-card.tsx';

/** A choice of a list filter: the value sent, the words shown. */
export interface FilterOption {
  value: string;
  label: string;
}

/**
 * A content kind the admin manages, described once: its paths, the texts of admin-area §2 and §8
 * for it, and what its list screen filters and shows. The screens read it; a kind's folder adds
 * only how its rows look.
 */
export interface ListKindDescription {
  label: string;
  /** The kind's icon in the sidebar and the New menu. */
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  /** The least role that works on the kind (its list, create and edit screens), as the registry says. */
  role: AdminRole;
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

/** What a kind states itself; the rest follows the spec's patterns unless given. */
type KindSpec = Partial<ListKindDescription> &
  Pick<ListKindDescription, 'icon' | 'noun' | 'empty' | 'bulk' | 'dateLabel'> & {
    /** What the delete toasts call an item when not its noun ("video content"). */
    deleteNoun?: string;
  };

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function describeKind(
  name: Exclude<ContentKind, 'contributor'>,
  { deleteNoun, ...kind }: KindSpec,
): ListKindDescription {
  // The create screen's word, as its edit screen's (`/admin/create-<one>`, `/admin/edit-<one>/{id}`).
  const [one] = adminScreens[name];
  const item = kind.item ?? capitalized(kind.noun[0]);
  const label = kind.label ?? capitalized(kind.noun[1]);
  const gone = deleteNoun ?? kind.noun[0];
  return {
    role: contentKinds[name].role,
    item,
    label,
    adminList: `/api/admin/${contentKinds[name].api}`,
    createLabel: `Create ${item}`,
    manageTitle: `Manage ${label}`,
    deleted: `${capitalized(gone)} deleted successfully`,
    deleteFailed: `Failed to delete ${gone}`,
    confirmDelete: (title) => `Are you sure you want to delete the ${kind.noun[0]} "${title}"?`,
    manageHref: adminListHref(name),
    createHref: `/admin/create-${one}`,
    editPath: `/admin/edit-${one}`,
    editHref: (id) => adminItemHref(name, id),
    ...kind,
  };
}

/** One of the four kinds the dashboards, the Website Editor and analytics show side by side. */
function dashboardKind(name: Exclude<ContentKind, 'contributor'>, spec: KindSpec & { editorEmpty: string }) {
  const [one, several] = spec.noun;
  return {
    ...describeKind(name, spec),
    editorEmpty: spec.editorEmpty,
    recentEmpty: `No ${several} yet`,
    confirm: `Are you sure you want to delete this ${one}?`,
  };
}

const typeFilter = <T extends string>(values: readonly T[], label: (value: T) => string) => ({
  param: 'type' as const,
  label: 'Type',
  options: values.map((value) => ({ value, label: label(value) })),
});
const publishable = ['publish', 'draft', 'delete'] as const;
const EMBED_GRAPHIC = '/admin/create-embed-graphic';

/** The kinds of the dashboards (admin-area §2), with the texts those screens show. */
export const dashboardKinds = {
  article: dashboardKind('article', {
    icon: FileText,
    noun: ['article', 'articles'],
    editorEmpty: 'No articles found. Create your first article!',
    confirmDelete: (title) => `Are you sure you want to delete "${title}"? This cannot be undone.`,
    manageDescription: 'Drafts and scheduled articles are listed here but not on the public site.',
    empty: { text: 'No articles yet', action: 'Create your first article' },
    bulk: publishable,
    grouping: {
      param: 'category',
      label: 'Category',
      options: articleCategories.map((value) => ({ value, label: articleCategoryLabels[value] })),
    },
    author: 'Author',
    dateLabel: 'Published',
  }),
  video: dashboardKind('video', {
    icon: Video,
    noun: ['video', 'videos'],
    createLabel: 'Add Video',
    editorEmpty: 'No videos found. Upload your first video!',
    deleteNoun: 'video content',
    manageDescription: 'NABJ TV: long-form and short-form videos.',
    empty: { text: 'No videos found. Upload your first video!', action: 'Add Video Content' },
    bulk: publishable,
    grouping: typeFilter(videoTypes, (type) => videoTypeLabels[type]),
    author: 'Creator',
    dateLabel: 'Published',
  }),
  graphic: dashboardKind('graphic', {
    icon: Image,
    noun: ['graphic', 'graphics'],
    otherCreate: { href: EMBED_GRAPHIC, item: 'Embedded graphic' },
    editorEmpty: 'No graphics found. Upload your first graphic!',
    // admin-area §2: the header buttons Upload Graphic and Embed Graphic.
    headerLinks: [
      { href: '/admin/create-graphic', label: 'Upload Graphic' },
      { href: EMBED_GRAPHIC, label: 'Embed Graphic' },
    ],
    empty: { text: 'No graphics found. Upload your first graphic!', action: 'Upload Graphic' },
    bulk: publishable,
    grouping: typeFilter(graphicTypes, graphicTypeLabel),
    author: 'Creator',
    dateLabel: 'Date',
  }),
  event: dashboardKind('event', {
    icon: Calendar,
    noun: ['event', 'events'],
    editorEmpty: 'No events found. Create your first event!',
    manageDescription: 'Meetings, workshops, networking nights and socials.',
    empty: { text: 'No events found. Create your first event!', action: 'Create Event' },
    bulk: ['delete'],
    grouping: typeFilter(eventTypes, eventTypeLabel),
    dateLabel: 'Date',
  }),
};

export type DashboardKind = keyof typeof dashboardKinds;
export const dashboardKindKeys = Object.keys(dashboardKinds) as DashboardKind[];

/** Every kind with a manage screen: the dashboards' four and the others. */
export const listKinds = {
  ...dashboardKinds,
  pick: describeKind('pick', {
    icon: BookOpen,
    label: "NABJ's Picks",
    navLabel: 'Picks',
    item: "NABJ's Pick",
    noun: ['pick', 'picks'],
    createLabel: 'Create Pick Topic',
    deleteNoun: 'NABJ pick',
    confirmDelete: () => 'Are you sure you want to delete this NABJ pick?',
    empty: { text: 'No NABJ picks yet.', action: 'Create your first pick topic' },
    bulk: ['delete'],
    grouping: typeFilter(pickTypes, (type) => pickTypeLabels[type]),
    dateLabel: 'Added',
  }),
  member: describeKind('member', {
    icon: Star,
    label: 'Members of the Month',
    item: 'Member of the Month',
    noun: ['member', 'members'],
    createLabel: 'Create Member',
    confirmDelete: (name) => `Are you sure you want to delete ${name}?`,
    manageTitle: 'Members of the Month',
    manageDescription: 'The member created last is the one featured on the site.',
    empty: { text: 'No members of the month yet.', action: 'Create the first member of the month' },
    bulk: ['delete'],
    dateLabel: 'Created',
  }),
  crossword: describeKind('crossword', {
    icon: Grid3x3,
    noun: ['crossword', 'crosswords'],
    deleteNoun: 'crossword puzzle',
    confirmDelete: () => 'Are you sure you want to delete this crossword puzzle?',
    manageDescription: 'The active puzzle is the one readers play on the Extra! Extra! page.',
    empty: { text: 'No crossword puzzles yet.', action: 'Create Crossword' },
    bulk: ['delete'],
    dateLabel: 'Created',
  }),
};

export type ListKind = keyof typeof listKinds;
export const listKindKeys = Object.keys(listKinds) as ListKind[];
