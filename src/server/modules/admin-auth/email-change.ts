import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EMAIL_CHANGE_DONE,
  EMAIL_CONFIRMATION_SENT,
  EMAIL_INVITED,
  EMAIL_TAKEN,
  EMAIL_UNCHANGED,
  emailChangeConfirmSchema,
  INVALID_EMAIL_LINK,
  ownEmailSchema,
} from '../../../contracts/admin-auth.ts';
import { messageSchema } from '../../../contracts/common.ts';
import type { Database, Executor } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { signedIn } from '../../http/auth-guard.ts';
import { badRequest, conflict } from '../../http/errors.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { insertAuditEntry } from '../audit-log/audit-log.repository.ts';
import { recordedByService } from '../audit-log/audit-words.ts';
import { findInvitationByEmail } from '../invitations/invitations.repository.ts';
import { accountMailSender, linkMail, type SendAccountMail } from './account-mail.ts';
import * as repo from './admin-auth.repository.ts';
import { hashSessionId, newLinkToken } from './sessions.ts';

/** How long the link to confirm a new address works. */
export const EMAIL_CHANGE_MS = 24 * 60 * 60 * 1000;

/**
 * An address no other account may take: one in use by another account, or one with a pending
 * invitation (its invitee's accept would fail). Checked when the change is asked for and again when
 * it is confirmed, as either may have come in between.
 */
async function refuseTakenEmail(db: Executor, adminId: number, email: string) {
  const holder = await repo.findAdminByEmail(db, email);
  if (holder && holder.id !== adminId) throw conflict(EMAIL_TAKEN);
  if (await findInvitationByEmail(db, email)) throw conflict(EMAIL_INVITED);
}

/**
 * An account asks for a new (or its first) address. Nothing changes yet: a single-use link goes to
 * the new address, and the old one, if any, is told, so a change made with someone else's session
 * can be seen and stopped (a password change voids the link). A new request replaces the last one.
 */
async function requestEmailChange(
  db: Database,
  publicUrl: string,
  sendMail: SendAccountMail,
  adminId: number,
  email: string,
) {
  const admin = await repo.findAdminById(db, adminId);
  // The session guard found this admin a moment ago; a deletion in between is not a client error.
  if (!admin) throw new Error(`admin ${adminId} vanished`);
  if (admin.email === email) throw badRequest(EMAIL_UNCHANGED, { email: EMAIL_UNCHANGED });
  await refuseTakenEmail(db, adminId, email);
  const { token, tokenHash } = newLinkToken();
  await db.transaction(async (tx) => {
    const expiresAt = new Date(Date.now() + EMAIL_CHANGE_MS);
    await repo.replaceEmailChange(tx, { adminId, email, tokenHash, expiresAt });
    await insertAuditEntry(tx, {
      username: admin.username,
      action: 'e-mail change requested',
      target: email,
      words: `asked to change their e-mail address to ${email}`,
    });
  });
  sendMail(
    await linkMail(db, {
      to: email,
      subject: 'confirm your e-mail address',
      lines: [
        `The newsroom account "${admin.username}" asked to use this address.`,
        'Open the link below within 24 hours to confirm it; until then the account keeps its old address.',
      ],
      link: `${publicUrl}/admin/confirm-email?token=${encodeURIComponent(token)}`,
      linkLabel: 'Confirm this address',
    }),
  );
  if (admin.email) {
    sendMail(
      await linkMail(db, {
        to: admin.email,
        subject: 'your e-mail address is being changed',
        lines: [
          `The newsroom account "${admin.username}" asked to change its address from this one to ${email}.`,
          'It changes once the link sent there is opened. If you did not ask for this, sign in and change your password: that cancels it.',
        ],
        link: `${publicUrl}/admin/login`,
        linkLabel: 'Sign in',
      }),
    );
  }
}

/**
 * The link of the mail to the new address, opened signed in or not (the token proves the mailbox, and
 * asking for it needed the password): the address becomes the account's, and the reset links mailed
 * to the old one stop working. Taking the link and changing the address are one transaction, so a
 * refusal leaves both as they were.
 */
async function confirmEmailChange(db: Database, token: string): Promise<void> {
  await db
    .transaction(async (tx) => {
      const change = await repo.takeEmailChange(tx, hashSessionId(token), new Date());
      if (!change) throw badRequest(INVALID_EMAIL_LINK);
      await refuseTakenEmail(tx, change.adminId, change.email);
      const before = await repo.findAdminById(tx, change.adminId);
      await repo.updateAdmin(tx, change.adminId, { email: change.email });
      await repo.deleteAccountLinks(tx, change.adminId);
      await insertAuditEntry(tx, {
        username: before!.username,
        action: 'e-mail address changed',
        target: `${before!.email ?? 'none'} → ${change.email}`,
        words: `changed their e-mail address to ${change.email}`,
      });
    })
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? conflict(EMAIL_TAKEN) : error;
    });
}

/** Every role's own address, confirmed by a link mailed to it (docs/api/accounts.md). */
export const emailChangeRoutes: FastifyPluginAsyncZod<{
  db: Database;
  publicUrl: string;
  mailer: Mailer;
}> = async (app, { db, publicUrl, mailer }) => {
  const sendMail = accountMailSender(app, mailer);

  // Sensitive: with a stolen session, setting one's own address would lead to a password reset.
  app.put(
    '/api/admin/accounts/me/email',
    {
      config: { role: 'contributor', sensitive: true },
      schema: { body: ownEmailSchema, response: { 200: messageSchema } },
    },
    async (request) => {
      recordedByService(request);
      await requestEmailChange(db, publicUrl, sendMail, signedIn(request).id, request.body.email);
      return { message: EMAIL_CONFIRMATION_SENT };
    },
  );

  app.post(
    '/api/admin/email-change/confirm',
    {
      config: { access: 'public' },
      schema: { body: emailChangeConfirmSchema, response: { 200: messageSchema } },
    },
    async (request) => {
      await confirmEmailChange(db, request.body.token);
      return { message: EMAIL_CHANGE_DONE };
    },
  );
};
