import { and, desc, eq, gt } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { admins } from '../admin-auth/admin-auth.table.ts';
import { adminInvitations } from './invitations.table.ts';

export function listInvitations(db: Executor) {
  return db
    .select({
      id: adminInvitations.id,
      email: adminInvitations.email,
      role: adminInvitations.role,
      invitedBy: admins.username,
      createdAt: adminInvitations.createdAt,
      expiresAt: adminInvitations.expiresAt,
    })
    .from(adminInvitations)
    .leftJoin(admins, eq(admins.id, adminInvitations.invitedBy))
    .orderBy(desc(adminInvitations.createdAt), desc(adminInvitations.id));
}

export async function insertInvitation(db: Executor, values: typeof adminInvitations.$inferInsert) {
  const [row] = await db.insert(adminInvitations).values(values).returning();
  return row!;
}

/** A new token and expiry: the old link stops working. Undefined when the invitation is gone. */
export async function renewInvitation(db: Executor, id: number, tokenHash: string, expiresAt: Date) {
  const [row] = await db
    .update(adminInvitations)
    .set({ tokenHash, expiresAt })
    .where(eq(adminInvitations.id, id))
    .returning();
  return row;
}

export async function deleteInvitation(db: Executor, id: number) {
  const [row] = await db.delete(adminInvitations).where(eq(adminInvitations.id, id)).returning();
  return row;
}

const live = (tokenHash: string, now: Date) =>
  and(eq(adminInvitations.tokenHash, tokenHash), gt(adminInvitations.expiresAt, now));

export function findLiveInvitation(db: Executor, tokenHash: string, now: Date) {
  return db.query.adminInvitations.findFirst({ where: live(tokenHash, now) });
}

/** Deletes a live invitation and answers it: of two accepts at once, only one gets it. */
export async function takeLiveInvitation(db: Executor, tokenHash: string, now: Date) {
  const [row] = await db.delete(adminInvitations).where(live(tokenHash, now)).returning();
  return row;
}

/** The pending invitation of an address, expired or not: until it is revoked, the address is kept for it. */
export function findInvitationByEmail(db: Executor, email: string) {
  return db.query.adminInvitations.findFirst({ where: eq(adminInvitations.email, email) });
}

/** Deletes every invitation `adminId` sent and answers them. */
export function deleteInvitationsSentBy(db: Executor, adminId: number) {
  return db.delete(adminInvitations).where(eq(adminInvitations.invitedBy, adminId)).returning();
}
