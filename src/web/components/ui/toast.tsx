import { X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { useSyncExternalStore } from 'react';
import { cn } from '../../lib/cn.ts';

export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface ToastItem extends ToastOptions {
  id: string;
  open: boolean;
}

/** public-site §9: a dismissed toast stays in the store this long before it is dropped. */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
/** public-site §9: default display time. */
export const TOAST_DURATION_MS = 5000;
/** public-site §9: swipe right past this distance closes a toast. */
export const TOAST_SWIPE_THRESHOLD_PX = 50;

// A module-level store, so toast() can be called from anywhere (mutation callbacks, plain functions)
// without a provider. The server never renders toasts: see getServerSnapshot.
const EMPTY: readonly ToastItem[] = [];
let toasts: readonly ToastItem[] = EMPTY;
let nextId = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function setToasts(next: readonly ToastItem[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function clearRemovalTimer(id: string): void {
  const timer = removalTimers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  removalTimers.delete(id);
}

function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      setToasts(toasts.filter((item) => item.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

/** Closes one toast, or every toast when no id is given. */
export function dismissToast(id?: string): void {
  const next = toasts.map((item) => {
    if (id !== undefined && item.id !== id) return item;
    scheduleRemoval(item.id);
    return item.open ? { ...item, open: false } : item;
  });
  setToasts(next);
}

/** Shows a toast. public-site §2: only one at a time, so a new toast replaces the current one. */
export function toast(options: ToastOptions): { id: string; dismiss: () => void } {
  nextId += 1;
  const id = String(nextId);
  for (const item of toasts) clearRemovalTimer(item.id);
  setToasts([{ ...options, id, open: true }]);
  return { id, dismiss: () => dismissToast(id) };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const getSnapshot = () => toasts;
const getServerSnapshot = () => EMPTY;

/** The toasts currently in the store (open or dismissed but not yet removed). */
export function useToasts(): readonly ToastItem[] {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}

/** Renders the toasts; mount exactly once, near the app root. */
export function Toaster() {
  const items = useToasts();
  return (
    <Toast.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
    >
      {items.map((item) => (
        <ToastCard key={item.id} item={item} />
      ))}
      <Toast.Viewport
        hotkey={['F8']}
        label="Notifications ({hotkey})"
        className="fixed right-0 bottom-0 z-[100] m-0 flex w-full list-none flex-col gap-2 p-4 sm:max-w-sm"
      />
    </Toast.Provider>
  );
}

function ToastCard({ item }: { item: ToastItem }) {
  const destructive = item.variant === 'destructive';
  return (
    <Toast.Root
      open={item.open}
      onOpenChange={(open) => {
        if (!open) dismissToast(item.id);
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
