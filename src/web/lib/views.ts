import { useEffect } from 'react';
import type { ViewedKind } from '../../contracts/analytics.ts';

/** Tells the server one reader looked at this item (analytics: a daily count, nothing personal). */
export function reportView(kind: ViewedKind, id: number): void {
  const body = new Blob([JSON.stringify({ kind, id })], { type: 'application/json' });
  // sendBeacon survives the reader leaving the page; fetch is the fallback where it is missing.
  if (!navigator.sendBeacon?.('/api/views', body)) {
    void fetch('/api/views', {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/json' },
      keepalive: true,
    }).catch(() => {});
  }
}

/** Reports one view when a screen showing the item mounts (or shows another item). */
export function useViewReport(kind: ViewedKind, id: number | undefined): void {
  useEffect(() => {
    if (id !== undefined) reportView(kind, id);
  }, [kind, id]);
}
