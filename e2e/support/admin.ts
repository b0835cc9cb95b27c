import { AxeBuilder } from '@axe-core/playwright';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, toastText } from '../fixtures.ts';

/** A form control by its label; a required field's label ends in an asterisk that screen readers skip. */
export const field = (scope: Page | Locator, label: string) =>
  scope.getByLabel(new RegExp(`^${escapeRegExp(label)}( \\*)?$`));

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A toast by its own text (a screen-reader announcement repeats it elsewhere). */
export const toast = (page: Page, text: string) => page.getByText(text, { exact: true });

/** A row of an admin list, found by the title its edit link carries. */
export const listRow = (page: Page, title: string) =>
  page.getByRole('row').filter({ has: page.getByRole('link', { name: title, exact: true }) });

/** The submit button of an editor form, by the words of what it does ("Save draft", "Publish"...). */
export const submitButton = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** No serious or critical axe finding on the page as it is, or at each of `widths` in turn. */
export async function expectNoSeriousAxeFindings(page: Page, widths?: readonly number[]) {
  for (const width of widths ?? [undefined]) {
    if (width) await page.setViewportSize({ width, height: 900 });
    const { violations } = await new AxeBuilder({ page }).analyze();
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }
}

/** Creates a record through the real API and returns what the server answered. */
export async function createThrough<T>(admin: APIRequestContext, path: string, data: object): Promise<T> {
  const response = await admin.post(path, { data });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as T;
}

/** The record of an admin list whose `key` (title, name...) is `value`. */
export async function findIn<T extends object>(
  admin: APIRequestContext,
  listPath: string,
  value: string,
  key = 'title',
): Promise<T | undefined> {
  const response = await admin.get(listPath);
  const body = (await response.json()) as T[] | { items: T[] };
  const items = Array.isArray(body) ? body : body.items;
  return items.find((item) => (item as Record<string, unknown>)[key] === value);
}

/** Each of `messages` stands on the page as a text of its own, as a refused form shows its messages. */
export async function expectMessagesShown(page: Page, messages: readonly string[]) {
  for (const message of messages) await expect(page.getByText(message, { exact: true })).toBeVisible();
}

/**
 * A field refused by the form: marked invalid and described by its message, shown in red with an
 * icon, so an error never reads as a focus ring alone.
 */
export async function expectFieldError(scope: Page | Locator, label: string, message: string) {
  const control = field(scope, label);
  await expect(control).toHaveAttribute('aria-invalid', 'true');
  await expect(control).toHaveAccessibleDescription(
    new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  );
  const shown = scope.locator('p', { hasText: message }).filter({ has: scope.locator('svg') });
  await expect(shown.first()).toBeVisible();
}

/** After an edit: the manage screen with the saved record named in the address, at the top of the page. */
export async function expectSavedRedirect(page: Page, listPath: string, id: number) {
  await expect(page).toHaveURL(new RegExp(`${listPath}\\?saved=${id}$`));
}

/** The page stands at its top, as every navigation but a `?saved` return leaves it. */
export async function expectAtTop(page: Page) {
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
}

/**
 * Holds the requests matching `url` until `release` is called, so a test can see a form's pending
 * state ('Creating...', a disabled button) before the answer arrives.
 */
export async function holdRequests(page: Page, url: string | RegExp): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    // Handlers added before this one (a refused PUT, say) still answer.
    await route.fallback();
  });
  return release;
}

/**
 * An edit screen of an unknown id: its "Loading ..." line while the answer is slow, then "X Not
 * Found" with the link back to its list (admin-area §2).
 */
export async function expectEditorNotFound(
  page: Page,
  screen: { path: string; loading: string; notFound: string; back: string; listPath: string },
) {
  await page.route(`**/api/admin/**/999999999`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.goto(`${screen.path}/999999999`);
  await expect(page.getByText(screen.loading)).toBeVisible();
  await expect(page.getByRole('heading', { name: screen.notFound })).toBeVisible();
  await page.getByRole('link', { name: screen.back }).click();
  await expect(page).toHaveURL(new RegExp(`${screen.listPath}$`));
}

/**
 * Leaving a form with unsaved changes by `leave` (a Cancel click, say) asks first; dismissing the
 * question keeps the screen and what was typed.
 */
export async function expectLeavingAsks(page: Page, leave: () => Promise<void>) {
  const url = page.url();
  const questions: string[] = [];
  page.once('dialog', (dialog) => {
    questions.push(dialog.message());
    void dialog.dismiss();
  });
  await leave();
  await expect(page).toHaveURL(url);
  expect(questions).toEqual(['You have unsaved changes. Leave this page and lose them?']);
}

/**
 * Counts the requests of `method` whose address ends in `path` (any address without one), so a test
 * can show a refused form sent nothing.
 */
export function countRequests(page: Page, method: string, path?: string): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === method && (!path || request.url().endsWith(path))) count += 1;
  });
  return () => count;
}

/**
 * Deleting one record from its list (admin-area §4): the Delete button asks first (in `question`'s
 * words when given), Cancel keeps the record, Delete removes it with its toast.
 */
export async function expectDeleteAsksFirst(
  page: Page,
  record: Locator,
  name: string,
  { question, toast: done }: { question?: string; toast: string },
) {
  const deleteButton = record.getByRole('button', { name: `Delete ${name}` });
  await deleteButton.click();
  const dialog = page.getByRole('alertdialog');
  if (question) await expect(dialog).toContainText(question);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(record).toBeVisible();
  await deleteButton.click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(toastText(page, done)).toBeVisible();
  await expect(record).toHaveCount(0);
}

/** The page as it is passes axe and nothing on it is wider than the `width` it is shown at. */
export async function expectAccessibleAndFitting(page: Page, width: number) {
  await expectNoSeriousAxeFindings(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/**
 * A kind's create, edit and manage screens each show their heading, pass axe and fit `width`; the
 * manage list shows `title`, the record the edit screen opens. Under load a list may take its time.
 */
export async function expectScreensAccessible(
  page: Page,
  width: number,
  screens: { create: string; edit: string; manage: string; title: string },
) {
  await page.setViewportSize({ width, height: 900 });
  for (const path of [screens.create, screens.edit, screens.manage]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
    if (path === screens.manage) await expect(listRow(page, screens.title)).toBeVisible({ timeout: 15_000 });
    await expectAccessibleAndFitting(page, width);
  }
}

/**
 * The sidebar's links as an admin sees them, in order (issue 24: a lower role sees fewer); the
 * pending counts follow Review and Comments' names.
 */
export const ADMIN_SIDEBAR: readonly (string | RegExp)[] = [
  'NABJ USC Admin',
  'Dashboard',
  /^Review/,
  'Story Budget',
  'Articles',
  'Videos',
  'Graphics',
  'Events',
  'Picks',
  'Members of the Month',
  'Contributors',
  'Crosswords',
  'Polls',
  /^Comments/,
  'Newsletter',
  'Analytics',
  'Media Library',
  'Settings',
  'Team',
  'Your Account',
];
