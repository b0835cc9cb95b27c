import type { APIRequestContext, Page } from '@playwright/test';
import type { NabjPick } from '../src/contracts/pick.ts';
import { expect, test, toastText, unique } from './fixtures.ts';
import {
  countRequests,
  expectAccessibleAndFitting,
  expectDeleteAsksFirst,
  expectFieldError,
  expectNoSeriousAxeFindings,
  expectSavedRedirect,
  field,
  findIn,
  holdRequests,
} from './support/admin.ts';
import { createPickTopic } from './support/public.ts';

// admin-area §2 (create-nabj-pick, manage-nabj-picks, our edit screen), §5 pick topic rules, §8 texts.

test.beforeEach(async ({ signIn }) => {
  await signIn();
});

const row = (page: Page, n: number) => page.getByRole('group', { name: `Recommendation ${n}` });
const managedCard = (page: Page, title: string) => page.getByRole('row').filter({ hasText: title });

const findPick = (admin: APIRequestContext, title: string) =>
  findIn<NabjPick>(admin, '/api/admin/nabj-picks?limit=100', title);

async function expectOnPublicPicks(page: Page, title: string, shown: boolean) {
  await page.goto('/nabj-picks');
  const heading = page.getByRole('heading', { level: 2, name: title, exact: true });
  if (shown) await expect(heading).toBeVisible();
  else await expect(heading).toHaveCount(0);
}

async function fillRow(
  page: Page,
  n: number,
  item: { member: string; title: string; url?: string; why: string },
) {
  const group = row(page, n);
  await group.getByLabel('Member name').fill(item.member);
  await group.getByLabel('Recommendation title').fill(item.title);
  if (item.url) await group.getByLabel('Link (optional)').fill(item.url);
  await group.getByLabel('Why they recommend it').fill(item.why);
}

test('a topic made in the form becomes picks on /nabj-picks; an edit shows there; a delete removes it', async ({
  page,
  admin,
}) => {
  test.setTimeout(90_000);
  const linked = unique('Admin Pick Linked');
  const plain = unique('Admin Pick Plain');
  const member = unique('Member');
  await page.goto('/admin/create-nabj-pick');
  await expect(page.getByRole('heading', { level: 1, name: "Create NABJ's Pick Topic" })).toBeVisible();
  // admin-area §9: the category starts at books; the labels are the spec's.
  await expect(field(page, 'Category')).toHaveValue('books');
  await expect(field(page, 'Category').getByRole('option')).toHaveText([
    'Books',
    'Podcasts',
    'TV Shows',
    'Movies',
    'Articles',
    'Other',
  ]);

  await field(page, 'Topic title').fill(unique('Topic'));
  await field(page, 'Topic description').fill('What members are watching this month.');
  await field(page, 'Category').selectOption('shows');
  await field(page, 'Topic image').fill('/uploads/no-such-topic-picture.png');
  await fillRow(page, 1, { member, title: linked, url: 'https://example.com/show', why: 'Sharp and funny.' });
  // A second row, then a third that is removed, then a fourth left incomplete: it is dropped.
  for (let i = 0; i < 3; i += 1) await page.getByRole('button', { name: 'Add Recommendation' }).click();
  // A new row takes the focus.
  await expect(row(page, 4).getByLabel('Member name')).toBeFocused();
  await fillRow(page, 2, { member, title: plain, why: 'A quiet favourite.' });
  await row(page, 3).getByLabel('Member name').fill('Removed member');
  await page.getByRole('button', { name: 'Remove recommendation 3' }).click();
  await expect(row(page, 4)).toHaveCount(0);
  // The focus moves on to the row that took the removed one's place.
  await expect(row(page, 3).getByLabel('Member name')).toBeFocused();
  await expect(row(page, 3).getByLabel('Member name')).toHaveValue('');
  await row(page, 3).getByLabel('Member name').fill('Only a name');

  const release = await holdRequests(page, '**/api/admin/nabj-picks');
  await page.getByRole('button', { name: 'Create Topic' }).click();
  await expect(page.getByRole('button', { name: 'Creating...' })).toBeDisabled();
  release();
  await expect(toastText(page, 'NABJ Pick topic created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);

  const created = await findPick(admin, linked);
  expect(created).toMatchObject({ type: 'show', recommendedBy: member, url: 'https://example.com/show' });
  expect(await findPick(admin, plain)).toMatchObject({ type: 'show', url: null });
  expect(await findPick(admin, 'Removed member')).toBeUndefined();
  await expectOnPublicPicks(page, linked, true);
  await expectOnPublicPicks(page, plain, true);

  // The manage row: coloured type badge, the default image in place of a missing one, by, Added, link.
  await page.goto('/admin/manage-nabj-picks');
  const card = managedCard(page, linked);
  await expect(card).toContainText('TV Show');
  // A row: the recommender under "By", the date under "Added".
  await expect(card).toContainText(member);
  await expect(page.getByRole('columnheader', { name: 'Added' })).toBeVisible();
  await expect(card.locator('img')).toHaveAttribute('src', '/og-default.png');
  await expect(card.getByRole('link', { name: /Open link/ })).toHaveAttribute(
    'href',
    'https://example.com/show',
  );
  await expect(managedCard(page, plain).getByRole('link', { name: /Open link/ })).toHaveCount(0);

  // Edit works (the spec's button did nothing).
  const renamed = `${linked} (updated)`;
  await card.getByRole('link', { name: `Edit ${linked}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/edit-nabj-pick/${created?.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Edit NABJ Pick' })).toBeVisible();
  await expect(field(page, 'Recommended by')).toHaveValue(member);
  await expect(field(page, 'Type')).toHaveValue('show');
  await field(page, 'Title').fill(renamed);
  await field(page, 'Type').selectOption('movie');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toastText(page, 'NABJ pick updated successfully')).toBeVisible();
  await expectSavedRedirect(page, '/admin/manage-nabj-picks', created!.id);
  await expect(managedCard(page, renamed)).toContainText('Movie');
  // An unchanged "Added" time keeps the stored one.
  expect((await findPick(admin, renamed))?.publishedDate).toBe(created?.publishedDate);
  await expectOnPublicPicks(page, renamed, true);

  await page.goto('/admin/manage-nabj-picks');
  await expectDeleteAsksFirst(page, managedCard(page, renamed), renamed, {
    question: 'Are you sure you want to delete this NABJ pick?',
    toast: 'NABJ pick deleted successfully',
  });
  await expectOnPublicPicks(page, renamed, false);
  await expectOnPublicPicks(page, plain, true);
});

test('the create form shows every §5 message, sends nothing, and keeps what was typed when refused', async ({
  page,
}) => {
  const sent = countRequests(page, 'POST', '/api/admin/nabj-picks');
  await page.goto('/admin/create-nabj-pick');
  await page.getByRole('button', { name: 'Create Topic' }).click();
  await expect(page.getByText('Topic title is required')).toBeVisible();
  await expect(page.getByText('Topic description is required')).toBeVisible();
  await expect(page.getByText('Topic image is required')).toBeVisible();
  await expect(page.getByText('Please add at least one member recommendation')).toBeVisible();
  await expect(field(page, 'Topic title')).toBeFocused();

  // Filled topic, but the only row lacks its reason: still no recommendation.
  await field(page, 'Topic title').fill('Kept title');
  await field(page, 'Topic description').fill('Kept description');
  await field(page, 'Topic image').fill('/uploads/kept.png');
  await row(page, 1).getByLabel('Member name').fill('Kept member');
  await row(page, 1).getByLabel('Recommendation title').fill('Kept recommendation');
  await page.getByRole('button', { name: 'Create Topic' }).click();
  await expect(page.getByText('Please add at least one member recommendation')).toBeVisible();
  await expect(page.getByText('Topic title is required')).toHaveCount(0);

  // The link must look like a URL.
  await row(page, 1).getByLabel('Why they recommend it').fill('Kept reason');
  await row(page, 1).getByLabel('Link (optional)').fill('not a link');
  await page.getByRole('button', { name: 'Create Topic' }).click();
  await expect(row(page, 1).getByText('Must be a valid URL')).toBeVisible();
  await expect(row(page, 1).getByLabel('Link (optional)')).toHaveAttribute('aria-invalid', 'true');
  expect(sent()).toBe(0);

  // A refusal from the network keeps everything as typed.
  await row(page, 1).getByLabel('Link (optional)').fill('https://example.com/kept');
  await page.route('**/api/admin/nabj-picks', (route) => route.abort());
  await page.getByRole('button', { name: 'Create Topic' }).click();
  await expect(toastText(page, 'Failed to create NABJ Pick topic')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/create-nabj-pick$/);
  await expect(field(page, 'Topic title')).toHaveValue('Kept title');
  await expect(row(page, 1).getByLabel('Why they recommend it')).toHaveValue('Kept reason');
});

test('the edit screen checks its fields, says when a pick is missing, and shows loading first', async ({
  page,
  admin,
}) => {
  const title = unique('Edit Check Pick');
  const {
    picks: [pick],
  } = await createPickTopic(admin, [{ memberName: 'M', recommendationTitle: title, reasoning: 'R' }]);

  const release = await holdRequests(page, `**/api/admin/nabj-picks/${pick?.id}`);
  await page.goto(`/admin/edit-nabj-pick/${pick?.id}`);
  await expect(page.getByText('Loading pick...')).toBeVisible();
  release();
  await expect(field(page, 'Title')).toHaveValue(title);

  await field(page, 'Title').fill(' ');
  await field(page, 'Recommended by').fill('');
  await field(page, 'Description').fill('');
  await field(page, 'Link (optional)').fill('example');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Title is required')).toBeVisible();
  await expect(page.getByText('Recommended by is required')).toBeVisible();
  await expect(page.getByText('Description is required')).toBeVisible();
  await expect(page.getByText('Must be a valid URL')).toBeVisible();
  await expectFieldError(page, 'Recommended by', 'Recommended by is required');

  // A refused save keeps what was typed, with the failure toast.
  await field(page, 'Title').fill('Typed title');
  await field(page, 'Recommended by').fill('Typed member');
  await field(page, 'Description').fill('Typed description');
  await field(page, 'Link (optional)').fill('');
  await page.unroute(`**/api/admin/nabj-picks/${pick?.id}`);
  await page.route(`**/api/admin/nabj-picks/${pick?.id}`, (route) =>
    route.request().method() === 'PUT' ? route.abort() : route.continue(),
  );
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toastText(page, 'Failed to update NABJ pick')).toBeVisible();
  await expect(field(page, 'Title')).toHaveValue('Typed title');
  expect((await findPick(admin, title))?.title).toBe(title);

  await page.goto('/admin/edit-nabj-pick/999999999');
  await expect(page.getByRole('heading', { level: 1, name: 'Pick Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to NABJ Picks' }).click();
  await expect(page).toHaveURL(/\/admin\/manage-nabj-picks$/);
});

test('axe finds nothing serious on the pick screens, at phone and desktop width', async ({ page, admin }) => {
  test.setTimeout(120_000);
  const title = unique('Axe Pick');
  const {
    picks: [pick],
  } = await createPickTopic(
    admin,
    [
      {
        memberName: 'M',
        recommendationTitle: title,
        recommendationUrl: 'https://example.com',
        reasoning: 'R',
      },
    ],
    { category: 'other' },
  );
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of [
      '/admin/create-nabj-pick',
      '/admin/manage-nabj-picks',
      `/admin/edit-nabj-pick/${pick?.id}`,
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText('Loading picks...')).toHaveCount(0);
      await expectAccessibleAndFitting(page, width);
    }
  }
  // With errors shown too.
  await page.goto('/admin/create-nabj-pick');
  await page.getByRole('button', { name: 'Create Topic' }).click();
  await expect(page.getByText('Topic title is required')).toBeVisible();
  await expectNoSeriousAxeFindings(page);
});
