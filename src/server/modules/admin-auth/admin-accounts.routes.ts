import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACCOUNT_NOT_FOUND,
  type AdminAccount,
  accountUpdateSchema,
  adminAccountSchema,
  passwordChangeSchema,
  recoveryCodesSchema,
  twoFactorConfirmSchema,
  twoFactorRequirementSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from '../../../contracts/admin-auth.ts';
import { idParamsSchema, messageSchema } from '../../../contracts/common.ts';
import type { Database } from '../../db/client.ts';
import { sessionCookieOptions, signedIn } from '../../http/auth-guard.ts';
import { notFound } from '../../http/errors.ts';
import { recordedByService } from '../audit-log/audit-words.ts';
import { removeAccount, updateAccount } from './accounts.service.ts';
import { findAdminById, listAdmins } from './admin-auth.repository.ts';
import { changePassword, endOtherSessions, SESSION_COOKIE } from './admin-auth.service.ts';
import type { admins } from './admin-auth.table.ts';
import {
  beginTwoFactorSetup,
  confirmTwoFactorSetup,
  disableTwoFactor,
  setTwoFactorRequired,
  twoFactorStatus,
} from './two-factor.service.ts';

type AdminRow = typeof admins.$inferSelect;

const presentAdmin = (row: AdminRow): AdminAccount => ({
  id: row.id,
  username: row.username,
  role: row.role,
  email: row.email,
  contributorId: row.contributorId,
  createdAt: row.createdAt.toISOString(),
  twoFactorEnabled: row.totpSecret !== null,
});

/**
 * The team screen: list the team with roles and addresses, change an account's role or byline, remove
 * it (accounts come from invitations, never from an admin typing someone's password); and every
 * role's own account: its password, two-factor sign-in and sessions (its address: email-change.ts).
 * Every change to an account is `sensitive`: it needs the password confirmed in the last minutes
 * (POST /api/admin/reauthenticate), so a stolen session alone cannot take the account over.
 */
export const adminAccountsRoutes: FastifyPluginAsyncZod<{ db: Database; publicUrl: string }> = async (
  app,
  { db, publicUrl },
) => {
  // Changing a role and removing an account are sensitive: a stolen session must not make itself admin.
  app.patch(
    '/api/admin/accounts/:id',
    {
      config: { sensitive: true },
      schema: { params: idParamsSchema, body: accountUpdateSchema, response: { 200: adminAccountSchema } },
    },
    async (request) => {
      recordedByService(request);
      return presentAdmin(
        await updateAccount(db, signedIn(request).username, request.params.id, request.body),
      );
    },
  );

  app.delete(
    '/api/admin/accounts/:id',
    { config: { sensitive: true }, schema: { params: idParamsSchema } },
    async (request, reply) => {
      recordedByService(request);
      await removeAccount(db, signedIn(request).username, request.params.id);
      return reply.status(204).send();
    },
  );

  // The own account as the team list shows it (address and byline too), for the "Your Account" screen
  // of a role that may not read the list.
  app.get(
    '/api/admin/accounts/me',
    { config: { role: 'contributor' }, schema: { response: { 200: adminAccountSchema } } },
    async (request) => {
      const row = await findAdminById(db, signedIn(request).id);
      if (!row) throw notFound(ACCOUNT_NOT_FOUND);
      return presentAdmin(row);
    },
  );

  app.get('/api/admin/accounts', { schema: { response: { 200: z.array(adminAccountSchema) } } }, async () =>
    (await listAdmins(db)).map(presentAdmin),
  );

  // Ends every other session of this admin (a stolen session dies with the old password); this one stays.
  app.put(
    '/api/admin/accounts/me/password',
    {
      config: { role: 'contributor', sensitive: true },
      schema: { body: passwordChangeSchema, response: { 200: messageSchema } },
    },
    async (request) => {
      await changePassword(
        db,
        signedIn(request).id,
        request.body.newPassword,
        request.cookies[SESSION_COOKIE]!,
      );
      return { message: 'Password changed' };
    },
  );

  // Logout ends only this browser's session; this ends every other one, e.g. after a lost phone.
  app.post(
    '/api/admin/accounts/me/sessions/end-others',
    { config: { role: 'contributor' }, schema: { response: { 200: messageSchema } } },
    async (request) => {
      await endOtherSessions(db, signedIn(request).id, request.cookies[SESSION_COOKIE]!);
      return { message: 'Other sessions signed out' };
    },
  );

  // The status and the two setup steps stay open to an admin whom the rule sends to set it up.
  // The setup is sensitive from its first step: a stolen session must not put the thief's key on.
  app.get(
    '/api/admin/accounts/me/two-factor',
    {
      config: { role: 'contributor', twoFactorSetup: true },
      schema: { response: { 200: twoFactorStatusSchema } },
    },
    async (request) => twoFactorStatus(db, signedIn(request).id),
  );

  app.post(
    '/api/admin/accounts/me/two-factor/setup',
    {
      config: { role: 'contributor', twoFactorSetup: true, sensitive: true },
      schema: { response: { 200: twoFactorSetupSchema } },
    },
    async (request) => beginTwoFactorSetup(db, signedIn(request).id),
  );

  app.post(
    '/api/admin/accounts/me/two-factor/confirm',
    {
      config: { role: 'contributor', twoFactorSetup: true, sensitive: true },
      schema: { body: twoFactorConfirmSchema, response: { 200: recoveryCodesSchema } },
    },
    async (request, reply) => {
      const { recoveryCodes, session } = await confirmTwoFactorSetup(
        db,
        signedIn(request).id,
        request.body.code,
        request.cookies[SESSION_COOKIE]!,
      );
      // The session now has the second factor: it goes on under a new id.
      reply.setCookie(
        SESSION_COOKIE,
        session.sessionId,
        sessionCookieOptions(request, publicUrl, session.expiresAt),
      );
      return { recoveryCodes };
    },
  );

  app.delete(
    '/api/admin/accounts/me/two-factor',
    { config: { role: 'contributor', sensitive: true }, schema: { response: { 200: messageSchema } } },
    async (request) => {
      await disableTwoFactor(db, signedIn(request).id);
      return { message: 'Two-factor sign-in turned off' };
    },
  );

  // The rule protects every account, so switching it is as sensitive as changing one's own.
  app.put(
    '/api/admin/accounts/two-factor-requirement',
    {
      config: { sensitive: true },
      schema: { body: twoFactorRequirementSchema, response: { 200: twoFactorRequirementSchema } },
    },
    async (request) => {
      await setTwoFactorRequired(db, signedIn(request), request.body.required);
      return { required: request.body.required };
    },
  );
};
