// First, so no schema the admin app builds or uses comes before Zod is told not to evaluate code.
import '../lib/zod-without-eval.ts';
import { Route, Switch } from 'wouter';
import { adminRoutes } from './admin-routes.ts';
import { ReauthenticationDialogHost } from './auth/reauthentication-dialog.tsx';
import { RequireAdmin } from './auth/require-admin.tsx';
import { signedOutRoutes } from './auth/signed-out-routes.ts';
import { NotFoundState } from './components/admin-page.tsx';
import { ConfirmDialogHost } from './components/confirm-dialog.tsx';
import { AdminShell } from './shell/admin-shell.tsx';

/** Every admin screen; all but signedOutRoutes sit behind the authentication check (admin-area §2). */
export default function AdminApp() {
  return (
    <div className="min-h-screen bg-neutral-50 font-sans text-ink">
      <Switch>
        {signedOutRoutes.map(({ path, component }) => (
          <Route key={path} path={path} component={component} />
        ))}
        <Route>
          <RequireAdmin>
            <AdminShell>
              <Switch>
                {adminRoutes.map(({ path, component: Page, screen }) => (
                  <Route key={screen ?? path} path={path}>
                    {(params) => <Page params={params} />}
                  </Route>
                ))}
                <Route>
                  <NotFoundState
                    title="404 Page Not Found"
                    back={{ href: '/admin', label: 'Back to the dashboard' }}
                  />
                </Route>
              </Switch>
            </AdminShell>
            <ConfirmDialogHost />
            <ReauthenticationDialogHost />
          </RequireAdmin>
        </Route>
      </Switch>
    </div>
  );
}
