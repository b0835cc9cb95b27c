import {
  BarChart3,
  Code,
  FolderOpen,
  LayoutDashboard,
  Mail,
  MessageSquare,
  RefreshCw,
  Settings,
  UserCog,
  Users,
  Vote,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { DashboardCounts } from '../../../contracts/dashboard.ts';
import { Button } from '../../components/ui/button.tsx';
import { useAdminMe, useLogout } from '../auth/admin-session.ts';
import { type ListKind, listKinds } from '../lib/content-kinds.ts';
import { type Icon, kindIcons } from '../shell/admin-sections.ts';
import { useDashboard } from './dashboard-query.ts';
import { RecentContent } from './recent-content.tsx';

const countOf = (kind: ListKind) => ({
  key: kind,
  label: listKinds[kind].label,
  href: listKinds[kind].manageHref,
  icon: kindIcons[kind],
});

/** The Content Overview: each count leads to its manage screen (admin-area §2). */
const overview: { key: keyof DashboardCounts; label: string; href: string; icon: Icon }[] = [
  ...(['articles', 'videos', 'graphics', 'events', 'picks'] as const).map(countOf),
  { key: 'contributors', label: 'Contributors', href: '/admin/contributors', icon: Users },
  countOf('members'),
  countOf('crosswords'),
  {
    key: 'pendingComments',
    label: 'Comments awaiting approval',
    href: '/admin/comments',
    icon: MessageSquare,
  },
];

const createOf = (kind: ListKind, label: string) => ({
  label,
  href: listKinds[kind].createHref,
  icon: kindIcons[kind],
});

/** Quick Create (Website Manager) and Quick Actions (CMS dashboard), as one row, in the spec's words. */
const quickActions: { label: string; href: string; icon: Icon }[] = [
  createOf('articles', 'Create Article'),
  createOf('videos', 'Add Video'),
  createOf('graphics', 'Create Graphic'),
  { label: 'Embed Graphic', href: '/admin/create-embed-graphic', icon: Code },
  createOf('events', 'Create Event'),
  createOf('picks', "Create NABJ's Pick"),
  createOf('members', 'Add Member of the Month'),
  { label: 'Manage Contributors', href: '/admin/contributors', icon: Users },
  createOf('crosswords', 'Create Crossword'),
];

/** Management and system tools that have no count of their own. */
const tools: { label: string; description: string; href: string; icon: Icon }[] = [
  {
    label: 'Website Editor',
    description: 'Every article, video, graphic and event in one place',
    href: '/admin/edit-website',
    icon: LayoutDashboard,
  },
  {
    label: 'Polls',
    description: 'The Extra! Extra! poll and past results',
    href: '/admin/manage-polls',
    icon: Vote,
  },
  {
    label: 'Comments',
    description: 'Approve reader comments, close comments on a story',
    href: '/admin/comments',
    icon: MessageSquare,
  },
  { label: 'Newsletter', description: 'Subscribers and CSV export', href: '/admin/newsletter', icon: Mail },
  {
    label: 'Analytics',
    description: 'Views, popular content, newsletter growth',
    href: '/admin/analytics',
    icon: BarChart3,
  },
  {
    label: 'Media Library',
    description: 'Every uploaded image and video',
    href: '/admin/media-library',
    icon: FolderOpen,
  },
  {
    label: 'Settings',
    description: 'Chapter details, social links, executive board',
    href: '/admin/settings',
    icon: Settings,
  },
  {
    label: 'Admin Accounts',
    description: 'Who can sign in, and the audit log',
    href: '/admin/accounts',
    icon: UserCog,
  },
];

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="mb-3 text-lg font-semibold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * /admin: the 'Website Manager' dashboard with the Content Management System dashboard's parts
 * below it (docs/admin/dashboards.md: the spec draws both as the admin start).
 */
export function DashboardPage() {
  const me = useAdminMe();
  const logout = useLogout();
  const dashboard = useDashboard();
  const counts = dashboard.data?.counts;

  return (
    <main className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
      <title>Website Manager | Admin</title>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-ink">Website Manager</h1>
          <p className="mt-1 text-sm text-muted">Signed in as {me.data?.username ?? 'Admin'}</p>
          <p className="mt-2 inline-flex items-center gap-2 text-sm">
            <span className="text-muted">Site status</span>
            {dashboard.isError ? (
              <span className="rounded bg-red-100 px-2 py-0.5 font-semibold text-red-900">Unreachable</span>
            ) : (
              <span className="inline-flex items-center gap-1 rounded bg-emerald-100 px-2 py-0.5 font-semibold text-emerald-900">
                <span aria-hidden="true" className="size-2 rounded-full bg-emerald-600" />
                Online
              </span>
            )}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => dashboard.refetch()} disabled={dashboard.isFetching}>
            <RefreshCw
              aria-hidden="true"
              className={dashboard.isFetching ? 'animate-spin motion-reduce:animate-none' : ''}
            />
            Refresh
          </Button>
          <Button variant="secondary" asChild>
            <a href="/">View Live Site</a>
          </Button>
          <Button
            disabled={logout.isPending}
            onClick={() =>
              logout.mutate(undefined, { onSettled: () => window.location.assign('/admin/login') })
            }
          >
            Logout
          </Button>
        </div>
      </div>

      <Section title="Content Overview">
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {overview.map(({ key, label, href, icon: ItemIcon }) => (
            <li key={key}>
              <Link
                href={href}
                className="flex h-full items-center gap-3 rounded-lg border border-rule bg-paper p-4 hover:border-ink"
                aria-label={`${label}: ${counts ? counts[key] : 'loading'}`}
              >
                <ItemIcon aria-hidden={true} className="size-6 shrink-0 text-accent" />
                <span>
                  <span
                    className="block text-2xl font-bold text-ink tabular-nums"
                    data-testid={`count-${key}`}
                  >
                    {counts ? counts[key] : '–'}
                  </span>
                  <span className="block text-sm text-muted">{label}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <Section title="Quick Actions">
        <ul className="flex flex-wrap gap-2">
          {quickActions.map(({ label, href, icon: ItemIcon }) => (
            <li key={href}>
              <Button variant="secondary" size="sm" asChild>
                <Link href={href}>
                  <ItemIcon aria-hidden={true} />
                  {label}
                </Link>
              </Button>
            </li>
          ))}
        </ul>
      </Section>

      <Section title="Recent Content - Quick Edit">
        {dashboard.data ? (
          <RecentContent recent={dashboard.data.recent} />
        ) : dashboard.isError ? (
          <p role="alert" className="text-danger">
            The dashboard could not be loaded. Use Refresh to try again.
          </p>
        ) : (
          <p role="status" className="text-muted">
            Loading recent content...
          </p>
        )}
      </Section>

      <Section title="Site Tools">
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {tools.map(({ label, description, href, icon: ItemIcon }) => (
            <li key={href}>
              <Link
                href={href}
                className="flex h-full items-start gap-3 rounded-lg border border-rule bg-paper p-4 hover:border-ink"
              >
                <ItemIcon aria-hidden={true} className="mt-0.5 size-5 shrink-0 text-accent" />
                <span>
                  <span className="block font-semibold text-ink">{label}</span>
                  <span className="block text-sm text-muted">{description}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>
    </main>
  );
}
