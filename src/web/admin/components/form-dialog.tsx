import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { FormEventHandler, ReactNode } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { confirmAction } from './confirm-dialog.tsx';

/** A dialog whose content is mounted only while open, so each opening starts from what is stored. */
export function AdminDialog({
  open,
  onClose,
  children,
}: {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>{open && children}</Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * A form in a dialog (a bottom sheet on phones): an editor, or a toolbar's small insert form. Closing
 * with unsaved changes asks first, by Cancel, the close button, Escape or a click outside.
 */
export function FormDialogPanel({
  title,
  description,
  dirty = false,
  discardQuestion = '',
  onClose,
  onSubmit,
  submitLabel,
  pendingLabel,
  pending = false,
  wide = false,
  otherActions,
  onCloseAutoFocus,
  children,
}: {
  title: string;
  description: string;
  /** Unsaved changes: closing asks `discardQuestion` first. */
  dirty?: boolean;
  discardQuestion?: string;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  pendingLabel?: string;
  pending?: boolean;
  wide?: boolean;
  /** Buttons before Cancel (Remove link). */
  otherActions?: ReactNode;
  /** Where focus goes once closed, instead of back to the button that opened it. */
  onCloseAutoFocus?: (event: Event) => void;
  children: ReactNode;
}) {
  async function close() {
    if (!dirty || (await confirmAction(discardQuestion, 'Discard'))) onClose();
  }
  const askToClose = (event: Event) => {
    event.preventDefault();
    void close();
  };

  // The overlay lives here rather than beside this panel in the portal: Radix gives each portal
  // child its own layer, and the one mounted later would cover the form.
  return (
    <>
      <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/50 data-[state=open]:animate-fade-in" />
      <Dialog.Content
        onEscapeKeyDown={askToClose}
        onInteractOutside={askToClose}
        onCloseAutoFocus={onCloseAutoFocus}
        className={cn(
          'fixed inset-x-0 bottom-0 z-40 flex max-h-[92dvh] flex-col rounded-t-lg bg-paper shadow-raised data-[state=open]:animate-fade-in sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-[calc(100%-2rem)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-lg',
          wide ? 'sm:max-w-2xl' : 'sm:max-w-lg',
        )}
      >
        <form onSubmit={onSubmit} noValidate className="flex min-h-0 flex-1 flex-col">
          <div className="border-b border-rule py-4 pr-14 pl-5">
            <Dialog.Title className="text-lg font-semibold text-ink">{title}</Dialog.Title>
            <Dialog.Description className="mt-1 text-sm text-muted">{description}</Dialog.Description>
          </div>
          <div className="min-h-0 flex-1 space-y-4 overflow-y-auto px-5 py-4">{children}</div>
          <div className="flex flex-col-reverse gap-2 border-t border-rule px-5 py-4 sm:flex-row sm:justify-end">
            {otherActions}
            <Button variant="secondary" onClick={() => void close()}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? pendingLabel : submitLabel}
            </Button>
          </div>
        </form>
        {/* Last in the page's order, so opening focuses the first field, yet drawn in the corner. */}
        <button
          type="button"
          onClick={() => void close()}
          aria-label="Close"
          className="absolute top-4 right-4 grid size-9 place-items-center rounded-md text-muted hover:bg-paper-soft hover:text-ink"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </Dialog.Content>
    </>
  );
}
