import type { AdminRoute } from '../admin-route.ts';
import { AccountsPage } from './accounts-page.tsx';
import { AuditLogPage } from './audit-log-page.tsx';
import { twoFactorRoute } from './two-factor-routes.ts';

export const accountsRoutes: AdminRoute[] = [
  { path: '/admin/accounts', component: AccountsPage },
  { path: '/admin/audit-log', component: AuditLogPage },
  twoFactorRoute,
];
