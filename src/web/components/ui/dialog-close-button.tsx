import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { cn } from '../../lib/cn.ts';

/** The × in the corner of a public dialog or sheet, a 44 px target. */
export function DialogCloseButton({ label, className }: { label: string; className?: string }) {
  return (
    <Dialog.Close
      aria-label={label}
      className={cn(
        'grid size-11 shrink-0 place-items-center rounded-md text-ink transition-colors duration-150 hover:bg-ink/5',
        className,
      )}
    >
      <X aria-hidden="true" className="size-6" />
    </Dialog.Close>
  );
}
