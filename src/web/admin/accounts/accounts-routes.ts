import type { AdminRoute } from '../admin-route.ts';
import { AccountPage } from './account-page.tsx';
import { AuditLogPage } from './audit-log-page.tsx';
import { TeamPage } from './team-page.tsx';
import { TwoFactorPage } from './two-factor-page.tsx';
import { TWO_FACTOR_PATH } from './two-factor-routes.ts';

export const accountsRoutes: AdminRoute[] = [
  // Every role's own account; the team below is for admins.
  { path: '/admin/account', component: AccountPage },
  { path: '/admin/accounts', component: TeamPage },
  { path: '/admin/audit-log', component: AuditLogPage },
  { path: TWO_FACTOR_PATH, component: TwoFactorPage },
];
