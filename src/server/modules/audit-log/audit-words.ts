import type { FastifyRequest } from 'fastify';
import type { BulkActionBody } from '../../../contracts/admin-list.ts';
import { publicationMove, publicationState } from '../../../contracts/admin-list.ts';
import type { PublicationStatus } from '../../../contracts/common.ts';
import {
  adminItemHref,
  adminListHref,
  type ContentKind,
  contentKinds,
} from '../../../contracts/content-kinds.ts';

/** What a write did, in words that follow the person's name, and the admin address of its item. */
export interface AuditWords {
  words: string;
  link?: string;
}

// `false`: the route's service wrote its entries itself, in its transaction.
const described = new WeakMap<FastifyRequest, AuditWords | false>();

/**
 * Says what a request's write did ("unpublished 'Main Street's New Murals'"), for the audit log's one
 * entry of it (recordAdminWrites). A route that does not say is described from its method and path.
 */
export function describeWrite(request: FastifyRequest, words: string, link?: string): void {
  described.set(request, { words, link });
}

/** The route's service wrote the audit entries of this write in its own transaction: the hook writes none. */
export function recordedByService(request: FastifyRequest): void {
  described.set(request, false);
}

export const descriptionOf = (request: FastifyRequest) => described.get(request);

/** A title as the log quotes it. */
export const quoted = (title: string) => `'${title}'`;

/** What an item of any kind is called: its title, or a person's name (members, contributors). */
export interface NamedItem {
  id: number;
  title?: string;
  name?: string;
  status?: PublicationStatus;
  publishedDate?: Date;
}

const nameOf = (item: NamedItem) => quoted(item.title ?? item.name ?? `#${item.id}`);

// "published article 'A'", "submitted video 'B' for review".
const moveWords = {
  published: (what: string) => `published ${what}`,
  scheduled: (what: string) => `scheduled ${what}`,
  submitted: (what: string) => `submitted ${what} for review`,
  unpublished: (what: string) => `unpublished ${what}`,
  unscheduled: (what: string) => `unscheduled ${what}`,
  'sent back': (what: string) => `sent ${what} back to draft`,
};

const stateOf = (item: NamedItem, now: Date) =>
  item.status && item.publishedDate ? publicationState(item.status, item.publishedDate, now) : undefined;

/**
 * Describes a write of one item of a content kind from the registry and its row (`item`: the saved
 * row, or the deleted one): created, updated or deleted, and for a published kind its move
 * (published, unpublished, scheduled, …) when the write changed its state from `stored`'s.
 */
export function describeItemWrite(
  request: FastifyRequest,
  kind: ContentKind,
  event: 'created' | 'updated' | 'deleted',
  item: unknown,
  stored?: unknown,
) {
  const saved = item as NamedItem;
  const what = `${contentKinds[kind].label} ${nameOf(saved)}`;
  if (event === 'deleted') return describeWrite(request, `deleted ${what}`);
  const now = new Date();
  const to = stateOf(saved, now);
  const from = stored ? stateOf(stored as NamedItem, now) : 'draft';
  const move = to && from && publicationMove(from, to);
  describeWrite(request, move ? moveWords[move](what) : `${event} ${what}`, adminItemHref(kind, saved.id));
}

const bulkVerbs = { publish: 'published', draft: 'moved to draft', delete: 'deleted' } as const;

/**
 * Applies a bulk action and describes it by the items it changed, read before and after (an item
 * already so is not named): "published 3 articles: 'A', 'B', 'C'".
 */
export async function describedBulk(
  request: FastifyRequest,
  kind: ContentKind,
  { action, ids }: BulkActionBody,
  find: (id: number) => Promise<unknown>,
  apply: () => Promise<number>,
): Promise<number> {
  const read = async () => {
    const items = (await Promise.all(ids.map(find))) as (NamedItem | undefined)[];
    return new Map(items.filter((item) => item !== undefined).map((item) => [item.id, item]));
  };
  const before = await read();
  const count = await apply();
  const after = action === 'delete' ? new Map<number, NamedItem>() : await read();
  const changed = [...before.values()].filter((item) => after.get(item.id)?.status !== item.status);
  const { label, several } = contentKinds[kind];
  const names = changed.map(nameOf).join(', ');
  const what = changed.length === 1 ? `${label} ${names}` : `${changed.length} ${several}: ${names}`;
  const only = changed.length === 1 && action !== 'delete' ? changed[0] : undefined;
  describeWrite(
    request,
    changed.length === 0 ? `changed no ${several} (each was already so)` : `${bulkVerbs[action]} ${what}`,
    only ? adminItemHref(kind, only.id) : adminListHref(kind),
  );
  return count;
}
