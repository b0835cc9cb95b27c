import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { expect as baseExpect, test, toastText, unique } from './fixtures.ts';
import { field } from './support/admin.ts';

// Issue 23: one full article by keyboard alone, from the dashboard to the public page: create,
// format, link, image, preview, publish. Nothing here clicks; focus only moves by the keys a reader
// would press, so a control Tab cannot reach, or a trap Tab cannot leave, fails the walk.

const expect = baseExpect.configure({ timeout: 15_000 });

const PICTURE = fileURLToPath(new URL('../public/og-default.png', import.meta.url));

/** Presses `key` until `target` has the focus; fails if it never does within `most` presses. */
async function pressUntilFocused(page: Page, target: Locator, key = 'Tab', most = 80) {
  for (let presses = 0; presses < most; presses++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

test.beforeEach(async ({ signIn }) => {
  test.slow();
  await signIn();
});

test('an article written, formatted, illustrated, previewed and published by keyboard alone', async ({
  page,
}) => {
  const title = unique('Keyboard story');
  await page.goto('/admin');

  // The New menu opens the create screen.
  await pressUntilFocused(page, page.getByRole('button', { name: 'New' }));
  await page.keyboard.press('Enter');
  await pressUntilFocused(
    page,
    page.getByRole('menuitem', { name: 'Article', exact: true }),
    'ArrowDown',
    20,
  );
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/create-article$/);

  await pressUntilFocused(page, field(page, 'Title'));
  await page.keyboard.type(title);
  await page.keyboard.press('Tab');
  await expect(field(page, 'Excerpt')).toBeFocused();
  await page.keyboard.type('A story made without a mouse.');

  // Bold by its shortcut, then a link from the toolbar, reached by Shift+Tab and the arrow keys.
  const editor = page.getByRole('textbox', { name: 'Content' });
  await pressUntilFocused(page, editor);
  await page.keyboard.type('The council met ');
  await page.keyboard.press('Control+b');
  await page.keyboard.type('on Tuesday');
  await page.keyboard.press('Control+b');
  await page.keyboard.type('. Read ');
  const toolbar = page.getByRole('toolbar', { name: 'Formatting' });
  await page.keyboard.press('Shift+Tab');
  await pressUntilFocused(page, toolbar.getByRole('button', { name: 'Link' }), 'ArrowRight', 20);
  await page.keyboard.press('Enter');
  const linkDialog = page.getByRole('dialog', { name: 'Link' });
  await expect(linkDialog.getByLabel(/^Link text/)).toBeFocused();
  await page.keyboard.type('the minutes');
  await page.keyboard.press('Tab');
  await page.keyboard.type('example.org/minutes');
  await page.keyboard.press('Enter');
  await expect(linkDialog).toBeHidden();
  await expect(editor).toBeFocused();
  await page.keyboard.type('.');
  await expect(editor.locator('strong')).toHaveText('on Tuesday');
  await expect(editor.getByRole('link')).toHaveText('the minutes');

  // A picture uploaded through the insert dialog, with alt text and a caption.
  await page.keyboard.press('Enter');
  await page.keyboard.press('Shift+Tab');
  await pressUntilFocused(page, toolbar.getByRole('button', { name: 'Insert image' }), 'ArrowRight', 20);
  await page.keyboard.press('Enter');
  const imageDialog = page.getByRole('dialog', { name: 'Insert image' });
  await expect(imageDialog).toBeVisible();
  await pressUntilFocused(page, imageDialog.getByLabel('Upload image'));
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.keyboard.press('Space')]);
  await chooser.setFiles(PICTURE);
  await expect(imageDialog.getByLabel(/^Image( \*)?$/)).toHaveValue(/^\/uploads\//);
  await pressUntilFocused(page, imageDialog.getByLabel(/^Alt text/));
  await page.keyboard.type('The council chamber');
  await page.keyboard.press('Tab');
  await expect(imageDialog.getByLabel('Caption')).toBeFocused();
  await page.keyboard.type('The chamber before the vote.');
  await page.keyboard.press('Enter');
  await expect(imageDialog).toBeHidden();
  await expect(editor.locator('figcaption')).toHaveText('The chamber before the vote.');

  // The rest of the form, out of the editor by Tab, then saved as a draft.
  await pressUntilFocused(page, field(page, 'Author'));
  await page.keyboard.type('Jordan Lee');
  await pressUntilFocused(page, field(page, 'Image'));
  await page.keyboard.type('/og-default.png');
  await expect(page.getByRole('group', { name: 'Publishing' })).toContainText('Draft');
  await pressUntilFocused(page, page.getByRole('button', { name: 'Save draft', exact: true }));
  await page.keyboard.press('Enter');
  await expect(toastText(page, 'Article created successfully')).toBeVisible();
  // A draft's save keeps the editor open, at the draft's own address (issue 36).
  await expect(page).toHaveURL(/\/admin\/edit-article\/\d+$/);

  // The quick search finds it too.
  await page.keyboard.press('Control+k');
  await page.keyboard.type(title);
  await expect(page.getByRole('option', { name: new RegExp(title) })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/edit-article\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());

  // Preview: the draft in the public layout, with its banner, formatting, link and picture.
  await pressUntilFocused(page, page.getByRole('button', { name: /^Preview/ }));
  const [tab] = await Promise.all([page.context().waitForEvent('page'), page.keyboard.press('Enter')]);
  await tab.waitForURL((url) => url.pathname === `/article/${id}`);
  await expect(tab.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(tab.getByRole('note', { name: 'Preview' })).toContainText('Preview of an unpublished article');
  await expect(tab.getByRole('banner')).toBeVisible();
  const story = tab.getByRole('main');
  await expect(story.locator('strong', { hasText: 'on Tuesday' })).toBeVisible();
  await expect(story.getByRole('link', { name: 'the minutes' })).toHaveAttribute(
    'href',
    'https://example.org/minutes',
  );
  const figure = story.getByRole('figure', { name: 'The chamber before the vote.' });
  await expect(figure.getByRole('img', { name: 'The council chamber' })).toHaveAttribute(
    'src',
    /^\/uploads\//,
  );
  await tab.close();

  // Publish from the editor.
  await page.bringToFront();
  await pressUntilFocused(page, page.getByRole('button', { name: 'Publish', exact: true }));
  await page.keyboard.press('Enter');
  await expect(toastText(page, 'Article updated successfully')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/manage-articles\\?saved=${id}$`));

  await page.goto(`/article/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('note', { name: 'Preview' })).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('img', { name: 'The council chamber' })).toBeVisible();
});
