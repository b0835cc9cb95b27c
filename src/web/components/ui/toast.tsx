import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useOpenedOnce } from '../../lib/use-opened-once.ts';

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

// Radix's toast code (swipe, F8, announcements) comes with the first toast, not with every page.
const ToastList = lazy(() => import('./toast-list.tsx'));

/** Renders the toasts; mount exactly once, near the app root. */
export function Toaster() {
  const items = useToasts();
  const shown = useOpenedOnce(items.length > 0);
  return shown ? (
    <Suspense fallback={null}>
      <ToastList items={items} onDismiss={dismissToast} />
    </Suspense>
  ) : null;
}
