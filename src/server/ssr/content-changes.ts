import { inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  type ContentKind,
  contentKindNames,
  contentKinds,
  type PublishedKind,
} from '../../contracts/content-kinds.ts';
import { publishedTables } from '../content-kinds.ts';
import type { Database } from '../db/client.ts';
import { isEphemeral } from '../http/ephemeral-writes.ts';
import { everyItemOf, itemOf } from '../shown-content.ts';
import type { Changed } from './answer-cache.ts';
import type { CacheInvalidation } from './cache-invalidation.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The content an admin write works on, and its stored rows before it (installContentChanges). */
    contentWrite?: ContentWrite;
  }
}

type Row = { id: number; status: string; publishedDate: Date };

interface ContentWrite {
  kind: ContentKind;
  /** From the path or the bulk body; a new item's from the answer, unknown until then. */
  ids?: number[];
  /** A published kind's rows before the write, by id (absent: there was none). */
  before?: Map<number, Row>;
}

/**
 * Admin writes that change nothing readers see: the team's accounts, sign-in checks and invitations,
 * and the story budget's pitches (an assignment starts a draft). They drop no cached answer.
 */
const TEAM_ONLY_WRITES = /^\/api\/admin\/(accounts|reauthenticate|invitations|budget)(\/|$)/;

const kindOfApi = new Map<string, ContentKind>(
  contentKindNames.map((kind) => [contentKinds[kind].api, kind]),
);

/**
 * The kind and items of a route of a kind's admin API (content-admin-routes.ts, and the review and
 * other routes below an item): `/api/admin/{api}` makes an item, `{…}/bulk` names them in its body,
 * `{…}/:id` and what is below it work on one. Any other route is not known here.
 */
function contentWriteOf(request: FastifyRequest): ContentWrite | undefined {
  const match = /^\/api\/admin\/([^/]+)(\/bulk|\/:id(?:\/.*)?)?$/.exec(request.routeOptions.url ?? '');
  const kind = match && kindOfApi.get(match[1]!);
  if (!kind) return undefined;
  if (match[2] === undefined) return { kind };
  if (match[2] === '/bulk') return { kind, ids: (request.body as { ids: number[] }).ids };
  return { kind, ids: [(request.params as { id: number }).id] };
}

async function rowsOf(db: Database, kind: PublishedKind, ids: number[]): Promise<Map<number, Row>> {
  // Each published table has the columns read here (publicationColumns); drizzle cannot type a union.
  const table = publishedTables[kind] as (typeof publishedTables)['article'];
  const rows: Row[] = await db.select().from(table).where(inArray(table.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

const stateOf = (row: Row | undefined, now: Date) =>
  row?.status !== 'published' ? 'hidden' : row.publishedDate <= now ? 'public' : 'scheduled';

/**
 * What a write of a published kind changed for readers, item by item: one that is public after it
 * (published or updated) may join any list of its kind, and shows new words where it was; one taken
 * down leaves the lists that held it. A draft, in-review or scheduled item's save changes nothing
 * public; a scheduled one's still changes when the next item comes out (an empty list, which makes
 * the cache ask again). Undefined when nothing changed.
 */
function changedItems(
  kind: PublishedKind,
  before: Map<number, Row>,
  after: Map<number, Row>,
  now: Date,
): Changed | undefined {
  const changed = new Set<string>();
  let timed = false;
  for (const id of new Set([...before.keys(), ...after.keys()])) {
    const [was, is] = [before.get(id), after.get(id)];
    if (JSON.stringify(was) === JSON.stringify(is)) continue;
    const [wasState, isState] = [stateOf(was, now), stateOf(is, now)];
    if (isState === 'public') changed.add(kind).add(everyItemOf(kind)).add(itemOf(kind, id));
    else if (wasState === 'public') changed.add(everyItemOf(kind)).add(itemOf(kind, id));
    else if (wasState === 'scheduled' || isState === 'scheduled') timed = true;
  }
  return changed.size > 0 || timed ? [...changed] : undefined;
}

/**
 * Drops the cached answers an admin write changed, on every instance, before its answer leaves, so
 * the next read never sees the old page. A write of a kind's item is judged by its stored rows
 * before and after (changedItems), a kind without a status changes every answer showing the kind,
 * the team's own writes change nothing; any other admin write (settings, polls, comments…) can show
 * anywhere, so it drops everything.
 * Public writes (comments, votes) change no cached page (docs/operations.md).
 */
export function installContentChanges(app: FastifyInstance, db: Database, invalidation: CacheInvalidation) {
  app.addHook('preHandler', async (request) => {
    if (!request.admin || request.method === 'GET') return;
    const write = contentWriteOf(request);
    if (write?.ids && contentKinds[write.kind].published)
      write.before = await rowsOf(db, write.kind as PublishedKind, write.ids);
    request.contentWrite = write;
  });
  // A new item's id is in the answer, read before it is serialized (and maybe compressed).
  app.addHook('preSerialization', async (request, _reply, payload) => {
    const write = request.contentWrite;
    const id = (payload as { id?: unknown } | null)?.id;
    if (write && !write.ids && typeof id === 'number') {
      write.ids = [id];
      write.before = new Map();
    }
    return payload;
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.admin || request.method === 'GET' || reply.statusCode >= 400) return payload;
    if (isEphemeral(request) || TEAM_ONLY_WRITES.test(request.routeOptions.url ?? '')) return payload;
    const changed = await changedBy(db, request.contentWrite);
    if (changed) await invalidation.contentChanged(changed);
    return payload;
  });
}

async function changedBy(db: Database, write: ContentWrite | undefined): Promise<Changed | undefined> {
  if (!write) return 'everything';
  if (!contentKinds[write.kind].published) return [everyItemOf(write.kind)];
  if (!write.ids || !write.before) return 'everything';
  const kind = write.kind as PublishedKind;
  return changedItems(kind, write.before, await rowsOf(db, kind, write.ids), new Date());
}
