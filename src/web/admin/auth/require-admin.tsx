import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Redirect, useLocation } from 'wouter';
import { Button } from '../../components/ui/button.tsx';
import { statusOf } from '../../lib/api.ts';
import { siteSettingsQuery } from '../../lib/queries/site-settings.ts';
import { TWO_FACTOR_PATH } from '../accounts/two-factor-routes.ts';
import { useAdminMe } from './admin-session.ts';

/** admin-area §2 authentication check; an admin the two-factor rule holds is sent to its setup. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const me = useAdminMe();
  // The forms read the chapter's time zone from the settings once, when they open (decision 014).
  const settings = useQuery(siteSettingsQuery);
  const [location] = useLocation();
  if (me.isPending || settings.isPending) {
    return (
      <div className="flex min-h-screen items-center justify-center text-muted" role="status">
        Checking your session…
      </div>
    );
  }
  if (me.isError) {
    if (statusOf(me.error) === 401) return <Redirect to="/admin/login" replace />;
    return (
      <main className="flex min-h-screen flex-col items-center justify-center gap-4 px-4 text-center">
        <p role="alert" className="text-lg text-ink">
          Authentication error. Please try logging in again.
        </p>
        <Button onClick={() => window.location.assign('/admin/login')}>Go to Login</Button>
      </main>
    );
  }
  if (me.data.twoFactorSetupRequired && location !== TWO_FACTOR_PATH) {
    return <Redirect to={TWO_FACTOR_PATH} replace />;
  }
  return children;
}
