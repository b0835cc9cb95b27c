import {
  ACCOUNT_NOT_FOUND,
  type AccountUpdate,
  CONTRIBUTOR_NOT_FOUND,
  LAST_ADMIN,
} from '../../../contracts/admin-auth.ts';
import type { Database, Executor } from '../../db/client.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { insertAuditEntry } from '../audit-log/audit-log.repository.ts';
import { findContributor } from '../contributors/contributors.repository.ts';
import { deleteInvitationsSentBy } from '../invitations/invitations.repository.ts';
import { handOverAssignments } from '../story-budget/story-budget.service.ts';
import * as repo from './admin-auth.repository.ts';

/** The Team page, where accounts and invitations are managed. */
export const TEAM = '/admin/accounts';

/**
 * An admin changes another account's role or byline. Demoting the only admin is refused; the check
 * and the change run in one transaction that locks every admin's row first, so two demotions at once
 * cannot both pass it. A demoted account's open sessions keep going with the new role at once, as the
 * guard reads the role on every request; the invitations it sent as an admin are revoked.
 */
export async function updateAccount(db: Database, by: string, adminId: number, update: AccountUpdate) {
  return db.transaction(async (tx) => {
    const demoting = update.role !== undefined && update.role !== 'admin';
    const holders = demoting ? await repo.lockAdminRoleHolders(tx) : [];
    const before = await repo.findAdminById(tx, adminId);
    if (!before) throw notFound(ACCOUNT_NOT_FOUND);
    if (demoting && holders.length === 1 && holders[0] === adminId) throw conflict(LAST_ADMIN);
    if (update.contributorId && !(await findContributor(tx, update.contributorId))) {
      throw notFound(CONTRIBUTOR_NOT_FOUND);
    }
    const after = (await repo.updateAdmin(tx, adminId, update))!;
    if (after.role !== before.role) {
      const target = `${after.username}: ${before.role} → ${after.role}`;
      const words = `changed ${after.username}'s role from ${before.role} to ${after.role}`;
      await insertAuditEntry(tx, { username: by, action: 'account role changed', target, words, link: TEAM });
    } else {
      const words = `changed ${after.username}'s account`;
      await insertAuditEntry(tx, {
        username: by,
        action: 'account changed',
        target: after.username,
        words,
        link: TEAM,
      });
    }
    if (demoting) await revokeInvitationsSentBy(tx, by, adminId);
    return after;
  });
}

/**
 * Removes an account with its sessions and mailed links (they cascade) and the invitations it sent;
 * never the only admin (see updateAccount).
 */
export async function removeAccount(db: Database, by: string, adminId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const holders = await repo.lockAdminRoleHolders(tx);
    if (holders.length === 1 && holders[0] === adminId) throw conflict(LAST_ADMIN);
    await handOverAssignments(tx, by, adminId);
    await revokeInvitationsSentBy(tx, by, adminId);
    const removed = await repo.deleteAdmin(tx, adminId);
    if (!removed) throw notFound(ACCOUNT_NOT_FOUND);
    const words = `removed the account of ${removed.username}`;
    await insertAuditEntry(tx, {
      username: by,
      action: 'account removed',
      target: removed.username,
      words,
      link: TEAM,
    });
  });
}

/**
 * An invitation speaks for the admin who sent it, so it goes when they stop being one: revoked in the
 * transaction that removes or demotes them, each in the audit log.
 */
async function revokeInvitationsSentBy(tx: Executor, by: string, adminId: number) {
  for (const revoked of await deleteInvitationsSentBy(tx, adminId)) {
    const target = `${revoked.email} as ${revoked.role} (its sender left the admins)`;
    const words = `revoked the invitation of ${target}`;
    await insertAuditEntry(tx, { username: by, action: 'invitation revoked', target, words, link: TEAM });
  }
}
