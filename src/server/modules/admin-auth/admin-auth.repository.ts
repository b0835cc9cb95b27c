import { and, asc, count, eq, gt, lt, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { adminSessions, admins, loginFailures } from './admin-auth.table.ts';

export function findAdminByUsername(db: Executor, username: string) {
  return db.query.admins.findFirst({ where: eq(sql`lower(${admins.username})`, username.toLowerCase()) });
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
    .select({ adminId: admins.id, username: admins.username, expiresAt: adminSessions.expiresAt })
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
