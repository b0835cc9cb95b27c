import { type APIRequestContext, type Page, request } from '@playwright/test';
import {
  EMAIL_CHANGE_DONE,
  EMAIL_CONFIRMATION_SENT,
  INVALID_ACCOUNT_EMAIL,
  INVALID_EMAIL_LINK,
  INVALID_RESET_LINK,
  PASSWORD_RESET_DONE,
  PASSWORD_RESET_REQUESTED,
  TOO_MANY_RESET_REQUESTS,
} from '../src/contracts/admin-auth.ts';
import { INVALID_INVITATION, USERNAME_TAKEN } from '../src/contracts/invitations.ts';
import { base32Decode, hotp, totpStep } from '../src/server/modules/admin-auth/totp.ts';
import { ADMIN, expect, linkIn, mailTo, teamMember, test, unique } from './fixtures.ts';
import { expectFieldError, expectNoSeriousAxeFindings, field } from './support/admin.ts';

const PASSWORDS_DIFFER = 'The two passwords do not match';

/**
 * A client address of the test's own (the server trusts X-Forwarded-For here), so the per-address
 * limits on reset requests and invitation tries never see the other tests' calls.
 */
const ownAddress = () => `10.25.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

async function fromOwnAddress(page: Page) {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': ownAddress() });
}

/** An API client signed in as `account`, as another browser would be. */
async function signedInClient(baseURL: string | undefined, account: { username: string; password: string }) {
  const client = await request.newContext({ baseURL });
  expect((await client.post('/api/admin/login', { data: account })).status()).toBe(200);
  return client;
}

/** Turns on two-factor sign-in for the client's account through the API; returns the app's secret. */
async function turnOnTwoFactor(client: APIRequestContext, password: string): Promise<string> {
  expect((await client.post('/api/admin/reauthenticate', { data: { password } })).status()).toBe(200);
  const setup = await client.post('/api/admin/accounts/me/two-factor/setup');
  const { secret } = (await setup.json()) as { secret: string };
  const code = hotp(base32Decode(secret), totpStep(new Date()));
  expect((await client.post('/api/admin/accounts/me/two-factor/confirm', { data: { code } })).status()).toBe(
    200,
  );
  return secret;
}

/** The link to `path` in the newest mail to `email` that has one (an invitee's first mail is the invitation). */
async function mailedLink(email: string, path: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const texts = (await mailTo(email)).map((mail) => mail.text ?? '');
      const last = texts.filter((text) => text.includes(`${path}?token=`)).at(-1);
      link = last === undefined ? undefined : linkIn(last, path);
      return link;
    })
    .toBeDefined();
  return link!;
}

test.describe('forgot password', () => {
  test.beforeEach(async ({ page }) => fromOwnAddress(page));

  test('the link from the sign-in page mails a reset link; the new password ends the other sessions and two-factor still asks', async ({
    page,
    admin,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const member = await teamMember(admin, 'editor');
    const elsewhere = await signedInClient(baseURL, member);
    const secret = await turnOnTwoFactor(elsewhere, member.password);

    await page.goto('/admin/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/admin\/forgot-password$/);
    await page.getByLabel('E-mail address').fill(member.email);
    await page.getByLabel('E-mail address').press('Enter');
    await expect(page.getByRole('status')).toHaveText(PASSWORD_RESET_REQUESTED);
    const link = await mailedLink(member.email, '/admin/reset-password');

    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Choose a New Password' })).toBeVisible();
    const newPassword = `${member.password}-new`;
    await field(page, 'New password').fill(newPassword);
    await field(page, 'Confirm new password').fill(`${newPassword}-typo`);
    await field(page, 'Confirm new password').press('Enter');
    await expectFieldError(page, 'Confirm new password', PASSWORDS_DIFFER);
    await field(page, 'Confirm new password').fill(newPassword);
    await field(page, 'Confirm new password').press('Enter');
    await expect(page.getByRole('status')).toHaveText(PASSWORD_RESET_DONE);
    expect((await elsewhere.get('/api/admin/me')).status()).toBe(401);
    await elsewhere.dispose();

    // The new password opens the sign-in, and the code is asked as before.
    await page.getByRole('link', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.getByLabel('Username').fill(member.username);
    await page.getByLabel('Password').fill(newPassword);
    await page.getByLabel('Password').press('Enter');
    await expect(page.getByText('Two-factor sign-in', { exact: true })).toBeVisible();
    await page.getByLabel('Authentication code').fill(hotp(base32Decode(secret), totpStep(new Date()) + 1));
    await page.getByLabel('Authentication code').press('Enter');
    await expect(page).toHaveURL(/\/admin$/);

    // The link worked once.
    await page.goto(link);
    await field(page, 'New password').fill('another-password');
    await field(page, 'Confirm new password').fill('another-password');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect(page.getByRole('alert')).toHaveText(INVALID_RESET_LINK);
    await page.getByRole('link', { name: 'Ask for a new link' }).click();
    await expect(page).toHaveURL(/\/admin\/forgot-password$/);
  });

  test('an unknown address gets the same answer and no mail', async ({ page, admin }) => {
    const member = await teamMember(admin, 'contributor');
    const unknown = `${unique('nobody').replace(/\W+/g, '-')}@example.org`;
    await page.goto('/admin/forgot-password');
    await page.getByLabel('E-mail address').fill(unknown);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await expect(page.getByRole('status')).toHaveText(PASSWORD_RESET_REQUESTED);

    // A known address asked after it gets its mail: by then the unknown one would have had its own.
    await page.goto('/admin/forgot-password');
    await page.getByLabel('E-mail address').fill(member.email);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await expect(page.getByRole('status')).toHaveText(PASSWORD_RESET_REQUESTED);
    await mailedLink(member.email, '/admin/reset-password');
    expect(await mailTo(unknown)).toHaveLength(0);
  });

  test('too many requests for one address from one client are refused in plain words', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const email = `${unique('flood').replace(/\W+/g, '-')}@example.org`;
    const client = ownAddress();
    const api = await playwright.request.newContext({ baseURL });
    for (let i = 0; i < 3; i++) {
      const answer = await api.post('/api/admin/password-reset', {
        data: { email },
        headers: { 'X-Forwarded-For': client },
      });
      expect(answer.status()).toBe(200);
    }
    await api.dispose();
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': client });
    await page.goto('/admin/forgot-password');
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('E-mail address').press('Enter');
    await expect(page.getByRole('alert')).toHaveText(TOO_MANY_RESET_REQUESTS);
    await expect(page.getByLabel('E-mail address')).toHaveValue(email);
  });

  test('a made-up reset link is refused with a way to ask again', async ({ page }) => {
    for (const address of ['/admin/reset-password?token=made-up', '/admin/reset-password']) {
      await page.goto(address);
      if (address.includes('token')) {
        await field(page, 'New password').fill('a-long-enough-password');
        await field(page, 'Confirm new password').fill('a-long-enough-password');
        await field(page, 'Confirm new password').press('Enter');
      }
      await expect(page.getByRole('alert')).toHaveText(INVALID_RESET_LINK);
      await expect(page.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
        'href',
        '/admin/forgot-password',
      );
    }
  });

  test('the sign-in, forgot and reset pages pass axe on a phone and a laptop', async ({ page }) => {
    test.setTimeout(120_000);
    // The admin app draws itself after hydration is marked: each check waits for the page's heading.
    for (const [address, heading] of [
      ['/admin/login', 'Admin Login'],
      ['/admin/forgot-password', 'Forgot Password'],
      ['/admin/reset-password?token=made-up', 'Choose a New Password'],
    ] as const) {
      await page.goto(address);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expectNoSeriousAxeFindings(page, [390, 1280]);
    }
    await page.goto('/admin/forgot-password');
    await page.getByRole('button', { name: 'Send the link' }).click();
    await expectFieldError(page, 'E-mail address', INVALID_ACCOUNT_EMAIL);
    await expectNoSeriousAxeFindings(page, [390, 1280]);
  });
});

test.describe('a new address', () => {
  test.beforeEach(async ({ page }) => fromOwnAddress(page));

  test('is confirmed by the mailed link, signed out too; a used or made-up link points to the account page', async ({
    page,
    admin,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const member = await teamMember(admin, 'editor');
    const newAddress = `${unique('moved').replace(/\W+/g, '-')}@example.org`;
    const elsewhere = await signedInClient(baseURL, member);
    expect(
      (await elsewhere.post('/api/admin/reauthenticate', { data: { password: member.password } })).status(),
    ).toBe(200);
    const asked = await elsewhere.put('/api/admin/accounts/me/email', { data: { email: newAddress } });
    expect(await asked.json()).toEqual({ message: EMAIL_CONFIRMATION_SENT });
    const link = await mailedLink(newAddress, '/admin/confirm-email');

    // This browser has no session: opening the link changes nothing until the button is pressed.
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm Your E-Mail Address' })).toBeVisible();
    await expectNoSeriousAxeFindings(page, [390, 1280]);
    expect((await (await elsewhere.get('/api/admin/accounts/me')).json()).email).toBe(member.email);
    await page.getByRole('button', { name: 'Confirm the address' }).press('Enter');
    await expect(page.getByRole('status')).toHaveText(EMAIL_CHANGE_DONE);
    await expectNoSeriousAxeFindings(page, [390, 1280]);
    expect((await (await elsewhere.get('/api/admin/accounts/me')).json()).email).toBe(newAddress);
    await elsewhere.dispose();

    for (const address of [link, '/admin/confirm-email?token=made-up', '/admin/confirm-email']) {
      await page.goto(address);
      if (address.includes('token')) await page.getByRole('button', { name: 'Confirm the address' }).click();
      await expect(page.getByRole('alert')).toHaveText(INVALID_EMAIL_LINK);
      await expect(page.getByRole('link', { name: 'Go to your account' })).toHaveAttribute(
        'href',
        '/admin/account',
      );
    }
    await expectNoSeriousAxeFindings(page, [390, 1280]);
  });
});

test.describe('invitation', () => {
  test.beforeEach(async ({ page }) => fromOwnAddress(page));

  test('the invitee picks a username and password through the mailed link and signs in with the role', async ({
    page,
    admin,
  }) => {
    test.setTimeout(60_000);
    const username = unique('invitee').replace(/\W+/g, '-');
    const email = `${username}@example.org`;
    const password = `${username}-password`;
    expect(
      (await admin.post('/api/admin/invitations', { data: { email, role: 'contributor' } })).status(),
    ).toBe(201);
    const link = await mailedLink(email, '/admin/invitation');

    await page.goto(link);
    await expect(page.getByText("You're invited as contributor")).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expectNoSeriousAxeFindings(page, [390, 1280]);

    // A name already taken: said beside the field, and the link still works.
    await field(page, 'Username').fill(ADMIN.username);
    await field(page, 'Password').fill(password);
    await field(page, 'Confirm password').fill(`${password}-typo`);
    await field(page, 'Confirm password').press('Enter');
    await expectFieldError(page, 'Confirm password', PASSWORDS_DIFFER);
    await field(page, 'Confirm password').fill(password);
    await field(page, 'Confirm password').press('Enter');
    await expectFieldError(page, 'Username', USERNAME_TAKEN);
    await expectNoSeriousAxeFindings(page, [390, 1280]);

    await field(page, 'Username').fill(username);
    await field(page, 'Username').press('Enter');
    await expect(page.getByRole('status')).toHaveText('Account created. Sign in with your new username.');
    await page.getByRole('link', { name: 'Sign in', exact: true }).click();
    await expect(page.getByLabel('Username')).toHaveValue(username);
    await page.getByLabel('Password').fill(password);
    await page.getByLabel('Password').press('Enter');
    await expect(page).toHaveURL(/\/admin$/);
    const me = await (await page.request.get('/api/admin/me')).json();
    expect(me).toMatchObject({ username, role: 'contributor', emailRequired: false });

    // Used up: the same link now says so, with no form.
    await page.goto(link);
    await expect(page.getByRole('alert')).toHaveText(INVALID_INVITATION);
    await expect(field(page, 'Username')).toHaveCount(0);
  });

  test('a made-up or missing invitation token says the invitation is invalid', async ({ page }) => {
    for (const address of ['/admin/invitation?token=made-up', '/admin/invitation']) {
      await page.goto(address);
      await expect(page.getByRole('alert')).toHaveText(INVALID_INVITATION);
      await expectNoSeriousAxeFindings(page, [390, 1280]);
    }
  });
});
