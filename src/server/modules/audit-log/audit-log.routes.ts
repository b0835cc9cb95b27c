import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditEntrySchema } from '../../../contracts/admin-auth.ts';
import { listQuerySchema } from '../../../contracts/common.ts';
import type { Database } from '../../db/client.ts';
import { isEphemeral } from '../../http/ephemeral-writes.ts';
import { insertAuditEntry, listAuditEntries } from './audit-log.repository.ts';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Records every successful write made with an admin session, whatever the route, so a new feature is
 * audited without remembering to; only an ephemeral one (an editor's presence) is left out. Installed on the root instance, before any route.
 */
export function recordAdminWrites(app: FastifyInstance, db: Database): void {
  const createdIds = new WeakMap<object, unknown>();
  // A creation names its record only in its answer: keep the new id for the log line.
  app.addHook('onSend', async (request, reply, payload) => {
    if (
      request.admin &&
      request.method === 'POST' &&
      reply.statusCode === 201 &&
      typeof payload === 'string'
    ) {
      const id = /^\{"id":(\d+)/.exec(payload)?.[1];
      if (id) createdIds.set(request, id);
    }
    return payload;
  });
  app.addHook('onResponse', async (request, reply) => {
    if (!request.admin || !WRITE_METHODS.has(request.method) || reply.statusCode >= 400) return;
    if (isEphemeral(request)) return;
    const params = (request.params ?? {}) as Record<string, unknown>;
    const created = createdIds.get(request);
    const target = created
      ? `new id ${created}`
      : Object.entries(params)
          .map(([key, value]) => `${key} ${String(value)}`)
          .join(', ');
    try {
      await insertAuditEntry(db, {
        username: request.admin.username,
        action: `${request.method} ${request.routeOptions.url ?? request.url}`,
        target,
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
