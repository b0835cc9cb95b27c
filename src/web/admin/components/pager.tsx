import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';

export const MANAGE_PAGE_SIZE = 24;

/**
 * One page of an admin list by `limit`/`offset`; one row more than shown tells whether a next page
 * exists (the API gives no total). With `keysetId`, a page also names the last row before it
 * (`after`), so the server starts there instead of counting rows (docs/api.md).
 */
export function usePagedList<T>(
  path: string,
  {
    pageSize,
    filters = {},
    keysetId,
  }: {
    pageSize: number;
    filters?: Record<string, string | undefined>;
    keysetId?: (row: T) => number;
  },
) {
  const [page, setPageNumber] = useState(0);
  // The last row of each page seen, by page number: page n + 1 starts after lastRows[n].
  const [lastRows, setLastRows] = useState<number[]>([]);
  const filterKey = JSON.stringify(filters);
  const [pageFilters, setPageFilters] = useState(filterKey);
  if (pageFilters !== filterKey) {
    setPageFilters(filterKey);
    setPageNumber(0);
    setLastRows([]);
  }
  const after = keysetId && page > 0 ? lastRows[page - 1] : undefined;
  const query = useQuery<T[]>({
    queryKey: [path, { ...filters, limit: pageSize + 1, offset: page * pageSize, after }],
    placeholderData: keepPreviousData,
  });
  const rows = query.data ?? [];
  const items = rows.slice(0, pageSize);
  const stepBack = page > 0 && query.isSuccess && !query.isPlaceholderData && rows.length === 0;
  useEffect(() => {
    if (stepBack) setPageNumber((current) => Math.max(0, current - 1));
  }, [stepBack]);
  const setPage = (next: number) => {
    const lastShown = items.at(-1);
    if (keysetId && next === page + 1 && lastShown && !query.isPlaceholderData) {
      setLastRows((known) => [...known.slice(0, page), keysetId(lastShown)]);
    }
    setPageNumber(next);
  };
  return { query, items, page, setPage, hasNext: rows.length > pageSize };
}

/** Previous / page number / Next under a paged list; none when everything fits on one page. */
export function Pager({
  label,
  page,
  hasNext,
  onPage,
}: {
  label: string;
  page: number;
  hasNext: boolean;
  onPage: (page: number) => void;
}) {
  if (page === 0 && !hasNext) return null;
  return (
    <nav aria-label={label} className="mt-4 flex items-center justify-between gap-2">
      <Button variant="secondary" size="sm" disabled={page === 0} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" />
        Previous
      </Button>
      <span className="text-sm text-muted" aria-live="polite">
        Page {page + 1}
      </span>
      <Button variant="secondary" size="sm" disabled={!hasNext} onClick={() => onPage(page + 1)}>
        Next
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
