import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  kindPresenceSchema,
  presenceItemParamsSchema,
  presenceKindParamsSchema,
  presenceLeaseSchema,
} from '../../../contracts/presence.ts';
import type { Database } from '../../db/client.ts';
import { signedIn } from '../../http/auth-guard.ts';
import { giveUpLease, kindPresence, renewLease, requireKindRole } from './presence.service.ts';

/**
 * Presence (docs/api.md): an open editor renews a short lease on its item and is told who else has
 * it open; the lists read every open editor of their kind. It warns; it never locks anyone out.
 * Every role reaches the routes; each kind's own least role is checked with the item.
 */
export const presenceRoutes: FastifyPluginAsyncZod<{ db: Database; leaseSeconds: number }> = async (
  app,
  { db, leaseSeconds },
) => {
  const itemPath = '/api/admin/presence/:kind/:id';
  const leaseWrite = { role: 'contributor', ephemeral: true } as const;

  app.put(
    itemPath,
    {
      config: leaseWrite,
      schema: { params: presenceItemParamsSchema, response: { 200: presenceLeaseSchema } },
    },
    async (request) => {
      const { kind, id } = request.params;
      const account = signedIn(request);
      requireKindRole(account, kind);
      return { others: await renewLease(db, account, kind, id, leaseSeconds), leaseSeconds };
    },
  );

  // Sent by a closing tab (fetch keepalive), so it asks nothing of the item: giving up one's own
  // lease reveals nothing and changes nobody else's.
  app.delete(
    itemPath,
    { config: leaseWrite, schema: { params: presenceItemParamsSchema } },
    async (request, reply) => {
      const { kind, id } = request.params;
      const account = signedIn(request);
      requireKindRole(account, kind);
      await giveUpLease(db, account, kind, id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/admin/presence/:kind',
    {
      config: { role: 'contributor' },
      schema: { params: presenceKindParamsSchema, response: { 200: kindPresenceSchema } },
    },
    async (request) => {
      const { kind } = request.params;
      const account = signedIn(request);
      requireKindRole(account, kind);
      return kindPresence(db, account, kind);
    },
  );
};
