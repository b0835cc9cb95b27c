import { Dialog } from 'radix-ui';
import { type ReactNode, useRef } from 'react';
import { cn } from '../../lib/cn.ts';
import { DialogCloseButton } from './dialog-close-button.tsx';

/**
 * The modal of a public viewer (a video, a graphic) that a card opens: the backdrop, Escape, the focus
 * trap and the scroll lock come from Radix. Its content (a ViewerDialogBody) is mounted only while `open`.
 */
export function ViewerDialog({
  open,
  onClose,
  testId,
  className,
  focusDialog = false,
  described = false,
  children,
}: {
  open: boolean;
  onClose: () => void;
  testId: string;
  /** The box's width: a max-w-* class. */
  className: string;
  /**
   * The dialog itself takes the focus, not its first control: inside a YouTube frame, Escape never
   * reaches the dialog. Tab goes on to the player.
   */
  focusDialog?: boolean;
  /** The body holds a ViewerDialogDescription; without one the dialog points to no description. */
  described?: boolean;
  children: ReactNode;
}) {
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/70 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
        {open && (
          <Dialog.Content
            data-testid={testId}
            // Opened without a Dialog.Trigger, so focus goes back to whatever opened it (a card's button).
            onOpenAutoFocus={(event) => {
              opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
              if (!focusDialog) return;
              event.preventDefault();
              (event.currentTarget as HTMLElement).focus();
            }}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              opener.current?.focus();
            }}
            // Radix points aria-describedby at its Description unless the prop is given, even as undefined.
            {...(described ? {} : { 'aria-describedby': undefined })}
            className={cn(
              '-translate-x-1/2 -translate-y-1/2 fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] overflow-y-auto rounded-lg bg-paper shadow-raised outline-none data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in',
              className,
            )}
          >
            {children}
          </Dialog.Content>
        )}
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A viewer's body: the media across the top, then its kind, the title that names the dialog, and Close. */
export function ViewerDialogBody({
  media,
  mediaClassName,
  eyebrow,
  title,
  closeLabel,
  children,
}: {
  media: ReactNode;
  mediaClassName?: string;
  eyebrow: ReactNode;
  title: string;
  closeLabel: string;
  /** The details under the title. */
  children: ReactNode;
}) {
  return (
    <>
      <div className={cn('overflow-hidden rounded-t-lg', mediaClassName)}>{media}</div>
      <div className="p-5 sm:p-6">
        <div className="flex items-start justify-between gap-4">
          <div>
            <p className="font-semibold text-accent text-xs uppercase tracking-widest">{eyebrow}</p>
            <Dialog.Title className="mt-1 font-bold font-serif text-2xl text-ink leading-tight sm:text-3xl">
              {title}
            </Dialog.Title>
          </div>
          <DialogCloseButton label={closeLabel} className="-mr-2" />
        </div>
        {children}
      </div>
    </>
  );
}

/** The viewer's text that also describes the dialog to assistive technology (with `described`). */
export function ViewerDialogDescription({ children }: { children: ReactNode }) {
  return (
    <Dialog.Description className="mt-4 max-w-prose whitespace-pre-line font-serif text-ink text-lg leading-relaxed">
      {children}
    </Dialog.Description>
  );
}
