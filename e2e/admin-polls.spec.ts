import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, unique } from './fixtures.ts';
import { expectNoSeriousAxeFindings } from './support/admin.ts';
import { voteAsVisitors } from './support/public.ts';

/*
 * /admin/manage-polls (admin-area §2 Polls page, §5 poll rules, §8 texts). The active poll is a
 * site-wide singleton that other specs switch too, so this file runs serially and each test makes its
 * own poll active again until the screen shows it.
 */
// Each test may wait for its poll to be the active one again, so each gets more time than the default.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const INVALID_INPUT = 'Invalid input: Please provide a question and at least 2 options.';

interface AdminPoll {
  id: number;
  question: string;
  isActive: boolean;
  totalVotes: number;
  options: { id: number; text: string; votes: number }[];
}

test.beforeEach(async ({ signIn }) => {
  await signIn();
});

async function createPoll(admin: APIRequestContext, question: string, isActive = true): Promise<AdminPoll> {
  const response = await admin.post('/api/admin/polls', {
    data: { question, options: ['Alpha', 'Beta', 'Gamma'], isActive },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as AdminPoll;
}

async function findPoll(admin: APIRequestContext, question: string): Promise<AdminPoll | undefined> {
  const response = await admin.get('/api/admin/polls?limit=100');
  return ((await response.json()) as AdminPoll[]).find((poll) => poll.question === question);
}

const activeCard = (page: Page) => page.getByRole('region', { name: 'Active Poll' }).getByRole('article');

/** Opens the screen with this poll active, re-activating it should another spec have switched its own on. */
async function openWithActive(page: Page, admin: APIRequestContext, poll: AdminPoll) {
  await expect(async () => {
    expect((await admin.patch(`/api/polls/${poll.id}`, { data: { isActive: true } })).status()).toBe(200);
    await page.goto('/admin/manage-polls');
    await expect(activeCard(page).getByRole('heading', { name: poll.question })).toBeVisible({
      timeout: 3000,
    });
  }).toPass({ timeout: 30_000 });
}

test('the active poll shows its options with votes, percentages and the total', async ({ page, admin }) => {
  const poll = await createPoll(admin, unique('Best format?'));
  await voteAsVisitors(poll, [0, 0, 1]);
  await openWithActive(page, admin, poll);
  const results = activeCard(page).getByRole('list', { name: 'Results' }).getByRole('listitem');
  await expect(results).toHaveCount(3);
  await expect(results.nth(0)).toContainText('Alpha');
  await expect(results.nth(0)).toContainText('2 votes · 67%');
  await expect(results.nth(1)).toContainText('1 vote · 33%');
  await expect(results.nth(2)).toContainText('0 votes · 0%');
  await expect(activeCard(page).getByText('Total: 3 votes')).toBeVisible();
});

test('the Edit dialog: Remove only above 2 options, the votes warning, invalid input, blanks dropped, saved', async ({
  page,
  admin,
}) => {
  const poll = await createPoll(admin, unique('Which format?'));
  await voteAsVisitors(poll, [0]);
  await openWithActive(page, admin, poll);

  await activeCard(page).getByRole('button', { name: 'Edit Poll' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Poll' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Changing options resets the votes for those options.')).toBeVisible();
  await expect(dialog.getByLabel('Question')).toHaveValue(poll.question);
  const remove = dialog.getByRole('button', { name: /^Remove option/ });
  await expect(remove).toHaveCount(3);

  // Down to 2 options: no Remove any more.
  await dialog.getByRole('button', { name: 'Remove option 3' }).click();
  await expect(dialog.getByRole('textbox', { name: /^Option \d+$/ })).toHaveCount(2);
  await expect(remove).toHaveCount(0);

  // A third, left blank; the new box has the focus.
  await dialog.getByRole('button', { name: 'Add Option' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Option 3', exact: true })).toBeFocused();
  await expect(remove).toHaveCount(3);

  // Rewording an option with votes names it in the warning.
  await dialog.getByRole('textbox', { name: 'Option 1', exact: true }).fill('Alpha, edited');
  await expect(dialog.getByText('Saving now resets the votes of: Alpha')).toBeVisible();

  // No question: refused, nothing sent, everything kept.
  let sent = 0;
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().includes(`/api/polls/${poll.id}/options`)) sent += 1;
  });
  await dialog.getByLabel('Question').fill('   ');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(INVALID_INPUT);
  await expect(dialog.getByRole('textbox', { name: 'Option 1', exact: true })).toHaveValue('Alpha, edited');

  // Only one non-blank option: refused too.
  const question = unique('Edited question');
  await dialog.getByLabel('Question').fill(question);
  await dialog.getByRole('textbox', { name: 'Option 2', exact: true }).fill('');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(INVALID_INPUT);
  expect(sent).toBe(0);

  // A failed save keeps the dialog as typed.
  await page.route(`**/api/polls/${poll.id}/options`, (route) => route.abort());
  await dialog.getByRole('textbox', { name: 'Option 2', exact: true }).fill('Beta');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Failed to update poll.', { exact: true })).toBeVisible();
  await expect(dialog.getByLabel('Question')).toHaveValue(question);
  await page.unroute(`**/api/polls/${poll.id}/options`);

  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Poll updated', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  const saved = await findPoll(admin, question);
  expect(saved?.options.map((option) => [option.text, option.votes])).toEqual([
    ['Alpha, edited', 0],
    ['Beta', 0],
  ]);
  // The public Extra! Extra! page asks the server afresh: it shows the new question.
  await expect(async () => {
    expect((await admin.patch(`/api/polls/${poll.id}`, { data: { isActive: true } })).status()).toBe(200);
    await page.goto('/just-for-fun');
    await expect(page.getByRole('group', { name: question })).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 30_000 });
});

test('closing the Edit dialog with changes asks first', async ({ page, admin }) => {
  const poll = await createPoll(admin, unique('Close me?'));
  await openWithActive(page, admin, poll);
  await activeCard(page).getByRole('button', { name: 'Edit Poll' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Poll' });
  await dialog.getByLabel('Question').fill('Something else');
  await page.keyboard.press('Escape');
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Discard your changes to this poll?');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog.getByLabel('Question')).toHaveValue('Something else');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Discard' }).click();
  await expect(dialog).toBeHidden();
  expect((await findPoll(admin, poll.question))?.question).toBe(poll.question);
});

test('the switch deactivates the poll; Make Active brings it back', async ({ page, admin }) => {
  const poll = await createPoll(admin, unique('Switch me?'));
  await openWithActive(page, admin, poll);

  const toggle = activeCard(page).getByRole('switch', { name: 'Active' });
  await expect(toggle).toBeChecked();
  await toggle.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('The poll is no longer active', { exact: true })).toBeVisible();
  expect((await findPoll(admin, poll.question))?.isActive).toBe(false);

  const past = page.getByRole('region', { name: 'Past Polls' });
  await expect(past.getByRole('heading', { name: poll.question })).toBeVisible();
  await past.getByRole('button', { name: `Make active: ${poll.question}` }).click();
  await expect(page.getByText('The poll is now active', { exact: true })).toBeVisible();
  expect((await findPoll(admin, poll.question))?.isActive).toBe(true);
  await expect(activeCard(page).getByRole('heading', { name: poll.question })).toBeVisible();
  await expect(activeCard(page).getByRole('switch', { name: 'Active' })).toBeChecked();

  // A failed switch says so and changes nothing.
  await page.route(`**/api/polls/${poll.id}`, (route) => route.abort());
  await activeCard(page).getByRole('switch', { name: 'Active' }).click();
  await expect(page.getByText('Failed to update poll status.', { exact: true })).toBeVisible();
  expect((await findPoll(admin, poll.question))?.isActive).toBe(true);
});

test('no active poll: a clear state with the way to a new poll', async ({ page }) => {
  await page.route('**/api/polls/active', (route) =>
    route.fulfill({
      status: 404,
      contentType: 'application/json',
      body: '{"message":"No active poll found"}',
    }),
  );
  await page.goto('/admin/manage-polls');
  const region = page.getByRole('region', { name: 'Active Poll' });
  await expect(region.getByText('No active poll found', { exact: true })).toBeVisible();
  await region.getByRole('button', { name: 'New Poll' }).click();
  await expect(page.getByRole('dialog', { name: 'New Poll' })).toBeVisible();
  // With nothing live, the new poll goes live unless the editor says otherwise.
  await expect(page.getByLabel('Make it the active poll')).toBeChecked();
});

test('creating a poll: blank options dropped, inactive unless chosen, then active', async ({
  page,
  admin,
}) => {
  await page.goto('/admin/manage-polls');
  await page.getByRole('button', { name: 'New Poll' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New Poll' });
  await expect(dialog.getByRole('button', { name: /^Remove option/ })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Create Poll' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(INVALID_INPUT);

  const quiet = unique('Quiet poll');
  await dialog.getByLabel('Question').fill(quiet);
  await dialog.getByRole('textbox', { name: 'Option 1', exact: true }).fill('Yes');
  await dialog.getByRole('textbox', { name: 'Option 2', exact: true }).fill('No');
  await dialog.getByRole('button', { name: 'Add Option' }).click();
  await dialog.getByLabel('Make it the active poll').uncheck();
  await dialog.getByRole('button', { name: 'Create Poll' }).click();
  await expect(page.getByText('Poll created', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  const created = await findPoll(admin, quiet);
  expect(created?.isActive).toBe(false);
  expect(created?.options.map((option) => option.text)).toEqual(['Yes', 'No']);
  await expect(
    page.getByRole('region', { name: 'Past Polls' }).getByRole('heading', { name: quiet }),
  ).toBeVisible();

  const live = unique('Live poll');
  await page.getByRole('button', { name: 'New Poll' }).first().click();
  await dialog.getByLabel('Question').fill(live);
  await dialog.getByRole('textbox', { name: 'Option 1', exact: true }).fill('Morning');
  await dialog.getByRole('textbox', { name: 'Option 2', exact: true }).fill('Evening');
  await dialog.getByLabel('Make it the active poll').check();
  await dialog.getByRole('button', { name: 'Create Poll' }).click();
  await expect(page.getByText('Poll created', { exact: true })).toBeVisible();
  const liveCreated = await findPoll(admin, live);
  expect(liveCreated?.options.map((option) => option.text)).toEqual(['Morning', 'Evening']);
  await openWithActive(page, admin, liveCreated!);
});

for (const width of [390, 1280]) {
  test(`axe finds nothing serious on the polls screen and its dialog at ${width}px`, async ({
    page,
    admin,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const poll = await createPoll(admin, unique('Axe poll'));
    await createPoll(admin, unique('Axe past poll'), false);
    await openWithActive(page, admin, poll);
    await expectNoSeriousAxeFindings(page);
    await activeCard(page).getByRole('button', { name: 'Edit Poll' }).click();
    await expect(page.getByRole('dialog', { name: 'Edit Poll' })).toBeVisible();
    await expectNoSeriousAxeFindings(page);
  });
}
