/*
 * What an editor holds that the server does not have yet, kept in this browser per kind and item
 * ("new" for one never saved), so a closed or crashed tab loses nothing: the next open of that
 * editor offers it back, with or without a network.
 */

const PREFIX = 'nabj-editor-copy:';

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
// Read when called, so the module loads where there is no window (the server's render, the tests).
const browserStore = (): Store => window.localStorage;

export interface LocalCopy<Values> {
  values: Values;
  /** ISO time of the last change kept. */
  savedAt: string;
}

/** The storage key of one editor's copy: its kind and item, or "new". */
export function localCopyKey(kind: string, id: number | undefined): string {
  return `${PREFIX}${kind}:${id ?? 'new'}`;
}

export function keepLocalCopy<Values>(key: string, values: Values, now = new Date(), store = browserStore) {
  try {
    store().setItem(key, JSON.stringify({ values, savedAt: now.toISOString() }));
  } catch {
    // Private browsing or a full store refuses it: the editor still works, only without the copy.
  }
}

/** The copy kept under `key`; undefined when there is none or it cannot be read. */
export function readLocalCopy<Values>(key: string, store = browserStore): LocalCopy<Values> | undefined {
  try {
    const stored = JSON.parse(store().getItem(key) ?? 'null') as Partial<LocalCopy<Values>> | null;
    if (!stored || typeof stored !== 'object' || stored.values === undefined) return undefined;
    if (typeof stored.savedAt !== 'string' || Number.isNaN(Date.parse(stored.savedAt))) return undefined;
    return { values: stored.values, savedAt: stored.savedAt };
  } catch {
    return undefined;
  }
}

export function clearLocalCopy(key: string, store = browserStore) {
  try {
    store().removeItem(key);
  } catch {
    // Nothing was kept then either.
  }
}
