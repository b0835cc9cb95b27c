import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'wouter';
import { previewTokenIn, previewTokenParts } from '../../contracts/preview-values.ts';

/**
 * The preview token of the address (docs/decisions/011), if any. Not one of the parameters a page's
 * cache key reads (page-search-params.ts): the server renders a preview apart, for its link alone.
 */
export function usePreviewToken(): string | undefined {
  const [searchParams] = useSearchParams();
  return previewTokenIn(searchParams);
}

/** An item read through a preview token; the id is the one the token names (0, none, if unreadable). */
type PreviewRead<T> = (id: number, preview: string) => UseQueryOptions<T, Error, T, QueryKey>;
const previewedItemOptions = <T>(token: string, read: PreviewRead<T>) =>
  read(previewTokenParts(token)?.id ?? 0, token);

/**
 * The read a list page previews an item of (a video, a graphic: they have no page of their own), as
 * the page's route prefetches it: it is the page, so a refused token makes the page a 404.
 */
export function previewedItemKeys<T>(search: URLSearchParams, read: PreviewRead<T>): QueryKey[] {
  const token = previewTokenIn(search);
  return token ? [previewedItemOptions(token, read).queryKey] : [];
}

/** The previewed item of a list page, undefined when the address previews nothing. */
export function usePreviewedItem<T>(read: PreviewRead<T>) {
  const token = usePreviewToken();
  const query = useQuery({ ...previewedItemOptions(token ?? '', read), enabled: token !== undefined });
  return token === undefined ? undefined : query;
}
