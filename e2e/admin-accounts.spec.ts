import type { Locator } from '@playwright/test';
import type { AdminAccount } from '../src/contracts/admin-auth.ts';
import { ADMIN, expect, test, waitForHydration } from './fixtures.ts';
import { expectNoSeriousAxeFindings } from './support/admin.ts';
import { createArticle } from './support/public.ts';

/** The audit log's row that holds every one of `texts` (who, what, which record). */
const logRow = (log: Locator, ...texts: string[]) =>
  texts.reduce((rows, hasText) => rows.filter({ hasText }), log.getByRole('row'));

const uniqueUsername = () => `e2e-acct-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.describe('admin accounts and audit log', () => {
  test.beforeEach(async ({ signIn }) => {
    await signIn();
  });

  test('add an admin, who signs in, changes their password (ending their other sessions), and the log shows it', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const username = uniqueUsername();
    const firstPassword = 'first-password-123';
    const secondPassword = 'second-password-456';

    await page.goto('/admin/accounts');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Accounts' })).toBeVisible();
    const admins = page.getByRole('table', { name: 'Admins who can sign in' });
    await expect(admins.getByRole('row').filter({ hasText: 'e2e-editor' })).toContainText('(you)');

    const addForm = page.getByRole('form', { name: 'Add an Admin' });
    // The contract's rules, checked before anything is sent.
    let posts = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/admin/accounts') && r.method() === 'POST') posts++;
    });
    await addForm.getByLabel('Username').fill('a b');
    await addForm.getByLabel('Password').fill('short');
    await addForm.getByRole('button', { name: 'Add Admin' }).click();
    await expect(
      addForm.getByText('Username must be 2 to 64 letters, digits, dots, dashes or underscores'),
    ).toBeVisible();
    await expect(addForm.getByText('Password must be at least 10 characters')).toBeVisible();
    expect(posts).toBe(0);

    await addForm.getByLabel('Username').fill(username);
    await addForm.getByLabel('Password').fill(firstPassword);
    // Adding an admin is sensitive: the server asks for the password first, and the dialog does.
    await addForm.getByRole('button', { name: 'Add Admin' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Your Password' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Password')).toBeFocused();
    await expectNoSeriousAxeFindings(page, [390, 1280]);
    await dialog.getByLabel('Password').fill(ADMIN.password);
    const created = page.waitForResponse(
      (r) => r.url().endsWith('/api/admin/accounts') && r.request().method() === 'POST' && r.status() === 201,
    );
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    const account = (await (await created).json()) as AdminAccount;
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Admin account created successfully', { exact: true })).toBeVisible();
    await expect(admins.getByRole('row').filter({ hasText: username })).toBeVisible();
    await expect(addForm.getByLabel('Username')).toHaveValue('');

    // The same name again: 409, in the server's words beside the field.
    await addForm.getByLabel('Username').fill(username);
    await addForm.getByLabel('Password').fill(firstPassword);
    await addForm.getByRole('button', { name: 'Add Admin' }).click();
    await expect(addForm.getByText('An admin with this username already exists')).toBeVisible();
    await expect(addForm.getByLabel('Username')).toHaveValue(username);
    await addForm.getByLabel('Username').fill('');
    await addForm.getByLabel('Password').fill('');

    // The new admin signs in through the login screen in a browser of their own.
    const theirs = await browser.newContext({ baseURL });
    const otherSession = await browser.newContext({ baseURL });
    try {
      expect(
        (
          await otherSession.request.post('/api/admin/login', { data: { username, password: firstPassword } })
        ).status(),
      ).toBe(200);
      const them = await theirs.newPage();
      await them.goto('/admin/login');
      await waitForHydration(them);
      await them.getByLabel('Username').fill(username);
      await them.getByLabel('Password').fill(firstPassword);
      await them.getByRole('button', { name: 'Sign in' }).click();
      await expect(them).toHaveURL(/\/admin$/);

      await them.goto('/admin/accounts');
      await waitForHydration(them);
      const passwordForm = them.getByRole('form', { name: 'Change Your Password' });
      await expect(them.getByRole('region', { name: 'Change Your Password' })).toContainText(
        'signs you out on every other device',
      );

      // Mismatch: caught in the browser.
      await passwordForm.getByLabel(/^New password/).fill(secondPassword);
      await passwordForm.getByLabel('Confirm new password').fill(`${secondPassword}x`);
      await passwordForm.getByRole('button', { name: 'Change Password' }).click();
      await expect(passwordForm.getByText('The new passwords do not match')).toBeVisible();

      // The current password is asked for in the dialog; a wrong one is refused beside its field.
      await passwordForm.getByLabel('Confirm new password').fill(secondPassword);
      await passwordForm.getByRole('button', { name: 'Change Password' }).click();
      const dialog = them.getByRole('dialog', { name: 'Confirm Your Password' });
      await dialog.getByLabel('Password').fill('not-my-password');
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      await expect(dialog.getByText('The password is not correct')).toBeVisible();

      await dialog.getByLabel('Password').fill(firstPassword);
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      await expect(
        them.getByText('Password changed. Your other sessions have been signed out.', { exact: true }),
      ).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(passwordForm.getByLabel(/^New password/)).toHaveValue('');

      // This browser stays in; the other session is over; only the new password opens a session.
      expect((await them.request.get('/api/admin/me')).status()).toBe(200);
      expect((await otherSession.request.get('/api/admin/me')).status()).toBe(401);
      const old = await otherSession.request.post('/api/admin/login', {
        data: { username, password: firstPassword },
      });
      expect(old.status()).toBe(401);
      expect((await old.json()).message).toBe('Invalid username or password');
      expect(
        (
          await otherSession.request.post('/api/admin/login', {
            data: { username, password: secondPassword },
          })
        ).status(),
      ).toBe(200);
    } finally {
      await theirs.close();
      await otherSession.close();
    }

    // The audit log names who did each write.
    await page.goto('/admin/audit-log');
    const log = page.getByRole('table', { name: /Audit log/ });
    await expect(logRow(log, 'e2e-editor', 'Added an admin', `#${account.id} (new)`)).toBeVisible();
    await expect(logRow(log, username, 'Changed own password')).toBeVisible();
    await expect(logRow(log, username, 'Confirmed own password')).toBeVisible();
    await expectNoSeriousAxeFindings(page, [390, 1280]);

    await page.goto('/admin/accounts');
    await expect(admins.getByRole('row').filter({ hasText: username })).toBeVisible();
    await expectNoSeriousAxeFindings(page, [390, 1280]);
  });

  test('the password dialog of a sensitive action works by keyboard alone', async ({ page, admin }) => {
    test.setTimeout(60_000);
    // An admin of this test's own, whose password it may change.
    const username = uniqueUsername();
    const password = 'keyboard-password-1';
    const newPassword = 'keyboard-password-2';
    expect((await admin.post('/api/admin/accounts', { data: { username, password } })).status()).toBe(201);
    const context = page.context();
    await context.clearCookies();
    expect((await page.request.post('/api/admin/login', { data: { username, password } })).status()).toBe(
      200,
    );
    await page.goto('/admin/accounts');
    const passwordForm = page.getByRole('form', { name: 'Change Your Password' });
    await passwordForm.getByLabel(/^New password/).focus();
    await page.keyboard.type(newPassword);
    await page.keyboard.press('Tab');
    await page.keyboard.type(newPassword);
    await page.keyboard.press('Enter');

    // The dialog takes the focus into its first field, and Tab stays inside it.
    const dialog = page.getByRole('dialog', { name: 'Confirm Your Password' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Password')).toBeFocused();
    await expectNoSeriousAxeFindings(page, [390, 1280]);
    for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
    await expect(dialog.getByLabel('Password')).toBeFocused();

    // Escape cancels: the dialog goes, the focus comes back to the form, nothing is changed or reported.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(passwordForm.getByLabel('Confirm new password')).toBeFocused();
    await expect(page.getByRole('region', { name: 'Notifications (F8)' }).getByText('Error')).toHaveCount(0);
    const stillOld = await page.request.post('/api/admin/login', { data: { username, password } });
    expect(stillOld.status()).toBe(200);

    // Enter again: a wrong password is refused in the dialog, the right one with Enter goes through.
    await page.keyboard.press('Enter');
    await expect(dialog.getByLabel('Password')).toBeFocused();
    await page.keyboard.type('not-the-password');
    await page.keyboard.press('Enter');
    await expect(dialog.getByText('The password is not correct')).toBeVisible();
    await expect(dialog.getByLabel('Password')).toBeFocused();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(password);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(
      page.getByText('Password changed. Your other sessions have been signed out.', { exact: true }),
    ).toBeVisible();
    expect((await page.request.get('/api/admin/me')).status()).toBe(200);
  });

  test('a content write shows in the audit log, which stacks into labelled cards on a phone', async ({
    page,
    admin,
  }) => {
    const { id } = await createArticle(admin);
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/admin/audit-log');
    const log = page.getByRole('table', { name: /Audit log/ });
    await expect(logRow(log, 'e2e-editor', 'Created article', `#${id} (new)`)).toBeVisible();
    const firstRow = log.getByRole('row').nth(1);
    const cell = firstRow.getByRole('cell').first();
    expect(await cell.evaluate((element) => getComputedStyle(element, '::before').content)).toBe('"When"');
    // No sideways scrolling at phone width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
