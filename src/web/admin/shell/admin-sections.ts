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
import { type ListKind, listKindKeys, listKindOfSearched, listKinds } from '../lib/content-kinds.ts';

export type Icon = ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;

export interface AdminSection {
  label: string;
  href: string;
  icon: Icon;
  /** The screens that belong to it besides `href` (its create and edit screens), as path prefixes. */
  also?: string[];
}

/** Each content kind's icon; its paths and names are in its description (lib/content-kinds.ts). */
export const kindIcons: Record<ListKind, Icon> = {
  articles: FileText,
  videos: Video,
  graphics: Image,
  events: Calendar,
  picks: BookOpen,
  members: Star,
  crosswords: Grid3x3,
};

function contentSection(kind: ListKind): AdminSection {
  const { label, navLabel, manageHref, createHref, editPath, otherCreate } = listKinds[kind];
  const also = [createHref, editPath];
  return {
    label: navLabel ?? label,
    href: manageHref,
    icon: kindIcons[kind],
    also: otherCreate ? [...also, otherCreate.href] : also,
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
  ...(['articles', 'videos', 'graphics', 'events', 'picks', 'members'] as const).map(contentSection),
  { label: 'Contributors', href: '/admin/contributors', icon: Users },
  contentSection('crosswords'),
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
export const newItems: { label: string; href: string; icon: Icon }[] = listKindKeys.flatMap((kind) => {
  const { item, createHref, otherCreate } = listKinds[kind];
  const icon = kindIcons[kind];
  const created = { label: item, href: createHref, icon };
  return otherCreate ? [created, { label: otherCreate.item, href: otherCreate.href, icon: Code }] : [created];
});

/** What the quick search calls an item of each kind, and the edit screen it opens. */
export const searchedItemLabel = (kind: SearchableKind) => listKinds[listKindOfSearched[kind]].item;
export const editHref = (kind: SearchableKind, id: number) =>
  listKinds[listKindOfSearched[kind]].editHref(id);
