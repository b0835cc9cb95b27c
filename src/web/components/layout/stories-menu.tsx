import { ChevronDown } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import { cn } from '../../lib/cn.ts';
import { useDismiss } from '../../lib/use-dismiss.ts';
import type { NavLink } from './nav-entries.ts';

const menuItems = (menu: HTMLElement | null) => [
  ...(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []),
];

/**
 * The header's Stories dropdown (public-site §2) as a WAI-ARIA menu button: Enter, Space or Arrow Down
 * opens it on the first link, Arrow Up on the last; arrows, Home and End move; Escape closes it and
 * returns to the button; Tab, a click outside or choosing a link closes it. Written here rather than
 * taken from a component library, so every page does not carry a positioning engine for one list.
 */
export function StoriesMenu({
  label,
  links,
  location,
  active,
  triggerClassName,
}: {
  label: string;
  links: readonly NavLink[];
  location: string;
  active: boolean;
  triggerClassName: string;
}) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  // Which item to focus once the list is shown: set by the key that opened it.
  const focusOnOpen = useRef<'first' | 'last' | null>(null);

  const items = () => menuItems(menu.current);

  useEffect(() => {
    if (!open) return;
    const wanted = focusOnOpen.current;
    focusOnOpen.current = null;
    const all = menuItems(menu.current);
    if (wanted) (wanted === 'first' ? all[0] : all.at(-1))?.focus();
  }, [open]);
  useDismiss(open, [menu, trigger], (how) => {
    setOpen(false);
    if (how === 'escape') trigger.current?.focus();
  });

  function openWith(focus: 'first' | 'last') {
    focusOnOpen.current = focus;
    if (open) items()[focus === 'first' ? 0 : items().length - 1]?.focus();
    setOpen(true);
  }

  function onTriggerKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') openWith('first');
    else if (event.key === 'ArrowUp') openWith('last');
    else return;
    event.preventDefault();
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const all = items();
    const index = all.indexOf(document.activeElement as HTMLElement);
    const moveTo = (next: number) => all[(next + all.length) % all.length]?.focus();
    if (event.key === 'ArrowDown') moveTo(index + 1);
    else if (event.key === 'ArrowUp') moveTo(index - 1);
    else if (event.key === 'Home') moveTo(0);
    else if (event.key === 'End') moveTo(all.length - 1);
    else if (event.key === 'Tab') {
      setOpen(false);
      return;
    } else return;
    event.preventDefault();
  }

  return (
    <div className="relative">
      <button
        ref={trigger}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        data-active={active ? 'true' : undefined}
        className={cn(triggerClassName, 'group aria-expanded:text-accent')}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
        onKeyDown={onTriggerKeyDown}
      >
        {label}
        <ChevronDown
          aria-hidden="true"
          className="size-4 transition-transform duration-150 group-aria-expanded:rotate-180"
        />
      </button>
      {open && (
        <div
          ref={menu}
          id={menuId}
          role="menu"
          aria-label={label}
          onKeyDown={onMenuKeyDown}
          className="absolute top-full left-0 z-50 mt-1.5 min-w-52 animate-fade-in rounded-md border border-rule bg-paper p-1.5 shadow-raised"
        >
          {links.map((link) => (
            <Link
              key={link.href}
              href={link.href}
              role="menuitem"
              tabIndex={-1}
              aria-current={location === link.href ? 'page' : undefined}
              onClick={() => setOpen(false)}
              className="block cursor-pointer rounded-[4px] px-3 py-2 text-ink text-sm transition-colors duration-150 hover:bg-ink/5 hover:text-accent focus:bg-ink/5 focus:text-accent focus-visible:-outline-offset-2 aria-[current=page]:font-semibold aria-[current=page]:text-accent"
            >
              {link.label}
            </Link>
          ))}
        </div>
      )}
    </div>
  );
}
