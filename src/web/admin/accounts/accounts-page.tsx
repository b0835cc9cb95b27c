import { useQuery } from '@tanstack/react-query';
import { History, ShieldCheck } from 'lucide-react';
import { Link } from 'wouter';
import { z } from 'zod';
import {
  type AdminAccount,
  newAdminSchema,
  passwordChangeSchema,
  type TwoFactorRequirement,
  type TwoFactorStatus,
} from '../../../contracts/admin-auth.ts';
import { Button } from '../../components/ui/button.tsx';
import { apiJson, serverMessage, statusOf } from '../../lib/api.ts';
import { formatShortDate } from '../../lib/format.ts';
import { useAdminMe } from '../auth/admin-session.ts';
import { withRecentPassword } from '../auth/reauthentication.ts';
import { AdminPage } from '../components/admin-page.tsx';
import { CheckboxField, TextField } from '../components/form-fields.tsx';
import { QueryState } from '../components/query-state.tsx';
import { SectionCard, SectionForm } from '../components/section-card.tsx';
import { StackedTable } from '../components/stacked-table.tsx';
import { useAdminForm } from '../lib/admin-form.ts';
import { useAdminMutation } from '../lib/admin-mutation.ts';
import { TWO_FACTOR_PATH } from './two-factor-routes.ts';

/** The server's rules plus the one only the form can check: both new passwords the same. */
const passwordFormSchema = passwordChangeSchema
  .extend({ confirmNewPassword: z.string() })
  .refine((values) => values.newPassword === values.confirmNewPassword, {
    message: 'The new passwords do not match',
    path: ['confirmNewPassword'],
  });

/** /admin/accounts: who can sign in, adding an admin, your password, two-factor sign-in and sessions. */
export function AccountsPage() {
  return (
    <AdminPage
      title="Admin Accounts"
      description="Everyone here can sign in and change everything on the site."
      back={{ href: '/admin', label: 'Back to Dashboard' }}
      actions={
        <Button variant="secondary" asChild>
          <Link href="/admin/audit-log">
            <History aria-hidden="true" />
            Audit Log
          </Link>
        </Button>
      }
    >
      <div className="grid items-start gap-6 lg:grid-cols-[3fr_2fr]">
        <AdminList />
        <div className="space-y-6">
          <TwoFactorCard />
          <AddAdminForm />
          <ChangePasswordForm />
          <OtherSessionsCard />
        </div>
      </div>
    </AdminPage>
  );
}

function AdminList() {
  const me = useAdminMe();
  const admins = useQuery<AdminAccount[]>({ queryKey: ['/api/admin/accounts'] });
  return (
    <SectionCard title="Admins">
      <QueryState query={admins} loading="Loading admins..." failed="The admin accounts could not be loaded.">
        {(rows) => (
          <StackedTable
            caption="Admins who can sign in"
            rowKey={(admin) => admin.id}
            rows={rows}
            columns={[
              {
                header: 'Username',
                cell: (admin) => (
                  <span className="font-medium">
                    {admin.username}
                    {admin.username === me.data?.username && <span className="ml-1.5 text-muted">(you)</span>}
                  </span>
                ),
              },
              { header: 'Added', cell: (admin) => formatShortDate(admin.createdAt) },
              { header: 'Two-factor', cell: (admin) => (admin.twoFactorEnabled ? 'On' : 'Off') },
            ]}
          />
        )}
      </QueryState>
    </SectionCard>
  );
}

function AddAdminForm() {
  const { field, submit, pending } = useAdminForm({
    schema: newAdminSchema,
    defaultValues: { username: '', password: '' },
    save: (body) => withRecentPassword(() => apiJson<AdminAccount>('POST', '/api/admin/accounts', body)),
    successMessage: 'Admin account created successfully',
    failureMessage: 'Failed to create admin account',
    onSaved: (_, form) => form.reset(),
    onError: (error, form) => {
      // 409: the name is taken; say so beside the field as well as in the toast.
      if (statusOf(error) === 409) form.setError('username', { message: serverMessage(error) });
    },
  });
  return (
    <SectionForm
      title="Add an Admin"
      description="They sign in with this username and password; share the password in person."
      onSubmit={submit}
      pending={pending}
      submitLabel="Add Admin"
      pendingLabel="Adding..."
    >
      <TextField
        label="Username"
        required
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        hint="2 to 64 letters, digits, dots, dashes or underscores."
        {...field('username')}
      />
      <TextField
        label="Password"
        type="password"
        required
        autoComplete="new-password"
        hint="At least 10 characters."
        {...field('password')}
      />
    </SectionForm>
  );
}

function ChangePasswordForm() {
  const { field, submit, pending } = useAdminForm({
    schema: passwordFormSchema,
    defaultValues: { newPassword: '', confirmNewPassword: '' },
    save: ({ newPassword }) =>
      withRecentPassword(() =>
        apiJson<{ message: string }>('PUT', '/api/admin/accounts/me/password', { newPassword }),
      ),
    successMessage: 'Password changed. Your other sessions have been signed out.',
    failureMessage: 'Failed to change password',
    onSaved: (_, form) => form.reset(),
  });
  return (
    <SectionForm
      title="Change Your Password"
      description="Saving asks for your current password, and signs you out on every other device and browser; this one stays signed in."
      onSubmit={submit}
      pending={pending}
      submitLabel="Change Password"
      pendingLabel="Saving..."
    >
      <TextField
        label="New password"
        type="password"
        required
        autoComplete="new-password"
        hint="At least 10 characters."
        {...field('newPassword')}
      />
      <TextField
        label="Confirm new password"
        type="password"
        required
        autoComplete="new-password"
        {...field('confirmNewPassword')}
      />
    </SectionForm>
  );
}

/** Your own two-factor sign-in, and the rule that every admin must use it. */
function TwoFactorCard() {
  const status = useQuery<TwoFactorStatus>({ queryKey: ['/api/admin/accounts/me/two-factor'] });
  const requirement = useAdminMutation({
    mutationFn: (body: TwoFactorRequirement) =>
      withRecentPassword(() =>
        apiJson<TwoFactorRequirement>('PUT', '/api/admin/accounts/two-factor-requirement', body),
      ),
    successMessage: (result) =>
      result.required
        ? 'Two-factor sign-in is now required for every admin'
        : 'Two-factor sign-in is no longer required',
    failureMessage: 'Failed to change the two-factor rule',
  });
  return (
    <SectionCard
      title="Two-Factor Sign-In"
      description="A code from an app on your phone as well as your password."
    >
      <QueryState query={status} loading="Loading..." failed="The two-factor status could not be loaded.">
        {({ enabled, requiredForEveryone }) => (
          <div className="space-y-4">
            <p className="text-sm text-ink">
              Yours is <strong>{enabled ? 'on' : 'off'}</strong>.
            </p>
            <Button variant={enabled ? 'secondary' : 'primary'} asChild>
              <Link href={TWO_FACTOR_PATH}>
                <ShieldCheck aria-hidden="true" />
                {enabled ? 'Manage Two-Factor Sign-In' : 'Set Up Two-Factor Sign-In'}
              </Link>
            </Button>
            <CheckboxField
              label="Require two-factor sign-in for every admin"
              hint={
                enabled || requiredForEveryone
                  ? 'Admins without it can only set it up after signing in.'
                  : 'Turn on two-factor sign-in for your own account first.'
              }
              checked={requiredForEveryone}
              disabled={requirement.isPending || (!enabled && !requiredForEveryone)}
              onChange={(event) => requirement.mutate({ required: event.target.checked })}
            />
          </div>
        )}
      </QueryState>
    </SectionCard>
  );
}

/** Logout ends only this browser's session; this ends all the others (a lost phone, a shared computer). */
function OtherSessionsCard() {
  const endOthers = useAdminMutation({
    mutationFn: () => apiJson<{ message: string }>('POST', '/api/admin/accounts/me/sessions/end-others'),
    successMessage: 'Your other sessions have been signed out.',
    failureMessage: 'Failed to sign out your other sessions',
  });
  return (
    <SectionCard
      title="Other Sessions"
      description="Signed in on a computer or phone you no longer use? Sign out everywhere but here."
    >
      <Button variant="secondary" disabled={endOthers.isPending} onClick={() => endOthers.mutate(undefined)}>
        {endOthers.isPending ? 'Signing out...' : 'Sign Out Other Sessions'}
      </Button>
    </SectionCard>
  );
}
