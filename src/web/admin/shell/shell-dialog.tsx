import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

/** The dimmed page and the raised surface of the shell's dialogs (the phone drawer, quick search). */
export function ShellDialogContent({ className, children }: { className: string; children: ReactNode }) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50 data-[state=open]:animate-fade-in" />
      <Dialog.Content
        aria-describedby={undefined}
        className={cn(
          'fixed z-50 bg-paper shadow-raised outline-none data-[state=open]:animate-fade-in',
          className,
        )}
      >
        {children}
      </Dialog.Content>
    </Dialog.Portal>
  );
}
