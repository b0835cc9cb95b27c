import { and, asc, count, eq, gt, inArray, isNull, lt, lte, ne, or, type SQLWrapper, sql } from 'drizzle-orm';
import type { AdminRole } from '../../../contracts/admin-auth.ts';
import type { Executor } from '../../db/client.ts';
import { appState } from '../app-state/app-state.table.ts';
import {
  adminEmailChanges,
  adminLoginChallenges,
  adminPasswordResets,
  adminRecoveryCodes,
  adminSessions,
  admins,
  signInAttempts,
} from './admin-auth.table.ts';

export function findAdminByUsername(db: Executor, username: string) {
  return db.query.admins.findFirst({ where: eq(sql`lower(${admins.username})`, username.toLowerCase()) });
}

/**
 * The name a person goes by in the history and the audit log: their account's byline (its contributor
 * profile), else the username. `username` is a stored username, which may outlive its account.
 */
export const personNameOf = (username: SQLWrapper | string) =>
  // Aliased: drizzle names a single table's columns unqualified, which the subquery would find ambiguous.
  sql<string>`coalesce((select c.name from admins a join contributors c on c.id = a.contributor_id where a.username = ${username}::text), ${username}::text)`;

export function findAdminById(db: Executor, id: number) {
  return db.query.admins.findFirst({ where: eq(admins.id, id) });
}

export function findAdminByEmail(db: Executor, email: string) {
  return db.query.admins.findFirst({ where: eq(admins.email, email) });
}

export async function insertAdmin(db: Executor, values: typeof admins.$inferInsert) {
  const [row] = await db.insert(admins).values(values).returning();
  return row!;
}

/** Changes an account's role, byline or address; answers the changed row, undefined when it is gone. */
export async function updateAdmin(
  db: Executor,
  adminId: number,
  values: Partial<Pick<typeof admins.$inferInsert, 'role' | 'contributorId' | 'email'>>,
) {
  const [row] = await db.update(admins).set(values).where(eq(admins.id, adminId)).returning();
  return row;
}

export async function deleteAdmin(db: Executor, adminId: number) {
  const [row] = await db.delete(admins).where(eq(admins.id, adminId)).returning();
  return row;
}

/**
 * The ids of the accounts with the admin role, each row locked until the transaction ends: a second
 * demotion or removal waits, then sees the first one's outcome, so two at once cannot leave none.
 */
export async function lockAdminRoleHolders(db: Executor): Promise<number[]> {
  const rows = await db.select({ id: admins.id }).from(admins).where(eq(admins.role, 'admin')).for('update');
  return rows.map((row) => row.id);
}

/**
 * The account's role, its row share-locked until the transaction ends: a demotion or removal of it
 * waits for the transaction, or the transaction reads the role it left.
 */
export async function lockAdminRole(db: Executor, adminId: number): Promise<AdminRole | undefined> {
  const [row] = await db
    .select({ role: admins.role })
    .from(admins)
    .where(eq(admins.id, adminId))
    .for('share');
  return row?.role;
}

export async function updatePasswordHash(db: Executor, adminId: number, passwordHash: string): Promise<void> {
  await db.update(admins).set({ passwordHash }).where(eq(admins.id, adminId));
}

export async function countAdmins(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(admins);
  return row?.n ?? 0;
}

export async function insertSession(db: Executor, session: typeof adminSessions.$inferInsert) {
  await db.insert(adminSessions).values(session);
}

/**
 * The live session with its admin, or undefined when unknown, expired, or signed in at or before
 * `signedInAfter` (past its absolute lifetime).
 */
export async function findLiveSession(db: Executor, idHash: string, now: Date, signedInAfter: Date) {
  const [row] = await db
    .select({
      adminId: admins.id,
      username: admins.username,
      role: admins.role,
      email: admins.email,
      pendingEmail: adminEmailChanges.email,
      twoFactorEnabled: sql<boolean>`${admins.totpSecret} is not null`.mapWith(Boolean),
      createdAt: adminSessions.createdAt,
      expiresAt: adminSessions.expiresAt,
      reauthenticatedAt: adminSessions.reauthenticatedAt,
    })
    .from(adminSessions)
    .innerJoin(admins, eq(admins.id, adminSessions.adminId))
    .leftJoin(adminEmailChanges, liveEmailChangeOf(adminSessions.adminId, now))
    .where(
      and(
        eq(adminSessions.idHash, idHash),
        gt(adminSessions.expiresAt, now),
        gt(adminSessions.createdAt, signedInAfter),
      ),
    );
  return row;
}

export async function extendSession(db: Executor, idHash: string, expiresAt: Date): Promise<void> {
  await db.update(adminSessions).set({ expiresAt }).where(eq(adminSessions.idHash, idHash));
}

/** Deletes the session; answers the deleted row, so of two requests at once only one gets it. */
export async function deleteSession(db: Executor, idHash: string) {
  const [row] = await db.delete(adminSessions).where(eq(adminSessions.idHash, idHash)).returning();
  return row;
}

export async function deleteSessionsOfAdmin(db: Executor, adminId: number): Promise<void> {
  await db.delete(adminSessions).where(eq(adminSessions.adminId, adminId));
}

/** Deletes the sessions that have expired or were signed in before `signedInBefore`. */
export async function deleteOverSessions(db: Executor, now: Date, signedInBefore: Date): Promise<void> {
  await db
    .delete(adminSessions)
    .where(or(lt(adminSessions.expiresAt, now), lt(adminSessions.createdAt, signedInBefore)));
}

/** The longest window of any count (reset mails per address, sign-in-limit.ts): older rows are over. */
export const LONGEST_COUNT_WINDOW_MS = 60 * 60 * 1000;

/**
 * Raises the count of `key` by one, in a window that starts afresh once the stored one began at or
 * before `windowOver`; with a `limit`, only while the count is below it. One upsert: its conditional
 * update locks the row, so requests at once each see the count the one before left. Answers the new
 * count, or undefined when the limit refused the attempt.
 */
export async function reserveSignInAttempt(
  db: Executor,
  key: string,
  now: Date,
  windowOver: Date,
  limit?: number,
): Promise<number | undefined> {
  const over = sql`${signInAttempts.windowStart} <= ${windowOver.toISOString()}::timestamptz`;
  const start = sql`${now.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(signInAttempts)
    .values({ key, windowStart: now, attempts: 1 })
    .onConflictDoUpdate({
      target: signInAttempts.key,
      set: {
        attempts: sql`case when ${over} then 1 else ${signInAttempts.attempts} + 1 end`,
        windowStart: sql`case when ${over} then ${start} else ${signInAttempts.windowStart} end`,
      },
      ...(limit === undefined ? {} : { setWhere: sql`${over} or ${signInAttempts.attempts} < ${limit}` }),
    })
    .returning({ attempts: signInAttempts.attempts });
  // A key's first attempt of a window clears the windows that are over, so the table stays small.
  if (row?.attempts === 1) {
    const keptSince = new Date(now.getTime() - LONGEST_COUNT_WINDOW_MS);
    await db.delete(signInAttempts).where(lte(signInAttempts.windowStart, keptSince));
  }
  return row?.attempts;
}

/** Takes back one reserved attempt of each key. */
export async function refundSignInAttempts(db: Executor, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await db
    .update(signInAttempts)
    .set({ attempts: sql`greatest(${signInAttempts.attempts} - 1, 0)` })
    .where(inArray(signInAttempts.key, keys));
}

export async function deleteSignInAttempts(db: Executor, key: string): Promise<void> {
  await db.delete(signInAttempts).where(eq(signInAttempts.key, key));
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

// --- Password reset links ---------------------------------------------------------------------

/**
 * A new link for the account. The account's earlier links keep working until they expire or one is
 * used: links are mailed at most a few times an hour (sign-in-limit.ts), and whichever mail the
 * owner opens must work.
 */
export async function insertPasswordReset(
  db: Executor,
  adminId: number,
  tokenHash: string,
  now: Date,
  expiresAt: Date,
) {
  await db
    .delete(adminPasswordResets)
    .where(and(eq(adminPasswordResets.adminId, adminId), lte(adminPasswordResets.expiresAt, now)));
  await db.insert(adminPasswordResets).values({ tokenHash, adminId, expiresAt });
}

/** Deletes a live link and answers its account: of two requests at once, only one gets it. */
export async function takePasswordReset(db: Executor, tokenHash: string, now: Date) {
  const [row] = await db
    .delete(adminPasswordResets)
    .where(and(eq(adminPasswordResets.tokenHash, tokenHash), gt(adminPasswordResets.expiresAt, now)))
    .returning();
  return row;
}

/**
 * Every reset link and pending new address of the account stops working: after its password or
 * address changes, or it is removed, no link mailed before may still act on it.
 */
export async function deleteAccountLinks(db: Executor, adminId: number): Promise<void> {
  await db.delete(adminPasswordResets).where(eq(adminPasswordResets.adminId, adminId));
  await db.delete(adminEmailChanges).where(eq(adminEmailChanges.adminId, adminId));
}

// --- New addresses, confirmed by a mailed link --------------------------------------------------

const liveEmailChangeOf = (adminId: SQLWrapper | number, now: Date) =>
  and(eq(adminEmailChanges.adminId, adminId), gt(adminEmailChanges.expiresAt, now));

/** The account's new address waiting for its link, or undefined. */
export async function findPendingEmail(
  db: Executor,
  adminId: number,
  now: Date,
): Promise<string | undefined> {
  const [row] = await db.select().from(adminEmailChanges).where(liveEmailChangeOf(adminId, now));
  return row?.email;
}

/** The account's new address and its link; an earlier request's link stops working. */
export async function replaceEmailChange(db: Executor, change: typeof adminEmailChanges.$inferInsert) {
  await db
    .insert(adminEmailChanges)
    .values(change)
    .onConflictDoUpdate({
      target: adminEmailChanges.adminId,
      set: { email: change.email, tokenHash: change.tokenHash, expiresAt: change.expiresAt },
    });
}

/** Deletes a live link and answers its account and address: of two requests at once, only one gets it. */
export async function takeEmailChange(db: Executor, tokenHash: string, now: Date) {
  const [row] = await db
    .delete(adminEmailChanges)
    .where(and(eq(adminEmailChanges.tokenHash, tokenHash), gt(adminEmailChanges.expiresAt, now)))
    .returning();
  return row;
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
      role: admins.role,
      email: admins.email,
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
