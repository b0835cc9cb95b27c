import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  INVALID_RESET_LINK,
  PASSWORD_RESET_DONE,
  PASSWORD_RESET_REQUESTED,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
} from '../../../contracts/admin-auth.ts';
import { messageSchema } from '../../../contracts/common.ts';
import type { Database } from '../../db/client.ts';
import { badRequest } from '../../http/errors.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { insertAuditEntry } from '../audit-log/audit-log.repository.ts';
import { accountMailSender, linkMail, type SendAccountMail } from './account-mail.ts';
import * as repo from './admin-auth.repository.ts';
import { hashPassword, setPasswordHash } from './admin-auth.service.ts';
import { hashSessionId, newLinkToken } from './sessions.ts';
import { reservePasswordResetRequest, reserveResetMail } from './sign-in-limit.ts';

/** How long a reset link works. */
export const PASSWORD_RESET_MS = 60 * 60 * 1000;

/**
 * Makes and mails a link for the account using `email`, if any, and if the address has not had its
 * reset mails for the hour. Run after the answer is decided, so neither the answer nor its timing
 * tells whether an account uses the address or whether a mail went.
 */
async function mailResetLink(db: Database, publicUrl: string, sendMail: SendAccountMail, email: string) {
  const admin = await repo.findAdminByEmail(db, email);
  if (!admin) return;
  const now = new Date();
  if (!(await reserveResetMail(db, email, now))) return;
  const { token, tokenHash } = newLinkToken();
  await db.transaction(async (tx) => {
    await repo.insertPasswordReset(tx, admin.id, tokenHash, now, new Date(now.getTime() + PASSWORD_RESET_MS));
    await insertAuditEntry(tx, {
      username: admin.username,
      action: 'password reset requested',
      target: email,
      words: 'asked for a password reset link',
    });
  });
  sendMail(
    await linkMail(db, {
      to: email,
      subject: 'choose a new password',
      lines: [
        `Someone asked to choose a new password for the account "${admin.username}".`,
        'The link below works once, within one hour. Two-factor sign-in, if on, stays on.',
      ],
      link: `${publicUrl}/admin/reset-password?token=${encodeURIComponent(token)}`,
      linkLabel: 'Choose a new password',
    }),
  );
}

/**
 * Sets the password of the link's account and ends all its sessions and links (setPasswordHash); the
 * link is deleted as it is used, so of two calls at once only one succeeds. The two-factor key is
 * left as it is, so the next sign-in still asks for a code.
 */
async function confirmPasswordReset(db: Database, token: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const reset = await repo.takePasswordReset(tx, hashSessionId(token), new Date());
    if (!reset) throw badRequest(INVALID_RESET_LINK);
    await setPasswordHash(tx, reset.adminId, passwordHash);
    const admin = await repo.findAdminById(tx, reset.adminId);
    await insertAuditEntry(tx, {
      username: admin!.username,
      action: 'password reset used',
      target: '',
      words: 'chose a new password with a reset link',
    });
  });
}

/** "Forgot password?" on the sign-in page: a single-use link by e-mail, valid one hour. */
export const passwordResetRoutes: FastifyPluginAsyncZod<{
  db: Database;
  publicUrl: string;
  mailer: Mailer;
}> = async (app, { db, publicUrl, mailer }) => {
  const sendMail = accountMailSender(app, mailer);

  app.post(
    '/api/admin/password-reset',
    {
      config: { access: 'public' },
      schema: { body: passwordResetRequestSchema, response: { 200: messageSchema } },
    },
    async (request) => {
      const { email } = request.body;
      await reservePasswordResetRequest(db, email, request.ip);
      mailResetLink(db, publicUrl, sendMail, email).catch((error: unknown) =>
        request.log.error({ err: error }, 'password reset failed'),
      );
      return { message: PASSWORD_RESET_REQUESTED };
    },
  );

  app.post(
    '/api/admin/password-reset/confirm',
    {
      config: { access: 'public' },
      schema: { body: passwordResetConfirmSchema, response: { 200: messageSchema } },
    },
    async (request) => {
      await confirmPasswordReset(db, request.body.token, request.body.password);
      return { message: PASSWORD_RESET_DONE };
    },
  );
};
