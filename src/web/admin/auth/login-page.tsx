import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { CODE_REQUIRED, LOGIN_FIELDS_REQUIRED, SIGN_IN_EXPIRED } from '../../../contracts/admin-auth.ts';
import { Button } from '../../components/ui/button.tsx';
import { serverMessage, statusOf } from '../../lib/api.ts';
import { useLogin, useTwoFactorLogin } from './admin-session.ts';

const inputClass = 'w-full rounded-md border border-rule bg-paper px-3 py-2 text-base text-ink';

// A full page load, so the admin app starts fresh with the new session (admin-area §4).
const enterAdmin = () => window.location.assign('/admin');

/** admin-area §2 /admin/login; with two-factor sign-in on, a second step asks for the code. */
export function LoginPage() {
  const [challenge, setChallenge] = useState<string>();
  const [notice, setNotice] = useState<string>();
  return (
    <main className="flex min-h-screen items-center justify-center bg-neutral-100 px-4 py-12">
      <title>Admin Login</title>
      <div className="w-full max-w-sm rounded-lg border border-rule bg-paper p-8 shadow-raised">
        <h1 className="text-2xl font-bold text-ink">Admin Login</h1>
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
        <p className="mt-6 text-center text-sm">
          <a href="/" className="text-muted underline hover:text-accent">
            Back to the site
          </a>
        </p>
      </div>
    </main>
  );
}

function ErrorLine({ id, text }: { id: string; text: string }) {
  return (
    <p
      id={id}
      role="alert"
      className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
    >
      {text}
    </p>
  );
}

function PasswordStep({
  notice,
  onChallenge,
}: {
  notice?: string;
  onChallenge: (challenge: string) => void;
}) {
  const login = useLogin();
  const [error, setError] = useState(notice);
  const errorId = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const username = String(form.get('username') ?? '').trim();
    const password = String(form.get('password') ?? '');
    if (!username || !password) {
      setError(LOGIN_FIELDS_REQUIRED);
      return;
    }
    setError(undefined);
    login.mutate(
      { username, password },
      {
        onSuccess: (result) => ('challenge' in result ? onChallenge(result.challenge) : enterAdmin()),
        onError: (failure) => setError(serverMessage(failure) ?? 'Login failed'),
      },
    );
  }

  return (
    <>
      <p className="mt-1 text-sm text-muted">Access the content management system</p>
      <form
        className="mt-6 space-y-4"
        onSubmit={submit}
        noValidate
        aria-describedby={error ? errorId : undefined}
      >
        <div className="space-y-1">
          <label htmlFor="username" className="block text-sm font-medium text-ink">
            Username
          </label>
          <input id="username" name="username" autoComplete="username" className={inputClass} />
        </div>
        <div className="space-y-1">
          <label htmlFor="password" className="block text-sm font-medium text-ink">
            Password
          </label>
          <input
            id="password"
            name="password"
            type="password"
            autoComplete="current-password"
            className={inputClass}
          />
        </div>
        {error && <ErrorLine id={errorId} text={error} />}
        <Button type="submit" className="w-full" disabled={login.isPending}>
          {login.isPending ? 'Signing in...' : 'Sign in'}
        </Button>
      </form>
    </>
  );
}

/** The code from the authenticator app, or a recovery code (used up by this sign-in). */
function CodeStep({ challenge, onRestart }: { challenge: string; onRestart: (message?: string) => void }) {
  const verify = useTwoFactorLogin();
  const [error, setError] = useState<string>();
  const errorId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  // The password form has just gone: put the cursor where the code goes.
  useEffect(() => input.current?.focus(), []);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    if (!code) {
      setError(CODE_REQUIRED);
      input.current?.focus();
      return;
    }
    setError(undefined);
    verify.mutate(
      { challenge, code },
      {
        onSuccess: enterAdmin,
        onError: (failure) => {
          const message = serverMessage(failure) ?? 'Login failed';
          // An expired or used-up challenge cannot be retried: back to the password, saying why.
          if (statusOf(failure) === 401 && message === SIGN_IN_EXPIRED) onRestart(message);
          else {
            setError(message);
            input.current?.select();
          }
        },
      },
    );
  }

  return (
    <>
      <p className="mt-1 text-sm text-muted">Two-factor sign-in</p>
      <form
        className="mt-6 space-y-4"
        onSubmit={submit}
        noValidate
        aria-describedby={error ? errorId : undefined}
      >
        <div className="space-y-1">
          <label htmlFor="code" className="block text-sm font-medium text-ink">
            Authentication code
          </label>
          <p id={hintId} className="text-sm text-muted">
            The 6-digit code from your authenticator app, or one of your recovery codes.
          </p>
          <input
            ref={input}
            id="code"
            name="code"
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={100}
            aria-describedby={hintId}
            aria-invalid={error ? true : undefined}
            className={inputClass}
          />
        </div>
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
