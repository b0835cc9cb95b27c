import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { INVALID_CREDENTIALS, TOO_MANY_LOGIN_ATTEMPTS } from '../../../contracts/admin-auth.ts';
import type { Database } from '../../db/client.ts';
import { tooManyRequests, unauthorized } from '../../http/errors.ts';
import * as repo from './admin-auth.repository.ts';

export const SESSION_COOKIE = 'nabj_session';
export const SESSION_DAYS = 7;
const SESSION_MS = SESSION_DAYS * 24 * 60 * 60 * 1000;
// A session's expiry is pushed forward at most once an hour, so reads do not write on every request.
const EXTEND_AFTER_MS = 60 * 60 * 1000;
export const LOCKOUT_WINDOW_MS = 15 * 60 * 1000;
export const LOCKOUT_FAILURES = 5;

// @node-rs/argon2's Algorithm is a const enum, which erasable TypeScript cannot import: 2 is Argon2id.
const ARGON2ID = 2;

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

// Verified against when the username is unknown, so both answers take the same time.
const decoyHash = hashPassword(randomBytes(16).toString('hex'));

export function hashSessionId(id: string): string {
  return createHash('sha256').update(id).digest('hex');
}

export interface SignedIn {
  sessionId: string;
  expiresAt: Date;
  username: string;
}

/** admin-area §2: checks the lock-out, the password, then opens a new session (a new id every time). */
export async function signIn(
  db: Database,
  username: string,
  password: string,
  address: string,
  now = new Date(),
): Promise<SignedIn> {
  const failures = await repo.countRecentFailures(
    db,
    username,
    address,
    new Date(now.getTime() - LOCKOUT_WINDOW_MS),
  );
  if (failures >= LOCKOUT_FAILURES) throw tooManyRequests(TOO_MANY_LOGIN_ATTEMPTS);

  const admin = await repo.findAdminByUsername(db, username);
  const valid = await verify(admin?.passwordHash ?? (await decoyHash), password);
  if (!admin || !valid) {
    await repo.insertLoginFailure(db, username, address);
    throw unauthorized(INVALID_CREDENTIALS);
  }

  const sessionId = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_MS);
  await db.transaction(async (tx) => {
    await repo.clearLoginFailures(tx, username);
    await repo.insertSession(tx, hashSessionId(sessionId), admin.id, expiresAt);
    await repo.deleteExpiredSessions(tx, now);
    await repo.deleteOldLoginFailures(tx, new Date(now.getTime() - LOCKOUT_WINDOW_MS));
  });
  return { sessionId, expiresAt, username: admin.username };
}

export interface SessionAdmin {
  id: number;
  username: string;
  /** Set when the sliding expiry moved, so the cookie is renewed too. */
  renewedUntil?: Date;
}

/** The admin behind a session cookie, extending the 7-day sliding expiry; undefined when not signed in. */
export async function resolveSession(
  db: Database,
  sessionId: string,
  now = new Date(),
): Promise<SessionAdmin | undefined> {
  const idHash = hashSessionId(sessionId);
  const session = await repo.findLiveSession(db, idHash, now);
  if (!session) return undefined;
  const admin: SessionAdmin = { id: session.adminId, username: session.username };
  const fullExpiry = now.getTime() + SESSION_MS;
  if (fullExpiry - session.expiresAt.getTime() > EXTEND_AFTER_MS) {
    admin.renewedUntil = new Date(fullExpiry);
    await repo.extendSession(db, idHash, admin.renewedUntil);
  }
  return admin;
}

export function signOut(db: Database, sessionId: string): Promise<void> {
  return repo.deleteSession(db, hashSessionId(sessionId));
}

export async function createAdmin(db: Database, username: string, password: string) {
  return repo.insertAdmin(db, username, await hashPassword(password));
}

/** Sets a new password and ends every session of that admin. Returns false for an unknown username. */
export async function resetPassword(db: Database, username: string, password: string): Promise<boolean> {
  const admin = await repo.findAdminByUsername(db, username);
  if (!admin) return false;
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await repo.updatePasswordHash(tx, admin.id, passwordHash);
    await repo.deleteSessionsOfAdmin(tx, admin.id);
  });
  return true;
}

/** First start: make sure someone can sign in. Returns the generated password when one was made. */
export async function ensureAdmin(
  db: Database,
  configured: { username: string | undefined; password: string | undefined },
): Promise<{ username: string; generatedPassword?: string } | undefined> {
  if ((await repo.countAdmins(db)) > 0) return undefined;
  const username = configured.username ?? 'admin';
  if (configured.password) {
    await createAdmin(db, username, configured.password);
    return { username };
  }
  const generatedPassword = randomBytes(12).toString('base64url');
  await createAdmin(db, username, generatedPassword);
  return { username, generatedPassword };
}

/** Sets a new password and ends every session of the admin but the one making the change. */
export async function changePassword(db: Database, adminId: number, password: string, keepSessionId: string) {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await repo.updatePasswordHash(tx, adminId, passwordHash);
    await repo.deleteOtherSessionsOfAdmin(tx, adminId, hashSessionId(keepSessionId));
  });
}
