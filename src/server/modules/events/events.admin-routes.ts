import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminListQuerySchema, bulkDeleteSchema, bulkResultSchema } from '../../../contracts/admin-list.ts';
import { idParamsSchema } from '../../../contracts/common.ts';
import {
  adminEventSchema,
  type EventBody,
  eventInputSchema,
  eventSchema,
  parseEventDate,
} from '../../../contracts/event.ts';
import { eventTypes } from '../../../contracts/event-values.ts';
import { applyBulkAction } from '../../db/admin-list.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { presentAdminEvent, presentEvent } from './events.presenter.ts';
import * as repo from './events.repository.ts';

function toValues({ date, time, registrationUrl, ...body }: EventBody): repo.EventValues {
  // The schema has checked both parts, so the combination is a date (admin-area §5).
  return { ...body, date: parseEventDate(date, time)!, registrationUrl: registrationUrl ?? null };
}

export const eventsAdminRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/admin/events',
    {
      config: { role: 'editor' },
      schema: {
        querystring: adminListQuerySchema({ types: eventTypes }),
        response: { 200: z.array(adminEventSchema) },
      },
    },
    async (request) => (await repo.listAdminEvents(db, request.query)).map(presentAdminEvent),
  );

  app.post(
    '/api/admin/events/bulk',
    { config: { role: 'editor' }, schema: { body: bulkDeleteSchema, response: { 200: bulkResultSchema } } },
    async (request) => ({ count: await applyBulkAction(db, repo.eventList, request.body) }),
  );

  app.get(
    '/api/admin/events/:id',
    { config: { role: 'editor' }, schema: { params: idParamsSchema, response: { 200: eventSchema } } },
    async (request) => {
      const row = await repo.findEvent(db, request.params.id);
      if (!row) throw notFound('Event not found');
      return presentEvent(row);
    },
  );

  app.post(
    '/api/admin/events',
    { config: { role: 'editor' }, schema: { body: eventInputSchema, response: { 201: eventSchema } } },
    async (request, reply) => {
      const row = await repo.insertEvent(db, toValues(request.body));
      return reply.status(201).send(presentEvent(row));
    },
  );

  app.put(
    '/api/admin/events/:id',
    {
      config: { role: 'editor' },
      schema: { params: idParamsSchema, body: eventInputSchema, response: { 200: eventSchema } },
    },
    async (request) => {
      const row = await repo.updateEvent(db, request.params.id, toValues(request.body));
      if (!row) throw notFound('Event not found');
      return presentEvent(row);
    },
  );

  app.delete(
    '/api/admin/events/:id',
    { config: { role: 'editor' }, schema: { params: idParamsSchema } },
    async (request, reply) => {
      if (!(await repo.deleteEvent(db, request.params.id))) throw notFound('Event not found');
      return reply.status(204).send();
    },
  );
};
