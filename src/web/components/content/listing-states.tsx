import type { ReactNode } from 'react';
import { ListingNotice } from '../ui/listing-notice.tsx';
import { CardGridSkeleton } from './card-grid-skeleton.tsx';

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

/**
 * A grid of cards with its states, as NABJ TV and the graphics page show it: the count read out as
 * it changes, a skeleton, a failed read with Try again, nothing found with a way back to all.
 */
export function CardGridListing<Item extends { id: number }>({
  list,
  shown,
  noun: [one, several],
  mediaClassName,
  headingLevel,
  errorHeading,
  emptyHeading,
  emptyText,
  showAll,
  card,
}: {
  list: { isPending: boolean; isError: boolean; data?: unknown; refetch: () => unknown };
  /** The items after the page's search and filters. */
  shown: Item[];
  noun: readonly [one: string, several: string];
  /** The skeleton cards' media box (its aspect ratio). */
  mediaClassName: string;
  headingLevel?: 'h2' | 'h3';
  errorHeading: string;
  emptyHeading: string;
  emptyText: string;
  /** Where "Show all" leads when a search or filter is on, else nothing. */
  showAll?: { label: string; href: string };
  card: (item: Item, index: number) => ReactNode;
}) {
  return (
    <>
      <p className="sr-only" aria-live="polite">
        {list.data ? (shown.length === 1 ? `1 ${one}` : `${shown.length} ${several}`) : ''}
      </p>
      <ListingStates
        list={list}
        isEmpty={shown.length === 0}
        loading={<CardGridSkeleton label={`Loading ${several}`} mediaClassName={mediaClassName} />}
        error={
          <ListingNotice
            heading={errorHeading}
            headingLevel={headingLevel}
            action={{ label: 'Try again', onClick: () => list.refetch() }}
          >
            Check your connection and try again.
          </ListingNotice>
        }
        empty={
          <ListingNotice heading={emptyHeading} headingLevel={headingLevel} action={showAll}>
            {emptyText}
          </ListingNotice>
        }
      >
        <ul className="grid gap-x-6 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((item, index) => (
            <li key={item.id}>{card(item, index)}</li>
          ))}
        </ul>
      </ListingStates>
    </>
  );
}
