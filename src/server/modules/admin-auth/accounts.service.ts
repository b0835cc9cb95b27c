import {
  ACCOUNT_NOT_FOUND,
  type AccountUpdate,
  CONTRIBUTOR_NOT_FOUND,
  EMAIL_TAKEN,
  LAST_ADMIN,
} from '../../../contracts/admin-auth.ts';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { insertAuditEntry } from '../audit-log/audit-log.repository.ts';
import { findContributor } from '../contributors/contributors.repository.ts';
import { handOverAssignments } from '../story-budget/story-budget.service.ts';
import * as repo from './admin-auth.repository.ts';

/**
 * An admin changes another account's role or byline. Demoting the only admin is refused; the check
 * and the change run in one transaction that locks every admin's row first, so two demotions at once
 * cannot both pass it. A demoted account's open sessions keep going with the new role at once, as the
 * guard reads the role on every request.
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
      await insertAuditEntry(tx, { username: by, action: 'account role changed', target });
    }
    return after;
  });
}

/** Removes an account with its sessions (they cascade); never the only admin (see updateAccount). */
export async function removeAccount(db: Database, by: string, adminId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const holders = await repo.lockAdminRoleHolders(tx);
    if (holders.length === 1 && holders[0] === adminId) throw conflict(LAST_ADMIN);
    await handOverAssignments(tx, by, adminId);
    const removed = await repo.deleteAdmin(tx, adminId);
    if (!removed) throw notFound(ACCOUNT_NOT_FOUND);
    await insertAuditEntry(tx, { username: by, action: 'account removed', target: removed.username });
  });
}

/** An account gives or changes its own address; another account's address is refused with 409. */
export async function setOwnEmail(db: Database, adminId: number, email: string): Promise<void> {
  const holder = await repo.findAdminByEmail(db, email);
  if (holder && holder.id !== adminId) throw conflict(EMAIL_TAKEN);
  try {
    await repo.updateAdmin(db, adminId, { email });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN);
    throw error;
  }
}
