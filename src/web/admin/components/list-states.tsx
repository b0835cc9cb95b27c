import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyState, LoadingState } from './admin-page.tsx';
import { LoadFailedAlert } from './query-state.tsx';

/** A list read's states: loading, failed (the server's reason and Try again), empty, else the list itself. */
export function ListStates({
  query,
  empty,
  loadingText,
  failedText,
  emptyText,
  emptyAction,
  children,
}: {
  query: UseQueryResult<unknown>;
  empty: boolean;
  loadingText: string;
  failedText: string;
  emptyText: string;
  emptyAction?: { href: string; label: string };
  children: ReactNode;
}) {
  if (query.isPending) return <LoadingState text={loadingText} />;
  if (query.isError) return <LoadFailedAlert query={query} fallback={failedText} />;
  if (empty) return <EmptyState text={emptyText} action={emptyAction} />;
  return children;
}
