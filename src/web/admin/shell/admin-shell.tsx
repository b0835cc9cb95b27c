import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { ROLE_NOT_ALLOWED } from '../../../contracts/admin-auth.ts';
import { useScrollRestoration } from '../../lib/use-scroll-restoration.ts';
import { useAdminMe } from '../auth/admin-session.ts';
import { EmailPrompt } from '../auth/email-prompt.tsx';
import { AdminHeader } from '../components/admin-header.tsx';
import { NotFoundState } from '../components/admin-page.tsx';
import { mayOpen } from './admin-sections.ts';
import { SectionNav } from './section-nav.tsx';
import { useRole } from './use-role.ts';

const CONTENT_ID = 'admin-content';

/**
 * A screen the role may not use, reached by its address, says so in place of the screen: drawing it
 * would only fire calls the server refuses (docs/admin/team.md).
 */
function RoleGate({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  if (mayOpen(useRole(), location)) return children;
  return <NotFoundState title={ROLE_NOT_ALLOWED} back={{ href: '/admin', label: 'Back to the dashboard' }} />;
}

/**
 * The frame of every signed-in screen: sidebar (a drawer on narrow screens), the bar, then the screen.
 * An admin who must set up two-factor sees only the bar: every other screen is closed to them.
 */
export function AdminShell({ children }: { children: ReactNode }) {
  const navigation = !useAdminMe().data?.twoFactorSetupRequired;
  useScrollRestoration();
  return (
    <div className="lg:flex">
      <a
        href={`#${CONTENT_ID}`}
        onClick={(event) => {
          // Focus rather than follow the fragment: a new history entry would have no place to return to.
          event.preventDefault();
          document.getElementById(CONTENT_ID)?.focus();
        }}
        className="sr-only z-50 rounded-md bg-ink px-4 py-2 text-paper focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      {navigation && (
        <div className="hidden w-60 shrink-0 border-rule border-r bg-paper lg:block">
          <div className="sticky top-0 max-h-dvh overflow-y-auto">
            <SectionNav />
          </div>
        </div>
      )}
      <div className="min-w-0 flex-1">
        <AdminHeader navigation={navigation} />
        <EmailPrompt />
        <div id={CONTENT_ID} tabIndex={-1} className="outline-none">
          <RoleGate>{children}</RoleGate>
        </div>
      </div>
    </div>
  );
}
