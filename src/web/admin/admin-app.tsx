import { Route, Switch } from 'wouter';
import { LoginPage } from './auth/login-page.tsx';
import { RequireAdmin } from './auth/require-admin.tsx';
import { DashboardPage } from './dashboard/dashboard-page.tsx';

/** Every admin screen; all but /admin/login sit behind the authentication check (admin-area §2). */
export default function AdminApp() {
  return (
    <div className="min-h-screen bg-neutral-50 font-sans text-ink">
      <Switch>
        <Route path="/admin/login" component={LoginPage} />
        <Route>
          <RequireAdmin>
            <Switch>
              <Route path="/admin" component={DashboardPage} />
              <Route>
                <main className="mx-auto max-w-3xl px-4 py-16 text-center">
                  <h1 className="text-2xl font-bold">404 Page Not Found</h1>
                  <a className="mt-4 inline-block underline" href="/admin">
                    Back to the dashboard
                  </a>
                </main>
              </Route>
            </Switch>
          </RequireAdmin>
        </Route>
      </Switch>
    </div>
  );
}
