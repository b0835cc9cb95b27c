import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import {
  type AdminMe,
  type AdminRole,
  CODE_REQUIRED,
  INVALID_CODE,
  INVALID_CREDENTIALS,
  NOT_SIGNED_IN,
  type Reauthentication,
  SIGN_IN_EXPIRED,
  WRONG_CONFIRMATION,
  WRONG_PASSWORD,
} from '../../../contracts/admin-auth.ts';
import type { Database, Executor } from '../../db/client.ts';
import { badRequest, unauthorized } from '../../http/errors.ts';
import * as repo from './admin-auth.repository.ts';
import {
  hashSessionId,
  type NewSession,
  REAUTHENTICATION_MS,
  renewSessionId,
  SESSION_MAX_MS,
  sessionExpiry,
  startSession,
} from './sessions.ts';
import { reserveSignInAttempt } from './sign-in-limit.ts';
import { acceptSecondFactor } from './two-factor.service.ts';

export const SESSION_COOKIE = 'nabj_session';
// A session's expiry is pushed forward at most once an hour, so reads do not write on every request.
const EXTEND_AFTER_MS = 60 * 60 * 1000;

// @node-rs/argon2's Algorithm is a const enum, which erasable TypeScript cannot import: 2 is Argon2id.
const ARGON2ID = 2;

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

// Verified against when the username is unknown, so both answers take the same time.
const decoyHash = hashPassword(randomBytes(16).toString('hex'));

export interface SignedIn extends NewSession, AdminMe {}

/** The password was right; the sign-in waits for an authentication code. */
export interface TwoFactorPending {
  twoFactorRequired: true;
  challenge: string;
}

// Long enough to open the app and type a code, short enough that a stolen token is soon worthless.
export const CHALLENGE_MS = 5 * 60 * 1000;

/**
 * admin-area §2: reserves an attempt (sign-in-limit.ts) and checks the password. Without two-factor
 * sign-in it opens a new session (a new id every time); with it, it hands back a challenge for the
 * code instead.
 */
export async function signIn(
  db: Database,
  username: string,
  password: string,
  address: string,
  now = new Date(),
): Promise<SignedIn | TwoFactorPending> {
  const attempt = await reserveSignInAttempt(db, username, address, now);
  const admin = await repo.findAdminByUsername(db, username);
  const valid = await verify(admin?.passwordHash ?? (await decoyHash), password);
  if (!admin || !valid) throw unauthorized(INVALID_CREDENTIALS);

  if (admin.totpSecret) {
    const challenge = randomBytes(32).toString('base64url');
    // Only this attempt is taken back: guesses at the code must keep counting toward the lock-out,
    // however often the password is entered again.
    await attempt.refund();
    await db.transaction(async (tx) => {
      await repo.insertLoginChallenge(
        tx,
        hashSessionId(challenge),
        admin.id,
        new Date(now.getTime() + CHALLENGE_MS),
      );
      await repo.deleteExpiredLoginChallenges(tx, now);
    });
    return { twoFactorRequired: true, challenge };
  }
  await attempt.succeed();
  return openSession(db, admin, now);
}

/**
 * The second step: a code from the app (or a recovery code, used up) for a live challenge. Wrong
 * codes count toward the same lock-out as wrong passwords.
 */
export async function completeTwoFactorSignIn(
  db: Database,
  challenge: string,
  code: string,
  address: string,
  now = new Date(),
): Promise<SignedIn> {
  const idHash = hashSessionId(challenge);
  const pending = await repo.findLiveChallenge(db, idHash, now);
  if (!pending?.totpSecret) throw unauthorized(SIGN_IN_EXPIRED);
  const attempt = await reserveSignInAttempt(db, pending.username, address, now);
  const accepted = await acceptSecondFactor(
    db,
    { id: pending.adminId, totpSecret: pending.totpSecret, totpLastStep: pending.totpLastStep },
    code,
    now,
  );
  if (!accepted) throw unauthorized(INVALID_CODE);
  await attempt.succeed();
  await repo.deleteLoginChallenge(db, idHash);
  return openSession(db, { ...pending, id: pending.adminId }, now);
}

async function openSession(
  db: Database,
  admin: { id: number; username: string; role: AdminRole; email: string | null; totpSecret: string | null },
  now: Date,
): Promise<SignedIn> {
  const session = await db.transaction((tx) => startSession(tx, admin.id, now));
  const twoFactorEnabled = admin.totpSecret !== null;
  return {
    ...session,
    id: admin.id,
    username: admin.username,
    role: admin.role,
    twoFactorEnabled,
    twoFactorSetupRequired: !twoFactorEnabled && (await repo.readTwoFactorRequired(db)),
    emailRequired: admin.email === null,
    pendingEmail: (await repo.findPendingEmail(db, admin.id, now)) ?? null,
  };
}

/** What GET /api/admin/me answers of a signed-in account. */
export function presentMe(admin: AdminMe): AdminMe {
  const { id, username, role, twoFactorEnabled, twoFactorSetupRequired, emailRequired, pendingEmail } = admin;
  return { id, username, role, twoFactorEnabled, twoFactorSetupRequired, emailRequired, pendingEmail };
}

export interface SessionAdmin extends AdminMe {
  /** The password (and code) was confirmed in this session within REAUTHENTICATION_MS. */
  recentlyReauthenticated: boolean;
  /** Set when the sliding expiry moved, so the cookie is renewed too. */
  renewedUntil?: Date;
}

/**
 * The admin behind a session cookie, extending the 7-day sliding expiry up to the 30-day absolute
 * one; undefined when not signed in.
 */
export async function resolveSession(
  db: Database,
  sessionId: string,
  now = new Date(),
): Promise<SessionAdmin | undefined> {
  const idHash = hashSessionId(sessionId);
  const session = await repo.findLiveSession(db, idHash, now, new Date(now.getTime() - SESSION_MAX_MS));
  if (!session) return undefined;
  // Read on every request rather than fixed at sign-in, so turning the rule on reaches open sessions.
  const admin: SessionAdmin = {
    id: session.adminId,
    username: session.username,
    role: session.role,
    twoFactorEnabled: session.twoFactorEnabled,
    twoFactorSetupRequired: !session.twoFactorEnabled && (await repo.readTwoFactorRequired(db)),
    emailRequired: session.email === null,
    pendingEmail: session.pendingEmail,
    recentlyReauthenticated:
      session.reauthenticatedAt !== null &&
      now.getTime() - session.reauthenticatedAt.getTime() < REAUTHENTICATION_MS,
  };
  const fullExpiry = sessionExpiry(session.createdAt, now);
  if (fullExpiry.getTime() - session.expiresAt.getTime() > EXTEND_AFTER_MS) {
    admin.renewedUntil = fullExpiry;
    await repo.extendSession(db, idHash, admin.renewedUntil);
  }
  return admin;
}

/**
 * The "sudo" step: the password, and a code when two-factor sign-in is on, confirmed in a session,
 * checked and throttled like a sign-in. It opens the sensitive actions for REAUTHENTICATION_MS and
 * gives the session a new id (returned).
 */
export async function reauthenticate(
  db: Database,
  sessionId: string,
  adminId: number,
  proof: Reauthentication,
  address: string,
  now = new Date(),
): Promise<NewSession & { reauthenticatedUntil: Date }> {
  const admin = await repo.findAdminById(db, adminId);
  // The session guard found this admin a moment ago; a deletion in between is not a client error.
  if (!admin) throw new Error(`admin ${adminId} vanished`);
  const code = proof.code?.trim();
  if (admin.totpSecret && !code) throw badRequest(CODE_REQUIRED, { code: CODE_REQUIRED });

  const attempt = await reserveSignInAttempt(db, admin.username, address, now);
  const proven =
    (await verify(admin.passwordHash, proof.password)) &&
    (!admin.totpSecret ||
      (await acceptSecondFactor(db, { ...admin, totpSecret: admin.totpSecret }, code ?? '', now)));
  if (!proven) {
    const message = admin.totpSecret ? WRONG_CONFIRMATION : WRONG_PASSWORD;
    throw badRequest(message, { password: message });
  }
  await attempt.succeed();
  const session = await db.transaction((tx) => renewSessionId(tx, sessionId, now, now));
  // Signed out in the meantime: nothing is left to confirm.
  if (!session) throw unauthorized(NOT_SIGNED_IN);
  return { ...session, reauthenticatedUntil: new Date(now.getTime() + REAUTHENTICATION_MS) };
}

export async function signOut(db: Database, sessionId: string): Promise<void> {
  await repo.deleteSession(db, hashSessionId(sessionId));
}

export async function createAdmin(
  db: Executor,
  username: string,
  password: string,
  more: { role?: AdminRole; email?: string } = {},
) {
  return repo.insertAdmin(db, { username, passwordHash: await hashPassword(password), ...more });
}

/**
 * Stores a new password's hash and ends every session of the admin, or every one but `keepSessionId`'s
 * (the admin's own change); the account's mailed links stop working too, since whoever had the old
 * password may have asked for them. Every way of changing a password comes through here.
 */
export async function setPasswordHash(
  db: Executor,
  adminId: number,
  passwordHash: string,
  keepSessionId?: string,
) {
  await repo.updatePasswordHash(db, adminId, passwordHash);
  if (keepSessionId) await repo.deleteOtherSessionsOfAdmin(db, adminId, hashSessionId(keepSessionId));
  else await repo.deleteSessionsOfAdmin(db, adminId);
  await repo.deleteAccountLinks(db, adminId);
}

/** The operator's reset (`npm run admin -- reset-password`). Returns false for an unknown username. */
export async function resetPassword(db: Database, username: string, password: string): Promise<boolean> {
  const admin = await repo.findAdminByUsername(db, username);
  if (!admin) return false;
  const passwordHash = await hashPassword(password);
  await db.transaction((tx) => setPasswordHash(tx, admin.id, passwordHash));
  return true;
}

// Any fixed number shared by all instances (besides db/client.ts's migration lock).
const FIRST_ADMIN_LOCK = 7_041_992;

/**
 * First start: make sure someone can sign in. Returns the admin made, with the generated password
 * when one was made; undefined when an admin existed, or another instance starting at the same
 * moment made it.
 */
export async function ensureAdmin(
  db: Database,
  configured: { username: string | undefined; password: string | undefined },
): Promise<{ username: string; generatedPassword?: string } | undefined> {
  if ((await repo.countAdmins(db)) > 0) return undefined;
  const username = configured.username ?? 'admin';
  const generatedPassword = configured.password ? undefined : randomBytes(12).toString('base64url');
  const passwordHash = await hashPassword(configured.password ?? (generatedPassword as string));
  const created = await db.transaction(async (tx) => {
    // Instances started together on one database pass here one at a time, so only the first creates it.
    await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_ADMIN_LOCK})`);
    if ((await repo.countAdmins(tx)) > 0) return false;
    await repo.insertAdmin(tx, { username, passwordHash });
    return true;
  });
  if (!created) return undefined;
  return generatedPassword ? { username, generatedPassword } : { username };
}

/** The admin's own change: every other session ends, this one stays. */
export async function changePassword(db: Database, adminId: number, password: string, keepSessionId: string) {
  const passwordHash = await hashPassword(password);
  await db.transaction((tx) => setPasswordHash(tx, adminId, passwordHash, keepSessionId));
}

/** Ends every session of the admin but the one asking. */
export function endOtherSessions(db: Database, adminId: number, keepSessionId: string): Promise<void> {
  return repo.deleteOtherSessionsOfAdmin(db, adminId, hashSessionId(keepSessionId));
}
