import { Dialog } from 'radix-ui';
import { type ReactNode, type RefObject, useId } from 'react';
import { Link, useLocation } from 'wouter';
import { cn } from '../../lib/cn.ts';
import { DialogCloseButton } from '../ui/dialog-close-button.tsx';
import { isNavGroup, type NavEntry, type NavLink } from './nav-entries.ts';

const linkClass =
  'block rounded-md px-3 py-2.5 font-medium text-base text-ink transition-colors duration-150 hover:bg-ink/5 hover:text-accent aria-[current=page]:bg-ink/5 aria-[current=page]:text-accent';

/** The sheet of the mobile menu, loaded the first time a reader opens it (mobile-nav.tsx). */
export default function MobileNavSheet({
  nav,
  open,
  onOpenChange,
  trigger,
}: {
  nav: readonly NavEntry[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button, which gets the focus back when the sheet closes. */
  trigger: RefObject<HTMLButtonElement | null>;
}) {
  const [location] = useLocation();
  const close = () => onOpenChange(false);

  const renderLink = (link: NavLink, extra?: string) => (
    <li key={link.href}>
      <Link
        href={link.href}
        aria-current={location === link.href ? 'page' : undefined}
        className={cn(linkClass, extra)}
        onClick={close}
      >
        {link.label}
      </Link>
    </li>
  );

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
        <Dialog.Content
          data-testid="mobile-nav"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            trigger.current?.focus();
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-64 outline-none flex-col overflow-y-auto border-rule border-l bg-paper shadow-raised data-[state=closed]:animate-sheet-out data-[state=open]:animate-sheet-in"
        >
          <div className="flex h-16 shrink-0 items-center justify-between border-rule border-b pr-2 pl-5">
            <Dialog.Title className="font-semibold text-muted text-xs uppercase tracking-widest">
              Menu
            </Dialog.Title>
            <DialogCloseButton label="Close menu" />
          </div>
          <nav aria-label="Main" className="px-2 py-4">
            <ul className="grid gap-0.5">
              {nav.map((entry) =>
                isNavGroup(entry) ? (
                  <NavGroup key={entry.label} label={entry.label}>
                    {entry.links.map((link) => renderLink(link, 'pl-5 text-[0.9375rem]'))}
                  </NavGroup>
                ) : (
                  renderLink(entry)
                ),
              )}
            </ul>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function NavGroup({ label, children }: { label: string; children: ReactNode }) {
  const labelId = useId();
  return (
    <li className="my-2 border-rule border-y py-2">
      <p id={labelId} className="px-3 py-1 font-semibold text-muted text-xs uppercase tracking-widest">
        {label}
      </p>
      <ul aria-labelledby={labelId} className="grid gap-0.5">
        {children}
      </ul>
    </li>
  );
}
