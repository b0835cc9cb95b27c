import { type AdminAccount, LAST_ADMIN } from '../src/contracts/admin-auth.ts';
import { ADMIN, expect, test, toastText } from './fixtures.ts';

// Other specs invite admins to this shared server at any time, so the e2e admin is made the last one
// only here, with the late, lone writers of shared state (playwright.config.ts).

test("the last admin's demotion is refused with the server's message and the role stays", async ({
  page,
  admin,
  signIn,
}) => {
  const accounts = (await (await admin.get('/api/admin/accounts')).json()) as AdminAccount[];
  for (const other of accounts.filter(
    (account) => account.role === 'admin' && account.username !== ADMIN.username,
  )) {
    const demoted = await admin.patch(`/api/admin/accounts/${other.id}`, { data: { role: 'editor' } });
    expect(demoted.status()).toBe(200);
  }

  await signIn();
  await page.goto('/admin/accounts');
  const role = page.getByLabel(`Role of ${ADMIN.username}`);
  await role.selectOption('editor');
  const dialog = page.getByRole('dialog', { name: 'Confirm Your Password' });
  await dialog.getByLabel('Password').fill(ADMIN.password);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(toastText(page, LAST_ADMIN)).toBeVisible();
  await expect(role).toHaveValue('admin');
  await page.reload();
  await expect(page.getByLabel(`Role of ${ADMIN.username}`)).toHaveValue('admin');
});
