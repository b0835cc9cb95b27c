import { ExternalLink, LogOut } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { Button } from '../../components/ui/button.tsx';
import { useAdminMe, useLogout } from '../auth/admin-session.ts';

/**
 * The bar above every signed-in screen but the main dashboard (which has its own Logout, to the
 * login screen). admin-area §2: Logout elsewhere leads to the public site.
 */
export function AdminHeader() {
  const [location] = useLocation();
  const me = useAdminMe();
  const logout = useLogout();
  if (location === '/admin') return null;
  return (
    <header className="border-b border-rule bg-paper">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4 py-2">
        <Link href="/admin" className="font-bold text-ink hover:text-accent">
          NABJ USC <span className="font-normal text-muted">Admin</span>
        </Link>
        <div className="flex items-center gap-1 text-sm">
          <span className="hidden text-muted sm:inline">{me.data?.username ?? 'Admin'}</span>
          <Button variant="quiet" size="sm" asChild>
            <a href="/" target="_blank" rel="noreferrer">
              <ExternalLink aria-hidden="true" />
              View Live Site
            </a>
          </Button>
          <Button
            variant="quiet"
            size="sm"
            disabled={logout.isPending}
            onClick={() => logout.mutate(undefined, { onSettled: () => window.location.assign('/') })}
          >
            <LogOut aria-hidden="true" />
            Logout
          </Button>
        </div>
      </div>
    </header>
  );
}
