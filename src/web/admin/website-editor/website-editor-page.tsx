import { CheckCircle2 } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { Link } from 'wouter';
import type { PublicationStatus } from '../../../contracts/common.ts';
import { contentKinds } from '../../../contracts/content-kinds.ts';
import { Button } from '../../components/ui/button.tsx';
import { AdminPage } from '../components/admin-page.tsx';
import { ChapterTime } from '../components/chapter-time.tsx';
import { confirmAction } from '../components/confirm-dialog.tsx';
import { EditAndDelete } from '../components/content-card.tsx';
import { ListStates } from '../components/list-states.tsx';
import { MANAGE_PAGE_SIZE, Pager, usePagedList } from '../components/pager.tsx';
import { PublicationBadge } from '../components/publication.tsx';
import { StatCard } from '../components/stat-card.tsx';
import { useDashboard } from '../dashboard/dashboard-query.ts';
import { useDeleteMutation } from '../lib/admin-mutation.ts';
import { type DashboardKind, dashboardKindKeys, dashboardKinds } from '../lib/content-kinds.ts';

interface ListedItem {
  id: number;
  title: string;
  status?: PublicationStatus;
  publishedDate?: string;
  date?: string;
}

/** One list tab: the kind's items with Edit and Delete, or its empty text (admin-area §2). */
export function ContentList({ kind }: { kind: DashboardKind }) {
  const { label, adminList, editHref, editorEmpty, deleted, deleteFailed, confirm, createHref, createLabel } =
    dashboardKinds[kind];
  // Every item, a page at a time: an unpaged read would stop at the API's default of 100.
  const paged = usePagedList<ListedItem>(adminList, { pageSize: MANAGE_PAGE_SIZE });
  const remove = useDeleteMutation({
    path: adminList,
    successMessage: deleted,
    failureMessage: deleteFailed,
  });

  return (
    <ListStates
      query={paged.query}
      empty={paged.items.length === 0}
      loadingText={`Loading ${kind}...`}
      failedText="The list could not be loaded."
      emptyText={editorEmpty}
      emptyAction={{ href: createHref, label: createLabel }}
    >
      <ul className="divide-y divide-rule rounded-lg border border-rule bg-paper">
        {paged.items.map((item) => (
          <li key={item.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
            <div className="min-w-0 flex-1">
              <p className="font-medium text-ink">{item.title}</p>
              <div className="mt-0.5 flex flex-wrap items-center gap-2 text-xs text-muted">
                {item.status && item.publishedDate && (
                  <PublicationBadge status={item.status} publishedDate={item.publishedDate} />
                )}
                <ChapterTime iso={item.date ?? item.publishedDate ?? ''} />
              </div>
            </div>
            <div className="flex gap-2">
              <EditAndDelete
                title={item.title}
                editHref={editHref(item.id)}
                deleting={remove.isPending}
                onDelete={async () => {
                  if (await confirmAction(confirm)) remove.mutate(item.id);
                }}
              />
            </div>
          </li>
        ))}
      </ul>
      <Pager label={`${label} pages`} page={paged.page} hasNext={paged.hasNext} onPage={paged.setPage} />
    </ListStates>
  );
}

function Overview() {
  const dashboard = useDashboard();
  const counts = dashboard.data?.counts;
  // An editor's screen: their answer always holds the events (a contributor's alone has none).
  const total = counts ? counts.articles + counts.videos + counts.graphics + (counts.events ?? 0) : undefined;
  const figures = [
    ...dashboardKindKeys.map((kind) => ({
      label: dashboardKinds[kind].label,
      value: counts?.[contentKinds[kind].several],
    })),
    { label: 'Total Content', value: total },
    // admin-area §2: a fixed figure, the four kinds this page edits.
    { label: 'Content Categories', value: dashboardKindKeys.length },
  ];
  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {figures.map((figure) => (
          <StatCard key={figure.label} {...figure} />
        ))}
      </dl>
      <div className="flex flex-wrap gap-2">
        {dashboardKindKeys.map((kind) => (
          <Button key={kind} variant="secondary" size="sm" asChild>
            <Link href={dashboardKinds[kind].createHref}>{dashboardKinds[kind].createLabel}</Link>
          </Button>
        ))}
      </div>
      <p className="flex flex-wrap gap-4 text-sm">
        {['Website: Online', 'Database: Connected'].map((status) => (
          <span key={status} className="inline-flex items-center gap-1 text-emerald-900">
            <CheckCircle2 aria-hidden="true" className="size-4" /> {status}
          </span>
        ))}
      </p>
    </div>
  );
}

const settingsLinks = [
  { href: '/admin/settings', label: 'Site settings' },
  { href: '/admin/media-library', label: 'Media Library' },
  { href: '/admin/contributors', label: 'Contributors' },
  { href: '/admin/newsletter', label: 'Newsletter' },
];

const tabTrigger =
  'rounded-md px-3 py-2 text-sm font-medium text-muted hover:text-ink data-[state=active]:bg-ink data-[state=active]:text-paper';

/** /admin/website-manager and /admin/edit-website: the 'Website Editor' (admin-area §2). */
export function WebsiteEditorPage() {
  return (
    <AdminPage title="Website Editor">
      <Tabs.Root defaultValue="overview">
        <Tabs.List
          aria-label="Website Editor sections"
          className="mb-6 flex flex-wrap gap-1 border-b border-rule pb-2"
        >
          <Tabs.Trigger value="overview" className={tabTrigger}>
            Overview
          </Tabs.Trigger>
          {dashboardKindKeys.map((kind) => (
            <Tabs.Trigger key={kind} value={kind} className={tabTrigger}>
              {dashboardKinds[kind].label}
            </Tabs.Trigger>
          ))}
          <Tabs.Trigger value="settings" className={tabTrigger}>
            Settings
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="overview">
          <Overview />
        </Tabs.Content>
        {dashboardKindKeys.map((kind) => (
          <Tabs.Content key={kind} value={kind}>
            <ContentList kind={kind} />
          </Tabs.Content>
        ))}
        <Tabs.Content value="settings">
          <ul className="grid gap-3 sm:grid-cols-2">
            {settingsLinks.map(({ href, label }) => (
              <li key={href}>
                <Link
                  href={href}
                  className="block rounded-lg border border-rule bg-paper p-4 font-medium hover:border-ink"
                >
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </Tabs.Content>
      </Tabs.Root>
    </AdminPage>
  );
}
