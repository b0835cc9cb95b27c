import type { QueryKey } from '@tanstack/react-query';
import {
  BarChart3,
  CircleUser,
  ClipboardCheck,
  ClipboardList,
  Code,
  FolderOpen,
  LayoutDashboard,
  Mail,
  MessageSquare,
  Settings,
  UserCog,
  Users,
  Vote,
} from 'lucide-react';
import type { ComponentType } from 'react';
import { type AdminRole, roleAtLeast } from '../../../contracts/admin-auth.ts';
import type { AdminCommentList } from '../../../contracts/comments.ts';
import { contentKindNames, contentKinds } from '../../../contracts/content-kinds.ts';
import { type ListKind, listKindKeys, listKinds } from '../lib/content-kinds.ts';

export type Icon = ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;

export interface AdminSection {
  label: string;
  href: string;
  icon: Icon;
  /**
   * The least role that uses it, as the server's routes behind its screens: a lower role sees no link
   * to it and is refused its screens (docs/admin/team.md).
   */
  role: AdminRole;
  /** The screens that belong to it besides `href` (its create and edit screens), as path prefixes. */
  also?: string[];
  /** Its screens that need a higher role than `role` (exact paths); a lower role's link leads to `also`. */
  higher?: Record<string, AdminRole>;
  /**
   * A number of waiting items the link shows, read from the answer of the call that has it (each
   * section's own answer type, so the table takes any).
   */
  pending?: { queryKey: QueryKey; count: (answer: never) => number };
}

function contentSection(kind: ListKind): AdminSection {
  const { label, navLabel, manageHref, createHref, editPath, otherCreate, role } = listKinds[kind];
  return {
    label: navLabel ?? label,
    href: manageHref,
    icon: listKinds[kind].icon,
    role,
    also: [createHref, editPath, ...(otherCreate ? [otherCreate.href] : [])],
  };
}

/** Every section of the admin, in the sidebar's order (issue 23, Navigation), with its role (issue 24). */
export const adminSections: AdminSection[] = [
  {
    label: 'Dashboard',
    href: '/admin',
    icon: LayoutDashboard,
    role: 'contributor',
    also: ['/admin/website-manager', '/admin/edit-website'],
    // The Website Editor lists events, which are an editor's.
    higher: { '/admin/website-manager': 'editor', '/admin/edit-website': 'editor' },
  },
  {
    label: 'Review',
    href: '/admin/review',
    icon: ClipboardCheck,
    role: 'editor',
    pending: {
      queryKey: ['/api/admin/review-queue/count'],
      count: (answer: { count: number }) => answer.count,
    },
  },
  { label: 'Story Budget', href: '/admin/budget', icon: ClipboardList, role: 'contributor' },
  // Every kind in the registry's order; contributors are managed on one screen of their own.
  ...contentKindNames.map((kind) =>
    kind === 'contributor'
      ? { label: 'Contributors', href: '/admin/contributors', icon: Users, role: contentKinds[kind].role }
      : contentSection(kind),
  ),
  { label: 'Polls', href: '/admin/manage-polls', icon: Vote, role: 'editor' },
  {
    label: 'Comments',
    href: '/admin/comments',
    icon: MessageSquare,
    role: 'editor',
    // The moderation queue's size, from the comments list's counts (one row asked for).
    pending: {
      queryKey: ['/api/admin/comments', { status: 'pending', limit: 1 }],
      count: (answer: AdminCommentList) => answer.counts.pending,
    },
  },
  {
    // Editors preview and test the next issue; the subscribers and past issues are an admin's.
    label: 'Newsletter',
    href: '/admin/newsletter',
    icon: Mail,
    role: 'editor',
    also: ['/admin/newsletter/issues'],
    higher: { '/admin/newsletter': 'admin' },
  },
  { label: 'Analytics', href: '/admin/analytics', icon: BarChart3, role: 'editor' },
  { label: 'Media Library', href: '/admin/media-library', icon: FolderOpen, role: 'contributor' },
  { label: 'Settings', href: '/admin/settings', icon: Settings, role: 'admin' },
  { label: 'Team', href: '/admin/accounts', icon: UserCog, role: 'admin', also: ['/admin/audit-log'] },
  // Every account's own: password, e-mail address, sessions and two-factor sign-in.
  {
    label: 'Your Account',
    href: '/admin/account',
    icon: CircleUser,
    role: 'contributor',
    also: ['/admin/accounts/two-factor'],
  },
];

const isAtOrUnder = (location: string, path: string) => location === path || location.startsWith(`${path}/`);

/** How closely a section claims a screen: the length of its longest path the screen is at or under. */
function claim(section: AdminSection, location: string): number {
  if (section.href === '/admin') {
    return location === '/admin' || (section.also ?? []).includes(location) ? location.length : 0;
  }
  const paths = [section.href, ...(section.also ?? [])].filter((path) => isAtOrUnder(location, path));
  return Math.max(0, ...paths.map((path) => path.length));
}

/**
 * The section a screen belongs to: the Dashboard only for its own screens, others by prefix, the
 * closest first (one's own two-factor setup is Your Account's, not the Team's).
 */
export function sectionOf(location: string): AdminSection | undefined {
  let best: AdminSection | undefined;
  for (const section of adminSections) {
    if (claim(section, location) > (best ? claim(best, location) : 0)) best = section;
  }
  return best;
}

/** Whether `role` may use the screen at `location`; a screen of no section is the 404's to answer. */
export function mayOpen(role: AdminRole, location: string): boolean {
  const section = sectionOf(location);
  if (!section) return true;
  return roleAtLeast(role, section.higher?.[location] ?? section.role);
}

/** The sections `role` uses, each linking to its first screen the role may open. */
export function sectionsFor(role: AdminRole): AdminSection[] {
  return adminSections
    .filter((section) => roleAtLeast(role, section.role))
    .map((section) => {
      if (mayOpen(role, section.href)) return section;
      const href = (section.also ?? []).find((path) => mayOpen(role, path)) ?? section.href;
      return { ...section, href };
    });
}

/** The "New" menu: every create screen of admin-area §2, the embedded graphic after the graphic. */
export const newItems: { label: string; href: string; icon: Icon }[] = listKindKeys.flatMap((kind) => {
  const { item, createHref, otherCreate, icon } = listKinds[kind];
  const created = { label: item, href: createHref, icon };
  return otherCreate ? [created, { label: otherCreate.item, href: otherCreate.href, icon: Code }] : [created];
});
