import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import { type DefaultValues, type FieldValues, useForm } from 'react-hook-form';
import { useSearch } from 'wouter';
import type { z } from 'zod';
import { loginBodySchema, SIGN_IN_EXPIRED, twoFactorLoginSchema } from '../../../contracts/admin-auth.ts';
import { Button } from '../../components/ui/button.tsx';
import { serverMessage, statusOf } from '../../lib/api.ts';
import { ErrorMessage, TextField } from '../components/form-fields.tsx';
import { useLogin, useTwoFactorLogin } from './admin-session.ts';
import { CodeField } from './code-field.tsx';
import { SignedOutLink, SignedOutPage } from './signed-out-page.tsx';

// A full page load, so the admin app starts fresh with the new session (admin-area §4).
const enterAdmin = () => window.location.assign('/admin');

/** admin-area §2 /admin/login; with two-factor sign-in on, a second step asks for the code. */
export function LoginPage() {
  const [challenge, setChallenge] = useState<string>();
  const [notice, setNotice] = useState<string>();
  return (
    <SignedOutPage
      title="Admin Login"
      links={
        <SignedOutLink href="/" external>
          Back to the site
        </SignedOutLink>
      }
    >
      {challenge ? (
        <CodeStep
          challenge={challenge}
          onRestart={(message) => {
            setNotice(message);
            setChallenge(undefined);
          }}
        />
      ) : (
        <PasswordStep notice={notice} onChallenge={setChallenge} />
      )}
    </SignedOutPage>
  );
}

function ErrorLine({ id, text }: { id: string; text: string }) {
  return (
    <div id={id} role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2">
      <ErrorMessage>{text}</ErrorMessage>
    </div>
  );
}

/** A sign-in step's form, checked with the server's contract; its one message, the spec's or the server's. */
function useSignInStep<Values extends FieldValues>(schema: z.ZodType<Values, Values>, defaultValues: Values) {
  const form = useForm<Values>({
    defaultValues: defaultValues as DefaultValues<Values>,
    resolver: zodResolver(schema),
  });
  const [refusal, setRefusal] = useState<string>();
  const invalid = Object.values(form.formState.errors)[0]?.message as string | undefined;
  return { form, error: invalid ?? refusal, setRefusal };
}

function PasswordStep({
  notice,
  onChallenge,
}: {
  notice?: string;
  onChallenge: (challenge: string) => void;
}) {
  const login = useLogin();
  // Filled in when an invitation's page sends its new account here.
  const username = new URLSearchParams(useSearch()).get('username') ?? '';
  const { form, error, setRefusal } = useSignInStep(loginBodySchema, { username, password: '' });
  const errorId = useId();
  const shown = error ?? (form.formState.isSubmitted ? undefined : notice);

  const submit = form.handleSubmit((body) => {
    setRefusal(undefined);
    login.mutate(body, {
      onSuccess: (result) => ('challenge' in result ? onChallenge(result.challenge) : enterAdmin()),
      onError: (failure) => setRefusal(serverMessage(failure) ?? 'Login failed'),
    });
  });

  return (
    <>
      <p className="mt-1 text-sm text-muted">Access the content management system</p>
      <form
        className="mt-6 space-y-4"
        onSubmit={submit}
        noValidate
        aria-describedby={shown ? errorId : undefined}
      >
        <TextField label="Username" autoComplete="username" {...form.register('username')} />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          {...form.register('password')}
        />
        {shown && <ErrorLine id={errorId} text={shown} />}
        <Button type="submit" className="w-full" disabled={login.isPending}>
          {login.isPending ? 'Signing in...' : 'Sign in'}
        </Button>
        <p className="text-center text-sm">
          <SignedOutLink href="/admin/forgot-password">Forgot password?</SignedOutLink>
        </p>
      </form>
    </>
  );
}

/** The code from the authenticator app, or a recovery code (used up by this sign-in). */
function CodeStep({ challenge, onRestart }: { challenge: string; onRestart: (message?: string) => void }) {
  const verify = useTwoFactorLogin();
  const { form, error, setRefusal } = useSignInStep(twoFactorLoginSchema, { challenge, code: '' });
  const errorId = useId();
  // The password form has just gone: put the cursor where the code goes.
  useEffect(() => form.setFocus('code'), [form]);

  const submit = form.handleSubmit(
    (body) => {
      setRefusal(undefined);
      verify.mutate(body, {
        onSuccess: enterAdmin,
        onError: (failure) => {
          const message = serverMessage(failure) ?? 'Login failed';
          // An expired or used-up challenge cannot be retried: back to the password, saying why.
          if (statusOf(failure) === 401 && message === SIGN_IN_EXPIRED) onRestart(message);
          else {
            setRefusal(message);
            form.setFocus('code', { shouldSelect: true });
          }
        },
      });
    },
    () => form.setFocus('code'),
  );

  return (
    <>
      <p className="mt-1 text-sm text-muted">Two-factor sign-in</p>
      <form
        className="mt-6 space-y-4"
        onSubmit={submit}
        noValidate
        aria-describedby={error ? errorId : undefined}
      >
        <CodeField
          hint="The 6-digit code from your authenticator app, or one of your recovery codes."
          maxLength={100}
          aria-invalid={error ? true : undefined}
          {...form.register('code')}
        />
        {error && <ErrorLine id={errorId} text={error} />}
        <Button type="submit" className="w-full" disabled={verify.isPending}>
          {verify.isPending ? 'Verifying...' : 'Verify'}
        </Button>
        <Button variant="quiet" className="w-full" onClick={() => onRestart()}>
          Use a different account
        </Button>
      </form>
    </>
  );
}
