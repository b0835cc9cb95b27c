import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import type { AdminMemberOfTheMonth } from '../src/contracts/member-of-the-month.ts';
import { expect, test, toastText, unique } from './fixtures.ts';
import {
  countRequests,
  createThrough,
  expectAccessibleAndFitting,
  expectDeleteAsksFirst,
  expectFieldError,
  expectLeavingAsks,
  expectMessagesShown,
  expectNoSeriousAxeFindings,
  expectSavedRedirect,
  field,
  findIn,
  holdRequests,
  listRow,
} from './support/admin.ts';

// admin-area §2 (create-member, edit-member, manage-members), §5 member rules, §8 texts.
// The newest member is the site's current one, so these tests take turns rather than race each other.
test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ signIn }) => {
  await signIn();
});

const MESSAGES = [
  'Name is required',
  'Major is required',
  'Year is required',
  'Bio is required',
  'Image is required',
  'Achievements are required',
  'Quote is required',
  'Month is required',
];

const findMember = (admin: APIRequestContext, name: string) =>
  findIn<AdminMemberOfTheMonth>(admin, '/api/admin/member-of-the-month?limit=100', name, 'name');

/**
 * The public Extra! Extra! page shows the most recently created member. Another spec may create one
 * at the same moment, so this waits for the page to agree rather than reading it once.
 */
async function expectOnExtra(page: Page, name: string, shown: boolean) {
  await expect(async () => {
    await page.goto('/just-for-fun');
    const heading = page.getByRole('heading', { level: 2, name, exact: true });
    await expect(heading).toHaveCount(shown ? 1 : 0, { timeout: 2000 });
  }).toPass({ timeout: 20_000 });
}

function createMember(admin: APIRequestContext, name: string) {
  return createThrough<AdminMemberOfTheMonth>(admin, '/api/admin/member-of-the-month', {
    name,
    major: 'Journalism',
    year: 'Junior',
    bio: 'Covers campus news.',
    imageUrl: '/uploads/member.png',
    achievements: 'Dean’s List',
    quote: 'Keep asking.',
    month: 'December 2026',
  });
}

test('a member made in the form is the one on /just-for-fun; an edit shows there; a delete removes it', async ({
  page,
  admin,
}) => {
  test.setTimeout(90_000);
  const name = unique('Ava Admin');
  await page.goto('/admin/create-member');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Member of the Month' })).toBeVisible();
  await field(page, 'Name').fill(name);
  await field(page, 'Major').fill('Broadcast Journalism');
  await field(page, 'Year').fill('Senior');
  await field(page, 'Month').fill('November 2026');
  // A real upload: the card shows a placeholder instead of a picture that does not load.
  const portrait = await sharp({
    create: { width: 400, height: 500, channels: 3, background: { r: 120, g: 60, b: 40 } },
  })
    .png()
    .toBuffer();
  const uploaded = await admin.post('/api/admin/upload', {
    multipart: { file: { name: 'ava-portrait.png', mimeType: 'image/png', buffer: portrait } },
  });
  expect(uploaded.status()).toBe(201);
  await field(page, 'Image').fill(((await uploaded.json()) as { url: string }).url);
  await field(page, 'Bio').fill('Ava anchors the chapter newscast.');
  await field(page, 'Achievements').fill('Anchor of the year\nNABJ scholarship');
  await field(page, 'Quote').fill('Say it plainly.');

  const release = await holdRequests(page, '**/api/admin/member-of-the-month');
  await page.getByRole('button', { name: 'Create Member' }).click();
  await expect(page.getByRole('button', { name: 'Creating...' })).toBeDisabled();
  release();
  await expect(toastText(page, 'Member created successfully')).toBeVisible();
  const created = await findMember(admin, name);
  await expectSavedRedirect(page, '/admin/manage-members', created!.id);

  const card = listRow(page, name);
  await expect(card).toContainText('November 2026');
  await expect(card).toContainText('Ava anchors the chapter newscast.');
  await expect(card).toContainText('Broadcast Journalism · Senior');
  await expect(card).toContainText('Say it plainly.');
  await expect(card.getByRole('img', { name: `Portrait of ${name}` })).toBeVisible();
  await expectOnExtra(page, name, true);

  const renamed = `${name} Jr.`;
  await page.goto('/admin/manage-members');
  await listRow(page, name)
    .getByRole('link', { name: `Edit ${name}` })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Member of the Month' })).toBeVisible();
  await expect(field(page, 'Quote')).toHaveValue('Say it plainly.');
  await field(page, 'Name').fill(renamed);
  await field(page, 'Month').fill('December 2026');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toastText(page, 'Member updated successfully')).toBeVisible();
  await expectSavedRedirect(page, '/admin/manage-members', created!.id);
  await expect(listRow(page, renamed)).toContainText('December 2026');
  await expectOnExtra(page, renamed, true);

  await page.goto('/admin/manage-members');
  await expectDeleteAsksFirst(page, listRow(page, renamed), renamed, {
    question: `Are you sure you want to delete ${renamed} (December 2026)?`,
    toast: 'Member deleted successfully',
  });
  expect(await findMember(admin, renamed)).toBeUndefined();
  await expectOnExtra(page, renamed, false);
});

test('the create form shows every §5 message, sends nothing, and keeps what was typed when refused', async ({
  page,
}) => {
  const sent = countRequests(page, 'POST', '/api/admin/member-of-the-month');
  await page.goto('/admin/create-member');
  await page.getByRole('button', { name: 'Create Member' }).click();
  await expectMessagesShown(page, MESSAGES);
  await expect(field(page, 'Name')).toBeFocused();
  // Blank after trimming is still blank.
  await field(page, 'Name').fill('   ');
  await page.getByRole('button', { name: 'Create Member' }).click();
  await expect(page.getByText('Name is required', { exact: true })).toBeVisible();
  expect(sent()).toBe(0);

  // Everything filled, but the network fails: the fallback text, and the form as typed.
  for (const [label, value] of [
    ['Name', 'Kept Name'],
    ['Major', 'Kept Major'],
    ['Year', 'Kept Year'],
    ['Month', 'Kept Month'],
    ['Image', '/uploads/kept.png'],
    ['Bio', 'Kept bio'],
    ['Achievements', 'Kept achievements'],
    ['Quote', 'Kept quote'],
  ] as const) {
    await field(page, label).fill(value);
  }
  await page.route('**/api/admin/member-of-the-month', (route) => route.abort());
  await page.getByRole('button', { name: 'Create Member' }).click();
  await expect(toastText(page, 'Failed to create member')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/create-member$/);
  await expect(field(page, 'Name')).toHaveValue('Kept Name');
  await expect(field(page, 'Quote')).toHaveValue('Kept quote');

  // The server's own message wins over the fallback.
  await page.unroute('**/api/admin/member-of-the-month');
  await page.route('**/api/admin/member-of-the-month', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: '{"message":"Image must be a valid URL"}',
    }),
  );
  await page.getByRole('button', { name: 'Create Member' }).click();
  await expect(toastText(page, 'Image must be a valid URL')).toBeVisible();
  await expect(field(page, 'Bio')).toHaveValue('Kept bio');
});

test('the edit screen: loading, every §5 message, the update failure, unsaved changes, not found', async ({
  page,
  admin,
}) => {
  test.setTimeout(60_000);
  const member = await createMember(admin, unique('Edit Check Member'));
  const release = await holdRequests(page, `**/api/admin/member-of-the-month/${member.id}`);
  await page.goto(`/admin/edit-member/${member.id}`);
  await expect(page.getByText('Loading member...')).toBeVisible();
  release();
  await expect(field(page, 'Name')).toHaveValue(member.name);

  for (const label of ['Name', 'Major', 'Year', 'Month', 'Image', 'Bio', 'Achievements', 'Quote']) {
    await field(page, label).fill('');
  }
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expectMessagesShown(page, MESSAGES);
  await expectFieldError(page, 'Quote', 'Quote is required');

  // Leaving with changes asks first; staying keeps them.
  await expectLeavingAsks(page, () => page.getByRole('link', { name: 'Back to Members' }).click());

  await page.reload();
  await field(page, 'Name').fill('Typed Name');
  await page.route(`**/api/admin/member-of-the-month/${member.id}`, (route) =>
    route.request().method() === 'PUT' ? route.abort() : route.continue(),
  );
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toastText(page, 'Failed to update member')).toBeVisible();
  await expect(field(page, 'Name')).toHaveValue('Typed Name');
  expect((await findMember(admin, member.name))?.id).toBe(member.id);

  await page.goto('/admin/edit-member/999999999');
  await expect(page.getByRole('heading', { level: 1, name: 'Member not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Members' })).toHaveAttribute(
    'href',
    '/admin/manage-members',
  );
  expect((await admin.delete(`/api/admin/member-of-the-month/${member.id}`)).status()).toBe(204);
});

test('axe finds nothing serious on the member screens, at phone and desktop width', async ({
  page,
  admin,
}) => {
  test.setTimeout(120_000);
  const member = await createMember(admin, unique('Axe Member'));
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ['/admin/create-member', '/admin/manage-members', `/admin/edit-member/${member.id}`]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('status')).toHaveCount(0);
      await expectAccessibleAndFitting(page, width);
    }
  }
  await page.goto('/admin/create-member');
  await page.getByRole('button', { name: 'Create Member' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expectNoSeriousAxeFindings(page);
  expect((await admin.delete(`/api/admin/member-of-the-month/${member.id}`)).status()).toBe(204);
});
