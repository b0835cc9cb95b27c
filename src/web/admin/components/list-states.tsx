import type { ReactNode } from 'react';
import { EmptyState, LoadFailedState, LoadingState } from './admin-page.tsx';

/** A list read's states: loading, failed (with the server's reason), empty, else the list itself. */
export function ListStates({
  query,
  empty,
  loadingText,
  failedText,
  emptyText,
  emptyAction,
  children,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown };
  empty: boolean;
  loadingText: string;
  failedText: string;
  emptyText: string;
  emptyAction?: { href: string; label: string };
  children: ReactNode;
}) {
  if (query.isPending) return <LoadingState text={loadingText} />;
  if (query.isError) return <LoadFailedState error={query.error} fallback={failedText} />;
  if (empty) return <EmptyState text={emptyText} action={emptyAction} />;
  return children;
}
