import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminListQuerySchema, bulkDeleteSchema } from '../../../contracts/admin-list.ts';
import {
  adminEventSchema,
  type EventBody,
  eventInputSchema,
  parseEventDate,
} from '../../../contracts/event.ts';
import { eventTypes } from '../../../contracts/event-values.ts';
import type { Database } from '../../db/client.ts';
import { registerContentAdminRoutes } from '../../http/content-admin-routes.ts';
import { presentAdminEvent } from './events.presenter.ts';
import { type EventValues, eventRepository } from './events.repository.ts';

function toValues({ date, time, registrationUrl, ...body }: EventBody): EventValues {
  // The schema has checked both parts, so the combination is a date (admin-area §5).
  return { ...body, date: parseEventDate(date, time)!, registrationUrl: registrationUrl ?? null };
}

export const eventsAdminRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  registerContentAdminRoutes(app, db, {
    kind: 'event',
    missing: 'Event not found',
    repository: eventRepository,
    listQuery: adminListQuerySchema({ types: eventTypes }),
    item: { schema: adminEventSchema, present: presentAdminEvent },
    input: eventInputSchema,
    toValues,
    bulk: bulkDeleteSchema,
  });
};
