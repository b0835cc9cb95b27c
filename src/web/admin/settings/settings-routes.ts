import type { AdminRoute } from '../admin-route.ts';
import { SettingsPage } from './settings-page.tsx';

export const settingsRoutes: AdminRoute[] = [{ path: '/admin/settings', component: SettingsPage }];
