import type { AuditEntry } from '../../../contracts/admin-auth.ts';
import { Button } from '../../components/ui/button.tsx';
import { AdminPage, EmptyState, LoadingState } from '../components/admin-page.tsx';
import { Pager, usePagedList } from '../components/pager.tsx';
import { describeAction, describeTarget, formatDateTime } from './audit-entry.ts';
import { StackedTable } from './stacked-table.tsx';

const PAGE_SIZE = 25;

/** /admin/audit-log: every successful admin write, newest first (who, what, which record, when). */
export function AuditLogPage() {
  const { query, items, page, setPage, hasNext } = usePagedList<AuditEntry>('/api/admin/audit-log', {
    pageSize: PAGE_SIZE,
  });
  return (
    <AdminPage
      title="Audit Log"
      description="Every change made in the admin, newest first. Reading is never logged."
      back={{ href: '/admin/accounts', label: 'Back to Admin Accounts' }}
    >
      {query.isPending ? (
        <LoadingState text="Loading audit log..." />
      ) : query.isError ? (
        <div role="alert" className="rounded-lg border border-danger bg-red-50 px-4 py-6 text-center">
          <p className="text-danger">The audit log could not be loaded.</p>
          <Button className="mt-3" variant="secondary" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      ) : items.length === 0 ? (
        <EmptyState text="No changes yet. Each create, edit or delete made in the admin appears here." />
      ) : (
        <div className="rounded-lg border border-rule bg-paper p-2 max-sm:border-0 max-sm:bg-transparent max-sm:p-0 sm:p-3">
          <StackedTable
            caption={`Audit log, page ${page + 1}, newest first`}
            rowKey={(entry) => entry.id}
            rows={items}
            columns={[
              {
                header: 'When',
                cell: (entry) => <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>,
              },
              { header: 'Who', cell: (entry) => <span className="font-medium">{entry.username}</span> },
              {
                header: 'Action',
                cell: (entry) => (
                  <>
                    <span>{describeAction(entry.action)}</span>
                    <code className="block text-xs text-muted">{entry.action}</code>
                  </>
                ),
              },
              { header: 'Target', cell: (entry) => describeTarget(entry.target) },
            ]}
          />
        </div>
      )}
      <Pager label="Audit log pages" page={page} hasNext={hasNext} onPage={setPage} />
    </AdminPage>
  );
}
