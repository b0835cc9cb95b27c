import type { AdminRoute } from '../admin-route.ts';
import { ConfirmEmailPage } from './confirm-email-page.tsx';
import { ForgotPasswordPage } from './forgot-password-page.tsx';
import { InvitationPage } from './invitation-page.tsx';
import { LoginPage } from './login-page.tsx';
import { ResetPasswordPage } from './reset-password-page.tsx';

/**
 * The admin screens open without a session (admin-app.tsx draws them outside the authentication
 * check): signing in, and the pages the account mails link to (docs/admin/team.md).
 */
export const signedOutRoutes: AdminRoute[] = [
  { path: '/admin/login', component: LoginPage },
  { path: '/admin/forgot-password', component: ForgotPasswordPage },
  { path: '/admin/reset-password', component: ResetPasswordPage },
  { path: '/admin/invitation', component: InvitationPage },
  { path: '/admin/confirm-email', component: ConfirmEmailPage },
];
