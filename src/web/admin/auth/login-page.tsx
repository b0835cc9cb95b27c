import { type FormEvent, useId, useState } from 'react';
import { LOGIN_FIELDS_REQUIRED } from '../../../contracts/admin-auth.ts';
import { Button } from '../../components/ui/button.tsx';
import { serverMessage } from '../../lib/api.ts';
import { useLogin } from './admin-session.ts';

const inputClass =
  'w-full rounded-md border border-rule bg-paper px-3 py-2 text-base text-ink focus-visible:border-accent';

/** admin-area §2 /admin/login. */
export function LoginPage() {
  const login = useLogin();
  const [error, setError] = useState<string>();
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
        // A full page load, so the admin app starts fresh with the new session (admin-area §4).
        onSuccess: () => window.location.assign('/admin'),
        onError: (failure) => setError(serverMessage(failure) ?? 'Login failed'),
      },
    );
  }

  return (
    <main className="flex min-h-screen items-center justify-center bg-neutral-100 px-4 py-12">
      <title>Admin Login</title>
      <div className="w-full max-w-sm rounded-lg border border-rule bg-paper p-8 shadow-raised">
        <h1 className="text-2xl font-bold text-ink">Admin Login</h1>
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
          {error && (
            <p
              id={errorId}
              role="alert"
              className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
            >
              {error}
            </p>
          )}
          <Button type="submit" className="w-full" disabled={login.isPending}>
            {login.isPending ? 'Signing in...' : 'Sign in'}
          </Button>
        </form>
        <p className="mt-6 text-center text-sm">
          <a href="/" className="text-muted underline hover:text-accent">
            Back to the site
          </a>
        </p>
      </div>
    </main>
  );
}
