import { useQuery } from '@tanstack/react-query';
import { History } from 'lucide-react';
import { Link } from 'wouter';
import type { AccountUpdate, AdminAccount, AdminRole } from '../../../contracts/admin-auth.ts';
import type { AdminContributor } from '../../../contracts/contributor.ts';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { useAdminMe } from '../auth/admin-session.ts';
import { sensitiveApiJson } from '../auth/reauthentication.ts';
import { AdminPage } from '../components/admin-page.tsx';
import { confirmAction } from '../components/confirm-dialog.tsx';
import { inputClass } from '../components/form-fields.tsx';
import { QueryState } from '../components/query-state.tsx';
import { SectionCard } from '../components/section-card.tsx';
import { StackedTable } from '../components/stacked-table.tsx';
import { useAdminMutation } from '../lib/admin-mutation.ts';
import { InvitationsSection, InviteForm } from './invitations-section.tsx';
import { ACCOUNTS_PATH, bylineOptions, contributorIdOf, roleLabel, roleOptions } from './team.ts';

/** The profiles an account can take its byline from; the API's largest page. */
const CONTRIBUTORS_KEY = ['/api/admin/contributors', { limit: 100 }] as const;

/**
 * /admin/accounts, for admins: who can sign in and with what role, their bylines, and who is invited.
 * Accounts come only from invitations; each person's own settings are on /admin/account.
 */
export function TeamPage() {
  return (
    <AdminPage
      title="Team"
      description="Everyone who can sign in, what their role lets them do, and who is invited."
      actions={
        <Button variant="secondary" asChild>
          <Link href="/admin/audit-log">
            <History aria-hidden="true" />
            Audit Log
          </Link>
        </Button>
      }
    >
      <div className="space-y-6">
        <AccountsTable />
        {/* The form above the list, so a sent invitation shows up just below it. */}
        <InviteForm />
        <InvitationsSection />
      </div>
    </AdminPage>
  );
}

function AccountsTable() {
  const me = useAdminMe();
  const accounts = useQuery<AdminAccount[]>({ queryKey: [ACCOUNTS_PATH] });
  const contributors = useQuery<AdminContributor[]>({ queryKey: CONTRIBUTORS_KEY });
  // Every change to an account is sensitive: the password dialog comes first when it is due.
  const update = useAdminMutation({
    mutationFn: async ({ account, change }: { account: AdminAccount; change: AccountUpdate }) => ({
      saved: await sensitiveApiJson<AdminAccount>('PATCH', `${ACCOUNTS_PATH}/${account.id}`, change),
      change,
    }),
    successMessage: ({ saved, change }) =>
      change.role
        ? `Role of ${saved.username} changed to ${roleLabel(change.role)}`
        : `Byline of ${saved.username} saved`,
    failureMessage: 'Failed to change the account',
  });
  const remove = useAdminMutation({
    mutationFn: (account: AdminAccount) =>
      sensitiveApiJson<undefined>('DELETE', `${ACCOUNTS_PATH}/${account.id}`),
    successMessage: 'Account removed. Its sessions have ended.',
    failureMessage: 'Failed to remove the account',
  });

  /** What the row shows: its change while on its way, then what the server stored. */
  const shown = (account: AdminAccount) =>
    update.isPending && update.variables.account.id === account.id
      ? { ...account, ...update.variables.change }
      : account;

  async function confirmRemove(account: AdminAccount) {
    const question = `Remove the account "${account.username}"? They are signed out everywhere and can no longer sign in. Their stories stay.`;
    if (await confirmAction(question, 'Remove')) remove.mutate(account);
  }

  return (
    <SectionCard
      title="Accounts"
      description="A new role or byline takes effect as soon as you pick it, after your password if it is due."
    >
      <QueryState query={accounts} loading="Loading accounts..." failed="The accounts could not be loaded.">
        {(rows) => (
          <StackedTable
            caption="Accounts who can sign in"
            rowKey={(account) => account.id}
            rows={rows}
            columns={[
              {
                header: 'Username',
                cell: (account) => (
                  <span className="font-medium">
                    {account.username}
                    {account.username === me.data?.username && (
                      <span className="ml-1.5 text-muted">(you)</span>
                    )}
                  </span>
                ),
              },
              {
                header: 'Role',
                cell: (account) => (
                  <select
                    aria-label={`Role of ${account.username}`}
                    className={cn(inputClass, 'min-w-36')}
                    value={shown(account).role}
                    disabled={update.isPending}
                    onChange={(event) =>
                      update.mutate({ account, change: { role: event.target.value as AdminRole } })
                    }
                  >
                    {roleOptions.map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.label}
                      </option>
                    ))}
                  </select>
                ),
              },
              {
                header: 'E-mail',
                cell: (account) => account.email ?? <span className="text-muted">None yet</span>,
              },
              {
                header: 'Byline',
                cell: (account) => {
                  const tied = shown(account).contributorId;
                  return (
                    <select
                      aria-label={`Byline of ${account.username}`}
                      className={cn(inputClass, 'min-w-36')}
                      value={tied === null ? '' : String(tied)}
                      disabled={update.isPending || contributors.isPending}
                      onChange={(event) =>
                        update.mutate({
                          account,
                          change: { contributorId: contributorIdOf(event.target.value) },
                        })
                      }
                    >
                      {bylineOptions(contributors.data ?? [], account.contributorId).map((option) => (
                        <option key={option.value} value={option.value}>
                          {option.label}
                        </option>
                      ))}
                    </select>
                  );
                },
              },
              { header: 'Two-factor', cell: (account) => (account.twoFactorEnabled ? 'On' : 'Off') },
              {
                header: 'Actions',
                cell: (account) => (
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={remove.isPending && remove.variables.id === account.id}
                    onClick={() => void confirmRemove(account)}
                  >
                    Remove<span className="sr-only"> {account.username}</span>
                  </Button>
                ),
              },
            ]}
          />
        )}
      </QueryState>
    </SectionCard>
  );
}
