import { createHash, randomBytes } from 'node:crypto';
import {
  INVALID_CODE,
  NOT_SIGNED_IN,
  OWN_TWO_FACTOR_FIRST,
  TWO_FACTOR_ALREADY_ON,
  TWO_FACTOR_NOT_STARTED,
  TWO_FACTOR_OFF,
  type TwoFactorStatus,
} from '../../../contracts/admin-auth.ts';
import type { Database, Executor } from '../../db/client.ts';
import { badRequest, conflict, unauthorized } from '../../http/errors.ts';
import { readSiteSettings } from '../site-settings/site-settings.repository.ts';
import * as repo from './admin-auth.repository.ts';
import { hashSessionId, type NewSession, renewSessionId } from './sessions.ts';
import { base32Encode, generateTotpSecret, matchTotp, otpauthUri } from './totp.ts';

export const RECOVERY_CODE_COUNT = 10;

/** Spaces, dashes and case do not matter when a code is typed. */
function normalizeCode(code: string): string {
  return code.replace(/[\s-]/g, '').toLowerCase();
}

/**
 * Recovery codes carry 50 random bits, so a plain SHA-256 is enough to keep the stored form from being
 * typed in (argon2 would make checking ten of them slow, and the TOTP key beside them is stored as is).
 */
function hashRecoveryCode(normalized: string): string {
  return createHash('sha256').update(normalized).digest('hex');
}

/** Ten codes such as "k7qm2-x4pta": 10 base32 characters each, shown in two groups of five. */
function generateRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const code = base32Encode(randomBytes(7)).slice(0, 10).toLowerCase();
    return `${code.slice(0, 5)}-${code.slice(5)}`;
  });
}

/**
 * Accepts a current code from the app (once: its step is recorded) or an unused recovery code (then
 * deleted). Both checks are single conditional writes, so a code cannot be used twice even by two
 * requests at the same moment on two instances.
 */
export async function acceptSecondFactor(
  db: Executor,
  admin: { id: number; totpSecret: string; totpLastStep: number | null },
  code: string,
  now: Date,
): Promise<boolean> {
  const normalized = normalizeCode(code);
  if (/^\d{6}$/.test(normalized)) {
    const step = matchTotp(admin.totpSecret, normalized, now, admin.totpLastStep);
    return step !== undefined && (await repo.claimTotpStep(db, admin.id, step));
  }
  if (/^[a-z2-7]{10}$/.test(normalized)) {
    return repo.consumeRecoveryCode(db, admin.id, hashRecoveryCode(normalized));
  }
  return false;
}

async function loadAdmin(db: Executor, adminId: number) {
  const admin = await repo.findAdminById(db, adminId);
  // The session guard found this admin a moment ago; a deletion in between is not a client error.
  if (!admin) throw new Error(`admin ${adminId} vanished`);
  return admin;
}

export async function twoFactorStatus(db: Database, adminId: number): Promise<TwoFactorStatus> {
  const admin = await loadAdmin(db, adminId);
  return {
    enabled: admin.totpSecret !== null,
    recoveryCodesLeft: await repo.countRecoveryCodes(db, adminId),
    requiredForEveryone: await repo.readTwoFactorRequired(db),
  };
}

/** Step one of turning it on: a new key, kept pending until a code from the app proves it was added. */
export async function beginTwoFactorSetup(db: Database, adminId: number) {
  const admin = await loadAdmin(db, adminId);
  if (admin.totpSecret) throw conflict(TWO_FACTOR_ALREADY_ON);
  const secret = generateTotpSecret();
  await repo.setPendingTotpSecret(db, adminId, secret);
  const { chapterName } = await readSiteSettings(db);
  return { secret, otpauthUri: otpauthUri(secret, chapterName, admin.username) };
}

/**
 * Step two: a current code for the pending key turns two-factor sign-in on and returns the recovery
 * codes, shown this once. Every other session of the admin ends, as after a password change, so a
 * session stolen before cannot outlive the stronger sign-in; this one, which has gained the second
 * factor, goes on under a new id (returned).
 */
export async function confirmTwoFactorSetup(
  db: Database,
  adminId: number,
  code: string,
  sessionId: string,
  now = new Date(),
): Promise<{ recoveryCodes: string[]; session: NewSession }> {
  const admin = await loadAdmin(db, adminId);
  if (admin.totpSecret) throw conflict(TWO_FACTOR_ALREADY_ON);
  if (!admin.totpPendingSecret) throw conflict(TWO_FACTOR_NOT_STARTED);
  const step = matchTotp(admin.totpPendingSecret, normalizeCode(code), now, null);
  if (step === undefined) throw badRequest(INVALID_CODE, { code: INVALID_CODE });
  const recoveryCodes = generateRecoveryCodes();
  const session = await db.transaction(async (tx) => {
    await repo.confirmTotpSecret(tx, adminId, step);
    await repo.replaceRecoveryCodes(
      tx,
      adminId,
      recoveryCodes.map((c) => hashRecoveryCode(normalizeCode(c))),
    );
    await repo.deleteOtherSessionsOfAdmin(tx, adminId, hashSessionId(sessionId));
    const renewed = await renewSessionId(tx, sessionId, now);
    // Signed out in the meantime: the transaction is undone, two-factor sign-in stays off.
    if (!renewed) throw unauthorized(NOT_SIGNED_IN);
    return renewed;
  });
  return { recoveryCodes, session };
}

/** Turning it off is a sensitive action: the route is open only just after the password and a code. */
export async function disableTwoFactor(db: Database, adminId: number): Promise<void> {
  const admin = await loadAdmin(db, adminId);
  if (!admin.totpSecret) throw conflict(TWO_FACTOR_OFF);
  await db.transaction((tx) => repo.clearTwoFactor(tx, adminId));
}

/** Only an admin who uses two-factor sign-in may require it of everyone: the rule's setter has shown it works. */
export async function setTwoFactorRequired(
  db: Database,
  admin: { twoFactorEnabled: boolean },
  required: boolean,
): Promise<void> {
  if (required && !admin.twoFactorEnabled) throw conflict(OWN_TWO_FACTOR_FIRST);
  await repo.writeTwoFactorRequired(db, required);
}

/**
 * The operator's way back in for an admin who lost both phone and recovery codes (`npm run admin --
 * reset-two-factor`): two-factor sign-in off and every session ended. False for an unknown username.
 */
export async function resetTwoFactor(db: Database, username: string): Promise<boolean> {
  const admin = await repo.findAdminByUsername(db, username);
  if (!admin) return false;
  await db.transaction(async (tx) => {
    await repo.clearTwoFactor(tx, admin.id);
    await repo.deleteSessionsOfAdmin(tx, admin.id);
  });
  return true;
}
