import { Link } from 'wouter';
import type { AuditEntry } from '../../../contracts/admin-auth.ts';
import { formatDateTime } from '../../../contracts/chapter-clock.ts';
import { useTimeZone } from '../../lib/queries/site-settings.ts';
import { AdminPage, EmptyState } from '../components/admin-page.tsx';
import { Pager, usePagedList } from '../components/pager.tsx';
import { QueryState } from '../components/query-state.tsx';
import { StackedTable } from '../components/stacked-table.tsx';
import { entrySentence } from './audit-entry.ts';

/** /admin/audit-log: every event of the admin, newest first, in words, each linked to its item. */
export function AuditLogPage() {
  const { query, items, page, setPage, hasNext } = usePagedList<AuditEntry>('/api/admin/audit-log', {
    pageSize: 25,
  });
  const zone = useTimeZone();
  return (
    <AdminPage
      title="Audit Log"
      description="Every change made in the admin, newest first. Reading is never logged."
      back={{ href: '/admin/accounts', label: 'Back to Team' }}
    >
      <QueryState query={query} loading="Loading audit log..." failed="The audit log could not be loaded.">
        {() =>
          items.length === 0 ? (
            <EmptyState text="No changes yet. Each create, edit or delete made in the admin appears here." />
          ) : (
            <StackedTable
              framed
              caption={`Audit log, page ${page + 1}, newest first`}
              rowKey={(entry) => entry.id}
              rows={items}
              columns={[
                {
                  header: 'When',
                  cell: (entry) => <time dateTime={entry.at}>{formatDateTime(entry.at, zone)}</time>,
                },
                {
                  header: 'What happened',
                  cell: (entry) =>
                    entry.link ? (
                      <Link
                        href={entry.link}
                        className="text-ink underline underline-offset-4 hover:text-accent"
                      >
                        {entrySentence(entry)}
                      </Link>
                    ) : (
                      entrySentence(entry)
                    ),
                },
              ]}
            />
          )
        }
      </QueryState>
      <Pager label="Audit log pages" page={page} hasNext={hasNext} onPage={setPage} />
    </AdminPage>
  );
}
