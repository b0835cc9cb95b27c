import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { AdminRole } from '../src/contracts/admin-auth.ts';
import { admins } from '../src/server/modules/admin-auth/admin-auth.table.ts';
import { signInAsNewAdmin, type TestApp } from './test-app.ts';

export interface RoleSession {
  id: number;
  username: string;
  cookie: string;
  /** A call made as this account. */
  call(
    method: NonNullable<InjectOptions['method']>,
    url: string,
    payload?: unknown,
  ): Promise<LightMyRequestResponse>;
}

/**
 * A new account of `role` (with an e-mail address and a contributor byline when given), signed in:
 * for the tests of what each role may do.
 */
export async function signInAs(
  testApp: TestApp,
  role: AdminRole,
  { email, contributorId }: { email?: string; contributorId?: number } = {},
): Promise<RoleSession> {
  const { cookie, username } = await signInAsNewAdmin(testApp);
  const [row] = await testApp.db
    .update(admins)
    .set({ role, email: email?.toLowerCase(), contributorId })
    .where(eq(admins.username, username))
    .returning({ id: admins.id });
  return {
    id: row!.id,
    username,
    cookie,
    call: (method, url, payload) =>
      testApp.app.inject({ method, url, payload: payload as InjectOptions['payload'], headers: { cookie } }),
  };
}
