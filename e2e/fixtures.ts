import { type APIRequestContext, test as base, expect, type Page, request } from '@playwright/test';

export const ADMIN = { username: 'e2e-editor', password: 'e2e-editor-password' };

/** A counter-free unique suffix, so tests running side by side never see each other's content. */
export function unique(label: string): string {
  return `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** True once React has hydrated (or rendered) the page, so clicks reach their handlers; at once on non-pages. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root === null || Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
}

/**
 * `page`: navigations wait for hydration, so a test never clicks a server-rendered button before React
 * listens (on a loaded machine that click would submit the plain HTML form instead).
 * `admin`: an API client signed in as the e2e admin, for creating content through the real API.
 * `signIn`: signs the page's browser in, for admin screens.
 */
export const test = base.extend<{ admin: APIRequestContext; signIn: () => Promise<void> }>({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await waitForHydration(page);
      return response;
    };
    await use(page);
  },
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
