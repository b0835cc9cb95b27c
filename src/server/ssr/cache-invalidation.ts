import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database } from '../db/client.ts';
import type { AnswerCache, Changed } from './answer-cache.ts';

/**
 * The PostgreSQL channel every instance listens on; the payload is a Notice, or (from an older
 * instance) the id of the instance that wrote, which drops everything.
 */
export const PAGE_CACHE_CHANNEL = 'nabj_page_cache';

/** Who wrote, and what changed (the tags of shown-content.ts), or everything. */
interface Notice {
  from: string;
  changed: Changed;
}

/** PostgreSQL refuses a payload of 8000 bytes or more: a longer list of tags is sent as everything. */
const LONGEST_PAYLOAD = 7900;

function readNotice(payload: string | undefined): Notice {
  try {
    const notice = JSON.parse(payload ?? '') as Partial<Notice>;
    if (typeof notice.from === 'string' && (notice.changed === 'everything' || Array.isArray(notice.changed)))
      return notice as Notice;
  } catch {}
  return { from: payload ?? '', changed: 'everything' };
}

const FIRST_RETRY_MS = 250;
const LAST_RETRY_MS = 10_000;

export interface CacheInvalidation {
  /**
   * After an admin write: drops this instance's answers that show what changed at once, then tells
   * every other instance to do the same.
   */
  contentChanged(changed: Changed): Promise<void>;
  close(): Promise<void>;
}

interface Options {
  db: Database;
  cache: AnswerCache;
  log: FastifyBaseLogger;
}

type Unlisten = () => Promise<void>;

/**
 * Keeps the in-memory page caches of every instance on one database in step (docs/operations.md):
 * a write NOTIFYs, every other instance LISTENs and drops its pages. The same SQL runs on PGlite,
 * where it stays in the process (PGlite is one instance by nature).
 */
export async function startCacheInvalidation({ db, cache, log }: Options): Promise<CacheInvalidation> {
  const instanceId = crypto.randomUUID();
  const onNotification = (payload: string | undefined) => {
    const { from, changed } = readNotice(payload);
    // This instance dropped its pages when it wrote; again would throw away pages rendered since.
    if (from !== instanceId) cache.drop(changed);
  };
  // drizzle's $client is the driver's own connection: a node-postgres pool or the PGlite instance.
  const client = (db as unknown as { $client: unknown }).$client;
  let unlisten: Unlisten;
  if (client instanceof pg.Pool) {
    unlisten = await listenOnPostgres(client.options, onNotification, cache, log);
  } else if (client instanceof PGlite) {
    unlisten = await client.listen(PAGE_CACHE_CHANNEL, onNotification);
  } else {
    throw new Error('Page cache invalidation needs a node-postgres pool or PGlite behind the database');
  }

  return {
    async contentChanged(changed) {
      cache.drop(changed);
      try {
        await announceContentChange(db, instanceId, changed);
      } catch (error) {
        // The write itself is done: the other instances catch up when their listener reconnects.
        log.error({ err: error }, 'could not tell the other instances to drop their cached pages');
      }
    },
    close: () => unlisten(),
  };
}

/**
 * Tells every instance on the database to drop its cached answers that show what changed; `from` is
 * the writer, whose own cache is already up to date. Also for writes made beside the servers
 * (`npm run seed:large`), which change everything.
 */
export async function announceContentChange(
  db: Database,
  from: string,
  changed: Changed = 'everything',
): Promise<void> {
  let payload = JSON.stringify({ from, changed } satisfies Notice);
  if (payload.length > LONGEST_PAYLOAD)
    payload = JSON.stringify({ from, changed: 'everything' } satisfies Notice);
  await db.execute(sql`select pg_notify(${PAGE_CACHE_CHANNEL}, ${payload})`);
}

/**
 * LISTEN needs one connection of its own for as long as the instance runs (a pooled one is handed
 * back after each query). When it is lost, it reconnects with a growing delay and drops every page
 * on reconnecting, since a write announced meanwhile was never heard.
 */
async function listenOnPostgres(
  poolOptions: pg.PoolConfig,
  onNotification: (payload: string | undefined) => void,
  cache: AnswerCache,
  log: FastifyBaseLogger,
): Promise<Unlisten> {
  let current: pg.Client | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let retryDelay = FIRST_RETRY_MS;
  let closed = false;

  const scheduleRetry = () => {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, retryDelay);
    retryDelay = Math.min(retryDelay * 2, LAST_RETRY_MS);
  };

  const lost = (connection: pg.Client, error?: Error) => {
    if (current !== connection) return;
    current = undefined;
    if (!closed) log.warn({ err: error }, 'page cache listener lost its PostgreSQL connection; reconnecting');
    connection.end().catch(() => {});
    scheduleRetry();
  };

  async function connect(): Promise<void> {
    const connection = new pg.Client({
      ...poolOptions,
      // A failover can leave the socket half-open without an error: keepalive probes find it.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    connection.on('notification', (message) => {
      if (message.channel === PAGE_CACHE_CHANNEL) onNotification(message.payload);
    });
    connection.on('error', (error) => lost(connection, error));
    connection.on('end', () => lost(connection));
    try {
      await connection.connect();
      await connection.query(`LISTEN ${PAGE_CACHE_CHANNEL}`);
    } catch (error) {
      log.warn({ err: error }, 'page cache listener could not connect to PostgreSQL; retrying');
      connection.end().catch(() => {});
      scheduleRetry();
      return;
    }
    if (closed) {
      await connection.end();
      return;
    }
    current = connection;
    retryDelay = FIRST_RETRY_MS;
    cache.clear();
  }

  await connect();
  return async () => {
    closed = true;
    clearTimeout(retryTimer);
    const connection = current;
    current = undefined;
    await connection?.end();
  };
}
