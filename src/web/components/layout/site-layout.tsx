import type { ReactNode } from 'react';
import { useScrollRestoration } from '../../lib/use-scroll-restoration.ts';
import { NotificationBanner } from './notification-banner.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

/** The frame of every public page (public-site §2). */
export function SiteLayout({ children }: { children: ReactNode }) {
  useScrollRestoration({ focusHeading: true });
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only rounded-md bg-ink px-4 py-2 font-semibold text-paper text-sm focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[60]"
      >
        Skip to content
      </a>
      <SiteHeader />
      {/* tabIndex -1 lets the skip link move keyboard focus into main, not just scroll to it. */}
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <NotificationBanner />
      <SiteFooter />
    </div>
  );
}
