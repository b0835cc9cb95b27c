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
import type { SearchableKind } from '../../../contracts/admin-search.ts';

type Icon = ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;

export interface AdminSection {
  label: string;
  href: string;
  icon: Icon;
  /** The screens that belong to it besides `href` (its create and edit screens), as path prefixes. */
  also?: string[];
}

/** Every section of the admin, in the sidebar's order (issue 23, Navigation). */
export const adminSections: AdminSection[] = [
  {
    label: 'Dashboard',
    href: '/admin',
    icon: LayoutDashboard,
    also: ['/admin/website-manager', '/admin/edit-website'],
  },
  {
    label: 'Articles',
    href: '/admin/manage-articles',
    icon: FileText,
    also: ['/admin/create-article', '/admin/edit-article'],
  },
  {
    label: 'Videos',
    href: '/admin/manage-videos',
    icon: Video,
    also: ['/admin/create-video', '/admin/edit-video'],
  },
  {
    label: 'Graphics',
    href: '/admin/manage-graphics',
    icon: Image,
    also: ['/admin/create-graphic', '/admin/create-embed-graphic', '/admin/edit-graphic'],
  },
  {
    label: 'Events',
    href: '/admin/manage-events',
    icon: Calendar,
    also: ['/admin/create-event', '/admin/edit-event'],
  },
  {
    label: 'Picks',
    href: '/admin/manage-nabj-picks',
    icon: BookOpen,
    also: ['/admin/create-nabj-pick', '/admin/edit-nabj-pick'],
  },
  {
    label: 'Members of the Month',
    href: '/admin/manage-members',
    icon: Star,
    also: ['/admin/create-member', '/admin/edit-member'],
  },
  { label: 'Contributors', href: '/admin/contributors', icon: Users },
  {
    label: 'Crosswords',
    href: '/admin/manage-crosswords',
    icon: Grid3x3,
    also: ['/admin/create-crossword', '/admin/edit-crossword'],
  },
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

/** The "New" menu: every create screen of admin-area §2. */
export const newItems: { label: string; href: string; icon: Icon }[] = [
  { label: 'Article', href: '/admin/create-article', icon: FileText },
  { label: 'Video', href: '/admin/create-video', icon: Video },
  { label: 'Graphic', href: '/admin/create-graphic', icon: Image },
  { label: 'Embedded graphic', href: '/admin/create-embed-graphic', icon: Code },
  { label: 'Event', href: '/admin/create-event', icon: Calendar },
  { label: "NABJ's Pick", href: '/admin/create-nabj-pick', icon: BookOpen },
  { label: 'Member of the Month', href: '/admin/create-member', icon: Star },
  { label: 'Crossword', href: '/admin/create-crossword', icon: Grid3x3 },
];

/** What the quick search calls each kind, and the edit screen it opens. */
export const searchableKindScreens: Record<
  SearchableKind,
  { label: string; editHref: (id: number) => string }
> = {
  article: { label: 'Article', editHref: (id) => `/admin/edit-article/${id}` },
  video: { label: 'Video', editHref: (id) => `/admin/edit-video/${id}` },
  graphic: { label: 'Graphic', editHref: (id) => `/admin/edit-graphic/${id}` },
  event: { label: 'Event', editHref: (id) => `/admin/edit-event/${id}` },
  pick: { label: 'Pick', editHref: (id) => `/admin/edit-nabj-pick/${id}` },
  member: { label: 'Member of the Month', editHref: (id) => `/admin/edit-member/${id}` },
  crossword: { label: 'Crossword', editHref: (id) => `/admin/edit-crossword/${id}` },
};
