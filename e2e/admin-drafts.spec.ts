import type { APIRequestContext, Page } from '@playwright/test';
import { expect as baseExpect, teamMember, test, toastText, unique } from './fixtures.ts';
import {
  expectFieldError,
  expectMessagesShown,
  expectNoSeriousAxeFindings,
  field,
  findIn,
  listRow,
  submitButton,
} from './support/admin.ts';

// Several browsers share two cores while these run: flows get room, checks wait a little longer.
const expect = baseExpect.configure({ timeout: 15_000 });

// Issue 36, "Drafts save as they are": a draft needs only its title; publishing and review need the rest.

const MISSING = ['Excerpt is required', 'Content is required', 'Author is required', 'Image is required'];

/** Saves a new article with nothing but its title, and opens it again from the list, marked Draft. */
async function saveTitleOnlyDraft(page: Page, admin: APIRequestContext, title: string) {
  await page.goto('/admin/create-article');
  await expect(page.getByText('Only the title is needed to save a draft.')).toBeVisible();
  await field(page, 'Title').fill(title);
  await submitButton(page, 'Save draft').click();
  await expect(toastText(page, 'Article created successfully')).toBeVisible();
  await page.goto('/admin/manage-articles');
  await expect(listRow(page, title).getByText('Draft', { exact: true })).toBeVisible();
  const saved = await findIn<{ id: number; excerpt: string }>(admin, '/api/admin/articles?limit=100', title);
  expect(saved).toMatchObject({ excerpt: '' });
  await page.goto(`/admin/edit-article/${saved!.id}`);
  await expect(field(page, 'Title')).toHaveValue(title);
  return saved!.id;
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('an editor saves a title-only draft, and Publish shows what it still needs', async ({
      page,
      admin,
      signIn,
    }) => {
      await signIn();
      const title = unique('Headline first');
      const id = await saveTitleOnlyDraft(page, admin, title);
      // Its preview shows the headline, and blanks for the rest.
      const [tab] = await Promise.all([
        page.context().waitForEvent('page'),
        page.getByRole('button', { name: /^Preview/ }).click(),
      ]);
      await tab.waitForURL((url) => url.pathname === `/article/${id}`);
      await expect(tab.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(tab.locator('html[data-hydrated]')).toBeAttached();
      await tab.close();
      await submitButton(page, 'Publish').click();
      await expectMessagesShown(page, MISSING);
      await expectFieldError(page, 'Excerpt', 'Excerpt is required');
      await expect(field(page, 'Excerpt')).toBeFocused();
      await expectNoSeriousAxeFindings(page);
      // Still a draft: nothing was sent.
      await page.goto('/admin/manage-articles');
      await expect(listRow(page, title).getByText('Draft', { exact: true })).toBeVisible();
    });
  });
}

test('a contributor saves a title-only draft, and Submit for review shows what it still needs', async ({
  page,
  admin,
  signIn,
}) => {
  test.setTimeout(120_000);
  const contributor = await teamMember(admin, 'contributor');
  await signIn(contributor);
  const title = unique('A reporter’s first line');
  const id = await saveTitleOnlyDraft(page, admin, title);
  await submitButton(page, 'Submit for review').click();
  await expectMessagesShown(page, MISSING);
  await expectNoSeriousAxeFindings(page, [390, 1280]);
  const stored = await admin.get(`/api/admin/articles/${id}`);
  expect(await stored.json()).toMatchObject({ status: 'draft' });
});
