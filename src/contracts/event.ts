import { z } from 'zod';
import { isoDateSchema, listQuerySchema, optionalWebAddress, requiredText, versionField } from './common.ts';
import {
  EVENT_DATE_INVALID,
  EVENT_DATE_REQUIRED,
  EVENT_TIME_INVALID,
  EVENT_TIME_PATTERN,
  EVENT_TIME_REQUIRED,
  eventTypes,
  parseEventDate,
  REGISTRATION_URL_INVALID,
} from './event-values.ts';

export * from './event-values.ts';

const EVENT_TYPE_MESSAGE = `Type must be one of ${eventTypes.join(', ')}`;

export const eventTypeSchema = z
  .string({ error: EVENT_TYPE_MESSAGE })
  .trim()
  .toLowerCase()
  .pipe(z.enum(eventTypes, { error: EVENT_TYPE_MESSAGE }));

/** An absolute http(s) address, or nothing: '' and null are stored as no link. */
const registrationUrlSchema = optionalWebAddress(REGISTRATION_URL_INVALID);

/** admin-area §5 event rules, for create and edit alike; the route combines `date` and `time`. */
export const eventInputSchema = z.object({
  title: requiredText('Title is required', 300),
  description: requiredText('Description is required', 10_000),
  date: requiredText(EVENT_DATE_REQUIRED, 100).refine(
    (value) => parseEventDate(value) !== undefined,
    EVENT_DATE_INVALID,
  ),
  // Only a separate time key that the client sends blank is an error; no key means the time is in `date`.
  time: z
    .string({ error: EVENT_TIME_REQUIRED })
    .trim()
    .min(1, EVENT_TIME_REQUIRED)
    .regex(EVENT_TIME_PATTERN, EVENT_TIME_INVALID)
    .optional(),
  location: requiredText('Location is required', 500),
  type: eventTypeSchema.optional().default('meeting'),
  registrationUrl: registrationUrlSchema,
});
export type EventInput = z.input<typeof eventInputSchema>;
export type EventBody = z.output<typeof eventInputSchema>;

export const eventSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  /** The instant, ISO 8601. */
  date: isoDateSchema,
  /** HH:MM of `date` on the chapter's clock (America/New_York). */
  time: z.string(),
  location: z.string(),
  type: z.enum(eventTypes),
  registrationUrl: z.string().nullable(),
  createdAt: isoDateSchema,
});
/** Named so it does not shadow the DOM's Event in web code. */
export type ChapterEvent = z.infer<typeof eventSchema>;

/** An event in the admin answers, with when it was last edited and its version. */
export const adminEventSchema = eventSchema.extend({ updatedAt: isoDateSchema, ...versionField });
export type AdminEvent = z.infer<typeof adminEventSchema>;

export const upcomingEventsQuerySchema = listQuerySchema.extend({
  // public-site §9: the Extra! Extra! page shows the first 5.
  limit: z.coerce.number().int().min(1).max(100).optional().default(5),
});
