import type { AdminRole } from '../../../contracts/admin-auth.ts';
import type { Account } from '../../../contracts/permissions.ts';
import { useAdminMe } from '../auth/admin-session.ts';

/**
 * The signed-in account, for the rule table of contracts/permissions.ts. The shell is drawn only once
 * the session is known (RequireAdmin); should it not be, the least role with no id shows the least,
 * and the server refuses the rest anyway.
 */
export function useAccount(): Account {
  const me = useAdminMe().data;
  return { id: me?.id ?? 0, role: me?.role ?? 'contributor' };
}

/** The signed-in account's role. */
export function useRole(): AdminRole {
  return useAccount().role;
}
