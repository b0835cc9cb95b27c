import type { Page } from '@playwright/test';
import { expect as baseExpect, contributorAndEditor, mailTo, test, toastText, unique } from './fixtures.ts';
import { expectNoSeriousAxeFindings, field, findIn, listRow, submitButton } from './support/admin.ts';

// Several browsers share two cores while these run: flows get room, checks wait a little longer.
const expect = baseExpect.configure({ timeout: 15_000 });

// Issue 24 (docs/admin/review-and-budget.md): a contributor's article goes through an editor's review.

const NOTE = 'Name the council member you quote in the second paragraph.';

async function fillArticle(page: Page, title: string) {
  await field(page, 'Title').fill(title);
  await field(page, 'Excerpt').fill('What the story is about, in a sentence.');
  await page.getByRole('textbox', { name: 'Content' }).click();
  await page.keyboard.type('The opening paragraph of the story.');
  await field(page, 'Author').fill('Jordan Lee');
  await field(page, 'Image').fill('/og-default.png');
}

async function subjectsTo(address: string) {
  return (await mailTo(address)).map((mail) => mail.subject);
}

test('a contributor submits, an editor sends back, the author resubmits, the editor publishes', async ({
  page,
  admin,
  signIn,
}) => {
  const { contributor, editor } = await contributorAndEditor(admin);
  const title = unique('Council budget story');

  // The contributor writes a draft: no status or date to choose, only save and submit.
  await signIn(contributor);
  await page.goto('/admin/create-article');
  await fillArticle(page, title);
  await expect(field(page, 'Status')).toHaveCount(0);
  await expect(submitButton(page, 'Submit for review')).toBeVisible();
  await submitButton(page, 'Save draft').click();
  await expect(toastText(page, 'Article created successfully')).toBeVisible();
  const article = await findIn<{ id: number }>(admin, '/api/admin/articles?limit=100', title);
  expect(article).toBeDefined();
  const editPath = `/admin/edit-article/${article!.id}`;

  await page.goto(editPath);
  await submitButton(page, 'Submit for review').click();
  await expect(toastText(page, 'Submitted for review')).toBeVisible();
  await expect(listRow(page, title).getByText('In review', { exact: true })).toBeVisible();
  await page.goto(editPath);
  await expect(page.getByText('In review: an editor will publish it or send it back.')).toBeVisible();
  // Shown, not editable: nothing typed here could be saved.
  await expect(field(page, 'Title')).toBeDisabled();
  await expect(page.getByRole('textbox', { name: 'Content' })).toHaveAttribute('contenteditable', 'false');
  await expect(page.getByRole('button', { name: 'Bold' })).toBeDisabled();
  await expect(submitButton(page, 'Save draft')).toHaveCount(0);
  await expect(submitButton(page, 'Submit for review')).toHaveCount(0);

  // The editor finds it in the queue and sends it back, by keyboard, with a note.
  await signIn(editor);
  await page.goto('/admin/review');
  const queued = listRow(page, title);
  await expect(queued).toContainText(contributor.username);
  await expectNoSeriousAxeFindings(page, [390, 1280]);
  await queued.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`${editPath}$`));
  await expect(submitButton(page, 'Publish')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Review history' })).toContainText('Submitted for review');
  await expectNoSeriousAxeFindings(page, [390, 1280]);

  await page.getByRole('button', { name: 'Send back' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Send back to the author' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Send back' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Say what needs changing')).toBeVisible();
  await expect(field(dialog, 'What needs changing')).toBeFocused();
  await page.keyboard.type(NOTE);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Send back' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toastText(page, 'Sent back to the author with your note')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/review$/);
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);
  await expect.poll(() => subjectsTo(contributor.email)).toContain(`Changes requested: ${title}`);

  // The author sees the note, changes the draft and submits it again.
  await signIn(contributor);
  await page.goto(editPath);
  await expect(page.getByText(NOTE).first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Changes requested:' })).toContainText(NOTE);
  await page.getByRole('textbox', { name: 'Content' }).click();
  await page.keyboard.press('End');
  await page.keyboard.type(' Council member Ada Brooks said so.');
  await submitButton(page, 'Submit for review').click();
  await expect(toastText(page, 'Submitted for review')).toBeVisible();

  // The editor finds it by the list's In review filter and publishes it.
  await signIn(editor);
  await page.goto('/admin/manage-articles');
  await field(page, 'Status').selectOption({ label: 'In review' });
  await expect(page).toHaveURL(/status=in-review/);
  await expect(listRow(page, title)).toBeVisible();
  await listRow(page, title).getByRole('link', { name: title, exact: true }).click();
  await submitButton(page, 'Publish').click();
  await expect(toastText(page, 'Published')).toBeVisible();
  await expect(listRow(page, title).getByText('Published', { exact: true })).toBeVisible();
  await expect.poll(() => subjectsTo(contributor.email)).toContain(`Published: ${title}`);

  await page.goto(`/article/${article!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(NOTE)).toHaveCount(0);
});
