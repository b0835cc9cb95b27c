import { Code, RefreshCw } from 'lucide-react';
import { Link } from 'wouter';
import { contentKinds } from '../../../contracts/content-kinds.ts';
import type { DashboardCounts } from '../../../contracts/dashboard.ts';
import { Button } from '../../components/ui/button.tsx';
import { useAdminMe, useLogout } from '../auth/admin-session.ts';
import { AdminPage } from '../components/admin-page.tsx';
import { SectionCard } from '../components/section-card.tsx';
import { type ListKind, listKinds } from '../lib/content-kinds.ts';
import { ReviewQueueCard } from '../review/review-queue-card.tsx';
import { type Icon, mayOpen, sectionOf } from '../shell/admin-sections.ts';
import { useRole } from '../shell/use-role.ts';
import { useDashboard } from './dashboard-query.ts';
import { RecentContent } from './recent-content.tsx';

/** A link's icon is that of its section in the sidebar, unless it has its own. */
function LinkIcon({ href, icon, className }: { href: string; icon?: Icon; className?: string }) {
  const ItemIcon = icon ?? sectionOf(href)!.icon;
  return <ItemIcon aria-hidden={true} className={className} />;
}

const countOf = (kind: ListKind) => ({
  key: contentKinds[kind].several,
  label: listKinds[kind].label,
  href: listKinds[kind].manageHref,
});

/** The Content Overview: each count leads to its manage screen (admin-area §2). */
const overview: { key: keyof DashboardCounts; label: string; href: string }[] = [
  ...(['article', 'video', 'graphic', 'event', 'pick'] as const).map(countOf),
  { key: 'contributors', label: 'Contributors', href: '/admin/contributors' },
  countOf('member'),
  countOf('crossword'),
  { key: 'pendingComments', label: 'Comments awaiting approval', href: '/admin/comments' },
];

const createOf = (kind: ListKind, label: string) => ({ label, href: listKinds[kind].createHref });

/** Quick Create (Website Manager) and Quick Actions (CMS dashboard), as one row, in the spec's words. */
const quickActions: { label: string; href: string; icon?: Icon }[] = [
  createOf('article', 'Create Article'),
  createOf('video', 'Add Video'),
  createOf('graphic', 'Create Graphic'),
  { label: 'Embed Graphic', href: '/admin/create-embed-graphic', icon: Code },
  createOf('event', 'Create Event'),
  createOf('pick', "Create NABJ's Pick"),
  createOf('member', 'Add Member of the Month'),
  { label: 'Manage Contributors', href: '/admin/contributors' },
  createOf('crossword', 'Create Crossword'),
];

/** Management and system tools that have no count of their own. */
const tools: [label: string, description: string, href: string][] = [
  ['Website Editor', 'Every article, video, graphic and event in one place', '/admin/edit-website'],
  ['Polls', 'The Extra! Extra! poll and past results', '/admin/manage-polls'],
  ['Comments', 'Approve reader comments, close comments on a story', '/admin/comments'],
  ['Newsletter', 'Subscribers and CSV export', '/admin/newsletter'],
  ['Analytics', 'Views, popular content, newsletter growth', '/admin/analytics'],
  ['Media Library', 'Every uploaded image and video', '/admin/media-library'],
  ['Settings', 'Chapter details, social links, executive board', '/admin/settings'],
  ['Team', 'Who can sign in, invitations, and the audit log', '/admin/accounts'],
];

/**
 * /admin: the 'Website Manager' dashboard with the Content Management System dashboard's parts
 * below it (docs/admin/dashboards.md: the spec draws both as the admin start). Each role sees the
 * counts, actions and tools of the screens it may open (shell/admin-sections.ts).
 */
export function DashboardPage() {
  const me = useAdminMe();
  const logout = useLogout();
  const dashboard = useDashboard();
  const counts = dashboard.data?.counts;
  const role = useRole();
  const usable = <T extends { href: string }>(links: T[]) => links.filter(({ href }) => mayOpen(role, href));

  return (
    <AdminPage
      title="Website Manager"
      back={null}
      description={
        <>
          Signed in as {me.data?.username ?? 'Admin'}
          <span className="mt-2 flex items-center gap-2">
            Site status
            {dashboard.isError ? (
              <span className="rounded bg-red-100 px-2 py-0.5 font-semibold text-red-900">Unreachable</span>
            ) : (
              <span className="inline-flex items-center gap-1 rounded bg-emerald-100 px-2 py-0.5 font-semibold text-emerald-900">
                <span aria-hidden="true" className="size-2 rounded-full bg-emerald-600" />
                Online
              </span>
            )}
          </span>
        </>
      }
      actions={
        <>
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
        </>
      }
    >
      <SectionCard plain className="mt-8" title="Content Overview">
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {usable(overview).map(({ key, label, href }) => (
            <li key={key}>
              <Link
                href={href}
                className="flex h-full items-center gap-3 rounded-lg border border-rule bg-paper p-4 hover:border-ink"
                aria-label={`${label}: ${counts?.[key] ?? 'loading'}`}
              >
                <LinkIcon href={href} className="size-6 shrink-0 text-accent" />
                <span>
                  <span
                    className="block text-2xl font-bold text-ink tabular-nums"
                    data-testid={`count-${key}`}
                  >
                    {counts?.[key] ?? '–'}
                  </span>
                  <span className="block text-sm text-muted">{label}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </SectionCard>

      <ReviewQueueCard />

      <SectionCard plain className="mt-8" title="Quick Actions">
        <ul className="flex flex-wrap gap-2">
          {usable(quickActions).map(({ label, href, icon }) => (
            <li key={href}>
              <Button variant="secondary" size="sm" asChild>
                <Link href={href}>
                  <LinkIcon href={href} icon={icon} />
                  {label}
                </Link>
              </Button>
            </li>
          ))}
        </ul>
      </SectionCard>

      <SectionCard plain className="mt-8" title="Recent Content - Quick Edit">
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
      </SectionCard>

      <SectionCard plain className="mt-8" title="Site Tools">
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {tools
            .filter(([, , href]) => mayOpen(role, href))
            .map(([label, description, href]) => (
              <li key={href}>
                <Link
                  href={href}
                  className="flex h-full items-start gap-3 rounded-lg border border-rule bg-paper p-4 hover:border-ink"
                >
                  <LinkIcon href={href} className="mt-0.5 size-5 shrink-0 text-accent" />
                  <span>
                    <span className="block font-semibold text-ink">{label}</span>
                    <span className="block text-sm text-muted">{description}</span>
                  </span>
                </Link>
              </li>
            ))}
        </ul>
      </SectionCard>
    </AdminPage>
  );
}
