import { useSearchParams } from 'wouter';
import { previewTokenIn } from '../../contracts/preview.ts';

/**
 * The preview token of the address (docs/decisions/010), if any. Not one of the parameters a page's
 * cache key reads (page-search-params.ts): the server renders a preview apart, for its link alone.
 */
export function usePreviewToken(): string | undefined {
  const [searchParams] = useSearchParams();
  return previewTokenIn(searchParams);
}
