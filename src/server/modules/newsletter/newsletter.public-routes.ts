import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageSchema } from '../../../contracts/common.ts';
import { SUBSCRIBE_RATE_LIMITED, SUBSCRIBED, subscribeSchema } from '../../../contracts/newsletter.ts';
import { limitRequests } from '../../http/rate-limit.ts';
import { mailDepsOf } from './newsletter-delivery.routes.ts';
import { type MailDeps, requestSubscription } from './newsletter-mailings.service.ts';

export const newsletterPublicRoutes: FastifyPluginAsyncZod<
  Omit<MailDeps, 'background'> & {
    /** Sign-up requests per client address per rate-limit window. */
    rateLimit: number;
  }
> = async (app, { rateLimit, ...options }) => {
  const deps = mailDepsOf(app, options);
  // A public write (ARCHITECTURE.md, API rules). The answer is the same for a new, an active and an
  // unsubscribed address, and comes before any mail is sent (the mail is queued), so neither its
  // words nor its timing tell who is on the list. Limited, as each sign-up may send a confirmation mail.
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
      await requestSubscription(deps, request.body.email);
      return { message: SUBSCRIBED };
    },
  );
};
