import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sessionCookieOptions } from './auth-guard.ts';

const LIFETIME_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * A random id a public write leaves in the browser for a year: nothing personal, it only lets the site
 * know the same browser again. An id of `bytes` random bytes; a cookie holding anything but such an id
 * (at least `minLength` characters) counts as none.
 */
export function visitorCookie(name: string, { bytes, minLength }: { bytes: number; minLength: number }) {
  const valid = new RegExp(`^[A-Za-z0-9_-]{${minLength},128}$`);
  const known = (request: FastifyRequest) => {
    const value = request.cookies[name];
    return value && valid.test(value) ? value : undefined;
  };
  return {
    known,
    /** The browser's id, or a new one. */
    idOf: (request: FastifyRequest) => known(request) ?? randomBytes(bytes).toString('base64url'),
    /** Gives the browser `id` unless its cookie holds it already. */
    keep(request: FastifyRequest, reply: FastifyReply, publicUrl: string, id: string) {
      if (request.cookies[name] === id) return;
      const expires = new Date(Date.now() + LIFETIME_MS);
      reply.setCookie(name, id, sessionCookieOptions(request, publicUrl, expires));
    },
  };
}
