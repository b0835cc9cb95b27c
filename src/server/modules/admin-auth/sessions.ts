import { createHash, randomBytes } from 'node:crypto';
import type { Executor } from '../../db/client.ts';
import * as repo from './admin-auth.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A session lasts this long after its last use (the expiry slides forward)… */
export const SESSION_DAYS = 7;
export const SESSION_MS = SESSION_DAYS * DAY_MS;
/** …and never longer than this after its sign-in, however often it is used. */
export const SESSION_MAX_DAYS = 30;
export const SESSION_MAX_MS = SESSION_MAX_DAYS * DAY_MS;
/** How long a confirmed password (and code) opens the sensitive actions. */
export const REAUTHENTICATION_MS = 5 * 60 * 1000;

export function hashSessionId(id: string): string {
  return createHash('sha256').update(id).digest('hex');
}

/** A token for a link sent by e-mail; only its hash is stored. */
export function newLinkToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashSessionId(token) };
}

export interface NewSession {
  sessionId: string;
  expiresAt: Date;
}

/** The sliding expiry from `now`, cut at the absolute end of a session signed in at `signedInAt`. */
export function sessionExpiry(signedInAt: Date, now: Date): Date {
  return new Date(Math.min(now.getTime() + SESSION_MS, signedInAt.getTime() + SESSION_MAX_MS));
}

/** A session opened by a sign-in: a random 256-bit id, of which only the SHA-256 is stored. */
export async function startSession(db: Executor, adminId: number, now: Date): Promise<NewSession> {
  const sessionId = randomBytes(32).toString('base64url');
  const expiresAt = sessionExpiry(now, now);
  await repo.insertSession(db, { idHash: hashSessionId(sessionId), adminId, createdAt: now, expiresAt });
  await repo.deleteOverSessions(db, now, new Date(now.getTime() - SESSION_MAX_MS));
  return { sessionId, expiresAt };
}

/**
 * The same session under a new id, when it gains privileges (re-authentication, two-factor sign-in
 * turned on): an id someone learnt before is worth nothing after. The sign-in time stays, so the
 * absolute lifetime still counts from it. Undefined when the session is gone (signed out meanwhile).
 */
export async function renewSessionId(
  db: Executor,
  sessionId: string,
  now: Date,
  reauthenticatedAt?: Date,
): Promise<NewSession | undefined> {
  const old = await repo.deleteSession(db, hashSessionId(sessionId));
  if (!old) return undefined;
  const renewed = randomBytes(32).toString('base64url');
  const expiresAt = sessionExpiry(old.createdAt, now);
  await repo.insertSession(db, {
    idHash: hashSessionId(renewed),
    adminId: old.adminId,
    createdAt: old.createdAt,
    expiresAt,
    reauthenticatedAt: reauthenticatedAt ?? old.reauthenticatedAt,
  });
  return { sessionId: renewed, expiresAt };
}
