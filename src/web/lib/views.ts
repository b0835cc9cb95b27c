import { useEffect } from 'react';
import type { ContentKind } from '../../contracts/content-kinds.ts';

/** Tells the server one reader looked at this item (analytics: a daily count, nothing personal). */
export function reportView(kind: ContentKind, id: number): void {
  // keepalive lets the report finish even when the reader leaves the page at once.
  void fetch('/api/views', {
    method: 'POST',
    body: JSON.stringify({ kind, id }),
    headers: { 'Content-Type': 'application/json' },
    keepalive: true,
  }).catch(() => {});
}

/** Reports one view when a screen showing the item mounts (or shows another item). */
export function useViewReport(kind: ContentKind, id: number | undefined): void {
  useEffect(() => {
    if (id !== undefined) reportView(kind, id);
  }, [kind, id]);
}
