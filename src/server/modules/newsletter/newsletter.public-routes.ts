import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageSchema } from '../../../contracts/common.ts';
import { SUBSCRIBED, subscribeSchema } from '../../../contracts/newsletter.ts';
import type { Database } from '../../db/client.ts';
import { subscribe } from './newsletter.repository.ts';

export const newsletterPublicRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  // A public write (ARCHITECTURE.md, API rules). The answer is the same for a new, an active and an
  // unsubscribed address, so the form cannot be used to learn who is on the list.
  app.post(
    '/api/newsletter/subscribe',
    { config: { access: 'public' }, schema: { body: subscribeSchema, response: { 200: messageSchema } } },
    async (request) => {
      await subscribe(db, request.body.email);
      return { message: SUBSCRIBED };
    },
  );
};
