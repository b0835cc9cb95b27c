import type { Locator } from '@playwright/test';
import { expect, test, unique } from './fixtures.ts';

// Decision 010: the focus ring is its own blue (--color-focus), drawn outside the control, so a field
// being typed in never looks like one with an error (red border, icon and message).
const FOCUS_BLUE = 'rgb(37, 99, 235)';
const ERROR_RED = 'rgb(185, 28, 28)';

async function ringOf(control: Locator) {
  return control.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      outline: `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`,
      offset: style.outlineOffset,
      border: style.borderTopColor,
    };
  });
}

test('admin: a field with an error keeps its red border and gets the blue ring when focused', async ({
  page,
  signIn,
}) => {
  await signIn();
  await page.goto('/admin/create-article');
  const title = page.getByLabel(/^Title/);
  await title.focus();
  expect(await ringOf(title)).toMatchObject({ outline: `solid 2px ${FOCUS_BLUE}`, offset: '2px' });

  await page.getByRole('button', { name: 'Save draft', exact: true }).click();
  await expect(title).toHaveAttribute('aria-invalid', 'true');
  await title.focus();
  expect(await ringOf(title)).toEqual({
    outline: `solid 2px ${FOCUS_BLUE}`,
    offset: '2px',
    border: ERROR_RED,
  });

  // The rich-text editor hides its own outline; its frame carries the ring.
  await page.getByRole('textbox', { name: 'Content' }).click();
  const frame = page.locator('div:has(> [role="toolbar"][aria-label="Formatting"])');
  expect((await ringOf(frame)).outline).toBe(`solid 2px ${FOCUS_BLUE}`);
});

test('forced colours: the ring is still drawn, in the system highlight colour', async ({ page, signIn }) => {
  await signIn();
  await page.emulateMedia({ forcedColors: 'active' });
  await page.goto('/admin/create-article');
  const title = page.getByLabel(/^Title/);
  await title.focus();
  const ring = await ringOf(title);
  expect(ring.outline).toMatch(/^solid 2px /);
  expect(ring.outline).not.toContain(FOCUS_BLUE);
});

test('public comments form: blue ring when typing, red border with an icon and message on an error', async ({
  page,
  admin,
}) => {
  const response = await admin.post('/api/admin/articles', {
    data: {
      title: unique('Focus story'),
      excerpt: 'A dek.',
      content: '<p>Body.</p>',
      author: 'Jordan Lee',
      imageUrl: '/og-default.png',
    },
  });
  expect(response.status()).toBe(201);
  const { id } = (await response.json()) as { id: number };
  await page.goto(`/article/${id}`);
  const name = page.getByLabel('Your name');
  await name.focus();
  expect(await ringOf(name)).toMatchObject({ outline: `solid 2px ${FOCUS_BLUE}` });

  await page.getByLabel('Add a comment').fill('Thanks for covering this.');
  await page.getByRole('button', { name: 'Post' }).click();
  const problem = page.getByRole('alert').filter({ hasText: 'Please enter your name.' });
  await expect(problem).toBeVisible();
  await expect(problem.locator('svg')).toHaveCount(1);
  await expect(name).toBeFocused();
  expect(await ringOf(name)).toEqual({
    outline: `solid 2px ${FOCUS_BLUE}`,
    offset: '2px',
    border: ERROR_RED,
  });
});
