import type { Page } from '@playwright/test';
import { base32Decode, hotp, totpStep } from '../src/server/modules/admin-auth/totp.ts';
import { expect, teamMember, test, waitForHydration } from './fixtures.ts';
import { expectNoSeriousAxeFindings } from './support/admin.ts';

/**
 * What the authenticator app would show, for the next 30-second step: the window accepts one step
 * ahead, and a code is never taken twice, so the next step's code is always new whatever was used now.
 */
function nextCode(secret: string): string {
  return hotp(base32Decode(secret), totpStep(new Date()) + 1);
}

async function signInWithPassword(page: Page, username: string, password: string) {
  await page.goto('/admin/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('an admin turns on two-factor sign-in, then signs in with a code and with a recovery code', async ({
  page,
  admin,
}) => {
  test.setTimeout(90_000);
  // An admin of this test's own: the shared e2e admin keeps signing in without codes for every other spec.
  const { username, password } = await teamMember(admin, 'admin');

  await signInWithPassword(page, username, password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/account');
  const card = page.getByRole('region', { name: 'Two-Factor Sign-In' });
  await expect(card).toContainText('Yours is off');
  await expect(card.getByLabel('Require two-factor sign-in for every admin')).toBeDisabled();
  await card.getByRole('link', { name: 'Set Up Two-Factor Sign-In' }).click();
  await expect(page).toHaveURL(/\/admin\/accounts\/two-factor$/);
  await waitForHydration(page);

  // Turning it on is sensitive: the password first, in the dialog.
  await page.getByRole('button', { name: 'Set Up Two-Factor Sign-In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Your Password' });
  await expect(dialog.getByLabel('Password')).toBeFocused();
  await expect(dialog.getByLabel('Authentication code')).toHaveCount(0);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const setupKey = page.getByRole('listitem').filter({ hasText: 'Cannot scan it?' }).locator('code');
  const secret = ((await setupKey.textContent()) ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expectNoSeriousAxeFindings(page, [390, 1280]);

  // A wrong code first: the server's words beside the field, and still off.
  const form = page.getByRole('form', { name: 'Add this site to your authenticator app' });
  await form.getByLabel('Authentication code').fill(hotp(base32Decode(secret), totpStep(new Date()) + 5));
  await form.getByRole('button', { name: 'Turn On' }).click();
  await expect(form.getByText('Invalid authentication code')).toBeVisible();

  await form.getByLabel('Authentication code').fill(hotp(base32Decode(secret), totpStep(new Date())));
  await form.getByRole('button', { name: 'Turn On' }).click();
  await expect(page.getByText('Two-factor sign-in is on', { exact: true }).first()).toBeVisible();
  const codeItems = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codeItems).toHaveCount(10);
  const codes = await codeItems.allTextContents();
  await expectNoSeriousAxeFindings(page, [390, 1280]);
  await page.getByRole('button', { name: 'I Have Saved My Codes' }).click();
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in is on' })).toBeVisible();
  await expect(page.getByText('You have 10 recovery codes left.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Your Account' })).toHaveAttribute(
    'href',
    '/admin/account',
  );
  await expectNoSeriousAxeFindings(page, [390, 1280]);

  // Sign out; the password alone no longer opens the admin area.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await signInWithPassword(page, username, password);
  const codeField = page.getByLabel('Authentication code');
  await expect(codeField).toBeFocused();
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  expect((await page.request.get('/api/admin/me')).status()).toBe(401);
  await expectNoSeriousAxeFindings(page, [390, 1280]);
  await codeField.fill(nextCode(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText(`Signed in as ${username}`)).toBeVisible();

  // And with a recovery code, which is then used up.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await signInWithPassword(page, username, password);
  await page.getByLabel('Authentication code').fill(codes[0]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/accounts/two-factor');
  await expect(page.getByText('You have 9 recovery codes left.')).toBeVisible();

  // The audit log names the change in words.
  await page.goto('/admin/audit-log');
  const log = page.getByRole('table', { name: /Audit log/ });
  await expect(log.getByRole('row').filter({ hasText: username }).first()).toContainText(
    'turned on two-factor sign-in',
  );

  // Turning it off asks for the password and a code (here a recovery code) in the same dialog.
  await page.goto('/admin/accounts/two-factor');
  await page.getByRole('button', { name: 'Turn Off' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Turn Off' }).click();
  await expect(dialog.getByLabel('Password')).toBeFocused();
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByText('Authentication code required')).toBeVisible();
  await expectNoSeriousAxeFindings(page, [390, 1280]);
  await dialog.getByLabel('Authentication code').fill(codes[1]!);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Two-factor sign-in turned off', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Set Up Two-Factor Sign-In' })).toBeVisible();
});

test('an admin held by the rule is sent to the setup from any admin screen', async ({ page, admin }) => {
  test.setTimeout(90_000);
  const { username, password } = await teamMember(admin, 'admin');
  expect((await page.request.post('/api/admin/login', { data: { username, password } })).status()).toBe(200);
  // The rule itself is never switched on here: every other spec signs in without codes on this server.
  // The server's side of it (403 everywhere but the setup) is tested in two-factor.test.ts.
  await page.route('**/api/admin/me', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        username,
        role: 'admin',
        twoFactorEnabled: false,
        twoFactorSetupRequired: true,
        emailRequired: false,
        pendingEmail: null,
      }),
    }),
  );
  for (const screen of ['/admin', '/admin/manage-articles', '/admin/account', '/admin/accounts']) {
    await page.goto(screen);
    await expect(page, screen).toHaveURL(/\/admin\/accounts\/two-factor$/, { timeout: 15_000 });
  }
  await expect(
    page.getByRole('status').filter({ hasText: 'Every admin of this site must use two-factor' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Your Account' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Set Up Two-Factor Sign-In' })).toBeVisible();
  await expectNoSeriousAxeFindings(page, [390, 1280]);
});
