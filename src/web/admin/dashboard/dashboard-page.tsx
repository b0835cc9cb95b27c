import { Button } from '../../components/ui/button.tsx';
import { useAdminMe, useLogout } from '../auth/admin-session.ts';

/** /admin: the signed-in start page; the admin CMS issue grows it into the Website Manager dashboard. */
export function DashboardPage() {
  const me = useAdminMe();
  const logout = useLogout();
  return (
    <main className="mx-auto max-w-5xl px-4 py-10">
      <title>Website Manager | Admin</title>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-ink">Website Manager</h1>
          <p className="mt-1 text-sm text-muted">Signed in as {me.data?.username ?? 'Admin'}</p>
        </div>
        <div className="flex gap-2">
          <Button variant="secondary" asChild>
            <a href="/">View Live Site</a>
          </Button>
          <Button
            disabled={logout.isPending}
            onClick={() =>
              logout.mutate(undefined, { onSettled: () => window.location.assign('/admin/login') })
            }
          >
            Logout
          </Button>
        </div>
      </div>
    </main>
  );
}
