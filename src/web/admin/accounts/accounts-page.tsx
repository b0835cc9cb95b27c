import { useQuery } from '@tanstack/react-query';
import { History, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
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
import { AdminPage, LoadFailedState, LoadingState } from '../components/admin-page.tsx';
import { CheckboxField, TextField } from '../components/form-fields.tsx';
import { useAdminForm } from '../lib/admin-form.ts';
import { useAdminMutation } from '../lib/admin-mutation.ts';
import { StackedTable } from './stacked-table.tsx';
import { TWO_FACTOR_PATH } from './two-factor-routes.ts';

export const ADMIN_ADDED = 'Admin account created successfully';
export const PASSWORD_CHANGED = 'Password changed. Your other sessions have been signed out.';
export const PASSWORDS_DIFFER = 'The new passwords do not match';
export const OTHER_SESSIONS_ENDED = 'Your other sessions have been signed out.';

/** The server's rules plus the one only the form can check: both new passwords the same. */
const passwordFormSchema = passwordChangeSchema
  .extend({ confirmNewPassword: z.string() })
  .refine((values) => values.newPassword === values.confirmNewPassword, {
    message: PASSWORDS_DIFFER,
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

function Card({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-lg border border-rule bg-paper p-4 sm:p-5">
      <h2 id={id} className="text-lg font-bold text-ink">
        {title}
      </h2>
      {description && <p className="mt-0.5 text-sm text-muted">{description}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}

function AdminList() {
  const me = useAdminMe();
  const admins = useQuery<AdminAccount[]>({ queryKey: ['/api/admin/accounts'] });
  return (
    <Card id="admins-title" title="Admins">
      {admins.data ? (
        <StackedTable
          caption="Admins who can sign in"
          rowKey={(admin) => admin.id}
          rows={admins.data}
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
      ) : admins.isError ? (
        <LoadFailedState error={admins.error} fallback="The admin accounts could not be loaded." />
      ) : (
        <LoadingState text="Loading admins..." />
      )}
    </Card>
  );
}

function AddAdminForm() {
  const { field, submit, pending } = useAdminForm({
    schema: newAdminSchema,
    defaultValues: { username: '', password: '' },
    save: (body) => withRecentPassword(() => apiJson<AdminAccount>('POST', '/api/admin/accounts', body)),
    successMessage: ADMIN_ADDED,
    failureMessage: 'Failed to create admin account',
    onSaved: (_, form) => form.reset(),
    onError: (error, form) => {
      // 409: the name is taken; say so beside the field as well as in the toast.
      if (statusOf(error) === 409) form.setError('username', { message: serverMessage(error) });
    },
  });

  return (
    <Card
      id="add-admin-title"
      title="Add an Admin"
      description="They sign in with this username and password; share the password in person."
    >
      <form noValidate onSubmit={submit} className="space-y-4" aria-labelledby="add-admin-title">
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
        <div className="flex justify-end">
          <Button type="submit" disabled={pending}>
            {pending ? 'Adding...' : 'Add Admin'}
          </Button>
        </div>
      </form>
    </Card>
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
    successMessage: PASSWORD_CHANGED,
    failureMessage: 'Failed to change password',
    onSaved: (_, form) => form.reset(),
  });

  return (
    <Card
      id="password-title"
      title="Change Your Password"
      description="Saving asks for your current password, and signs you out on every other device and browser; this one stays signed in."
    >
      <form noValidate onSubmit={submit} className="space-y-4" aria-labelledby="password-title">
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
        <div className="flex justify-end">
          <Button type="submit" disabled={pending}>
            {pending ? 'Saving...' : 'Change Password'}
          </Button>
        </div>
      </form>
    </Card>
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
  const enabled = status.data?.enabled ?? false;
  return (
    <Card
      id="two-factor-title"
      title="Two-Factor Sign-In"
      description="A code from an app on your phone as well as your password."
    >
      {status.data ? (
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
              enabled || status.data.requiredForEveryone
                ? 'Admins without it can only set it up after signing in.'
                : 'Turn on two-factor sign-in for your own account first.'
            }
            checked={status.data.requiredForEveryone}
            disabled={requirement.isPending || (!enabled && !status.data.requiredForEveryone)}
            onChange={(event) => requirement.mutate({ required: event.target.checked })}
          />
        </div>
      ) : status.isError ? (
        <LoadFailedState error={status.error} fallback="The two-factor status could not be loaded." />
      ) : (
        <LoadingState text="Loading..." />
      )}
    </Card>
  );
}

/** Logout ends only this browser's session; this ends all the others (a lost phone, a shared computer). */
function OtherSessionsCard() {
  const endOthers = useAdminMutation({
    mutationFn: () => apiJson<{ message: string }>('POST', '/api/admin/accounts/me/sessions/end-others'),
    successMessage: OTHER_SESSIONS_ENDED,
    failureMessage: 'Failed to sign out your other sessions',
  });
  return (
    <Card
      id="sessions-title"
      title="Other Sessions"
      description="Signed in on a computer or phone you no longer use? Sign out everywhere but here."
    >
      <Button variant="secondary" disabled={endOthers.isPending} onClick={() => endOthers.mutate(undefined)}>
        {endOthers.isPending ? 'Signing out...' : 'Sign Out Other Sessions'}
      </Button>
    </Card>
  );
}
