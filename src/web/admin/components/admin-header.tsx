import { ExternalLink, LogOut } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { Button } from '../../components/ui/button.tsx';
import { useAdminMe, useLogout } from '../auth/admin-session.ts';
import { NavDrawer } from '../shell/nav-drawer.tsx';
import { NewMenu } from '../shell/new-menu.tsx';
import { QuickSearch } from '../shell/quick-search.tsx';

/** Words shown from tablet width up; below it the icon alone, the words kept for screen readers. */
const wideOnly = 'sr-only md:not-sr-only';

/**
 * The bar above every signed-in screen. The main dashboard has its own View Live Site and Logout (to
 * the login screen); elsewhere the bar's Logout leads to the public site (admin-area §2).
 */
export function AdminHeader({ navigation }: { navigation: boolean }) {
  const [location] = useLocation();
  const me = useAdminMe();
  const logout = useLogout();
  return (
    <header className="border-rule border-b bg-paper">
      <div className="flex items-center gap-2 px-2 py-2 sm:px-4">
        {navigation && <NavDrawer />}
        <Link href="/admin" className="font-bold text-ink hover:text-accent lg:hidden">
          <span className="hidden sm:inline">NABJ USC </span>
          <span className="font-normal text-muted">Admin</span>
        </Link>
        <div className="ml-auto flex items-center gap-1 text-sm sm:gap-2">
          {navigation && <QuickSearch />}
          {navigation && <NewMenu />}
          {location !== '/admin' && (
            <>
              <span className="hidden text-muted lg:inline">{me.data?.username ?? 'Admin'}</span>
              <Button variant="quiet" size="sm" className="size-10 md:size-auto" asChild>
                <a href="/" target="_blank" rel="noreferrer">
                  <ExternalLink aria-hidden="true" />
                  <span className={wideOnly}>View Live Site</span>
                </a>
              </Button>
              <Button
                variant="quiet"
                size="sm"
                className="size-10 md:size-auto"
                disabled={logout.isPending}
                onClick={() => logout.mutate(undefined, { onSettled: () => window.location.assign('/') })}
              >
                <LogOut aria-hidden="true" />
                <span className={wideOnly}>Logout</span>
              </Button>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
