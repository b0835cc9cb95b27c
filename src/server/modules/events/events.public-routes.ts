import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, listQuerySchema } from '../../../contracts/common.ts';
import { eventSchema, upcomingEventsQuerySchema } from '../../../contracts/event.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { presentEvent } from './events.presenter.ts';
import { findEvent, listEvents, listUpcomingEvents } from './events.repository.ts';

export const eventsPublicRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/events',
    {
      config: { cacheAnswer: true },
      schema: { querystring: listQuerySchema, response: { 200: z.array(eventSchema) } },
    },
    async (request) => (await listEvents(db, request.query)).map(presentEvent),
  );

  app.get(
    '/api/events/upcoming',
    {
      config: { cacheAnswer: true },
      schema: { querystring: upcomingEventsQuerySchema, response: { 200: z.array(eventSchema) } },
    },
    async (request) => (await listUpcomingEvents(db, request.query)).map(presentEvent),
  );

  app.get(
    '/api/events/:id',
    { config: { cacheAnswer: true }, schema: { params: idParamsSchema, response: { 200: eventSchema } } },
    async (request) => {
      const row = await findEvent(db, request.params.id);
      if (!row) throw notFound('Event not found');
      return presentEvent(row);
    },
  );
};
