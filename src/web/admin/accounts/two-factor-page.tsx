import { useMutation, useQuery } from '@tanstack/react-query';
import { Copy, Download, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import {
  type RecoveryCodes,
  type TwoFactorSetup,
  type TwoFactorStatus,
  twoFactorConfirmSchema,
} from '../../../contracts/admin-auth.ts';
import { QrCode } from '../../components/donation/qr-code.tsx';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { apiJson } from '../../lib/api.ts';
import { useAdminMe } from '../auth/admin-session.ts';
import { ReauthenticationCancelled, withRecentPassword } from '../auth/reauthentication.ts';
import { AdminPage, LoadFailedState, LoadingState } from '../components/admin-page.tsx';
import { confirmAction } from '../components/confirm-dialog.tsx';
import { TextField } from '../components/form-fields.tsx';
import { useAdminForm } from '../lib/admin-form.ts';
import { useAdminMutation } from '../lib/admin-mutation.ts';

export const TWO_FACTOR_ON = 'Two-factor sign-in is on';
export const TWO_FACTOR_TURNED_OFF = 'Two-factor sign-in turned off';
const STATUS_KEY = ['/api/admin/accounts/me/two-factor'];

/** /admin/accounts/two-factor: turn two-factor sign-in on (QR code, key, code, recovery codes) or off. */
export function TwoFactorPage() {
  const me = useAdminMe();
  const status = useQuery<TwoFactorStatus>({ queryKey: STATUS_KEY });
  // Kept here, above the panels: confirming refreshes the status, which swaps the setup panel out.
  const [freshCodes, setFreshCodes] = useState<string[]>();
  const heldByRule = me.data?.twoFactorSetupRequired === true;

  return (
    <AdminPage
      title="Two-Factor Sign-In"
      description="Signing in asks for a code from an app on your phone as well as your password, so a stolen password alone opens nothing."
      back={heldByRule ? undefined : { href: '/admin/accounts', label: 'Back to Admin Accounts' }}
      width="form"
    >
      {heldByRule && (
        <p role="status" className="mb-6 rounded-lg border border-accent bg-paper px-4 py-3 text-ink">
          Every admin of this site must use two-factor sign-in. Set it up below to continue to the admin area.
        </p>
      )}
      {freshCodes ? (
        <RecoveryCodesPanel codes={freshCodes} onDone={() => setFreshCodes(undefined)} />
      ) : status.data ? (
        status.data.enabled ? (
          <EnabledPanel status={status.data} />
        ) : (
          <SetupPanel onEnabled={setFreshCodes} />
        )
      ) : status.isError ? (
        <LoadFailedState error={status.error} fallback="The two-factor status could not be loaded." />
      ) : (
        <LoadingState text="Loading..." />
      )}
    </AdminPage>
  );
}

const panelClass = 'rounded-lg border border-rule bg-paper p-4 sm:p-5';

/** "JBSW Y3DP …": groups of four are easier to copy by hand. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

function SetupPanel({ onEnabled }: { onEnabled: (codes: string[]) => void }) {
  const start = useMutation({
    mutationFn: () =>
      withRecentPassword(() => apiJson<TwoFactorSetup>('POST', '/api/admin/accounts/me/two-factor/setup')),
  });
  const { field, submit, pending } = useAdminForm({
    schema: twoFactorConfirmSchema,
    defaultValues: { code: '' },
    // The codes go on screen as soon as they arrive, before the refreshed status swaps this panel out.
    save: async (body) => {
      const result = await withRecentPassword(() =>
        apiJson<RecoveryCodes>('POST', '/api/admin/accounts/me/two-factor/confirm', body),
      );
      onEnabled(result.recoveryCodes);
      return result;
    },
    successMessage: TWO_FACTOR_ON,
    failureMessage: 'Failed to turn on two-factor sign-in',
    askBeforeLeaving: false,
  });

  if (!start.data) {
    return (
      <section aria-labelledby="setup-title" className={panelClass}>
        <h2 id="setup-title" className="text-lg font-bold text-ink">
          Two-factor sign-in is off
        </h2>
        <p className="mt-1 text-sm text-muted">
          You need an authenticator app on your phone, such as Google Authenticator, Microsoft Authenticator,
          1Password or Authy.
        </p>
        {start.isError && !(start.error instanceof ReauthenticationCancelled) && (
          <LoadFailedState
            error={start.error}
            fallback="Two-factor setup could not be started."
            className="mt-3 text-sm text-danger"
          />
        )}
        <Button className="mt-4" disabled={start.isPending} onClick={() => start.mutate()}>
          <ShieldCheck aria-hidden="true" />
          {start.isPending ? 'Starting...' : 'Set Up Two-Factor Sign-In'}
        </Button>
      </section>
    );
  }

  return (
    <section aria-labelledby="setup-title" className={panelClass}>
      <h2 id="setup-title" className="text-lg font-bold text-ink">
        Add this site to your authenticator app
      </h2>
      <ol className="mt-3 list-decimal space-y-4 pl-5 text-sm text-ink">
        <li>
          In your app, add an account and scan this QR code.
          <div className="mt-3">
            <QrCode text={start.data.otpauthUri} size={192} label="QR code for your authenticator app" />
          </div>
        </li>
        <li>
          Cannot scan it? Enter this setup key instead (time-based, 6 digits):
          <code
            aria-label="Setup key"
            className="mt-2 block break-all rounded-md bg-neutral-100 px-3 py-2 font-mono text-base tracking-wide"
          >
            {grouped(start.data.secret)}
          </code>
        </li>
        <li>Type the 6-digit code the app now shows for this site.</li>
      </ol>
      <form noValidate onSubmit={submit} className="mt-4 space-y-4" aria-labelledby="setup-title">
        <TextField
          label="Authentication code"
          required
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={20}
          {...field('code')}
        />
        <div className="flex justify-end">
          <Button type="submit" disabled={pending}>
            {pending ? 'Turning on...' : 'Turn On'}
          </Button>
        </div>
      </form>
    </section>
  );
}

function RecoveryCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const text = `${codes.join('\n')}\n`;
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      toast({ title: 'Success', description: 'Recovery codes copied' });
    } catch {
      toast({
        title: 'Error',
        description: 'Could not copy: select the codes instead',
        variant: 'destructive',
      });
    }
  }
  return (
    <section aria-labelledby="codes-title" className={panelClass}>
      <h2 id="codes-title" className="text-lg font-bold text-ink">
        Save your recovery codes
      </h2>
      <p className="mt-1 text-sm text-ink">
        If you lose your phone, each of these codes signs you in once instead of a code from the app. Keep
        them somewhere safe, such as a password manager. <strong>They are shown only this once.</strong>
      </p>
      <ul aria-label="Recovery codes" className="mt-4 grid grid-cols-2 gap-2 font-mono text-base">
        {codes.map((code) => (
          <li key={code} className="rounded-md bg-neutral-100 px-3 py-1.5 text-center">
            {code}
          </li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => void copy()}>
          <Copy aria-hidden="true" />
          Copy Codes
        </Button>
        <Button variant="secondary" asChild>
          <a href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`} download="recovery-codes.txt">
            <Download aria-hidden="true" />
            Download
          </a>
        </Button>
        <Button className="sm:ml-auto" onClick={onDone}>
          I Have Saved My Codes
        </Button>
      </div>
    </section>
  );
}

function EnabledPanel({ status }: { status: TwoFactorStatus }) {
  const turnOff = useAdminMutation({
    mutationFn: () =>
      withRecentPassword(() => apiJson<{ message: string }>('DELETE', '/api/admin/accounts/me/two-factor')),
    successMessage: TWO_FACTOR_TURNED_OFF,
    failureMessage: 'Failed to turn off two-factor sign-in',
  });

  async function askAndTurnOff() {
    if (await confirmAction('Turn off two-factor sign-in for your account?', 'Turn Off')) {
      turnOff.mutate(undefined);
    }
  }

  return (
    <div className="space-y-6">
      <section aria-labelledby="on-title" className={panelClass}>
        <h2 id="on-title" className="flex items-center gap-2 text-lg font-bold text-ink">
          <ShieldCheck aria-hidden="true" className="size-5 text-accent" />
          Two-factor sign-in is on
        </h2>
        <p className="mt-1 text-sm text-ink">
          {status.recoveryCodesLeft === 1
            ? 'You have 1 recovery code left.'
            : `You have ${status.recoveryCodesLeft} recovery codes left.`}
          {status.recoveryCodesLeft <= 3 && ' Turn two-factor sign-in off and on again for a new set.'}
        </p>
        <p className="mt-3 text-sm">
          <Link href="/admin" className="text-muted underline underline-offset-4 hover:text-accent">
            Go to the dashboard
          </Link>
        </p>
      </section>
      <section aria-labelledby="off-title" className={panelClass}>
        <h2 id="off-title" className="text-lg font-bold text-ink">
          Turn off two-factor sign-in
        </h2>
        <p className="mt-1 text-sm text-muted">
          {status.requiredForEveryone
            ? 'Every admin must use it: after turning it off you are sent straight back to its setup, for a new phone for example.'
            : 'Signing in will need only your password again.'}
        </p>
        <div className="mt-4 flex justify-end">
          <Button variant="secondary" disabled={turnOff.isPending} onClick={() => void askAndTurnOff()}>
            {turnOff.isPending ? 'Turning off...' : 'Turn Off'}
          </Button>
        </div>
      </section>
    </div>
  );
}
