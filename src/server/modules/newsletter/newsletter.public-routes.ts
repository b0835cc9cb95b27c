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
import { type Mailer, PermanentMailFailure } from '../../mail/mailer.ts';
import { mailDepsOf } from './newsletter-delivery.routes.ts';
import { requestSubscription } from './newsletter-mailings.service.ts';

export const newsletterPublicRoutes: FastifyPluginAsyncZod<{
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  /** Sign-up requests per client address per rate-limit window. */
  rateLimit: number;
}> = async (app, { rateLimit, ...options }) => {
  const deps = mailDepsOf(app, options);
  // A public write (ARCHITECTURE.md, API rules). The answer is the same for a new, an active and an
  // unsubscribed address, so the form cannot be used to learn who is on the list. Limited, as each
  // sign-up may send a confirmation mail. Only a confirmation the mail server refuses for good is a
  // failure: a busy server's is retried in the background, and a welcome never holds the answer.
  app.post(
    '/api/newsletter/subscribe',
    {
      config: { access: 'public' },
      onRequest: limitRequests(options.db, {
        action: 'newsletter-subscribe',
        limit: rateLimit,
        message: SUBSCRIBE_RATE_LIMITED,
      }),
      schema: { body: subscribeSchema, response: { 200: messageSchema } },
    },
    async (request) => {
      try {
        await requestSubscription(deps, request.body.email);
      } catch (error) {
        if (!(error instanceof PermanentMailFailure)) throw error;
        request.log.warn({ err: error }, 'the confirmation mail was refused');
        throw unavailable(CONFIRMATION_NOT_SENT);
      }
      return { message: SUBSCRIBED };
    },
  );
};
