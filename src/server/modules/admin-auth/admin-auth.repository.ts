import { and, asc, count, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { appState } from '../app-state/app-state.table.ts';
import {
  adminLoginChallenges,
  adminRecoveryCodes,
  adminSessions,
  admins,
  loginFailures,
} from './admin-auth.table.ts';

export function findAdminByUsername(db: Executor, username: string) {
  return db.query.admins.findFirst({ where: eq(sql`lower(${admins.username})`, username.toLowerCase()) });
}

export function findAdminById(db: Executor, id: number) {
  return db.query.admins.findFirst({ where: eq(admins.id, id) });
}

export async function insertAdmin(db: Executor, username: string, passwordHash: string) {
  const [row] = await db.insert(admins).values({ username, passwordHash }).returning();
  return row!;
}

export async function updatePasswordHash(db: Executor, adminId: number, passwordHash: string): Promise<void> {
  await db.update(admins).set({ passwordHash }).where(eq(admins.id, adminId));
}

export async function countAdmins(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(admins);
  return row?.n ?? 0;
}

export async function insertSession(db: Executor, idHash: string, adminId: number, expiresAt: Date) {
  await db.insert(adminSessions).values({ idHash, adminId, expiresAt });
}

/** The live session with its admin, or undefined when unknown or expired. */
export async function findLiveSession(db: Executor, idHash: string, now: Date) {
  const [row] = await db
    .select({
      adminId: admins.id,
      username: admins.username,
      twoFactorEnabled: sql<boolean>`${admins.totpSecret} is not null`.mapWith(Boolean),
      expiresAt: adminSessions.expiresAt,
    })
    .from(adminSessions)
    .innerJoin(admins, eq(admins.id, adminSessions.adminId))
    .where(and(eq(adminSessions.idHash, idHash), gt(adminSessions.expiresAt, now)));
  return row;
}

export async function extendSession(db: Executor, idHash: string, expiresAt: Date): Promise<void> {
  await db.update(adminSessions).set({ expiresAt }).where(eq(adminSessions.idHash, idHash));
}

export async function deleteSession(db: Executor, idHash: string): Promise<void> {
  await db.delete(adminSessions).where(eq(adminSessions.idHash, idHash));
}

export async function deleteSessionsOfAdmin(db: Executor, adminId: number): Promise<void> {
  await db.delete(adminSessions).where(eq(adminSessions.adminId, adminId));
}

export async function deleteExpiredSessions(db: Executor, now: Date): Promise<void> {
  await db.delete(adminSessions).where(lt(adminSessions.expiresAt, now));
}

export async function insertLoginFailure(db: Executor, username: string, address: string): Promise<void> {
  await db.insert(loginFailures).values({ username: username.toLowerCase(), address });
}

/** The larger of the failures counted for this username and for this address since `since`. */
export async function countRecentFailures(db: Executor, username: string, address: string, since: Date) {
  const [row] = await db
    .select({
      byUsername:
        sql<number>`count(*) filter (where ${loginFailures.username} = ${username.toLowerCase()})`.mapWith(
          Number,
        ),
      byAddress: sql<number>`count(*) filter (where ${loginFailures.address} = ${address})`.mapWith(Number),
    })
    .from(loginFailures)
    .where(
      and(
        gt(loginFailures.failedAt, since),
        or(eq(loginFailures.username, username.toLowerCase()), eq(loginFailures.address, address)),
      ),
    );
  return Math.max(row?.byUsername ?? 0, row?.byAddress ?? 0);
}

export async function clearLoginFailures(db: Executor, username: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.username, username.toLowerCase()));
}

export async function deleteOldLoginFailures(db: Executor, before: Date): Promise<void> {
  await db.delete(loginFailures).where(lt(loginFailures.failedAt, before));
}

export function listAdmins(db: Executor) {
  return db.select().from(admins).orderBy(asc(admins.username));
}

export async function deleteOtherSessionsOfAdmin(
  db: Executor,
  adminId: number,
  keepIdHash: string,
): Promise<void> {
  await db
    .delete(adminSessions)
    .where(and(eq(adminSessions.adminId, adminId), ne(adminSessions.idHash, keepIdHash)));
}

// --- Two-factor sign-in -------------------------------------------------------------------------

export async function setPendingTotpSecret(db: Executor, adminId: number, secret: string): Promise<void> {
  await db.update(admins).set({ totpPendingSecret: secret }).where(eq(admins.id, adminId));
}

/** The pending key becomes the admin's key, with the step of the code that confirmed it. */
export async function confirmTotpSecret(db: Executor, adminId: number, step: number): Promise<void> {
  await db
    .update(admins)
    .set({ totpSecret: sql`${admins.totpPendingSecret}`, totpPendingSecret: null, totpLastStep: step })
    .where(eq(admins.id, adminId));
}

export async function clearTwoFactor(db: Executor, adminId: number): Promise<void> {
  await db
    .update(admins)
    .set({ totpSecret: null, totpPendingSecret: null, totpLastStep: null })
    .where(eq(admins.id, adminId));
  await db.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, adminId));
}

/**
 * Records `step` as the last code used, only if it is later than the one stored. The condition is in
 * the UPDATE, so two instances given the same code at once cannot both accept it.
 */
export async function claimTotpStep(db: Executor, adminId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(admins)
    .set({ totpLastStep: step })
    .where(and(eq(admins.id, adminId), or(isNull(admins.totpLastStep), lt(admins.totpLastStep, step))))
    .returning({ id: admins.id });
  return rows.length > 0;
}

export async function replaceRecoveryCodes(db: Executor, adminId: number, codeHashes: string[]) {
  await db.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, adminId));
  await db.insert(adminRecoveryCodes).values(codeHashes.map((codeHash) => ({ adminId, codeHash })));
}

/** Deletes the code if the admin has it: true once, for the one caller that used it. */
export async function consumeRecoveryCode(db: Executor, adminId: number, codeHash: string): Promise<boolean> {
  const rows = await db
    .delete(adminRecoveryCodes)
    .where(and(eq(adminRecoveryCodes.adminId, adminId), eq(adminRecoveryCodes.codeHash, codeHash)))
    .returning({ id: adminRecoveryCodes.id });
  return rows.length > 0;
}

export async function countRecoveryCodes(db: Executor, adminId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(adminRecoveryCodes)
    .where(eq(adminRecoveryCodes.adminId, adminId));
  return row?.n ?? 0;
}

export async function insertLoginChallenge(db: Executor, idHash: string, adminId: number, expiresAt: Date) {
  await db.insert(adminLoginChallenges).values({ idHash, adminId, expiresAt });
}

/** The admin of a live challenge, with what checking a code needs. */
export async function findLiveChallenge(db: Executor, idHash: string, now: Date) {
  const [row] = await db
    .select({
      adminId: admins.id,
      username: admins.username,
      totpSecret: admins.totpSecret,
      totpLastStep: admins.totpLastStep,
    })
    .from(adminLoginChallenges)
    .innerJoin(admins, eq(admins.id, adminLoginChallenges.adminId))
    .where(and(eq(adminLoginChallenges.idHash, idHash), gt(adminLoginChallenges.expiresAt, now)));
  return row;
}

export async function deleteLoginChallenge(db: Executor, idHash: string): Promise<void> {
  await db.delete(adminLoginChallenges).where(eq(adminLoginChallenges.idHash, idHash));
}

export async function deleteExpiredLoginChallenges(db: Executor, now: Date): Promise<void> {
  await db.delete(adminLoginChallenges).where(lt(adminLoginChallenges.expiresAt, now));
}

// The installation-wide rule lives in app_state: it is not a fact of the public site, so it stays out
// of the site settings and their public read.
const TWO_FACTOR_REQUIRED_KEY = 'twoFactorRequiredForEveryAdmin';

export async function readTwoFactorRequired(db: Executor): Promise<boolean> {
  const [row] = await db.select().from(appState).where(eq(appState.key, TWO_FACTOR_REQUIRED_KEY));
  return row?.value === true;
}

export async function writeTwoFactorRequired(db: Executor, required: boolean): Promise<void> {
  await db
    .insert(appState)
    .values({ key: TWO_FACTOR_REQUIRED_KEY, value: required })
    .onConflictDoUpdate({ target: appState.key, set: { value: required, updatedAt: new Date() } });
}
