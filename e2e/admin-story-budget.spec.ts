import type { APIRequestContext, Page } from '@playwright/test';
import type { BudgetAssignee, Pitch } from '../src/contracts/story-budget.ts';
import { contributorAndEditor, expect, teamMember, test, toastText, unique } from './fixtures.ts';
import {
  createThrough,
  expectAccessibleAndFitting,
  expectDeleteAsksFirst,
  expectFieldError,
  expectNoSeriousAxeFindings,
  field,
  submitButton,
} from './support/admin.ts';

// The story budget (issue 24; docs/admin/review-and-budget.md): anyone pitches, an editor assigns,
// the card follows its draft; filters in the address; everything by keyboard, at 390 and 1280 px.

const column = (page: Page, stage: string) =>
  page.getByRole('region', { name: new RegExp(`^${stage} \\d+ cards?$`) });
const card = (page: Page, title: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

/** A graphic pitched through the API, wanted years ago. */
const pitchOverdue = (admin: APIRequestContext, title: string) =>
  createThrough<Pitch>(admin, '/api/admin/budget', { title, kind: 'graphic', wantedBy: '2020-03-01' });

/** The board, once read: under load the first read of a dev server takes its time. */
async function openBoard(page: Page) {
  await page.goto('/admin/budget');
  await expect(page.getByRole('region', { name: 'Board' })).toBeVisible({ timeout: 30_000 });
}

const pad = (n: number) => String(n).padStart(2, '0');
const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000);

/** mm/dd/yyyy keystrokes for a date input `days` from today, as a person types into one. */
function typedDay(days: number) {
  const day = dayFromNow(days);
  return `${pad(day.getMonth() + 1)}${pad(day.getDate())}${day.getFullYear()}`;
}

/** The value a date input holds for the day `days` from today. */
function isoDay(days: number) {
  const day = dayFromNow(days);
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

test('a contributor pitches by keyboard, an editor assigns, and the card follows the draft', async ({
  page,
  admin,
  signIn,
}) => {
  const { contributor, editor } = await contributorAndEditor(admin);
  const title = unique('Dining hall prices');
  const summary = 'Meal plans went up 12 percent; students skip lunch to pay rent.';
  const late = unique('Late graphic');
  await pitchOverdue(admin, late);

  await signIn(contributor);
  await openBoard(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Story budget' })).toBeVisible();
  await page.getByRole('button', { name: 'Pitch a story' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Pitch a story' });
  await expect(dialog).toBeVisible();
  // A form dialog opens on its first field.
  await expect(field(dialog, 'Title')).toBeFocused();
  // An empty pitch is refused with the contract's words beside its fields.
  await page.keyboard.press('Enter');
  await expectFieldError(page, 'Title', 'Title is required');
  await expectFieldError(page, 'Wanted by', 'Wanted-by date is required');
  await expect(field(dialog, 'Title')).toBeFocused();
  await page.keyboard.type(title);
  await page.keyboard.press('Tab');
  await page.keyboard.type('Meal plans went up 12 percent; students skip lunch.');
  await page.keyboard.press('Tab');
  await expect(field(dialog, 'Kind')).toHaveValue('article');
  await page.keyboard.press('Tab');
  await page.keyboard.type(typedDay(5));
  await page.keyboard.press('Enter');
  await expect(toastText(page, 'Story pitched')).toBeVisible();
  await expect(dialog).toBeHidden();

  const mine = card(page, title);
  await expect(column(page, 'Pitched').getByRole('article').filter({ hasText: title })).toBeVisible();
  await expect(mine).toContainText(`Pitched by ${contributor.username}`);
  await expect(mine).toContainText('Assignee: not assigned');
  await expect(mine.getByRole('button', { name: `Edit ${title}` })).toBeVisible();
  // The pitcher may change it until it is assigned; the dialog opens on what is stored.
  await mine.getByRole('button', { name: `Edit ${title}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit pitch' });
  await expect(field(edit, 'Wanted by')).toHaveValue(isoDay(5));
  await field(edit, 'Summary').fill(summary);
  await edit.getByRole('button', { name: 'Save pitch' }).click();
  await expect(toastText(page, 'Pitch saved')).toBeVisible();
  await expect(mine).toContainText(summary);
  // The overdue card says so in words with its icon, and another's pitch is not the contributor's to change.
  const lateCard = card(page, late);
  await expect(lateCard.getByText('Overdue', { exact: true })).toBeVisible();
  await expect(mine.getByText('Overdue', { exact: true })).toHaveCount(0);
  await expect(lateCard.getByRole('button', { name: `Edit ${late}` })).toHaveCount(0);
  // Assigning is an editor's.
  await expect(page.getByRole('button', { name: /^(Assign|Reassign) / })).toHaveCount(0);

  await signIn(editor);
  await openBoard(page);
  await mine.getByRole('button', { name: `Assign ${title}` }).focus();
  await page.keyboard.press('Enter');
  const assign = page.getByRole('dialog', { name: 'Assign pitch' });
  await submitButton(page, 'Assign').click();
  await expectFieldError(page, 'Assign to', 'Choose whom to assign it to');
  await field(assign, 'Assign to').selectOption({ label: `${contributor.username} (contributor)` });
  await submitButton(page, 'Assign').click();
  await expect(toastText(page, `“${title}” is assigned to ${contributor.username}`)).toBeVisible();
  const assigned = column(page, 'Assigned').getByRole('article').filter({ hasText: title });
  await expect(assigned).toBeVisible();
  // Focus follows the card to its new column, so the keyboard does not start over at the top.
  await expect(assigned).toBeFocused();
  await expect(assigned).toContainText(`Assignee: ${contributor.username}`);
  await expect(assigned.getByRole('link', { name: `Open the draft of ${title}` })).toHaveAttribute(
    'href',
    /^\/admin\/edit-article\/\d+$/,
  );
  // Its draft is an article now, so the pitch stays one (issue 34).
  await assigned.getByRole('button', { name: `Edit ${title}` }).click();
  const fixedKind = page.getByRole('dialog', { name: 'Edit pitch' });
  await expect(field(fixedKind, 'Kind').locator('option')).toHaveText(['Article']);
  await expect(fixedKind).toContainText('Fixed: the draft exists.');
  await fixedKind.getByRole('button', { name: 'Cancel' }).click();
  await expect(fixedKind).toHaveCount(0);

  // The filters narrow the board and live in the address, so a reload keeps them.
  await field(page, 'Kind').selectOption({ label: 'Graphic' });
  await expect(page).toHaveURL(/[?&]kind=graphic/);
  await expect(card(page, late)).toBeVisible();
  await expect(card(page, title)).toHaveCount(0);
  await page.reload();
  await expect(field(page, 'Kind')).toHaveValue('graphic');
  await expect(card(page, late)).toBeVisible();
  await expect(card(page, title)).toHaveCount(0);
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await field(page, 'Assignee').selectOption({ label: contributor.username });
  await field(page, 'Due').selectOption({ label: 'Due this week' });
  await expect(page).toHaveURL(/[?&]assignee=\d+/);
  await expect(card(page, title)).toBeVisible();
  await expect(card(page, late)).toHaveCount(0);
  await field(page, 'Due').selectOption({ label: 'Overdue' });
  await expect(page.getByText('No pitches match these filters.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).first().click();
  await expect(card(page, late)).toBeVisible();

  // The assignee writes the draft from the card's link: the card moves to Drafting by itself.
  await signIn(contributor);
  await openBoard(page);
  await card(page, title)
    .getByRole('link', { name: `Open the draft of ${title}` })
    .click();
  await expect(field(page, 'Title')).toHaveValue(title);
  await expect(field(page, 'Excerpt')).toHaveValue(summary);
  await page.getByRole('textbox', { name: 'Content' }).click();
  await page.keyboard.type('The dining hall raised its prices this fall.');
  await field(page, 'Author').fill('Rae Reporter');
  await field(page, 'Image').fill('/og-default.png');
  await submitButton(page, 'Save draft').click();
  await expect(toastText(page, 'Article updated successfully')).toBeVisible();
  await openBoard(page);
  await expect(column(page, 'Drafting').getByRole('article').filter({ hasText: title })).toBeVisible();
});

for (const width of [390, 1280]) {
  test(`the board passes axe and fits at ${width} px`, async ({ page, admin, signIn }) => {
    test.setTimeout(90_000);
    const editor = await teamMember(admin, 'editor');
    const title = unique('Homecoming parade');
    const pitch = await createThrough<Pitch>(admin, '/api/admin/budget', {
      title,
      summary: 'Floats, the band, and who rode in the convertible.',
      kind: 'video',
      wantedBy: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    });
    const accounts = (await (await admin.get('/api/admin/budget/assignees')).json()) as BudgetAssignee[];
    const assigneeId = accounts.find((account) => account.username === editor.username)?.id;
    const assigned = await admin.post(`/api/admin/budget/${pitch.id}/assign`, { data: { assigneeId } });
    expect(assigned.status()).toBe(200);
    const recap = unique('Overdue recap');
    await pitchOverdue(admin, recap);
    await signIn(editor);
    await page.setViewportSize({ width, height: 900 });
    await openBoard(page);
    await expect(card(page, title)).toBeVisible();
    await expectAccessibleAndFitting(page, width);
    await page.screenshot({ path: test.info().outputPath(`board-${width}.png`), fullPage: true });
    // Columns out of sight (beside on a laptop, below on a phone) are one link away.
    await expect(column(page, 'Published')).not.toBeInViewport();
    await page
      .getByRole('navigation', { name: 'Jump to a stage' })
      .getByRole('link', { name: /^Published/ })
      .click();
    await expect(column(page, 'Published')).toBeInViewport();
    await expect(column(page, 'Published')).toBeFocused();
    // An editor may drop any pitch, after a question.
    await expectDeleteAsksFirst(page, card(page, recap), recap, {
      question: `Delete the pitch "${recap}"?`,
      toast: 'Pitch deleted',
    });
    await page.getByRole('button', { name: 'Pitch a story' }).click();
    await expect(page.getByRole('dialog', { name: 'Pitch a story' })).toBeVisible();
    await expectNoSeriousAxeFindings(page);
    await page.screenshot({ path: test.info().outputPath(`pitch-${width}.png`) });
  });
}
