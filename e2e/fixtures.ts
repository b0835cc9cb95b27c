import { type APIRequestContext, test as base, expect, request } from '@playwright/test';

export const ADMIN = { username: 'e2e-editor', password: 'e2e-editor-password' };

/** A counter-free unique suffix, so tests running side by side never see each other's content. */
export function unique(label: string): string {
  return `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/**
 * `admin`: an API client signed in as the e2e admin, for creating content through the real API.
 * `signIn`: signs the page's browser in, for admin screens.
 */
export const test = base.extend<{ admin: APIRequestContext; signIn: () => Promise<void> }>({
  admin: async ({ baseURL }, use) => {
    const context = await request.newContext({ baseURL });
    const response = await context.post('/api/admin/login', { data: ADMIN });
    expect(response.status()).toBe(200);
    await use(context);
    await context.dispose();
  },
  signIn: async ({ page }, use) => {
    await use(async () => {
      const response = await page.request.post('/api/admin/login', { data: ADMIN });
      expect(response.status()).toBe(200);
    });
  },
});

export { expect };
