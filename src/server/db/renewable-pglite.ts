import { PGlite } from '@electric-sql/pglite';
import { withPreparedSelects } from './pglite-prepared.ts';

type Listener = (payload: string) => void;

interface Listening {
  channel: string;
  callback: Listener;
  unlisten?: () => Promise<void>;
}

export interface RenewablePglite {
  /** What drizzle and the page cache's listener use: always the engine of the moment. */
  client: PGlite;
  /**
   * Closes the engine and opens the same data directory again. A WebAssembly memory only grows:
   * what PostgreSQL once used (the upkeep's ANALYZE sampling every article holds tens of MB) stays
   * the process's for good, unless the engine itself goes (docs/decisions/006). Work already asked
   * for finishes first; calls made meanwhile wait and run on the new engine; listeners follow it.
   */
  renew(): Promise<void>;
}

/** The embedded database behind a handle that can swap one PGlite for a fresh one on the same files. */
export async function renewablePglite(open: () => Promise<PGlite>): Promise<RenewablePglite> {
  let current = withPreparedSelects(await open());
  let renewing: Promise<void> | undefined;
  const listening = new Set<Listening>();

  async function listen(channel: string, callback: Listener) {
    const entry: Listening = { channel, callback };
    listening.add(entry);
    await renewing;
    entry.unlisten = await current.listen(channel, callback);
    return async () => {
      listening.delete(entry);
      await renewing;
      await entry.unlisten?.();
    };
  }

  // The target only answers `instanceof PGlite`: holding the first engine would keep its memory.
  const client = new Proxy(Object.create(PGlite.prototype) as PGlite, {
    get(_target, property) {
      if (property === 'listen') return listen;
      const value: unknown = Reflect.get(current, property);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) =>
        renewing
          ? renewing.then(() => (Reflect.get(current, property) as (...a: unknown[]) => unknown)(...args))
          : (value as (...a: unknown[]) => unknown)(...args);
    },
  });

  function renew() {
    renewing ??= (async () => {
      // close() waits for the queries and transactions already queued on the engine.
      await current.close();
      current = withPreparedSelects(await open());
      for (const entry of listening) entry.unlisten = await current.listen(entry.channel, entry.callback);
    })().finally(() => {
      renewing = undefined;
    });
    return renewing;
  }

  return { client, renew };
}
