import { CircleAlert, X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { cn } from '../../lib/cn.ts';
import type { ToastItem } from './toast.tsx';

/** public-site §9: default display time. */
const TOAST_DURATION_MS = 5000;
/** public-site §9: swipe right past this distance closes a toast. */
const TOAST_SWIPE_THRESHOLD_PX = 50;

/** The toasts and their F8 region (loaded by Toaster, toast.tsx, when the first toast shows). */
export default function ToastList({
  items,
  onDismiss,
}: {
  items: readonly ToastItem[];
  onDismiss: (id: string) => void;
}) {
  return (
    <Toast.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
    >
      {items.map((item) => (
        <ToastCard key={item.id} item={item} onDismiss={onDismiss} />
      ))}
      <Toast.Viewport
        hotkey={['F8']}
        label="Notifications ({hotkey})"
        className="fixed right-0 bottom-0 z-[100] m-0 flex w-full list-none flex-col gap-2 p-4 sm:max-w-sm"
      />
    </Toast.Provider>
  );
}

function ToastCard({ item, onDismiss }: { item: ToastItem; onDismiss: (id: string) => void }) {
  const destructive = item.variant === 'destructive';
  return (
    <Toast.Root
      open={item.open}
      onOpenChange={(open) => {
        if (!open) onDismiss(item.id);
      }}
      className={cn(
        'relative flex w-full items-start gap-3 rounded-md border p-4 pr-10 shadow-raised',
        'data-[state=open]:animate-toast-in data-[state=closed]:animate-toast-out',
        'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform data-[swipe=end]:animate-toast-swipe-out',
        destructive
          ? 'border-danger bg-danger text-danger-ink [&_:focus-visible]:outline-danger-ink'
          : 'border-rule bg-paper text-ink',
      )}
    >
      {destructive && <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />}
      <div className="grid min-w-0 gap-1">
        <Toast.Title className="font-semibold text-sm">{item.title}</Toast.Title>
        {item.description && (
          <Toast.Description className={cn('text-sm', destructive ? 'text-danger-ink' : 'text-muted')}>
            {item.description}
          </Toast.Description>
        )}
      </div>
      <Toast.Close
        aria-label="Close notification"
        className={cn(
          'absolute top-2 right-2 grid size-8 place-items-center rounded-md transition-colors duration-150',
          destructive ? 'hover:bg-paper/15' : 'text-muted hover:bg-ink/5 hover:text-ink',
        )}
      >
        <X aria-hidden="true" className="size-4" />
      </Toast.Close>
    </Toast.Root>
  );
}
