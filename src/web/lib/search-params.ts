import { useSearchParams } from 'wouter';

/**
 * One query-string value of the current address (a search term, a filter), kept in the URL so a filtered
 * list is shareable and rendered by the server. Setting it replaces the history entry and keeps the others.
 */
export function useSearchParam(key: string): [string, (value: string) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const set = (value: string) =>
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  return [searchParams.get(key) ?? '', set];
}
