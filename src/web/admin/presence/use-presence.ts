import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ContentKind } from '../../../contracts/content-kinds.ts';
import type { EditorPresent, KindPresence, PresenceLease } from '../../../contracts/presence.ts';
import { apiJson } from '../../lib/api.ts';

// How often a list asks who has its items open; an editor renews at a third of its lease (the server's).
const LIST_REFRESH_MS = 15_000;

const presencePath = (kind: ContentKind, id?: number) =>
  `/api/admin/presence/${kind}${id === undefined ? '' : `/${id}`}`;

/**
 * While an item's editor is open: its lease renewed (only while the tab is visible, and at once when
 * it is shown again), given up when the editor closes or the tab goes; answers who else has it open.
 * A query, because that is what a query does for a read: a timer paused in the background, a refresh
 * on focus, one call at a time.
 */
export function useEditingPresence(kind: ContentKind, id: number): EditorPresent[] {
  const path = presencePath(kind, id);
  const lease = useQuery({
    queryKey: [path, 'lease'],
    queryFn: () => apiJson<PresenceLease>('PUT', path),
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: 'always',
    refetchInterval: (query) => ((query.state.data?.leaseSeconds ?? 45) * 1000) / 3,
  });
  useEffect(() => {
    // keepalive: the call outlives a closing tab.
    const giveUp = () =>
      void fetch(path, { method: 'DELETE', credentials: 'include', keepalive: true }).catch(() => {});
    window.addEventListener('pagehide', giveUp);
    return () => {
      window.removeEventListener('pagehide', giveUp);
      giveUp();
    };
  }, [path]);
  return lease.data?.others ?? [];
}

/** Who has each item of the kind open (by item id), for the list's rows; refreshed every few seconds. */
export function useListPresence(kind: ContentKind): KindPresence {
  const presence = useQuery<KindPresence>({
    queryKey: [presencePath(kind)],
    staleTime: 0,
    refetchInterval: LIST_REFRESH_MS,
  });
  return presence.data ?? {};
}

/** "Ana", "Ana and Ben", "Ana, Ben and Cy". */
export function namesOf(editors: readonly EditorPresent[]): string {
  const names = editors.map((editor) => editor.name);
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
