import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageSchema } from '../../../contracts/common.ts';
import { SUBSCRIBE_RATE_LIMITED, SUBSCRIBED, subscribeSchema } from '../../../contracts/newsletter.ts';
import { SIGN_UP_PAGE, type SignUpOutcome } from '../../../contracts/newsletter-values.ts';
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
  const limit = limitRequests(options.db, {
    action: 'newsletter-subscribe',
    limit: rateLimit,
    message: SUBSCRIBE_RATE_LIMITED,
  });
  app.post(
    '/api/newsletter/subscribe',
    {
      config: { access: 'public' },
      onRequest: limit,
      schema: { body: subscribeSchema, response: { 200: messageSchema } },
    },
    async (request) => {
      await requestSubscription(deps, request.body.email);
      return { message: SUBSCRIBED };
    },
  );

  // The sign-up form posted by the browser itself, without JavaScript or before the page's code has
  // arrived: the same sign-up and limit, answered by a redirect to the page that tells the outcome.
  // The address never goes into the URL.
  app.register(async (form) => {
    form.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    const outcomePage = (outcome: SignUpOutcome) => `${SIGN_UP_PAGE}?outcome=${outcome}`;
    form.withTypeProvider<ZodTypeProvider>().post(
      SIGN_UP_PAGE,
      {
        config: { access: 'public' },
        onRequest: limit,
        schema: { body: subscribeSchema },
        errorHandler: (error, _request, reply) => {
          const status = (error as { statusCode?: number }).statusCode;
          const outcome = status === 400 ? 'invalid' : status === 429 ? 'limited' : 'failed';
          return reply.redirect(outcomePage(outcome), 303);
        },
      },
      async (request, reply) => {
        await requestSubscription(deps, request.body.email);
        return reply.redirect(outcomePage('subscribed'), 303);
      },
    );
  });
};
