import { verify } from '@node-rs/argon2';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_EXISTS,
  adminAccountSchema,
  newAdminSchema,
  passwordChangeSchema,
  WRONG_CURRENT_PASSWORD,
} from '../../../contracts/admin-auth.ts';
import { messageSchema } from '../../../contracts/common.ts';
import type { Database } from '../../db/client.ts';
import { badRequest, conflict } from '../../http/errors.ts';
import { findAdminByUsername, listAdmins } from './admin-auth.repository.ts';
import { changePassword, createAdmin, SESSION_COOKIE } from './admin-auth.service.ts';

const presentAdmin = (row: { id: number; username: string; createdAt: Date }) => ({
  id: row.id,
  username: row.username,
  createdAt: row.createdAt.toISOString(),
});

/** The admin accounts screen: list admins, add one, change your own password. */
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
};
