import type { FastifyReply, FastifyRequest } from 'fastify';
import { badRequest, notFound, VersionConflict } from './errors.ts';

/**
 * Versions and conflicts (docs/api.md): a write of an existing record may name the version it was
 * based on, as `If-Match: "<version>"` (the ETag of its read) or a body field `version`; the route
 * then writes only over that version and answers 409 with the record as it is now otherwise.
 */

const BAD_VERSION = 'The version must be a whole number, as the ETag gives it';

/** The version each write was based on, for the requests that name one. */
const basedOnVersions = new WeakMap<FastifyRequest, number>();

/** The version a request names: its If-Match header first (`*` names none), else its body's field. */
function namedVersion(request: FastifyRequest, fromBody: unknown): unknown {
  const header = request.headers['if-match'];
  if (header === undefined) return fromBody ?? undefined;
  if (header.trim() === '*') return undefined;
  const match = /^\s*(?:W\/)?"?(\d{1,10})"?\s*$/.exec(header);
  return match ? Number(match[1]) : header;
}

/**
 * A preValidation hook of the writes of an existing record: takes `version` off the body (so each
 * kind's body schema stays its own) and keeps the version named for `basedOn`.
 */
export async function takeVersion(request: FastifyRequest): Promise<void> {
  const body = request.body;
  let fromBody: unknown;
  if (body !== null && typeof body === 'object' && !Array.isArray(body) && 'version' in body) {
    fromBody = body.version;
    delete (body as { version?: unknown }).version;
  }
  const version = namedVersion(request, fromBody);
  if (version === undefined) return;
  // Kept within PostgreSQL's integer, which the stored versions are.
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 0 || version > 2_147_483_647) {
    throw badRequest(BAD_VERSION, { version: BAD_VERSION });
  }
  basedOnVersions.set(request, version);
}

/** The version the request's write was based on; undefined when it named none (accepted as before). */
export const basedOn = (request: FastifyRequest): number | undefined => basedOnVersions.get(request);

/** Sends a record's version as the answer's ETag, for the next write's If-Match. */
export function tagVersion(reply: FastifyReply, record: { version: number }): void {
  reply.header('etag', `"${record.version}"`);
}

/**
 * Why a versioned write found no row to write: the record is gone (404 `missing`), or someone saved
 * it since (409 with `current`, the record as its read answers it now).
 */
export function refusal(current: unknown, missing: string): Error {
  return current === undefined ? notFound(missing) : new VersionConflict(current);
}
