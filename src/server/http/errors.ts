import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { VERSION_CONFLICT } from '../../contracts/common.ts';
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable } from '../db/availability.ts';

/**
 * An error meant for the client: its status and message are sent as they are, with a machine-readable
 * `reason` when a client must tell this refusal from others of the same status.
 */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly errors: Record<string, string> | undefined;
  readonly reason: string | undefined;
  constructor(statusCode: number, message: string, errors?: Record<string, string>, reason?: string) {
    super(message);
    this.statusCode = statusCode;
    this.errors = errors;
    this.reason = reason;
  }
}

/**
 * A write based on an older version than the stored one (http/versions.ts): 409 with the record as
 * its read answers it now, so the writer can see what changed.
 */
export class VersionConflict extends Error {
  readonly current: unknown;
  constructor(current: unknown) {
    super(VERSION_CONFLICT);
    this.current = current;
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) =>
  new HttpError(400, message, errors);
export const unauthorized = (message: string) => new HttpError(401, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const tooManyRequests = (message: string) => new HttpError(429, message);

/**
 * The words of the refusals made before a route reads the request (Fastify's, and those the server
 * writes below Fastify: http/http-server.ts): plain words, no internals.
 */
export const REFUSALS: Record<number, string> = {
  400: 'The request could not be read',
  408: 'The request took too long to arrive',
  413: 'The request body is too large',
  415: 'Unsupported content type',
  417: 'The expectation in the request cannot be met',
  431: 'The request headers are too large',
};

/** Field path → first message, as admin-area §5 forms show one message per field. */
function fieldErrors(issues: { instancePath: string; message?: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
    errors[field] ??= issue.message ?? 'Invalid value';
  }
  return errors;
}

/** The one place errors become answers: `{message}` (plus `errors` for validation), never a stack trace. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof VersionConflict) {
      return reply.status(409).send({ error: error.message, current: error.current });
    }
    if (error instanceof HttpError) {
      return reply
        .status(error.statusCode)
        .send({ message: error.message, errors: error.errors, reason: error.reason });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = fieldErrors(error.validation);
      const message = Object.values(errors)[0] ?? 'Invalid request';
      return reply.status(400).send({ message, errors });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own refusals (body too large, bad JSON, wrong content type).
      return reply.status(status).send({ message: REFUSALS[status] ?? error.message });
    }
    if (isDatabaseUnavailable(error)) {
      // Not a bug but an outage: a warning, and an answer that tells the client to come back.
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('Retry-After', '5');
      return reply.status(503).send({ message: DATABASE_UNAVAILABLE });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: 'Something went wrong on our side. Please try again.' });
  });

  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ message: 'Not found' }));
}
