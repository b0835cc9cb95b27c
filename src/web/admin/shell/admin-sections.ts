import {
  BarChart3,
  BookOpen,
  Calendar,
  Code,
  FileText,
  FolderOpen,
  Grid3x3,
  Image,
  LayoutDashboard,
  Mail,
  MessageSquare,
  Settings,
  Star,
  UserCog,
  Users,
  Video,
  Vote,
} from 'lucide-react';
import type { ComponentType } from 'react';
import { type SearchableKind, searchableKinds } from '../../../contracts/admin-search.ts';

type Icon = ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;

export interface AdminSection {
  label: string;
  href: string;
  icon: Icon;
  /** The screens that belong to it besides `href` (its create and edit screens), as path prefixes. */
  also?: string[];
}

/**
 * The content kinds with create and edit screens: `screen` names them in the spec's paths
 * (`/admin/create-<screen>`, `/admin/edit-<screen>/{id}`); `item` is what one is called.
 */
const kindScreens = {
  article: {
    section: 'Articles',
    item: 'Article',
    screen: 'article',
    manage: 'manage-articles',
    icon: FileText,
  },
  video: { section: 'Videos', item: 'Video', screen: 'video', manage: 'manage-videos', icon: Video },
  graphic: {
    section: 'Graphics',
    item: 'Graphic',
    screen: 'graphic',
    manage: 'manage-graphics',
    icon: Image,
  },
  event: { section: 'Events', item: 'Event', screen: 'event', manage: 'manage-events', icon: Calendar },
  pick: {
    section: 'Picks',
    item: "NABJ's Pick",
    screen: 'nabj-pick',
    manage: 'manage-nabj-picks',
    icon: BookOpen,
  },
  member: {
    section: 'Members of the Month',
    item: 'Member of the Month',
    screen: 'member',
    manage: 'manage-members',
    icon: Star,
  },
  crossword: {
    section: 'Crosswords',
    item: 'Crossword',
    screen: 'crossword',
    manage: 'manage-crosswords',
    icon: Grid3x3,
  },
} satisfies Record<
  SearchableKind,
  { section: string; item: string; screen: string; manage: string; icon: Icon }
>;

const createHref = (kind: SearchableKind) => `/admin/create-${kindScreens[kind].screen}`;
const EMBED_GRAPHIC = '/admin/create-embed-graphic';

function contentSection(kind: SearchableKind): AdminSection {
  const { section, screen, manage, icon } = kindScreens[kind];
  const also = [createHref(kind), `/admin/edit-${screen}`];
  return {
    label: section,
    href: `/admin/${manage}`,
    icon,
    also: kind === 'graphic' ? [...also, EMBED_GRAPHIC] : also,
  };
}

/** Every section of the admin, in the sidebar's order (issue 23, Navigation). */
export const adminSections: AdminSection[] = [
  {
    label: 'Dashboard',
    href: '/admin',
    icon: LayoutDashboard,
    also: ['/admin/website-manager', '/admin/edit-website'],
  },
  ...(['article', 'video', 'graphic', 'event', 'pick', 'member'] as const).map(contentSection),
  { label: 'Contributors', href: '/admin/contributors', icon: Users },
  contentSection('crossword'),
  { label: 'Polls', href: '/admin/manage-polls', icon: Vote },
  { label: 'Comments', href: '/admin/comments', icon: MessageSquare },
  { label: 'Newsletter', href: '/admin/newsletter', icon: Mail },
  { label: 'Analytics', href: '/admin/analytics', icon: BarChart3 },
  { label: 'Media Library', href: '/admin/media-library', icon: FolderOpen },
  { label: 'Settings', href: '/admin/settings', icon: Settings },
  { label: 'Accounts', href: '/admin/accounts', icon: UserCog, also: ['/admin/audit-log'] },
];

const isAtOrUnder = (location: string, path: string) => location === path || location.startsWith(`${path}/`);

/** The section a screen belongs to: the Dashboard only for its own screens, others by prefix. */
export function sectionOf(location: string): AdminSection | undefined {
  return adminSections.find((section) =>
    section.href === '/admin'
      ? location === '/admin' || (section.also ?? []).includes(location)
      : [section.href, ...(section.also ?? [])].some((path) => isAtOrUnder(location, path)),
  );
}

/** The "New" menu: every create screen of admin-area §2, the embedded graphic after the graphic. */
export const newItems: { label: string; href: string; icon: Icon }[] = searchableKinds.flatMap((kind) => {
  const item = { label: kindScreens[kind].item, href: createHref(kind), icon: kindScreens[kind].icon };
  return kind === 'graphic' ? [item, { label: 'Embedded graphic', href: EMBED_GRAPHIC, icon: Code }] : [item];
});

/** What the quick search calls an item of each kind, and the edit screen it opens. */
export const searchedItemLabel = (kind: SearchableKind) => kindScreens[kind].item;
export const editHref = (kind: SearchableKind, id: number) => `/admin/edit-${kindScreens[kind].screen}/${id}`;
