import { type AdminRole, EMAIL_TAKEN } from '../../../contracts/admin-auth.ts';
import {
  ALREADY_INVITED,
  INVALID_INVITATION,
  INVITATION_NOT_FOUND,
  INVITATION_SENDER_GONE,
  type InvitationAccept,
  type InvitationCreate,
  USERNAME_TAKEN,
} from '../../../contracts/invitations.ts';
import type { Database, Executor } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { conflict, notFound } from '../../http/errors.ts';
import type { SendAccountMail } from '../admin-auth/account-mail.ts';
import { linkMail } from '../admin-auth/account-mail.ts';
import { TEAM } from '../admin-auth/accounts.service.ts';
import { findAdminByEmail, findAdminByUsername, lockAdminRole } from '../admin-auth/admin-auth.repository.ts';
import { createAdmin } from '../admin-auth/admin-auth.service.ts';
import { hashSessionId, newLinkToken } from '../admin-auth/sessions.ts';
import { insertAuditEntry } from '../audit-log/audit-log.repository.ts';
import * as repo from './invitations.repository.ts';

/** How long an invitation's link works. */
export const INVITATION_MS = 72 * 60 * 60 * 1000;

export interface InvitationDeps {
  db: Database;
  publicUrl: string;
  sendMail: SendAccountMail;
}

/** Who acts: the signed-in admin. */
interface Actor {
  id: number;
  username: string;
}

/** A fresh link for the invitation, mailed in the background; answers the link's expiry. */
async function mailNewLink(
  { db, publicUrl, sendMail }: InvitationDeps,
  by: Actor,
  invitation: { email: string; role: AdminRole },
  token: string,
) {
  const link = `${publicUrl}/admin/invitation?token=${encodeURIComponent(token)}`;
  sendMail(
    await linkMail(db, {
      to: invitation.email,
      subject: 'you are invited to the newsroom',
      lines: [
        `${by.username} invites you to join the newsroom as ${invitation.role}.`,
        'Choose your username and password with the link below. It works once, within 72 hours.',
      ],
      link,
      linkLabel: 'Accept the invitation',
    }),
  );
}

export async function createInvitation(deps: InvitationDeps, by: Actor, { email, role }: InvitationCreate) {
  if (await findAdminByEmail(deps.db, email)) throw conflict(EMAIL_TAKEN);
  const { token, tokenHash } = newLinkToken();
  const expiresAt = new Date(Date.now() + INVITATION_MS);
  const row = await deps.db
    .transaction(async (tx) => {
      const created = await repo.insertInvitation(tx, {
        email,
        role,
        tokenHash,
        expiresAt,
        invitedBy: by.id,
      });
      await insertAuditEntry(tx, {
        username: by.username,
        action: 'invitation sent',
        target: `${email} as ${role}`,
        words: `invited ${email} as ${role}`,
        link: TEAM,
      });
      return created;
    })
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? conflict(ALREADY_INVITED) : error;
    });
  await mailNewLink(deps, by, row, token);
  return { ...row, invitedBy: by.username };
}

/** A new link, valid 72 hours from now; the one sent before stops working. */
export async function resendInvitation(deps: InvitationDeps, by: Actor, id: number) {
  const { token, tokenHash } = newLinkToken();
  const row = await deps.db.transaction(async (tx) => {
    const renewed = await repo.renewInvitation(tx, id, tokenHash, new Date(Date.now() + INVITATION_MS));
    if (!renewed) throw notFound(INVITATION_NOT_FOUND);
    const target = `${renewed.email} as ${renewed.role}`;
    const words = `sent the invitation of ${target} again`;
    await insertAuditEntry(tx, {
      username: by.username,
      action: 'invitation resent',
      target,
      words,
      link: TEAM,
    });
    return renewed;
  });
  await mailNewLink(deps, by, row, token);
}

export async function revokeInvitation(db: Database, by: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const removed = await repo.deleteInvitation(tx, id);
    if (!removed) throw notFound(INVITATION_NOT_FOUND);
    const target = `${removed.email} as ${removed.role}`;
    const words = `revoked the invitation of ${target}`;
    await insertAuditEntry(tx, {
      username: by.username,
      action: 'invitation revoked',
      target,
      words,
      link: TEAM,
    });
  });
}

/**
 * An invitation speaks for the admin who sent it: it works only while they are still an admin. Their
 * removal or demotion revokes it too; this covers one that comes in between, and a sender removed
 * before that rule (the column is then null).
 */
async function refuseWithoutSender(db: Executor, invitedBy: number | null) {
  const role = invitedBy === null ? undefined : await lockAdminRole(db, invitedBy);
  if (role !== 'admin') throw notFound(INVITATION_SENDER_GONE);
}

/** What the accept page shows; an unknown, used, revoked or expired link all answer the same 404. */
export async function previewInvitation(db: Database, token: string, now = new Date()) {
  const invitation = await repo.findLiveInvitation(db, hashSessionId(token), now);
  if (!invitation) throw notFound(INVALID_INVITATION);
  await refuseWithoutSender(db, invitation.invitedBy);
  return { email: invitation.email, role: invitation.role };
}

/**
 * Creates the invited account with the invitation's role and address. Taking the invitation and
 * creating the account are one transaction: a link is used once however many accepts arrive at once,
 * and a refusal (a taken username, a sender no longer admin) makes nothing and leaves the invitation.
 */
export async function acceptInvitation(db: Database, { token, username, password }: InvitationAccept) {
  const now = new Date();
  await db
    .transaction(async (tx) => {
      const invitation = await repo.takeLiveInvitation(tx, hashSessionId(token), now);
      if (!invitation) throw notFound(INVALID_INVITATION);
      await refuseWithoutSender(tx, invitation.invitedBy);
      if (await findAdminByUsername(tx, username)) throw conflict(USERNAME_TAKEN);
      if (await findAdminByEmail(tx, invitation.email)) throw conflict(EMAIL_TAKEN);
      await createAdmin(tx, username, password, { role: invitation.role, email: invitation.email });
      const target = `${invitation.email} as ${invitation.role}`;
      const words = `joined the newsroom as ${invitation.role}, invited as ${invitation.email}`;
      await insertAuditEntry(tx, { username, action: 'invitation accepted', target, words, link: TEAM });
    })
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? conflict(USERNAME_TAKEN) : error;
    });
}
