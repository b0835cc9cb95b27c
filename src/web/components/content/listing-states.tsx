import type { ReactNode } from 'react';

/**
 * What a public listing shows, in the same order on every page: its placeholder while the list loads,
 * its notice with a retry when the read failed, its notice when there is nothing to show, else the
 * list. The pages bring their own words and looks, which differ from page to page.
 */
export function ListingStates({
  list,
  isEmpty,
  loading,
  error,
  empty,
  children,
}: {
  /** The list's query. */
  list: { isPending: boolean; isError: boolean };
  isEmpty: boolean;
  loading: ReactNode;
  error: ReactNode;
  empty: ReactNode;
  /** The list, and what follows it (a "load more" button). */
  children: ReactNode;
}) {
  if (list.isPending) return loading;
  if (list.isError) return error;
  if (isEmpty) return empty;
  return children;
}
