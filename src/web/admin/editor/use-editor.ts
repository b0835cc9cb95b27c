import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useLocation } from 'wouter';
import type { ContentKind } from '../../../contracts/content-kinds.ts';
import { bodyFieldOf, statusOf } from '../../lib/api.ts';
import { refreshAfterWrite } from '../lib/admin-mutation.ts';
import { type ListKind, type ListKindDescription, listKinds } from '../lib/content-kinds.ts';
import { changedFields } from './conflict-fields.ts';
import { clearLocalCopy, keepLocalCopy, type LocalCopy, localCopyKey, readLocalCopy } from './local-copy.ts';

/** A draft on the server saves itself after this much quiet. */
export const AUTOSAVE_QUIET_MS = 3000;

/** What an editor knows of the stored item: the version its next write is based on, and its status. */
interface Stored {
  id: number;
  version?: number;
  status?: string;
}

/** What makes a form an item's editor (useAdminForm's `editor`). */
export interface EditorOptions<Values, Item> {
  kind: ContentKind;
  /** The item as stored; undefined for a new one. */
  record: Item | undefined;
  /** The form's values for a stored item: the other side of a conflict, and "Take theirs". */
  valuesOf: (item: Item) => Values;
  /** The form's fields by label, in its order, for the conflict view. */
  labels: Record<string, string>;
}

export type SaveState =
  | { state: 'idle' }
  | { state: 'saving' }
  | { state: 'saved'; at: Date }
  | { state: 'failed' };

export type SaveItem<Item> = (body: never, base: Item | undefined, init?: RequestInit) => Promise<Item>;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const stored = (item: unknown) => item as Stored | undefined;

/**
 * Keeps an item's editor from losing a word (issue 36): every write carries the version it is based
 * on, one at a time; a draft on the server saves itself after a few quiet seconds and when the page
 * is left; whatever the server lacks is kept in this browser and offered back on the next open; a
 * write refused as stale (409) opens the conflict view. Without `options` it does nothing.
 */
export function useEditor<Values extends FieldValues, Item>({
  options,
  form,
  parse,
  save,
}: {
  options: EditorOptions<Values, Item> | undefined;
  form: UseFormReturn<Values, unknown, unknown>;
  /** The request the values make when the contract takes it; undefined while it would not. */
  parse: (values: Values) => Promise<unknown>;
  save: SaveItem<Item>;
}) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const base = useRef<Item | undefined>(options?.record);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [saveState, setSaveState] = useState<SaveState>({ state: 'idle' });
  const [conflict, setConflict] = useState<{ current: Item; retry: () => void }>();
  const conflictOpen = useRef(false);
  conflictOpen.current = conflict !== undefined;
  // Raised when values come from outside (restored, theirs): the fields are drawn again with them.
  const [loaded, setLoaded] = useState(0);
  const kind = options?.kind;
  // Kinds with a list screen have an admin read to keep current and an edit address (contributors do not).
  const listed = kind && (listKinds[kind as ListKind] as ListKindDescription | undefined);
  const keyOf = useCallback(
    (item: Item | undefined) => (kind ? localCopyKey(kind, stored(item)?.id) : ''),
    [kind],
  );
  const [offer, setOffer] = useState<LocalCopy<Values> | undefined>(() => {
    if (!options) return undefined;
    const copy = readLocalCopy<Values>(keyOf(options.record));
    if (copy && same(copy.values, form.getValues())) clearLocalCopy(keyOf(options.record));
    else return copy;
  });

  const dirty = (values: Values) => !same(values, form.formState.defaultValues);
  // A draft the server has is saved as it is typed; a new one waits for its first save, a published,
  // scheduled or in-review one for Update: until then their changes are kept in this browser.
  const autosaves = (values: Values) =>
    values.status === 'draft' && stored(base.current)?.status === 'draft' && !conflictOpen.current;

  /** Loads `values` into the form, its fields drawn again (the rich text reads its text once). */
  function load(values: Values, asSaved: boolean) {
    form.reset(values, { keepDefaultValues: !asSaved });
    setLoaded((count) => count + 1);
  }

  /** Writes `body`, after any write still under way, based on the version the last one answered. */
  function write(body: unknown, init?: RequestInit): Promise<Item> {
    const sent = structuredClone(form.getValues());
    const wasNew = base.current === undefined;
    const run = queue.current.then(async () => {
      const result = await save(body as never, base.current, init);
      base.current = result;
      if (options) {
        if (listed) queryClient.setQueryData([listed.adminList, stored(result)?.id], result);
        // The server has what was sent; what was typed meanwhile stays unsaved.
        form.reset(sent, { keepValues: true });
        if (wasNew) clearLocalCopy(keyOf(undefined));
        if (same(form.getValues(), sent)) clearLocalCopy(keyOf(result));
        setSaveState({ state: 'saved', at: new Date() });
      }
      return result;
    });
    queue.current = run.catch(() => undefined);
    return run;
  }

  /** A write refused as stale opens the conflict view; `retry` writes again once "Keep mine" is chosen. */
  function conflictFrom(error: unknown, retry: () => void): boolean {
    const current = bodyFieldOf(error, 'current') as Item | undefined;
    if (!options || statusOf(error) !== 409 || !current) return false;
    clearTimeout(timer.current);
    setSaveState({ state: 'idle' });
    setConflict({ current, retry });
    return true;
  }

  async function autosave(init?: RequestInit) {
    clearTimeout(timer.current);
    const values = form.getValues();
    if (!dirty(values) || !autosaves(values)) return;
    const body = await parse(values);
    // Not yet what the contract takes (a field emptied): the local copy keeps it meanwhile.
    if (body === undefined) return;
    setSaveState({ state: 'saving' });
    try {
      await write(body, init);
      await refreshAfterWrite(queryClient);
    } catch (error) {
      if (!conflictFrom(error, () => void autosave())) setSaveState({ state: 'failed' });
    }
  }

  /** Each change: kept in this browser, and a draft's save set for after a quiet moment. */
  function changed(values: Values) {
    const key = keyOf(base.current);
    if (dirty(values)) keepLocalCopy(key, values);
    else clearLocalCopy(key);
    clearTimeout(timer.current);
    if (autosaves(values)) timer.current = setTimeout(() => void autosave(), AUTOSAVE_QUIET_MS);
  }
  // The listeners stay for the form's life and call this render's functions.
  const latest = useRef({ changed, autosave });
  latest.current = { changed, autosave };
  const on = options !== undefined;

  useEffect(() => {
    if (!on) return;
    const subscription = form.watch((values) => latest.current.changed(values as Values));
    // Leaving the page (a closed tab, another app): a draft goes to the server at once, by a request
    // that outlives the page.
    const leave = () => void latest.current.autosave({ keepalive: true });
    const hidden = () => document.visibilityState === 'hidden' && leave();
    window.addEventListener('pagehide', leave);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      subscription.unsubscribe();
      clearTimeout(timer.current);
      window.removeEventListener('pagehide', leave);
      document.removeEventListener('visibilitychange', hidden);
    };
  }, [on, form]);

  // A newer version read from the server (a restored revision): an untouched form takes it; changed
  // ones keep the writer's words, and their next save meets the conflict view.
  const record = options?.record;
  const recordVersion = stored(record)?.version;
  useEffect(() => {
    const known = stored(base.current)?.version;
    if (!record || !options || recordVersion === undefined || known === undefined || recordVersion <= known)
      return;
    if (dirty(form.getValues())) return;
    base.current = record;
    load(options.valuesOf(record), true);
  });

  /** After a save that keeps the editor open: a new item's address becomes its edit one, in place. */
  function stayOn(result: Item, wasNew: boolean) {
    const id = stored(result)?.id;
    if (listed && wasNew && id !== undefined)
      navigate(listed.editHref(id), { replace: true, state: { sameScreen: true } });
  }

  const conflictView = conflict &&
    options && {
      fields: changedFields(form.getValues(), options.valuesOf(conflict.current), options.labels),
      keepMine() {
        base.current = conflict.current;
        setConflict(undefined);
        conflict.retry();
      },
      takeTheirs() {
        base.current = conflict.current;
        if (listed)
          queryClient.setQueryData([listed.adminList, stored(conflict.current)?.id], conflict.current);
        load(options.valuesOf(conflict.current), true);
        clearLocalCopy(keyOf(conflict.current));
        setConflict(undefined);
      },
    };

  return {
    write,
    conflictFrom,
    stayOn,
    /** Whether an editor is on (the form is an item's). */
    on,
    base: () => base.current,
    /** Forgets the saved item: the screen starts a new one (a slide set once published). */
    forget() {
      base.current = undefined;
    },
    view: {
      saveState,
      loaded,
      conflict: conflictView || undefined,
      offer: offer && {
        savedAt: offer.savedAt,
        restore() {
          load(offer.values, false);
          setOffer(undefined);
        },
        discard() {
          clearLocalCopy(keyOf(base.current));
          setOffer(undefined);
        },
      },
    },
  };
}

export type EditorView = ReturnType<typeof useEditor>['view'];
