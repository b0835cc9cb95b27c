import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The write keeps only short-lived bookkeeping (an open editor's presence), never content: it is
     * made every few seconds, so it is left out of the audit log, drops no cached page and wakes no job.
     */
    ephemeral?: boolean;
  }
}

/** Whether the request's route declared `config: { ephemeral: true }`. */
export const isEphemeral = (request: FastifyRequest): boolean =>
  request.routeOptions.config.ephemeral === true;
