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
import { useAdminMe } from '../auth/admin-session.ts';
import { CodeField } from '../auth/code-field.tsx';
import { ReauthenticationCancelled, sensitiveApiJson } from '../auth/reauthentication.ts';
import { AdminPage, LoadFailedState } from '../components/admin-page.tsx';
import { confirmAction } from '../components/confirm-dialog.tsx';
import { QueryState } from '../components/query-state.tsx';
import { SectionCard, SectionForm } from '../components/section-card.tsx';
import { useAdminForm } from '../lib/admin-form.ts';
import { useAdminMutation } from '../lib/admin-mutation.ts';
import { copyText } from '../lib/copy-text.ts';
import { TWO_FACTOR_API } from './two-factor-routes.ts';

/** /admin/accounts/two-factor: turn two-factor sign-in on (QR code, key, code, recovery codes) or off. */
export function TwoFactorPage() {
  const me = useAdminMe();
  const status = useQuery<TwoFactorStatus>({ queryKey: [TWO_FACTOR_API] });
  // Kept here, above the panels: confirming refreshes the status, which swaps the setup panel out.
  const [freshCodes, setFreshCodes] = useState<string[]>();
  const heldByRule = me.data?.twoFactorSetupRequired === true;

  return (
    <AdminPage
      title="Two-Factor Sign-In"
      description="Signing in asks for a code from an app on your phone as well as your password, so a stolen password alone opens nothing."
      back={heldByRule ? null : { href: '/admin/account', label: 'Back to Your Account' }}
      width="form"
    >
      {heldByRule && (
        <p role="status" className="mb-6 rounded-lg border border-accent bg-paper px-4 py-3 text-ink">
          Every admin of this site must use two-factor sign-in. Set it up below to continue to the admin area.
        </p>
      )}
      {freshCodes ? (
        <RecoveryCodesPanel codes={freshCodes} onDone={() => setFreshCodes(undefined)} />
      ) : (
        <QueryState query={status} loading="Loading..." failed="The two-factor status could not be loaded.">
          {(data) =>
            data.enabled ? <EnabledPanel status={data} /> : <SetupPanel onEnabled={setFreshCodes} />
          }
        </QueryState>
      )}
    </AdminPage>
  );
}

/** "JBSW Y3DP …": groups of four are easier to copy by hand. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

function SetupPanel({ onEnabled }: { onEnabled: (codes: string[]) => void }) {
  const start = useMutation({
    mutationFn: () => sensitiveApiJson<TwoFactorSetup>('POST', `${TWO_FACTOR_API}/setup`),
  });
  const { field, submit, pending } = useAdminForm({
    schema: twoFactorConfirmSchema,
    defaultValues: { code: '' },
    // The codes go on screen as soon as they arrive, before the refreshed status swaps this panel out.
    save: async (body) => {
      const result = await sensitiveApiJson<RecoveryCodes>('POST', `${TWO_FACTOR_API}/confirm`, body);
      onEnabled(result.recoveryCodes);
      return result;
    },
    successMessage: 'Two-factor sign-in is on',
    failureMessage: 'Failed to turn on two-factor sign-in',
    askBeforeLeaving: false,
  });

  if (!start.data) {
    return (
      <SectionCard
        title="Two-factor sign-in is off"
        description="You need an authenticator app on your phone, such as Google Authenticator, Microsoft Authenticator, 1Password or Authy."
      >
        {start.isError && !(start.error instanceof ReauthenticationCancelled) && (
          <LoadFailedState
            error={start.error}
            fallback="Two-factor setup could not be started."
            className="mb-3 text-sm text-danger"
          />
        )}
        <Button disabled={start.isPending} onClick={() => start.mutate()}>
          <ShieldCheck aria-hidden="true" />
          {start.isPending ? 'Starting...' : 'Set Up Two-Factor Sign-In'}
        </Button>
      </SectionCard>
    );
  }

  return (
    <SectionForm
      title="Add this site to your authenticator app"
      description={
        <ol className="mt-3 list-decimal space-y-4 pl-5 text-ink">
          <li>
            In your app, add an account and scan this QR code.
            <div className="mt-3">
              <QrCode text={start.data.otpauthUri} size={192} label="QR code for your authenticator app" />
            </div>
          </li>
          <li>
            Cannot scan it? Enter this setup key instead (time-based, 6 digits):
            <code className="mt-2 block break-all rounded-md bg-neutral-100 px-3 py-2 font-mono text-base tracking-wide">
              {grouped(start.data.secret)}
            </code>
          </li>
          <li>Type the 6-digit code the app now shows for this site.</li>
        </ol>
      }
      onSubmit={submit}
      pending={pending}
      submitLabel="Turn On"
      pendingLabel="Turning on..."
    >
      <CodeField required inputMode="numeric" {...field('code')} />
    </SectionForm>
  );
}

function RecoveryCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const text = `${codes.join('\n')}\n`;
  return (
    <SectionCard
      title="Save your recovery codes"
      description={
        <p className="text-ink">
          If you lose your phone, each of these codes signs you in once instead of a code from the app. Keep
          them somewhere safe, such as a password manager. <strong>They are shown only this once.</strong>
        </p>
      }
    >
      <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-2 font-mono text-base">
        {codes.map((code) => (
          <li key={code} className="rounded-md bg-neutral-100 px-3 py-1.5 text-center">
            {code}
          </li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button
          variant="secondary"
          onClick={() => void copyText(text, { copied: 'Recovery codes copied', name: 'recovery codes' })}
        >
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
    </SectionCard>
  );
}

function EnabledPanel({ status }: { status: TwoFactorStatus }) {
  const turnOff = useAdminMutation({
    mutationFn: () => sensitiveApiJson<{ message: string }>('DELETE', TWO_FACTOR_API),
    successMessage: 'Two-factor sign-in turned off',
    failureMessage: 'Failed to turn off two-factor sign-in',
  });
  const left = status.recoveryCodesLeft;

  async function askAndTurnOff() {
    if (await confirmAction('Turn off two-factor sign-in for your account?', 'Turn Off'))
      turnOff.mutate(undefined);
  }

  return (
    <div className="space-y-6">
      <SectionCard
        title={
          <>
            <ShieldCheck aria-hidden="true" className="size-5 text-accent" />
            Two-factor sign-in is on
          </>
        }
        description={
          <p className="text-ink">
            {left === 1 ? 'You have 1 recovery code left.' : `You have ${left} recovery codes left.`}
            {left <= 3 && ' Turn two-factor sign-in off and on again for a new set.'}
          </p>
        }
      >
        <Link href="/admin" className="text-sm text-muted underline underline-offset-4 hover:text-accent">
          Go to the dashboard
        </Link>
      </SectionCard>
      <SectionCard
        title="Turn off two-factor sign-in"
        description={
          status.requiredForEveryone
            ? 'Every admin must use it: after turning it off you are sent straight back to its setup, for a new phone for example.'
            : 'Signing in will need only your password again.'
        }
      >
        <div className="flex justify-end">
          <Button variant="secondary" disabled={turnOff.isPending} onClick={() => void askAndTurnOff()}>
            {turnOff.isPending ? 'Turning off...' : 'Turn Off'}
          </Button>
        </div>
      </SectionCard>
    </div>
  );
}
