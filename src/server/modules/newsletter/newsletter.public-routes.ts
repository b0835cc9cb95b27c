import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageSchema } from '../../../contracts/common.ts';
import {
  CONFIRMATION_NOT_SENT,
  SUBSCRIBE_RATE_LIMITED,
  SUBSCRIBED,
  subscribeSchema,
} from '../../../contracts/newsletter.ts';
import type { Database } from '../../db/client.ts';
import { unavailable } from '../../http/errors.ts';
import { limitRequests } from '../../http/rate-limit.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { requestSubscription } from './newsletter-mailings.service.ts';

export const newsletterPublicRoutes: FastifyPluginAsyncZod<{
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  /** Sign-up requests per client address per rate-limit window. */
  rateLimit: number;
}> = async (app, deps) => {
  // A public write (ARCHITECTURE.md, API rules). The answer is the same for a new, an active and an
  // unsubscribed address, so the form cannot be used to learn who is on the list. Limited, as each
  // sign-up may send a confirmation mail.
  app.post(
    '/api/newsletter/subscribe',
    {
      config: { access: 'public' },
      onRequest: limitRequests(deps.db, {
        action: 'newsletter-subscribe',
        limit: deps.rateLimit,
        message: SUBSCRIBE_RATE_LIMITED,
      }),
      schema: { body: subscribeSchema, response: { 200: messageSchema } },
    },
    async (request) => {
      try {
        await requestSubscription(deps, request.body.email);
      } catch (error) {
        request.log.error({ err: error }, 'newsletter mail could not be sent');
        throw unavailable(CONFIRMATION_NOT_SENT);
      }
      return { message: SUBSCRIBED };
    },
  );
};
