import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  INVALID_PUSH_KEYS,
  INVALID_PUSH_SUBSCRIPTION,
  PUSH_RATE_LIMITED,
  pushPublicKeySchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
} from '../../../contracts/push.ts';
import type { Database } from '../../db/client.ts';
import { badRequest } from '../../http/errors.ts';
import { limitRequests } from '../../http/rate-limit.ts';
import {
  hasUsableKeys,
  isAllowedEndpoint,
  removeSubscription,
  saveSubscription,
  vapidKeys,
} from './push.service.ts';

/** Web Push sign-up (ARCHITECTURE.md: push subscribe is one of the public writes). */
export const pushRoutes: FastifyPluginAsyncZod<{
  db: Database;
  extraOrigins: readonly string[];
  /** Sign-ups per client address per rate-limit window. */
  rateLimit: number;
}> = async (app, { db, extraOrigins, rateLimit }) => {
  app.get('/api/push/public-key', { schema: { response: { 200: pushPublicKeySchema } } }, async () => ({
    publicKey: (await vapidKeys(db)).publicKey,
  }));

  app.post(
    '/api/push/subscribe',
    {
      config: { access: 'public' },
      // Each sign-up is a stored row that every announcement is sent to.
      onRequest: limitRequests(db, {
        action: 'push-subscribe',
        limit: rateLimit,
        message: PUSH_RATE_LIMITED,
      }),
      schema: { body: pushSubscriptionSchema },
    },
    async (request, reply) => {
      if (!isAllowedEndpoint(request.body.endpoint, extraOrigins))
        throw badRequest(INVALID_PUSH_SUBSCRIPTION);
      // Every announcement encrypts to these keys: refused here, not found out at the next send.
      if (!hasUsableKeys(request.body.keys))
        throw badRequest(INVALID_PUSH_KEYS, { 'keys.p256dh': INVALID_PUSH_KEYS });
      await saveSubscription(db, request.body);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/push/unsubscribe',
    { config: { access: 'public' }, schema: { body: pushUnsubscribeSchema } },
    async (request, reply) => {
      await removeSubscription(db, request.body.endpoint);
      return reply.status(204).send();
    },
  );
};
