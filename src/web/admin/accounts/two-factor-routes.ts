import type { AdminRoute } from '../admin-route.ts';
import { TwoFactorPage } from './two-factor-page.tsx';

// A file of its own, so the login guard and the accounts screen can name the path without an import cycle.
export const twoFactorRoute: AdminRoute = { path: '/admin/accounts/two-factor', component: TwoFactorPage };

/** Where an admin goes who must set up two-factor sign-in before anything else. */
export const TWO_FACTOR_PATH = twoFactorRoute.path;
