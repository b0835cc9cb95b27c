import { useQuery } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { Link } from 'wouter';
import {
  type AdminAccount,
  passwordChangeSchema,
  type TwoFactorRequirement,
  type TwoFactorStatus,
} from '../../../contracts/admin-auth.ts';
import { Button } from '../../components/ui/button.tsx';
import { apiJson } from '../../lib/api.ts';
import { useAdminMe } from '../auth/admin-session.ts';
import { NewPasswordFields, withPasswordConfirmation } from '../auth/new-password-fields.tsx';
import { useOwnEmailForm, useResendEmailLink } from '../auth/own-email-form.ts';
import { sensitiveApiJson } from '../auth/reauthentication.ts';
import { AdminPage } from '../components/admin-page.tsx';
import { CheckboxField, TextField } from '../components/form-fields.tsx';
import { QueryState } from '../components/query-state.tsx';
import { SectionCard, SectionForm } from '../components/section-card.tsx';
import { useAdminForm } from '../lib/admin-form.ts';
import { useAdminMutation } from '../lib/admin-mutation.ts';
import { roleLabel } from './team.ts';
import { TWO_FACTOR_API, TWO_FACTOR_PATH } from './two-factor-routes.ts';

const passwordFormSchema = withPasswordConfirmation(passwordChangeSchema, {
  password: 'newPassword',
  message: 'The new passwords do not match',
});

/**
 * /admin/account: what every role may change of its own account (its address, password, two-factor
 * sign-in and other sessions). The team itself is /admin/accounts, for admins.
 */
export function AccountPage() {
  const account = useQuery<AdminAccount>({ queryKey: ['/api/admin/accounts/me'] });
  return (
    <AdminPage
      title="Your Account"
      description="How you sign in: your address, your password, two-factor sign-in and your sessions."
    >
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <div className="space-y-6">
          <QueryState
            query={account}
            loading="Loading your account..."
            failed="Your account could not be loaded."
          >
            {(own) => (
              <>
                <AccountSummary account={own} />
                <EmailForm current={own.email ?? ''} />
              </>
            )}
          </QueryState>
          <ChangePasswordForm />
        </div>
        <div className="space-y-6">
          <TwoFactorCard />
          <OtherSessionsCard />
        </div>
      </div>
    </AdminPage>
  );
}

function AccountSummary({ account }: { account: AdminAccount }) {
  const rows = [
    ['Username', account.username],
    ['Role', roleLabel(account.role)],
    ['E-mail address', account.email ?? 'None yet'],
  ] as const;
  return (
    <SectionCard title="Signed In As">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-semibold text-muted">{term}</dt>
            <dd className="min-w-0 break-words text-ink">{value}</dd>
          </div>
        ))}
      </dl>
    </SectionCard>
  );
}

/**
 * "Forgot password" links go to this address, so changing it asks for the password, and the new one
 * counts only once the link mailed to it is opened (the old one is told).
 */
function EmailForm({ current }: { current: string }) {
  const { field, submit, pending } = useOwnEmailForm(current);
  const pendingEmail = useAdminMe().data?.pendingEmail;
  return (
    <SectionForm
      title="Your E-Mail Address"
      description="Where a link to choose a new password goes when you forget it. A new address counts once you open the link we mail to it. Sending asks for your password."
      onSubmit={submit}
      pending={pending}
      submitLabel="Send Confirmation Link"
      pendingLabel="Sending..."
    >
      <TextField label="E-mail address" type="email" required autoComplete="email" {...field('email')} />
      {pendingEmail && <PendingEmail pendingEmail={pendingEmail} />}
    </SectionForm>
  );
}

function PendingEmail({ pendingEmail }: { pendingEmail: string }) {
  const { resend, pending } = useResendEmailLink(pendingEmail);
  return (
    <div className="space-y-2 rounded-md border border-rule bg-neutral-50 px-3 py-2 text-sm text-ink">
      <p className="break-words">
        Waiting for confirmation: <strong>{pendingEmail}</strong>. Open the link we sent there, within 24
        hours.
      </p>
      <Button variant="secondary" size="sm" disabled={pending} onClick={resend}>
        {pending ? 'Sending...' : 'Send the link again'}
      </Button>
    </div>
  );
}

function ChangePasswordForm() {
  const { field, submit, pending } = useAdminForm({
    schema: passwordFormSchema,
    defaultValues: { newPassword: '', confirmPassword: '' },
    save: ({ newPassword }) =>
      sensitiveApiJson<{ message: string }>('PUT', '/api/admin/accounts/me/password', { newPassword }),
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
      <NewPasswordFields password={field('newPassword')} confirmation={field('confirmPassword')} />
    </SectionForm>
  );
}

/** Your own two-factor sign-in, and (for an admin) the rule that every admin must use it. */
function TwoFactorCard() {
  const me = useAdminMe();
  const status = useQuery<TwoFactorStatus>({ queryKey: [TWO_FACTOR_API] });
  const requirement = useAdminMutation({
    mutationFn: (body: TwoFactorRequirement) =>
      sensitiveApiJson<TwoFactorRequirement>('PUT', '/api/admin/accounts/two-factor-requirement', body),
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
            {me.data?.role === 'admin' && (
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
            )}
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
