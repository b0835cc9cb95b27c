import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { type DefaultValues, type FieldValues, useForm } from 'react-hook-form';
import { useSearch } from 'wouter';
import type { z } from 'zod';
import {
  type LoginResult,
  loginBodySchema,
  SIGN_IN_EXPIRED,
  twoFactorLoginSchema,
} from '../../../contracts/admin-auth.ts';
import { Button } from '../../components/ui/button.tsx';
import { apiJson, serverMessage, statusOf } from '../../lib/api.ts';
import { FormAlert, TextField } from '../components/form-fields.tsx';
import { CodeField } from './code-field.tsx';
import { SignedOutLink, SignedOutPage, signedOutLinkClass } from './signed-out-page.tsx';

// A full page load, so the admin app starts fresh with the new session (admin-area §4).
const enterAdmin = () => window.location.assign('/admin');

/** admin-area §2 /admin/login; with two-factor sign-in on, a second step asks for the code. */
export function LoginPage() {
  // The code step's challenge; or the password step, with why it came back (an expired sign-in).
  const [step, setStep] = useState<{ challenge?: string; notice?: string }>({});
  return (
    <SignedOutPage
      title="Admin Login"
      // The site is outside the admin app: a page load away.
      links={
        <a href="/" className={signedOutLinkClass}>
          Back to the site
        </a>
      }
    >
      {step.challenge ? (
        <CodeStep challenge={step.challenge} onRestart={(notice) => setStep({ notice })} />
      ) : (
        <PasswordStep notice={step.notice} onChallenge={(challenge) => setStep({ challenge })} />
      )}
    </SignedOutPage>
  );
}

/**
 * A sign-in step's form, checked with the server's contract, and its call; its one message is the
 * spec's, else the server's refusal (the form's root error until the next submit).
 */
function useSignInStep<Values extends FieldValues>(
  schema: z.ZodType<Values, Values>,
  defaultValues: Values,
  path: string,
) {
  const form = useForm<Values>({
    defaultValues: defaultValues as DefaultValues<Values>,
    resolver: zodResolver(schema),
  });
  // The code step's answer is the session, one of the password step's two.
  const call = useMutation({ mutationFn: (body: Values) => apiJson<LoginResult>('POST', path, body) });
  const { root, ...fields } = form.formState.errors;
  const error = (Object.values(fields)[0]?.message ?? root?.message) as string | undefined;
  return { form, call, error, errorId: useId() };
}

/** The step's message, which the form names as its description. */
function ErrorLine({ id, text }: { id: string; text?: string }) {
  return text ? (
    <div id={id}>
      <FormAlert message={text} />
    </div>
  ) : null;
}

function PasswordStep({
  notice,
  onChallenge,
}: {
  notice?: string;
  onChallenge: (challenge: string) => void;
}) {
  // Filled in when an invitation's page sends its new account here.
  const username = new URLSearchParams(useSearch()).get('username') ?? '';
  const { form, call, error, errorId } = useSignInStep(
    loginBodySchema,
    { username, password: '' },
    '/api/admin/login',
  );
  const shown = error ?? (form.formState.isSubmitted ? undefined : notice);

  const submit = form.handleSubmit((body) =>
    call.mutate(body, {
      onSuccess: (result) => ('challenge' in result ? onChallenge(result.challenge) : enterAdmin()),
      onError: (failure) => form.setError('root', { message: serverMessage(failure) ?? 'Login failed' }),
    }),
  );

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
        <ErrorLine id={errorId} text={shown} />
        <Button type="submit" className="w-full" disabled={call.isPending}>
          {call.isPending ? 'Signing in...' : 'Sign in'}
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
  const step = useSignInStep(twoFactorLoginSchema, { challenge, code: '' }, '/api/admin/login/two-factor');
  const { form, call, error, errorId } = step;
  const submit = form.handleSubmit((body) =>
    call.mutate(body, {
      onSuccess: enterAdmin,
      onError: (failure) => {
        const message = serverMessage(failure) ?? 'Login failed';
        // An expired or used-up challenge cannot be retried: back to the password, saying why.
        if (statusOf(failure) === 401 && message === SIGN_IN_EXPIRED) return onRestart(message);
        form.setError('root', { message });
        form.setFocus('code', { shouldSelect: true });
      },
    }),
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
          // The password form has just gone: the cursor goes where the code goes.
          autoFocus
          hint="The 6-digit code from your authenticator app, or one of your recovery codes."
          maxLength={100}
          aria-invalid={error ? true : undefined}
          {...form.register('code')}
        />
        <ErrorLine id={errorId} text={error} />
        <Button type="submit" className="w-full" disabled={call.isPending}>
          {call.isPending ? 'Verifying...' : 'Verify'}
        </Button>
        <Button variant="quiet" className="w-full" onClick={() => onRestart()}>
          Use a different account
        </Button>
      </form>
    </>
  );
}
