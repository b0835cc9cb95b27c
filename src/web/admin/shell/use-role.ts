import type { AdminRole } from '../../../contracts/admin-auth.ts';
import { useAdminMe } from '../auth/admin-session.ts';

/**
 * The signed-in account's role. The shell is drawn only once the session is known (RequireAdmin);
 * should it not be, the least role shows the least, and the server refuses the rest anyway.
 */
export function useRole(): AdminRole {
  return useAdminMe().data?.role ?? 'contributor';
}
