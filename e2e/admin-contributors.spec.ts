import type { APIRequestContext, Page } from '@playwright/test';
import type { AdminContributor } from '../src/contracts/contributor.ts';
import { expect, test, unique } from './fixtures.ts';
import { countRequests, createThrough, expectNoSeriousAxeFindings, field, findIn } from './support/admin.ts';

// admin-area §2 (Contributors page: card grid, add/edit dialog), §5 contributor rules, §8 texts.

test.beforeEach(async ({ signIn }) => {
  await signIn();
});

// An open modal dialog hides the rest of the page (toasts too) from assistive technology, which is why
// the dialog repeats a refusal in its own alert; the toast is still drawn.
const toastText = (page: Page, text: string) =>
  page
    .getByRole('region', { name: 'Notifications (F8)', includeHidden: true })
    .getByText(text, { exact: true });
const card = (page: Page, name: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });

const findContributor = (admin: APIRequestContext, name: string) =>
  findIn<AdminContributor>(admin, '/api/admin/contributors?limit=100', name, 'name');

const createContributor = (admin: APIRequestContext, name: string) =>
  createThrough<AdminContributor>(admin, '/api/admin/contributors', { name, bio: 'Writes about housing.' });

async function openAddDialog(page: Page) {
  await page.goto('/admin/contributors');
  await page.getByRole('main').getByRole('button', { name: 'Add Contributor' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Contributor' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a contributor added in the dialog has a public profile; an edit shows there; a delete removes it', async ({
  page,
  admin,
}) => {
  test.setTimeout(90_000);
  const name = unique('Maya Admin');
  const dialog = await openAddDialog(page);
  // admin-area §9: active by default; the school years of §5.
  await expect(dialog.getByLabel('Active Member')).toBeChecked();
  await expect(field(dialog, 'School year').getByRole('option')).toHaveText([
    'Not set',
    'Freshman',
    'Sophomore',
    'Junior',
    'Senior',
    'Graduate',
    'Alumni',
  ]);
  await field(dialog, 'Name').fill(name);
  await field(dialog, 'Email').fill('maya@example.com');
  await field(dialog, 'Major').fill('Journalism');
  await field(dialog, 'Graduation year').fill('2027');
  await field(dialog, 'School year').selectOption('Junior');
  await field(dialog, 'Bio').fill('Maya covers housing and city hall.');
  await field(dialog, 'Profile image').fill('/uploads/maya.png');
  await field(dialog, 'Twitter').fill('@maya');

  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/admin/contributors', async (route) => {
    await held;
    await route.continue();
  });
  await dialog.getByRole('button', { name: 'Add Contributor' }).click();
  await expect(dialog.getByRole('button', { name: 'Adding...' })).toBeDisabled();
  release();
  await expect(toastText(page, 'Contributor created successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(await findContributor(admin, name)).toMatchObject({
    email: 'maya@example.com',
    graduationYear: 2027,
    schoolYear: 'Junior',
    twitter: '@maya',
    linkedIn: null,
    isActive: true,
  });
  await expect(card(page, name)).toContainText('Active Member');
  await expect(card(page, name)).toContainText('Journalism · Class of 2027');

  await page.goto(`/contributor/${encodeURIComponent(name)}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Maya covers housing and city hall.')).toBeVisible();

  // Edit in the dialog: it opens filled; clearing the year makes it absent; inactive is Alumni.
  await page.goto('/admin/contributors');
  await card(page, name)
    .getByRole('button', { name: `Edit ${name}` })
    .click();
  const edit = page.getByRole('dialog', { name: 'Edit Contributor' });
  await expect(field(edit, 'Email')).toHaveValue('maya@example.com');
  await expect(field(edit, 'Graduation year')).toHaveValue('2027');
  await field(edit, 'Bio').fill('Maya now edits the news desk.');
  await field(edit, 'Graduation year').fill('');
  await edit.getByLabel('Active Member').uncheck();
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toastText(page, 'Contributor updated successfully')).toBeVisible();
  await expect(edit).toBeHidden();
  expect(await findContributor(admin, name)).toMatchObject({ graduationYear: null, isActive: false });
  await expect(card(page, name)).toContainText('Alumni');

  await page.goto(`/contributor/${encodeURIComponent(name)}`);
  await expect(page.getByText('Maya now edits the news desk.')).toBeVisible();

  await page.goto('/admin/contributors');
  await card(page, name)
    .getByRole('button', { name: `Delete ${name}` })
    .click();
  const confirm = page.getByRole('alertdialog');
  await expect(
    confirm.getByText('Are you sure you want to delete this contributor?', { exact: true }),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(card(page, name)).toBeVisible();
  await card(page, name)
    .getByRole('button', { name: `Delete ${name}` })
    .click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toastText(page, 'Contributor deleted successfully')).toBeVisible();
  await expect(card(page, name)).toHaveCount(0);

  await page.goto(`/contributor/${encodeURIComponent(name)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Contributor Not Found' })).toBeVisible();
});

test('the dialog checks name and email, words a refused create as the spec does, and keeps what was typed', async ({
  page,
  admin,
}) => {
  test.setTimeout(60_000);
  const taken = await createContributor(admin, unique('Taken Name'));
  const sent = countRequests(page, 'POST', '/api/admin/contributors');
  const dialog = await openAddDialog(page);
  await field(dialog, 'Email').fill('not-an-address');
  await dialog.getByRole('button', { name: 'Add Contributor' }).click();
  await expect(dialog.getByText('Name is required', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Must be a valid e-mail address')).toBeVisible();
  await expect(field(dialog, 'Name')).toBeFocused();
  expect(sent()).toBe(0);

  // The server refuses a second profile with the same name: "Error: " and its message.
  await field(dialog, 'Name').fill(taken.name.toUpperCase());
  await field(dialog, 'Email').fill('');
  await field(dialog, 'Major').fill('Kept major');
  await dialog.getByRole('button', { name: 'Add Contributor' }).click();
  await expect(toastText(page, 'Error: A contributor with this name already exists')).toBeVisible();
  await expect(dialog.getByRole('alert')).toHaveText('Error: A contributor with this name already exists');
  await expect(field(dialog, 'Major')).toHaveValue('Kept major');

  // No answer at all: the default text.
  await page.route('**/api/admin/contributors', (route) => route.abort());
  await field(dialog, 'Name').fill(unique('Offline Name'));
  await dialog.getByRole('button', { name: 'Add Contributor' }).click();
  await expect(toastText(page, 'Failed to create contributor')).toBeVisible();
  await expect(dialog).toBeVisible();

  // Closing with changes asks first; keeping them leaves the dialog open.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  const discard = page.getByRole('alertdialog');
  await expect(discard).toContainText('Discard your changes to this contributor?');
  await discard.getByRole('button', { name: 'Cancel' }).click();
  await expect(field(dialog, 'Major')).toHaveValue('Kept major');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await discard.getByRole('button', { name: 'Discard' }).click();
  await expect(dialog).toBeHidden();

  // Update failure.
  await page.unroute('**/api/admin/contributors');
  await page.route(`**/api/admin/contributors/${taken.id}`, (route) =>
    route.request().method() === 'PUT' ? route.abort() : route.continue(),
  );
  await card(page, taken.name)
    .getByRole('button', { name: `Edit ${taken.name}` })
    .click();
  const edit = page.getByRole('dialog', { name: 'Edit Contributor' });
  await field(edit, 'Major').fill('Typed major');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toastText(page, 'Failed to update contributor')).toBeVisible();
  await expect(field(edit, 'Major')).toHaveValue('Typed major');
  expect((await admin.delete(`/api/admin/contributors/${taken.id}`)).status()).toBe(204);
});

test('axe finds nothing serious on the contributors page and its dialog, at phone and desktop width', async ({
  page,
  admin,
}) => {
  test.setTimeout(90_000);
  const contributor = await createContributor(admin, unique('Axe Contributor'));
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/admin/contributors');
    await expect(card(page, contributor.name)).toBeVisible();
    await expectNoSeriousAxeFindings(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await card(page, contributor.name)
      .getByRole('button', { name: `Edit ${contributor.name}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Edit Contributor' });
    await field(dialog, 'Name').fill('');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog.getByText('Name is required', { exact: true })).toBeVisible();
    await expectNoSeriousAxeFindings(page);
    // Escape with changes asks; discarding returns focus to the page.
    await page.keyboard.press('Escape');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Discard' }).click();
    await expect(dialog).toBeHidden();
  }
  expect((await admin.delete(`/api/admin/contributors/${contributor.id}`)).status()).toBe(204);
});
