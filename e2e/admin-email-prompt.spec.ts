import {
  EMAIL_CHANGE_DONE,
  EMAIL_CONFIRMATION_SENT,
  EMAIL_TAKEN,
  INVALID_ACCOUNT_EMAIL,
  INVALID_EMAIL_LINK,
} from '../src/contracts/admin-auth.ts';
import { ADMIN, expect, linkIn, mailTo, teamMember, test, toastText } from './fixtures.ts';
import { expectFieldError, expectNoSeriousAxeFindings, field } from './support/admin.ts';

// The e2e admin is the one account without an address (made at the first start, as on a real site).
// Giving it one removes the prompt from every screen, so this spec runs with the late, lone writers
// of shared state (playwright.config.ts), and cannot be retried: its second try would find no prompt.
test.describe.configure({ retries: 0 });

test('an account without an e-mail address is asked for one on every screen until it confirms one', async ({
  page,
  admin,
  signIn,
}) => {
  test.setTimeout(120_000);
  const taken = await teamMember(admin, 'contributor');
  await signIn();

  await page.goto('/admin');
  const prompt = page.getByRole('region', { name: 'Your account has no e-mail yet' });
  await expect(prompt).toBeVisible();
  await expectNoSeriousAxeFindings(page, [390, 1280]);
  await page.goto('/admin/articles');
  await expect(prompt).toBeVisible();

  await field(prompt, 'Your e-mail').fill('not-an-address');
  await field(prompt, 'Your e-mail').press('Enter');
  await expectFieldError(page, 'Your e-mail', INVALID_ACCOUNT_EMAIL);

  // Sensitive: the password first; then an address another account has is refused beside the field.
  await field(prompt, 'Your e-mail').fill(taken.email);
  await field(prompt, 'Your e-mail').press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Confirm Your Password' });
  await dialog.getByLabel('Password').fill(ADMIN.password);
  await dialog.getByLabel('Password').press('Enter');
  await expectFieldError(page, 'Your e-mail', EMAIL_TAKEN);

  // A first address counts once its mailed link is opened: until then the band says where it went.
  const email = `${ADMIN.username}@example.org`;
  await field(prompt, 'Your e-mail').fill('first.try@example.org');
  await prompt.getByRole('button', { name: 'Send link' }).click();
  await expect(toastText(page, EMAIL_CONFIRMATION_SENT)).toBeVisible();
  await expect(prompt).toBeHidden();
  const sent = page.getByRole('region', { name: 'Confirm your e-mail' });
  await expect(sent).toContainText('We sent a link to first.try@example.org');
  await expectNoSeriousAxeFindings(page, [390, 1280]);
  expect(await (await page.request.get('/api/admin/me')).json()).toMatchObject({
    emailRequired: true,
    pendingEmail: 'first.try@example.org',
  });

  // Another address instead, from the keyboard: the box takes the focus.
  await sent.getByRole('button', { name: 'Use another address' }).press('Enter');
  await expect(field(prompt, 'Your e-mail')).toBeFocused();
  await field(prompt, 'Your e-mail').fill(email);
  await field(prompt, 'Your e-mail').press('Enter');
  await expect(sent).toContainText(`We sent a link to ${email}`);
  await sent.getByRole('button', { name: 'Send again' }).click();
  await expect.poll(async () => (await mailTo(email)).length).toBe(2);
  await page.goto('/admin/articles');
  await expect(sent).toBeVisible();

  // The first link was replaced by the second; the second works.
  const [first, second] = (await mailTo(email)).map((mail) => linkIn(mail.text, '/admin/confirm-email'));
  await page.goto(first!);
  await page.getByRole('button', { name: 'Confirm the address' }).click();
  await expect(page.getByRole('alert')).toHaveText(INVALID_EMAIL_LINK);
  await page.goto(second!);
  await page.getByRole('button', { name: 'Confirm the address' }).click();
  await expect(page.getByRole('status')).toHaveText(EMAIL_CHANGE_DONE);
  const me = await (await page.request.get('/api/admin/me')).json();
  expect(me).toMatchObject({ emailRequired: false, pendingEmail: null });
  await page.goto('/admin/articles');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(prompt).toHaveCount(0);
  await expect(sent).toHaveCount(0);
});
