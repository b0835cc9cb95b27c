import { expect, test } from '@playwright/test';

const USERNAME = 'e2e-editor';
const PASSWORD = 'e2e-editor-password';

test.describe('admin sign-in', () => {
  test('signed out, /admin sends the visitor to the login screen', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    await expect(page.getByText('Access the content management system')).toBeVisible();
  });

  test('empty fields show the message without calling the server', async ({ page }) => {
    let calls = 0;
    page.on('request', (r) => {
      if (r.url().includes('/api/admin/login')) calls++;
    });
    await page.goto('/admin/login');
    await page.getByLabel('Username').fill(USERNAME);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Username and password required');
    expect(calls).toBe(0);
  });

  test('a wrong password shows the server message', async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByLabel('Username').fill(USERNAME);
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid username or password');
  });

  test('signing in shows "Signing in...", lands on /admin, and Logout returns to the login screen', async ({
    page,
  }) => {
    await page.goto('/admin/login');
    await page.getByLabel('Username').fill(USERNAME);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.route('**/api/admin/login', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Website Manager' })).toBeVisible();
    await expect(page.getByText(`Signed in as ${USERNAME}`)).toBeVisible();

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('an auth check that keeps failing shows the error with Go to Login, after one retry', async ({
    page,
  }) => {
    let calls = 0;
    await page.route('**/api/admin/me', (route) => {
      calls++;
      return route.fulfill({ status: 500, body: '{"message":"boom"}', contentType: 'application/json' });
    });
    await page.goto('/admin');
    await expect(page.getByRole('alert')).toHaveText('Authentication error. Please try logging in again.');
    expect(calls).toBe(2);
    await page.getByRole('button', { name: 'Go to Login' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('admin pages are not indexed', async ({ request }) => {
    const response = await request.get('/admin/login');
    expect(response.headers()['x-robots-tag']).toBe('noindex');
    expect(await response.text()).toContain('<meta name="robots" content="noindex, nofollow"/>');
  });
});
