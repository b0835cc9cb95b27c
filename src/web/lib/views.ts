import { useEffect } from 'react';
import type { PublishedKind } from '../../contracts/content-kinds.ts';
import { usePreviewToken } from './preview.ts';

/** Tells the server one reader looked at this item (analytics: a daily count, nothing personal). */
export function reportView(kind: PublishedKind, id: number): void {
  // keepalive lets the report finish even when the reader leaves the page at once.
  void fetch('/api/views', {
    method: 'POST',
    body: JSON.stringify({ kind, id }),
    headers: { 'Content-Type': 'application/json' },
    keepalive: true,
  }).catch(() => {});
}

/**
 * Reports one view when a screen showing the item mounts (or shows another item); none on a page shown
 * through a preview link, which is an editor's look, not a reader's.
 */
export function useViewReport(kind: PublishedKind, id: number | undefined): void {
  const preview = usePreviewToken() !== undefined;
  useEffect(() => {
    if (id !== undefined && !preview) reportView(kind, id);
  }, [kind, id, preview]);
}
