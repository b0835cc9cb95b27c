import { type APIRequestContext, type Locator, type Page, request } from '@playwright/test';
import {
  type AdminAccount,
  EMAIL_CHANGE_DONE,
  EMAIL_CONFIRMATION_SENT,
} from '../src/contracts/admin-auth.ts';
import { ALREADY_INVITED } from '../src/contracts/invitations.ts';
import {
  ADMIN,
  expect,
  linkIn,
  mailTo,
  teamMember,
  test,
  toastText,
  unique,
  waitForHydration,
} from './fixtures.ts';
import { createThrough, expectNoSeriousAxeFindings } from './support/admin.ts';
import { createArticle } from './support/public.ts';

/** The audit log's row that holds every one of `texts` (who, what, which record). */
const logRow = (log: Locator, ...texts: string[]) =>
  texts.reduce((rows, hasText) => rows.filter({ hasText }), log.getByRole('row'));

const uniqueAddress = (label: string) => `${unique(label).replace(/\W+/g, '-')}@example.org`;

/** The token of the latest invitation mailed to `address`, once `count` have arrived. */
async function invitationToken(address: string, count: number): Promise<string> {
  await expect.poll(async () => (await mailTo(address)).length).toBe(count);
  const mails = await mailTo(address);
  return new URLSearchParams(linkIn(mails.at(-1)?.text, '/admin/invitation').split('?')[1]).get('token')!;
}

/** Whether an invitation link still opens the accept page (from an address of its own: it is rate-limited). */
async function linkWorks(api: APIRequestContext, token: string): Promise<boolean> {
  const response = await api.get(`/api/admin/invitations/accept?token=${encodeURIComponent(token)}`, {
    headers: {
      'X-Forwarded-For': `10.25.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    },
  });
  return response.status() === 200;
}

/** The password dialog that a sensitive action opens when the password is due, answered. */
async function confirmPassword(page: Page, password = ADMIN.password) {
  const dialog = page.getByRole('dialog', { name: 'Confirm Your Password' });
  await expect(dialog.getByLabel('Password')).toBeFocused();
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
}

/** An API client signed in as `account`. */
async function sessionOf(baseURL: string | undefined, account: { username: string; password: string }) {
  const context = await request.newContext({ baseURL });
  expect((await context.post('/api/admin/login', { data: account })).status()).toBe(200);
  return context;
}

test.describe('the team screen', () => {
  test.beforeEach(async ({ signIn }) => {
    await signIn();
  });

  test('an admin invites an address as contributor, sees it pending, resends it, and revokes another', async ({
    page,
    admin,
  }) => {
    test.setTimeout(90_000);
    const invited = uniqueAddress('invited');
    const revoked = uniqueAddress('revoked');

    await page.goto('/admin/accounts');
    await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
    const accounts = page.getByRole('table', { name: 'Accounts who can sign in' });
    await expect(accounts.getByRole('row').filter({ hasText: ADMIN.username })).toContainText('(you)');
    // Nobody types another person's password any more.
    await expect(page.getByRole('form', { name: 'Add an Admin' })).toHaveCount(0);

    const form = page.getByRole('form', { name: 'Invite Someone' });
    await form.getByLabel('E-mail address').fill(invited);
    await expect(form.getByLabel('Role')).toHaveValue('contributor');
    await form.getByRole('button', { name: 'Send Invitation' }).click();
    // Sending is sensitive: the password first, then the invitation goes.
    await expectNoSeriousAxeFindings(page, [390, 1280]);
    await confirmPassword(page);
    await expect(toastText(page, `Invitation sent to ${invited}`)).toBeVisible();
    await expect(form.getByLabel('E-mail address')).toHaveValue('');

    const pending = page.getByRole('table', { name: 'Pending invitations' });
    const row = pending.getByRole('row').filter({ hasText: invited });
    await expect(row).toContainText('Contributor');
    await expect(row).toContainText(ADMIN.username);
    const firstToken = await invitationToken(invited, 1);
    expect(await linkWorks(admin, firstToken)).toBe(true);

    // The same address again: the server's refusal beside the field, which keeps what was typed.
    await form.getByLabel('E-mail address').fill(invited);
    await form.getByRole('button', { name: 'Send Invitation' }).click();
    await expect(form.getByText(ALREADY_INVITED)).toBeVisible();
    await expect(form.getByLabel('E-mail address')).toBeFocused();
    await expect(form.getByLabel('E-mail address')).toHaveValue(invited);
    await form.getByLabel('E-mail address').fill('');

    // Resend: a new link arrives and the first one stops working.
    await row.getByRole('button', { name: `Resend the invitation to ${invited}` }).click();
    await expect(toastText(page, 'Invitation sent again. The earlier link no longer works.')).toBeVisible();
    const secondToken = await invitationToken(invited, 2);
    expect(await linkWorks(admin, firstToken)).toBe(false);
    expect(await linkWorks(admin, secondToken)).toBe(true);

    // Another invitation, revoked after a question that names it: its link stops working.
    expect(
      (await admin.post('/api/admin/invitations', { data: { email: revoked, role: 'editor' } })).status(),
    ).toBe(201);
    const revokedToken = await invitationToken(revoked, 1);
    await page.reload();
    await waitForHydration(page);
    const revokedRow = pending.getByRole('row').filter({ hasText: revoked });
    await expect(revokedRow).toContainText('Editor');
    await revokedRow.getByRole('button', { name: `Revoke the invitation to ${revoked}` }).click();
    const question = page.getByRole('alertdialog');
    await expect(question).toContainText(`Revoke the invitation to ${revoked}? Its link stops working.`);
    await question.getByRole('button', { name: 'Revoke' }).click();
    await expect(toastText(page, 'Invitation revoked')).toBeVisible();
    await expect(revokedRow).toHaveCount(0);
    await expect(row).toBeVisible();
    expect(await linkWorks(admin, revokedToken)).toBe(false);
    await expectNoSeriousAxeFindings(page, [390, 1280]);
  });

  test('an invitation is sent by keyboard alone', async ({ page }) => {
    test.setTimeout(60_000);
    const invited = uniqueAddress('keyboard');
    await page.goto('/admin/accounts');
    const form = page.getByRole('form', { name: 'Invite Someone' });
    await form.getByLabel('E-mail address').focus();
    await page.keyboard.type(invited);
    await page.keyboard.press('Tab');
    await expect(form.getByLabel('Role')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(form.getByLabel('Role')).toHaveValue('editor');
    await page.keyboard.press('Tab');
    await expect(form.getByRole('button', { name: 'Send Invitation' })).toBeFocused();
    await page.keyboard.press('Enter');
    const password = page.getByRole('dialog', { name: 'Confirm Your Password' }).getByLabel('Password');
    await expect(password).toBeFocused();
    await page.keyboard.type(ADMIN.password);
    await page.keyboard.press('Enter');
    await expect(toastText(page, `Invitation sent to ${invited}`)).toBeVisible();
    await expect(form.getByLabel('E-mail address')).toHaveValue('');
    await expect(
      page.getByRole('table', { name: 'Pending invitations' }).getByRole('row').filter({ hasText: invited }),
    ).toContainText('Editor');
  });

  test('an admin promotes a contributor, ties a byline, and removes the account, whose session ends', async ({
    page,
    admin,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const member = await teamMember(admin, 'contributor');
    const theirs = await sessionOf(baseURL, member);
    const profile = await createThrough<{ id: number; name: string }>(admin, '/api/admin/contributors', {
      name: unique('Byline'),
      isActive: true,
    });
    try {
      await page.goto('/admin/accounts');
      const row = page.getByRole('table', { name: 'Accounts who can sign in' }).getByRole('row').filter({
        hasText: member.username,
      });
      await expect(row).toContainText(member.email);
      await expect(row).toContainText('Off');

      await row.getByLabel(`Role of ${member.username}`).selectOption('editor');
      await confirmPassword(page);
      await expect(toastText(page, `Role of ${member.username} changed to Editor`)).toBeVisible();
      // Their open session has the new role at once.
      expect((await (await theirs.get('/api/admin/me')).json()).role).toBe('editor');
      await expect(row.getByLabel(`Role of ${member.username}`)).toHaveValue('editor');

      // Tied to a profile, then untied; the password is not asked again within minutes.
      await row.getByLabel(`Byline of ${member.username}`).selectOption({ label: profile.name });
      await expect(toastText(page, `Byline of ${member.username} saved`)).toBeVisible();
      const stored = async () =>
        ((await (await admin.get('/api/admin/accounts')).json()) as AdminAccount[]).find(
          (account) => account.username === member.username,
        );
      expect((await stored())?.contributorId).toBe(profile.id);
      await row.getByLabel(`Byline of ${member.username}`).selectOption({ label: 'No byline' });
      await expect.poll(async () => (await stored())?.contributorId).toBeNull();
      await row.getByLabel(`Byline of ${member.username}`).selectOption({ label: profile.name });
      await expect.poll(async () => (await stored())?.contributorId).toBe(profile.id);
      await expectNoSeriousAxeFindings(page, [390, 1280]);

      await row.getByRole('button', { name: `Remove ${member.username}` }).click();
      const question = page.getByRole('alertdialog');
      await expect(question).toContainText(`Remove the account "${member.username}"?`);
      await question.getByRole('button', { name: 'Remove' }).click();
      await expect(toastText(page, 'Account removed. Its sessions have ended.')).toBeVisible();
      await expect(row).toHaveCount(0);
      expect((await theirs.get('/api/admin/me')).status()).toBe(401);

      await page.goto('/admin/audit-log');
      const log = page.getByRole('table', { name: /Audit log/ });
      await expect(
        logRow(log, `${ADMIN.username} changed ${member.username}'s role from contributor to editor`),
      ).toBeVisible();
      await expect(logRow(log, `${ADMIN.username} removed the account of ${member.username}`)).toBeVisible();
    } finally {
      await theirs.dispose();
    }
  });

  test('a content write shows in the audit log, which stacks into labelled cards on a phone', async ({
    page,
    admin,
  }) => {
    const { title } = await createArticle(admin);
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/admin/audit-log');
    const log = page.getByRole('table', { name: /Audit log/ });
    await expect(logRow(log, `e2e-editor published article '${title}'`)).toBeVisible();
    const firstRow = log.getByRole('row').nth(1);
    const cell = firstRow.getByRole('cell').first();
    expect(await cell.evaluate((element) => getComputedStyle(element, '::before').content)).toBe('"When"');
    // No sideways scrolling at phone width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test.describe('your account', () => {
  test('a contributor changes their address and password, ending their other sessions', async ({
    page,
    admin,
    signIn,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const member = await teamMember(admin, 'contributor');
    const secondPassword = `${member.password}-2`;
    const newAddress = uniqueAddress('Moved');
    const otherSession = await sessionOf(baseURL, member);
    try {
      await signIn(member);
      await page.goto('/admin/account');
      await expect(page.getByRole('heading', { level: 1, name: 'Your Account' })).toBeVisible();
      const summary = page.getByRole('region', { name: 'Signed In As' });
      await expect(summary).toContainText(member.username);
      await expect(summary).toContainText('Contributor');
      await expect(summary).toContainText(member.email);
      // The rule for every admin is an admin's to switch.
      const twoFactor = page.getByRole('region', { name: 'Two-Factor Sign-In' });
      await expect(twoFactor).toContainText('Yours is off');
      await expect(twoFactor.getByLabel('Require two-factor sign-in for every admin')).toHaveCount(0);
      await expectNoSeriousAxeFindings(page, [390, 1280]);

      // A new address, after the password, counts once the link mailed to it is opened; the old one is told.
      const emailForm = page.getByRole('form', { name: 'Your E-Mail Address' });
      await expect(emailForm.getByLabel('E-mail address')).toHaveValue(member.email);
      await emailForm.getByLabel('E-mail address').fill(newAddress);
      await emailForm.getByRole('button', { name: 'Send Confirmation Link' }).click();
      await confirmPassword(page, member.password);
      await expect(toastText(page, EMAIL_CONFIRMATION_SENT)).toBeVisible();
      await expect(emailForm).toContainText(`Waiting for confirmation: ${newAddress.toLowerCase()}`);
      await expect(summary).toContainText(member.email);
      await expect(emailForm.getByLabel('E-mail address')).toHaveValue(member.email);
      await expect
        .poll(async () => (await mailTo(member.email)).map((mail) => mail.text ?? '').join('\n'))
        .toContain(`to ${newAddress.toLowerCase()}.`);
      await expect.poll(async () => (await mailTo(newAddress)).length).toBe(1);
      await page.goto(linkIn((await mailTo(newAddress))[0]?.text, '/admin/confirm-email'));
      await page.getByRole('button', { name: 'Confirm the address' }).click();
      await expect(page.getByRole('status')).toHaveText(EMAIL_CHANGE_DONE);
      await page.getByRole('link', { name: 'Go to your account' }).click();
      await expect(summary).toContainText(newAddress.toLowerCase());
      await expect(emailForm.getByLabel('E-mail address')).toHaveValue(newAddress.toLowerCase());
      await expect(emailForm).not.toContainText('Waiting for confirmation');

      const passwordForm = page.getByRole('form', { name: 'Change Your Password' });
      await expect(page.getByRole('region', { name: 'Change Your Password' })).toContainText(
        'signs you out on every other device',
      );
      // Mismatch: caught in the browser.
      await passwordForm.getByLabel(/^New password/).fill(secondPassword);
      await passwordForm.getByLabel('Confirm new password').fill(`${secondPassword}x`);
      await passwordForm.getByRole('button', { name: 'Change Password' }).click();
      await expect(passwordForm.getByText('The new passwords do not match')).toBeVisible();
      await passwordForm.getByLabel('Confirm new password').fill(secondPassword);
      await passwordForm.getByRole('button', { name: 'Change Password' }).click();
      await expect(
        page.getByText('Password changed. Your other sessions have been signed out.', { exact: true }),
      ).toBeVisible();
      await expect(passwordForm.getByLabel(/^New password/)).toHaveValue('');

      // This browser stays in; the other session is over; only the new password opens a session.
      expect((await page.request.get('/api/admin/me')).status()).toBe(200);
      expect((await otherSession.get('/api/admin/me')).status()).toBe(401);
      const old = await otherSession.post('/api/admin/login', {
        data: { username: member.username, password: member.password },
      });
      expect(old.status()).toBe(401);
      expect(
        (
          await otherSession.post('/api/admin/login', {
            data: { username: member.username, password: secondPassword },
          })
        ).status(),
      ).toBe(200);
      // The team itself is not theirs.
      await page.goto('/admin/accounts');
      await expect(page.getByText('Your role does not allow this action').first()).toBeVisible();
    } finally {
      await otherSession.dispose();
    }
  });

  test('the password dialog of a sensitive action works by keyboard alone', async ({
    page,
    admin,
    signIn,
  }) => {
    test.setTimeout(60_000);
    // An account of this test's own, whose password it may change.
    const member = await teamMember(admin, 'editor');
    const newPassword = `${member.password}-new`;
    await signIn(member);
    await page.goto('/admin/account');
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
    // Password, Cancel, Confirm, the close button, and round to the password again.
    for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
    await expect(dialog.getByLabel('Password')).toBeFocused();

    // Escape cancels: the dialog goes, the focus comes back to the form, nothing is changed or reported.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(passwordForm.getByLabel('Confirm new password')).toBeFocused();
    await expect(page.getByRole('region', { name: 'Notifications (F8)' }).getByText('Error')).toHaveCount(0);
    const stillOld = await page.request.post('/api/admin/login', {
      data: { username: member.username, password: member.password },
    });
    expect(stillOld.status()).toBe(200);

    // Enter again: a wrong password is refused in the dialog, the right one with Enter goes through.
    await page.keyboard.press('Enter');
    await expect(dialog.getByLabel('Password')).toBeFocused();
    await page.keyboard.type('not-the-password');
    await page.keyboard.press('Enter');
    await expect(dialog.getByText('The password is not correct')).toBeVisible();
    await expect(dialog.getByLabel('Password')).toBeFocused();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(member.password);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(
      page.getByText('Password changed. Your other sessions have been signed out.', { exact: true }),
    ).toBeVisible();
    expect((await page.request.get('/api/admin/me')).status()).toBe(200);
  });
});
