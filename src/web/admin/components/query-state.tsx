import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { serverMessage } from '../../lib/api.ts';
import { LoadingState, RetryState } from './admin-page.tsx';

/** A read that failed: the server's reason (or `fallback`) and a way to ask again. */
export function LoadFailedAlert({ query, fallback }: { query: UseQueryResult; fallback: string }) {
  return <RetryState text={serverMessage(query.error) ?? fallback} onRetry={() => void query.refetch()} />;
}

/** A read's three states: its loading line, its failure with Try again, or what it read. */
export function QueryState<T>({
  query,
  loading,
  failed,
  children,
}: {
  query: UseQueryResult<T>;
  /** "Loading settings..." */
  loading: string;
  /** "The settings could not be loaded.", when the server gives no reason. */
  failed: string;
  children: (data: T) => ReactNode;
}) {
  if (query.data !== undefined) return children(query.data);
  if (query.isError) return <LoadFailedAlert query={query} fallback={failed} />;
  return <LoadingState text={loading} />;
}
