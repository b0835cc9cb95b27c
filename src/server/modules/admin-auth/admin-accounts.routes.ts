import { verify } from '@node-rs/argon2';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_EXISTS,
  adminAccountSchema,
  newAdminSchema,
  passwordChangeSchema,
  recoveryCodesSchema,
  twoFactorConfirmSchema,
  twoFactorDisableSchema,
  twoFactorRequirementSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
  WRONG_CURRENT_PASSWORD,
} from '../../../contracts/admin-auth.ts';
import { messageSchema } from '../../../contracts/common.ts';
import type { Database } from '../../db/client.ts';
import { badRequest, conflict } from '../../http/errors.ts';
import { findAdminByUsername, listAdmins } from './admin-auth.repository.ts';
import {
  changePassword,
  createAdmin,
  endOtherSessions,
  hashSessionId,
  SESSION_COOKIE,
} from './admin-auth.service.ts';
import {
  beginTwoFactorSetup,
  confirmTwoFactorSetup,
  disableTwoFactor,
  setTwoFactorRequired,
  twoFactorStatus,
} from './two-factor.service.ts';

const presentAdmin = (row: { id: number; username: string; createdAt: Date; totpSecret: string | null }) => ({
  id: row.id,
  username: row.username,
  createdAt: row.createdAt.toISOString(),
  twoFactorEnabled: row.totpSecret !== null,
});

/** The admin accounts screen: list admins, add one, change your own password, two-factor sign-in. */
export const adminAccountsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get('/api/admin/accounts', { schema: { response: { 200: z.array(adminAccountSchema) } } }, async () =>
    (await listAdmins(db)).map(presentAdmin),
  );

  app.post(
    '/api/admin/accounts',
    { schema: { body: newAdminSchema, response: { 201: adminAccountSchema } } },
    async (request, reply) => {
      if (await findAdminByUsername(db, request.body.username)) throw conflict(ADMIN_EXISTS);
      const row = await createAdmin(db, request.body.username, request.body.password);
      return reply.status(201).send(presentAdmin(row));
    },
  );

  // Ends every other session of this admin (a stolen session dies with the old password); this one stays.
  app.put(
    '/api/admin/accounts/me/password',
    { schema: { body: passwordChangeSchema, response: { 200: messageSchema } } },
    async (request) => {
      const admin = await findAdminByUsername(db, request.admin!.username);
      if (!admin || !(await verify(admin.passwordHash, request.body.currentPassword))) {
        throw badRequest(WRONG_CURRENT_PASSWORD, { currentPassword: WRONG_CURRENT_PASSWORD });
      }
      await changePassword(db, admin.id, request.body.newPassword, request.cookies[SESSION_COOKIE]!);
      return { message: 'Password changed' };
    },
  );

  // Logout ends only this browser's session; this ends every other one, e.g. after a lost phone.
  app.post(
    '/api/admin/accounts/me/sessions/end-others',
    { schema: { response: { 200: messageSchema } } },
    async (request) => {
      await endOtherSessions(db, request.admin!.id, request.cookies[SESSION_COOKIE]!);
      return { message: 'Other sessions signed out' };
    },
  );

  // The status and the two setup steps stay open to an admin whom the rule sends to set it up.
  app.get(
    '/api/admin/accounts/me/two-factor',
    { config: { twoFactorSetup: true }, schema: { response: { 200: twoFactorStatusSchema } } },
    async (request) => twoFactorStatus(db, request.admin!.id),
  );

  app.post(
    '/api/admin/accounts/me/two-factor/setup',
    { config: { twoFactorSetup: true }, schema: { response: { 200: twoFactorSetupSchema } } },
    async (request) => beginTwoFactorSetup(db, request.admin!.id),
  );

  app.post(
    '/api/admin/accounts/me/two-factor/confirm',
    {
      config: { twoFactorSetup: true },
      schema: { body: twoFactorConfirmSchema, response: { 200: recoveryCodesSchema } },
    },
    async (request) => ({
      recoveryCodes: await confirmTwoFactorSetup(
        db,
        request.admin!.id,
        request.body.code,
        hashSessionId(request.cookies[SESSION_COOKIE]!),
      ),
    }),
  );

  app.delete(
    '/api/admin/accounts/me/two-factor',
    { schema: { body: twoFactorDisableSchema, response: { 200: messageSchema } } },
    async (request) => {
      await disableTwoFactor(db, request.admin!.id, request.body);
      return { message: 'Two-factor sign-in turned off' };
    },
  );

  app.put(
    '/api/admin/accounts/two-factor-requirement',
    { schema: { body: twoFactorRequirementSchema, response: { 200: twoFactorRequirementSchema } } },
    async (request) => {
      await setTwoFactorRequired(db, request.admin!, request.body.required);
      return { required: request.body.required };
    },
  );
};
