import { EMAIL_TAKEN, INVALID_ACCOUNT_EMAIL } from '../src/contracts/admin-auth.ts';
import { ADMIN, expect, teamMember, test, toastText } from './fixtures.ts';
import { expectFieldError, expectNoSeriousAxeFindings, field } from './support/admin.ts';

// The e2e admin is the one account without an address (made at the first start, as on a real site).
// Giving it one removes the prompt from every screen, so this spec runs with the late, lone writers
// of shared state (playwright.config.ts), and cannot be retried: its second try would find no prompt.
test.describe.configure({ retries: 0 });

test('an account without an e-mail address is asked for one on every screen until it gives one', async ({
  page,
  admin,
  signIn,
}) => {
  test.setTimeout(60_000);
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

  const email = `${ADMIN.username}@example.org`;
  await field(prompt, 'Your e-mail').fill(email);
  await prompt.getByRole('button', { name: 'Save address' }).click();
  await expect(toastText(page, 'E-mail address saved')).toBeVisible();
  await expect(prompt).toBeHidden();
  const me = await (await page.request.get('/api/admin/me')).json();
  expect(me).toMatchObject({ emailRequired: false });
  await page.goto('/admin/articles');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(prompt).toHaveCount(0);
});
