import { z } from 'zod';
import { accountEmailSchema, newAdminSchema } from '../../../contracts/admin-auth.ts';
import type { Database } from '../../db/client.ts';
import { findAdminByEmail, findAdminByUsername } from './admin-auth.repository.ts';
import { createAdmin, resetPassword } from './admin-auth.service.ts';
import { resetTwoFactor } from './two-factor.service.ts';

/**
 * The operator's commands (`npm run admin -- …`, scripts/admin.ts). The running server carries them
 * out when it holds the embedded database (control-socket.ts); otherwise the command itself does,
 * with the same function.
 */

// The same rules as an account made through the API.
export const adminUsernameSchema = newAdminSchema.shape.username;
const adminPasswordSchema = newAdminSchema.shape.password;

export const adminCommandSchema = z.discriminatedUnion('command', [
  // The address is required: it is where a forgotten password's link goes.
  z.object({
    command: z.literal('create'),
    username: adminUsernameSchema,
    email: accountEmailSchema,
    password: adminPasswordSchema,
  }),
  z.object({
    command: z.literal('reset-password'),
    username: adminUsernameSchema,
    password: adminPasswordSchema,
  }),
  z.object({ command: z.literal('reset-two-factor'), username: adminUsernameSchema }),
]);
export type AdminCommand = z.infer<typeof adminCommandSchema>;

export const adminCommandResultSchema = z.object({ ok: z.boolean(), message: z.string() });
/** What the operator is told; `ok: false` is a refusal that changed nothing. */
export type AdminCommandResult = z.infer<typeof adminCommandResultSchema>;

const noSuchAdmin = (username: string): AdminCommandResult => ({
  ok: false,
  message: `There is no admin named "${username}".`,
});

export async function runAdminCommand(db: Database, command: AdminCommand): Promise<AdminCommandResult> {
  const { username } = command;
  switch (command.command) {
    case 'create':
      if (await findAdminByUsername(db, username)) {
        return {
          ok: false,
          message: `An admin named "${username}" already exists. Use reset-password to change the password.`,
        };
      }
      if (await findAdminByEmail(db, command.email)) {
        return { ok: false, message: `Another account already uses ${command.email}.` };
      }
      await createAdmin(db, username, command.password, { email: command.email });
      return { ok: true, message: `Created admin "${username}" <${command.email}>.` };
    case 'reset-password':
      if (!(await resetPassword(db, username, command.password))) return noSuchAdmin(username);
      return { ok: true, message: `Changed the password of "${username}"; their sessions were ended.` };
    case 'reset-two-factor':
      if (!(await resetTwoFactor(db, username))) return noSuchAdmin(username);
      return {
        ok: true,
        message: `Turned off two-factor sign-in for "${username}"; their sessions were ended.`,
      };
  }
}
