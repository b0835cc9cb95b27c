import { Menu, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { SectionNav } from './section-nav.tsx';
import { ShellDialogContent } from './shell-dialog.tsx';

/**
 * At phone and tablet widths the sections sit behind a Menu button, in a drawer that holds the focus
 * while open; Escape or a chosen section closes it and the focus returns to the button.
 */
export function NavDrawer() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="grid size-10 place-items-center rounded-md text-ink hover:bg-ink/5 lg:hidden">
        <Menu aria-hidden="true" className="size-6" />
        <span className="sr-only">Menu</span>
      </Dialog.Trigger>
      <ShellDialogContent className="inset-y-0 left-0 flex w-72 max-w-[85vw] flex-col overflow-y-auto border-rule border-r">
        <div className="flex items-center justify-between border-rule border-b py-2 pr-2 pl-5">
          <Dialog.Title className="font-semibold text-muted text-xs uppercase tracking-widest">
            Admin menu
          </Dialog.Title>
          <Dialog.Close className="grid size-10 place-items-center rounded-md text-ink hover:bg-ink/5">
            <X aria-hidden="true" className="size-5" />
            <span className="sr-only">Close menu</span>
          </Dialog.Close>
        </div>
        <SectionNav onNavigate={() => setOpen(false)} />
      </ShellDialogContent>
    </Dialog.Root>
  );
}
