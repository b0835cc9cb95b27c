import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, pressKeys, pressWithinOneFrame, test, toastText, unique } from './fixtures.ts';
import { expectNoSeriousAxeFindings } from './support/admin.ts';
import { CLUES, createCrossword, GRID } from './support/crossword.ts';

/*
 * The crossword editor and manage screen (admin-area §2, §4, §5, §8, §9). Every test builds its own
 * puzzles; the active crossword is a site-wide singleton other specs switch too, so the public-page
 * checks re-activate this test's puzzle until the page shows it.
 */
// Editing whole grids and running axe on them is slow on a busy machine.
test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ signIn }) => {
  await signIn();
});

/** A square of the editor's grid by its 1-based position, whatever it holds. */
const square = (page: Page, row: number, col: number) =>
  page.getByRole('textbox', { name: new RegExp(`^Row ${row}, column ${col},`) });
const gridGroup = (page: Page) => page.getByRole('group', { name: /^Crossword grid,/ });

/** The editor's own alert on the page (no window.alert): a refused save or import, in the spec's words. */
const pageAlert = (page: Page) => page.getByRole('main').getByRole('alert');

/** Every native alert/confirm the page opens from now on (the editor should open none). */
function nativeDialogs(page: Page): string[] {
  const messages: string[] = [];
  page.on('dialog', async (dialog) => {
    messages.push(dialog.message());
    await dialog.dismiss();
  });
  return messages;
}

/** Answers the next window.confirm with Cancel and resolves with its message. */
function nextDialogDismissed(page: Page): Promise<string> {
  return new Promise((resolve) => {
    page.once('dialog', async (dialog) => {
      const message = dialog.message();
      await dialog.dismiss();
      resolve(message);
    });
  });
}

async function openCreate(page: Page) {
  await page.goto('/admin/create-crossword');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Crossword' })).toBeVisible();
}

async function applySize(page: Page, rows: string, cols: string) {
  await page.getByLabel('Rows', { exact: true }).fill(rows);
  await page.getByLabel('Columns', { exact: true }).fill(cols);
  await page.getByRole('button', { name: 'Apply Size' }).click();
}

async function importJson(page: Page, value: unknown) {
  await page.getByLabel('Puzzle JSON').fill(typeof value === 'string' ? value : JSON.stringify(value));
  await page.getByRole('button', { name: 'Import JSON' }).click();
}

async function deleteByTitle(admin: APIRequestContext, title: string) {
  const list = (await (await admin.get('/api/admin/crosswords')).json()) as { id: number; title: string }[];
  for (const crossword of list.filter((c) => c.title === title)) {
    await admin.delete(`/api/admin/crosswords/${crossword.id}`);
  }
}

/** Opens Extra! Extra! until `check` passes, re-activating the puzzle should another spec have switched its own on. */
async function openPublicWith(page: Page, admin: APIRequestContext, id: number, check: () => Promise<void>) {
  let first = true;
  await expect(async () => {
    if (!first) expect((await admin.patch(`/api/admin/crosswords/${id}/activate`)).status()).toBe(200);
    first = false;
    await page.goto('/just-for-fun');
    await check();
  }).toPass({ timeout: 25_000 });
}

test('opens with the defaults: 12 by 12, the default title and notes, every square numbered in the top row', async ({
  page,
}) => {
  await openCreate(page);
  await expect(page.getByLabel('Title')).toHaveValue('NABJ Knowledge Challenge');
  await expect(page.getByLabel('Notes')).toHaveValue('Theme: NABJ • Black culture • Journalism');
  await expect(page.getByLabel('Rows', { exact: true })).toHaveValue('12');
  await expect(page.getByLabel('Columns', { exact: true })).toHaveValue('12');
  await expect(gridGroup(page)).toHaveAccessibleName('Crossword grid, 12 rows by 12 columns');
  await expect(gridGroup(page).getByRole('textbox')).toHaveCount(144);
  // An open grid: the top row starts 12 down entries, the first column 12 across entries.
  await expect(page.getByRole('group', { name: 'Across' }).getByRole('textbox')).toHaveCount(12);
  await expect(page.getByRole('group', { name: 'Down' }).getByRole('textbox')).toHaveCount(12);
  await expect(square(page, 1, 12)).toHaveAccessibleName('Row 1, column 12, empty, number 12');
});

test('keys faster than the screen paints still move the focus with the selection', async ({ page }) => {
  await openCreate(page);
  await applySize(page, '3', '3');
  await square(page, 3, 3).click();
  await pressWithinOneFrame(page, ['d', 'ArrowUp', 'ArrowUp', 'ArrowUp', 'ArrowLeft']);
  await expect(square(page, 3, 3)).toHaveValue('D');
  await expect(page.getByText('Selected: row 1, column 2')).toBeVisible();
  await expect(square(page, 1, 2)).toBeFocused();
  await page.keyboard.type('z');
  await expect(square(page, 1, 2)).toHaveValue('Z');
});

test('keyboard: letters fill and move right (not past the last column), space and # toggle blocks, Backspace clears, arrows move; numbering follows', async ({
  page,
}) => {
  await openCreate(page);
  await applySize(page, '3', '3');
  await expect(gridGroup(page)).toHaveAccessibleName('Crossword grid, 3 rows by 3 columns');

  await square(page, 1, 1).click();
  await page.keyboard.type('c');
  await expect(square(page, 1, 1)).toHaveAccessibleName('Row 1, column 1, letter C, number 1');
  await expect(square(page, 1, 2)).toBeFocused();
  await page.keyboard.type('at');
  await expect(square(page, 1, 3)).toBeFocused();
  // At the last column the selection stays: the next letter overwrites the same square.
  await page.keyboard.type('x');
  await expect(square(page, 1, 3)).toHaveAccessibleName('Row 1, column 3, letter X, number 3');
  await expect(square(page, 1, 3)).toBeFocused();
  await page.keyboard.type('t');
  await expect(square(page, 1, 3)).toHaveValue('T');

  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowLeft');
  await expect(square(page, 2, 2)).toBeFocused();
  await page.keyboard.press('Space');
  await expect(square(page, 2, 2)).toHaveAccessibleName('Row 2, column 2, block');
  await page.keyboard.press('#');
  await expect(square(page, 2, 2)).toHaveAccessibleName('Row 2, column 2, empty');
  await page.keyboard.press('#');
  await expect(square(page, 2, 2)).toHaveAccessibleName('Row 2, column 2, block');

  await pressKeys(page, [
    'ArrowLeft',
    'a',
    'ArrowRight',
    'o',
    'ArrowDown',
    'ArrowLeft',
    'ArrowLeft',
    'ArrowLeft',
  ]);
  await expect(square(page, 3, 1)).toBeFocused();
  await page.keyboard.type('rez');
  await expect(square(page, 3, 3)).toHaveValue('Z');
  await page.keyboard.press('Backspace');
  await expect(square(page, 3, 3)).toHaveAccessibleName('Row 3, column 3, empty');
  await expect(square(page, 3, 3)).toBeFocused();
  await pressKeys(page, ['d', 'ArrowUp', 'ArrowUp', 'ArrowUp']);
  await expect(square(page, 1, 3)).toBeFocused();
  await page.keyboard.press('Delete');
  await expect(square(page, 1, 3)).toHaveAccessibleName('Row 1, column 3, empty, number 2');
  await page.keyboard.type('t');

  // CAT / A#O / RED is numbered 1 2 / - - / 3 - and has the four entries' clue boxes.
  await expect(square(page, 1, 1)).toHaveAccessibleName('Row 1, column 1, letter C, number 1');
  await expect(square(page, 1, 3)).toHaveAccessibleName('Row 1, column 3, letter T, number 2');
  await expect(square(page, 3, 1)).toHaveAccessibleName('Row 3, column 1, letter R, number 3');
  await expect(square(page, 2, 3)).toHaveAccessibleName('Row 2, column 3, letter O');
  for (const label of ['1 Across', '3 Across', '1 Down', '2 Down']) {
    await expect(page.getByLabel(label, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('group', { name: 'Across' }).getByRole('textbox')).toHaveCount(2);
  await expect(page.getByText('CAT (3)')).toBeVisible();

  // The toolbar does the same for pointer users.
  await square(page, 2, 1).click();
  await page.getByRole('button', { name: 'Make block' }).click();
  await expect(square(page, 2, 1)).toHaveAccessibleName('Row 2, column 1, block');
  await page.getByRole('button', { name: 'Open square' }).click();
  await expect(square(page, 2, 1)).toHaveAccessibleName('Row 2, column 1, empty');
});

test('a phone keyboard’s input is read from the square; leaving with changes asks first', async ({
  page,
}) => {
  await openCreate(page);
  // fill() sends input events without key events, as on-screen keyboards do.
  await square(page, 1, 1).fill('k');
  await expect(square(page, 1, 1)).toHaveAccessibleName('Row 1, column 1, letter K, number 1');
  await expect(square(page, 1, 2)).toBeFocused();
  await square(page, 1, 2).fill('#');
  await expect(square(page, 1, 2)).toHaveAccessibleName('Row 1, column 2, block');
  await square(page, 1, 1).fill('');
  await expect(square(page, 1, 1)).toHaveAccessibleName('Row 1, column 1, empty, number 1');

  const question = nextDialogDismissed(page);
  await page.getByRole('link', { name: 'Cancel' }).click();
  expect(await question).toBe('You have unsaved changes. Leave this page and lose them?');
  await expect(page).toHaveURL(/\/admin\/create-crossword$/);
});

test('symmetry mirrors block toggles on the opposite square', async ({ page }) => {
  await openCreate(page);
  await square(page, 1, 2).click();
  await page.keyboard.press('Space');
  await expect(square(page, 12, 11)).toHaveAccessibleName('Row 12, column 11, empty');
  await page.keyboard.press('Space');

  await page.getByLabel('Symmetry').check();
  await square(page, 1, 2).click();
  await page.keyboard.press('Space');
  await expect(square(page, 1, 2)).toHaveAccessibleName('Row 1, column 2, block');
  await expect(square(page, 12, 11)).toHaveAccessibleName('Row 12, column 11, block');
  await page.keyboard.press('#');
  await expect(square(page, 12, 11)).toHaveAccessibleName(/^Row 12, column 11, empty/);
});

test('Apply Size clamps rows and columns to 3–25', async ({ page }) => {
  await openCreate(page);
  await applySize(page, '2', '40');
  await expect(page.getByLabel('Rows', { exact: true })).toHaveValue('3');
  await expect(page.getByLabel('Columns', { exact: true })).toHaveValue('25');
  await expect(gridGroup(page)).toHaveAccessibleName('Crossword grid, 3 rows by 25 columns');
  await expect(gridGroup(page).getByRole('textbox')).toHaveCount(75);
  await applySize(page, '5', '4');
  await expect(gridGroup(page)).toHaveAccessibleName('Crossword grid, 5 rows by 4 columns');
});

test('saving with missing clues shows the exact alert inline and puts focus on the first empty clue', async ({
  page,
}) => {
  await openCreate(page);
  await importJson(page, { grid: GRID, clues: { A1: CLUES.A1 } });
  let posted = false;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/admin/crosswords')) posted = true;
  });
  const dialogs = nativeDialogs(page);
  await page.getByRole('button', { name: 'Save Crossword' }).first().click();
  await expect(pageAlert(page)).toHaveText(
    'Missing clues for numbers: Across: 3; Down: 1, 2 Please provide clues for all numbered entries.',
  );
  await expect(page.getByLabel('3 Across', { exact: true })).toBeFocused();
  await expect(page.getByLabel('3 Across', { exact: true })).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('3 Across', { exact: true }).fill(CLUES.A3);
  await page.getByLabel('1 Down', { exact: true }).fill(CLUES.D1);
  await page.getByRole('button', { name: 'Save Crossword' }).first().click();
  await expect(pageAlert(page)).toHaveText(
    'Missing clues for numbers: Across: none; Down: 2 Please provide clues for all numbered entries.',
  );
  expect(posted).toBe(false);
  expect(dialogs).toEqual([]);
});

test('JSON import needs a grid, else "Invalid JSON"; a valid one replaces grid and clues', async ({
  page,
}) => {
  await openCreate(page);
  const dialogs = nativeDialogs(page);
  for (const text of ['not json at all', '{"title": "No grid here"}']) {
    await importJson(page, text);
    await expect(pageAlert(page)).toHaveText('Invalid JSON');
  }
  expect(dialogs).toEqual([]);
  await expect(gridGroup(page)).toHaveAccessibleName('Crossword grid, 12 rows by 12 columns');

  const title = unique('Imported');
  await importJson(page, { title, notes: 'Pasted', rows: 3, cols: 3, grid: GRID, clues: CLUES });
  await expect(toastText(page, '3 × 3 puzzle loaded from JSON.')).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await expect(page.getByLabel('Rows', { exact: true })).toHaveValue('3');
  await expect(square(page, 2, 2)).toHaveAccessibleName('Row 2, column 2, block');
  await expect(square(page, 3, 3)).toHaveValue('D');
  await expect(page.getByLabel('2 Down', { exact: true })).toHaveValue(CLUES.D2);

  // Importing over work asks first.
  await importJson(page, { grid: [['A', 'B', 'C']] });
  await expect(page.getByRole('alertdialog')).toContainText(
    'Replace the current grid and clues with the imported puzzle?',
  );
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(square(page, 3, 3)).toHaveValue('D');

  // Export JSON writes this puzzle back into the box.
  await page.getByRole('button', { name: 'Export JSON' }).click();
  const exported = JSON.parse(await page.getByLabel('Puzzle JSON').inputValue());
  expect(exported).toEqual({ title, notes: 'Pasted', rows: 3, cols: 3, grid: GRID, clues: CLUES });
});

test('.ipuz export then import brings the same puzzle back', async ({ page }) => {
  await openCreate(page);
  const title = unique('Ipuz');
  await importJson(page, { title, notes: 'Round trip', grid: GRID, clues: CLUES });

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export .ipuz' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^ipuz-[a-z0-9-]+\.ipuz$/);
  const path = await download.path();
  const ipuz = JSON.parse(await readFile(path, 'utf8'));
  expect(ipuz.kind).toEqual(['http://ipuz.org/crossword#1']);
  expect(ipuz.solution).toEqual(GRID);
  expect(ipuz.puzzle).toEqual([
    [1, 0, 2],
    [0, '#', 0],
    [3, 0, 0],
  ]);
  expect(ipuz.clues.Across).toEqual([
    [1, CLUES.A1],
    [3, CLUES.A3],
  ]);

  // Replace the puzzle with another, then import the file.
  await importJson(page, { title: 'Other', grid: [['X', 'Y', 'Z', 'W']], clues: {} });
  await page.getByRole('alertdialog').getByRole('button', { name: 'Replace' }).click();
  await expect(page.getByLabel('Title')).toHaveValue('Other');

  const choosing = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import .ipuz' }).click();
  await (await choosing).setFiles(path);
  await page.getByRole('alertdialog').getByRole('button', { name: 'Replace' }).click();
  await expect(toastText(page, '3 × 3 puzzle loaded from ipuz.')).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await expect(page.getByLabel('Notes')).toHaveValue('Round trip');
  await page.getByRole('button', { name: 'Export JSON' }).click();
  const back = JSON.parse(await page.getByLabel('Puzzle JSON').inputValue());
  expect(back).toEqual({ title, notes: 'Round trip', rows: 3, cols: 3, grid: GRID, clues: CLUES });

  // A file that is not an ipuz crossword is refused.
  const again = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import .ipuz' }).click();
  await (await again).setFiles({
    name: 'x.ipuz',
    mimeType: 'application/json',
    buffer: Buffer.from('{"kind":[]}'),
  });
  await expect(pageAlert(page)).toHaveText('Invalid ipuz file');
});

test('an unsaved new puzzle survives a reload, can be discarded, and is gone after saving', async ({
  page,
  admin,
}) => {
  await openCreate(page);
  const title = unique('Backup');
  await page.getByLabel('Title').fill(title);
  await applySize(page, '3', '3');
  await square(page, 1, 1).click();
  await page.keyboard.type('cat');

  // The browser asks before leaving a page with unsaved changes; the test answers Leave.
  page.on('dialog', (dialog) => dialog.accept());
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'Restored your unsaved crossword' })).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await expect(square(page, 1, 2)).toHaveValue('A');
  await expect(gridGroup(page)).toHaveAccessibleName('Crossword grid, 3 rows by 3 columns');

  // Discarding goes back to a new puzzle, and a reload no longer restores anything.
  await page.getByRole('button', { name: 'Discard and start over' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Discard' }).click();
  await expect(page.getByLabel('Title')).toHaveValue('NABJ Knowledge Challenge');
  await page.reload();
  await expect(page.getByLabel('Title')).toHaveValue('NABJ Knowledge Challenge');
  await expect(page.getByText('Restored your unsaved crossword')).toHaveCount(0);

  // Saved: the backup is cleared.
  await importJson(page, { title, grid: GRID, clues: CLUES });
  await page.reload();
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await page.getByRole('button', { name: 'Save Crossword' }).first().click();
  await expect(page).toHaveURL(/\/admin\/manage-crosswords$/);
  await page.goto('/admin/create-crossword');
  await expect(page.getByLabel('Title')).toHaveValue('NABJ Knowledge Challenge');
  await expect(page.getByText('Restored your unsaved crossword')).toHaveCount(0);
  await deleteByTitle(admin, title);
});

test('the preview plays the puzzle with the public player', async ({ page }) => {
  await openCreate(page);
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(
    page.getByText('Fill every open square with a letter to preview the puzzle as readers will play it.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Back to Editor' }).click();

  const title = unique('Preview');
  await importJson(page, { title, notes: 'Try me', grid: GRID, clues: CLUES });
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expect(page.getByText('Try me')).toBeVisible();
  const playerCell = page.getByRole('textbox', { name: '1 Across, row 1 column 1', exact: true });
  await playerCell.click();
  await expect(page.locator('button[aria-current="true"]')).toContainText(CLUES.A1);
  await page.keyboard.type('cat');
  await expect(page.getByRole('textbox', { name: '1 Across, row 1 column 3', exact: true })).toHaveValue('T');
  await expect(page.getByText('3/8 letters')).toBeVisible();
  // Trying the draft leaves no progress in the readers' storage.
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.includes('progress')))).toEqual(
    [],
  );
  await page.getByRole('button', { name: 'Back to Editor' }).click();
  await expect(square(page, 1, 1)).toHaveValue('C');
});

test('create → activate → plays on the public page → edit → delete', async ({ page, admin }) => {
  const title = unique('Crossword');
  await openCreate(page);
  await importJson(page, { title, notes: 'Chapter trivia', grid: GRID, clues: CLUES });
  // The save waits until its pending state has been seen (a fixed delay can pass unseen under load).
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/admin/crosswords', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Save Crossword' }).first().click();
  await expect(page.getByRole('button', { name: 'Creating...' }).first()).toBeDisabled();
  release();
  await expect(toastText(page, 'Crossword puzzle created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/manage-crosswords$/);

  const card = page.getByRole('row').filter({ has: page.getByRole('link', { name: title, exact: true }) });
  await expect(card.getByText('Inactive', { exact: true })).toBeVisible();
  await expect(card.getByText('3 × 3 grid')).toBeVisible();
  await expect(card.getByText(/^Published /)).toBeVisible();
  await card.getByRole('button', { name: `Activate ${title}` }).click();
  await expect(toastText(page, 'Crossword puzzle is now active')).toBeVisible();
  await expect(card.getByText('Active', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: `Activate ${title}` })).toHaveCount(0);
  await expectNoSeriousAxeFindings(page);

  const id = Number(
    /edit-crossword\/(\d+)/.exec(
      (await card.getByRole('link', { name: `Edit ${title}` }).getAttribute('href')) ?? '',
    )?.[1],
  );
  await openPublicWith(page, admin, id, () =>
    expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible({ timeout: 2000 }),
  );
  // The grid's code loads only as the reader nears it; until it has, its squares are the server's plain
  // HTML, and letters typed there are lost (a late chunk made this test fail with an empty square).
  const section = page.getByRole('region', { name: title });
  await section.getByRole('group', { name: /grid$/ }).scrollIntoViewIfNeeded();
  await expect(section.locator('[data-hydrated]')).toBeAttached();
  const publicCell = page.getByRole('textbox', { name: '1 Across, row 1 column 1', exact: true });
  await publicCell.click();
  await page.keyboard.type('cat');
  await expect(page.getByRole('textbox', { name: '1 Across, row 1 column 3', exact: true })).toHaveValue('T');

  await page.goto('/admin/manage-crosswords');
  await card.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Crossword' })).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await expect(page.getByLabel('1 Across', { exact: true })).toHaveValue(CLUES.A1);
  await expectNoSeriousAxeFindings(page);
  await page.getByLabel('1 Across', { exact: true }).fill('Purring pet');
  await page.getByRole('button', { name: 'Save Changes' }).first().click();
  await expect(toastText(page, 'Crossword puzzle updated successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/manage-crosswords$/);
  await openPublicWith(page, admin, id, () =>
    expect(page.getByRole('button', { name: /Purring pet/ })).toBeVisible({ timeout: 2000 }),
  );

  await page.goto('/admin/manage-crosswords');
  await card.getByRole('button', { name: `Delete ${title}` }).click();
  await expect(page.getByRole('alertdialog')).toContainText(
    'Are you sure you want to delete this crossword puzzle?',
  );
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toastText(page, 'Crossword puzzle deleted successfully')).toBeVisible();
  await expect(card).toHaveCount(0);
});

test('an empty title is saved as "Untitled Crossword"', async ({ page, admin }) => {
  await openCreate(page);
  await importJson(page, { title: '', grid: GRID, clues: CLUES });
  const saved = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().endsWith('/api/admin/crosswords'),
  );
  await page.getByRole('button', { name: 'Save Crossword' }).first().click();
  const body = await (await saved).json();
  expect(body.title).toBe('Untitled Crossword');
  await admin.delete(`/api/admin/crosswords/${body.id}`);
});

test('save failures: no answer gives the spec alert, a refusal the server message', async ({ page }) => {
  await openCreate(page);
  await importJson(page, { title: unique('Failing'), grid: GRID, clues: CLUES });
  await page.route('**/api/admin/crosswords', (route) => route.abort('connectionfailed'));
  await page.getByRole('button', { name: 'Save Crossword' }).first().click();
  await expect(pageAlert(page)).toHaveText('Save failed. Check console/API.');
  await expect(toastText(page, 'Failed to create crossword puzzle')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/create-crossword$/);

  await page.unroute('**/api/admin/crosswords');
  await page.route('**/api/admin/crosswords', (route) =>
    route.fulfill({ status: 400, json: { message: 'Refused by the server' } }),
  );
  await page.getByRole('button', { name: 'Save Crossword' }).first().click();
  await expect(toastText(page, 'Refused by the server')).toBeVisible();
  // What was typed is kept.
  await expect(square(page, 3, 3)).toHaveValue('D');

  // A grid of blocks only has no entry: the contract's message, no call.
  await page.unroute('**/api/admin/crosswords');
  await importJson(page, {
    grid: [
      ['#', '#', '#'],
      ['#', '#', '#'],
      ['#', '#', '#'],
    ],
  });
  await page.getByRole('alertdialog').getByRole('button', { name: 'Replace' }).click();
  await page.getByRole('button', { name: 'Save Crossword' }).first().click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'The grid needs at least one entry of two or more squares' }),
  ).toBeVisible();
});

test('edit: loading, "Crossword Not Found", and "Failed to load crossword data"', async ({ page }) => {
  await page.goto('/admin/edit-crossword/987654321');
  await expect(page.getByRole('heading', { name: 'Crossword Not Found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Crosswords' })).toHaveAttribute(
    'href',
    '/admin/manage-crosswords',
  );
  await page.goto('/admin/edit-crossword/not-a-number');
  await expect(page.getByRole('heading', { name: 'Crossword Not Found' })).toBeVisible();

  const now = new Date().toISOString();
  await page.route('**/api/admin/crosswords/424242', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.fulfill({
      json: {
        id: 424242,
        title: 'Broken',
        isActive: false,
        publishedDate: now,
        createdAt: now,
        updatedAt: now,
        puzzleData: '{this is not json',
        clues: '{}',
      },
    });
  });
  await page.goto('/admin/edit-crossword/424242');
  await expect(page.getByText('Loading crossword...')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Failed to load crossword data' })).toBeVisible();
});

test('manage: loading, empty state with a create link, Back to Dashboard', async ({ page }) => {
  // The manage screen reads a page at a time (?limit=…&offset=…). The answer is held until the
  // loading text has been seen: a fixed delay can pass unseen on a busy machine.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/api\/admin\/crosswords\?/, async (route) => {
    await held;
    await route.fulfill({ json: [] });
  });
  await page.goto('/admin/manage-crosswords');
  await expect(page.getByText('Loading crosswords...')).toBeVisible();
  release();
  await expect(page.getByText('No crossword puzzles yet.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Create Crossword' }).last()).toHaveAttribute(
    'href',
    '/admin/create-crossword',
  );
  await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/admin');
});

test('a failed delete shows the fallback', async ({ page, admin }) => {
  const title = unique('Undeletable');
  await createCrossword(admin, title);
  await page.route('**/api/admin/crosswords/*', (route) =>
    route.request().method() === 'DELETE' ? route.abort('connectionfailed') : route.continue(),
  );
  await page.goto('/admin/manage-crosswords');
  await page.getByRole('button', { name: `Delete ${title}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toastText(page, 'Failed to delete crossword puzzle')).toBeVisible();
  await deleteByTitle(admin, title);
});

for (const width of [390, 1280]) {
  test(`axe finds nothing serious on the editor and its preview at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await openCreate(page);
    await expectNoSeriousAxeFindings(page);
    await importJson(page, { title: unique('Axe'), grid: GRID, clues: CLUES });
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(page.getByRole('group', { name: /grid$/ })).toBeVisible();
    await expectNoSeriousAxeFindings(page);
    // The widest grid scrolls inside its box instead of widening the page.
    await page.getByRole('button', { name: 'Back to Editor' }).click();
    await applySize(page, '25', '25');
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth).toBeLessThanOrEqual(width);
  });
}
