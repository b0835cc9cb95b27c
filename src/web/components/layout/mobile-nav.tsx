import { Menu } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { cn } from '../../lib/cn.ts';
import type { NavEntry } from './nav-entries.ts';

// The sheet's code (a dialog with its focus trap) comes the first time a reader opens the menu.
const MobileNavSheet = lazy(() => import('./mobile-nav-sheet.tsx'));

/** public-site §2 mobile menu: a right-side sheet, 16rem wide, closed by choosing any link. */
export function MobileNav({ nav, className }: { nav: readonly NavEntry[]; className?: string }) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        className={cn(
          'grid size-11 place-items-center rounded-md text-ink transition-colors duration-150 hover:bg-ink/5',
          className,
        )}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      {requested && (
        <Suspense fallback={null}>
          <MobileNavSheet nav={nav} open={open} onOpenChange={setOpen} trigger={trigger} />
        </Suspense>
      )}
    </>
  );
}
