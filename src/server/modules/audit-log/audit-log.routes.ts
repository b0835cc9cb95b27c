import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditEntrySchema } from '../../../contracts/admin-auth.ts';
import { actionWords } from '../../../contracts/audit-words.ts';
import { listQuerySchema } from '../../../contracts/common.ts';
import {
  adminItemHref,
  type ContentKind,
  contentKindNames,
  contentKinds,
} from '../../../contracts/content-kinds.ts';
import type { Database } from '../../db/client.ts';
import { insertAuditEntry, listAuditEntries } from './audit-log.repository.ts';
import { type AuditWords, descriptionOf, quoted } from './audit-words.ts';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const kindOfSegment = new Map<string, ContentKind>(
  contentKindNames.map((kind) => [contentKinds[kind].api, kind]),
);

/**
 * The words of a write its route did not describe: from its method and path (contracts/audit-words.ts),
 * with the item's title from the answer and, on a content kind's path, a link to the item.
 */
function fallbackWords(route: string, id: unknown, title: string | undefined): AuditWords {
  const words = actionWords(route);
  const kind = kindOfSegment.get(route.split('/')[3] ?? '');
  const itemId = Number(id);
  return {
    words: title ? `${words} ${quoted(title)}` : words,
    link: kind && Number.isInteger(itemId) && itemId > 0 ? adminItemHref(kind, itemId) : undefined,
  };
}

/** The title, or a person's name, of the item a JSON answer gives. */
function titleIn(payload: string): string | undefined {
  if (!payload.startsWith('{')) return undefined;
  try {
    const answer = JSON.parse(payload) as { title?: unknown; name?: unknown };
    const title = answer.title ?? answer.name;
    return typeof title === 'string' ? title : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Records every successful write made with an admin session, whatever the route, so a new feature is
 * audited without remembering to: one entry per write, in the words its route gave (audit-words.ts)
 * or else derived from the route. Installed on the root instance, before any route.
 */
export function recordAdminWrites(app: FastifyInstance, db: Database): void {
  const createdIds = new WeakMap<object, string>();
  const titles = new WeakMap<object, string>();
  // A creation names its record only in its answer, and an undescribed write its item's title.
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.admin || reply.statusCode >= 400 || typeof payload !== 'string') return payload;
    const id = request.method === 'POST' && reply.statusCode === 201 && /^\{"id":(\d+)/.exec(payload)?.[1];
    if (id) createdIds.set(request, id);
    const title = WRITE_METHODS.has(request.method) && !descriptionOf(request) && titleIn(payload);
    if (title) titles.set(request, title);
    return payload;
  });
  app.addHook('onResponse', async (request, reply) => {
    if (!request.admin || !WRITE_METHODS.has(request.method) || reply.statusCode >= 400) return;
    const described = descriptionOf(request);
    if (described === false) return;
    const params = (request.params ?? {}) as Record<string, unknown>;
    const created = createdIds.get(request);
    const target = created
      ? `new id ${created}`
      : Object.entries(params)
          .map(([key, value]) => `${key} ${String(value)}`)
          .join(', ');
    const action = `${request.method} ${request.routeOptions.url ?? request.url}`;
    try {
      await insertAuditEntry(db, {
        username: request.admin.username,
        action,
        target,
        ...(described ?? fallbackWords(action, created ?? params.id, titles.get(request))),
      });
    } catch (error) {
      // The write itself succeeded; a missed audit line must not turn it into an error.
      request.log.error({ err: error }, 'audit log write failed');
    }
  });
}

export const auditLogRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/admin/audit-log',
    { schema: { querystring: listQuerySchema, response: { 200: z.array(auditEntrySchema) } } },
    async (request) =>
      (await listAuditEntries(db, request.query)).map((row) => ({ ...row, at: row.at.toISOString() })),
  );
};
