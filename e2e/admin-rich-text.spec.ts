import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect as baseExpect, test, unique } from './fixtures.ts';

// Several browsers share two cores while these run: flows get room, checks wait a little longer.
const expect = baseExpect.configure({ timeout: 15_000 });

// Issue 23, rich text: links end where they were made, pasting from Google Docs and Word, captioned
// pictures, word count and reading time.

// 1×1 PNG for the picture upload.
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test.beforeEach(async ({ page, signIn }) => {
  test.slow();
  await signIn();
  await page.goto('/admin/create-article');
});

const editor = (page: Page) => page.getByRole('textbox', { name: 'Content' });
const toolbar = (page: Page) => page.getByRole('toolbar', { name: 'Formatting' });

/** Fills the other required fields and creates the article; returns its stored content and id. */
async function saveArticle(page: Page, admin: APIRequestContext) {
  const title = unique('Rich text');
  await page.getByLabel(/^Title/).fill(title);
  await page.getByLabel(/^Excerpt/).fill('What the story is about.');
  await page.getByLabel(/^Author/).fill('Jordan Lee');
  await page.getByLabel(/^Image( \*)?$/).fill('/og-default.png');
  // Published, so the public page shows what the editor stored (new articles start as drafts).
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Article created successfully', { exact: true })).toBeVisible();
  const listed = (await (await admin.get('/api/admin/articles?limit=100')).json()) as {
    id: number;
    title: string;
    content: string;
  }[];
  const article = listed.find((item) => item.title === title);
  expect(article).toBeDefined();
  return article!;
}

/** Pastes clipboard HTML into the editor as the browser does: a paste event carrying a DataTransfer. */
async function paste(page: Page, file: string) {
  const html = await readFile(new URL(`./clipboard/${file}`, import.meta.url), 'utf8');
  await editor(page).click();
  await editor(page).evaluate((target, clipboardHtml) => {
    const data = new DataTransfer();
    data.setData('text/html', clipboardHtml);
    data.setData('text/plain', 'plain text fallback');
    target.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, html);
}

test('text typed right after a link stays outside it, in the editor and on the public page', async ({
  page,
  admin,
}) => {
  await editor(page).click();
  await page.keyboard.type('Read ');
  await toolbar(page).getByRole('button', { name: 'Link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Link' });
  await dialog.getByLabel('Link text').fill('the report');
  await dialog.getByLabel('Link address').fill('example.org/report');
  await dialog.getByRole('button', { name: 'Apply link' }).click();
  await expect(dialog).toBeHidden();
  await page.keyboard.type('. End of paragraph.');
  await expect(editor(page).getByRole('link')).toHaveText('the report');
  await expect(editor(page)).toHaveText('Read the report. End of paragraph.');

  // A link made on selected words ends there too.
  await page.keyboard.press('Enter');
  await page.keyboard.type('See the minutes');
  await page.keyboard.press('Shift+ArrowLeft');
  for (let i = 0; i < 'the minutes'.length - 1; i++) await page.keyboard.press('Shift+ArrowLeft');
  await toolbar(page).getByRole('button', { name: 'Link' }).click();
  await dialog.getByLabel('Link address').fill('/minutes');
  await dialog.getByRole('button', { name: 'Apply link' }).click();
  await expect(dialog).toBeHidden();
  await page.keyboard.press('End');
  await page.keyboard.type(' today.');
  await expect(editor(page).getByRole('link', { name: 'the minutes' })).toHaveText('the minutes');

  const { id, content } = await saveArticle(page, admin);
  expect(content).toBe(
    '<p>Read <a href="https://example.org/report" rel="noopener">the report</a>. End of paragraph.</p>' +
      '<p>See <a href="/minutes" rel="noopener">the minutes</a> today.</p>',
  );
  await page.goto(`/article/${id}`);
  await expect(page.getByRole('main').getByRole('link', { name: 'the report' })).toHaveText('the report');
});

test('pasting from Google Docs keeps headings, bold, italic, lists and links, and drops the styling', async ({
  page,
  admin,
}) => {
  await paste(page, 'google-docs.html');
  await expect(editor(page).getByRole('heading', { level: 2, name: 'Where the money goes' })).toBeVisible();
  const { content } = await saveArticle(page, admin);
  expect(content).toBe(
    '<h2>Budget vote splits the council</h2>' +
      '<p>The student council passed the budget <strong>seven votes to two</strong> after a <em>long</em> night. ' +
      'Read <a href="https://example.org/minutes" rel="noopener">the minutes</a>.</p>' +
      '<h2>Where the money goes</h2>' +
      '<ul><li><p>Campus shuttle</p></li><li><p>Library hours</p></li></ul>' +
      '<ol><li><p>First reading</p><ol><li><p>Amendments</p></li></ol></li><li><p>Final vote</p></li></ol>',
  );
});

test('pasting from Word keeps the writing and drops mso markup, list markers and comments', async ({
  page,
  admin,
}) => {
  await paste(page, 'word.html');
  await expect(editor(page).getByRole('listitem').filter({ hasText: 'Order by 5 p.m.' })).toBeVisible();
  const editorHtml = await editor(page).innerHTML();
  expect(editorHtml).not.toMatch(/style=|<span|Mso|mso-|o:p|\[JD1\]|·|weekend hours/);
  const { content } = await saveArticle(page, admin);
  expect(content).toBe(
    '<h2>Dining hall hours change in January</h2>' +
      '<p>The dining hall will open at <strong>7 a.m.</strong> on weekdays, the <em>Student Services</em> office said. ' +
      'The full schedule is <a href="https://example.org/dining" rel="noopener">on the university site</a>.</p>' +
      '<ul><li><p>Breakfast from 7 a.m.</p></li><li><p>Dinner until 9 p.m.</p></li></ul>' +
      '<p>To get a late plate:</p>' +
      '<ol><li><p>Order by 5 p.m.</p></li><li><p>Show your student ID</p></li></ol>',
  );
});

test('a picture needs alt text, takes an optional caption, and shows as a figure on the public page', async ({
  page,
  admin,
}) => {
  await editor(page).click();
  await page.keyboard.type('Before the picture.');
  await page.keyboard.press('Enter');
  await toolbar(page).getByRole('button', { name: 'Insert image' }).click();
  const dialog = page.getByRole('dialog', { name: 'Insert image' });
  await dialog
    .getByLabel('Upload image')
    .setInputFiles({ name: 'march.png', mimeType: 'image/png', buffer: PIXEL });
  await expect(dialog.getByLabel(/^Image( \*)?$/)).toHaveValue(/^\/uploads\//);
  await dialog.getByLabel('Caption').fill('Students march to the statehouse.');
  await dialog.getByRole('button', { name: 'Insert image' }).click();
  await expect(dialog.getByText("Describe the image for readers who can't see it")).toBeVisible();
  await dialog.getByLabel(/^Alt text/).fill('A crowd of students with signs');
  await dialog.getByRole('button', { name: 'Insert image' }).click();
  await expect(dialog).toBeHidden();
  await expect(editor(page).locator('figcaption')).toHaveText('Students march to the statehouse.');

  // The picture selected, the same dialog edits its caption.
  await editor(page).locator('figure').click();
  await toolbar(page).getByRole('button', { name: 'Insert image' }).click();
  await expect(dialog.getByLabel(/^Alt text/)).toHaveValue('A crowd of students with signs');
  await dialog.getByLabel('Caption').fill('Students march to the statehouse. Photo: Ada Reporter');
  await dialog.getByRole('button', { name: 'Update image' }).click();
  await expect(editor(page).locator('figcaption')).toHaveText(
    'Students march to the statehouse. Photo: Ada Reporter',
  );
  await expect(editor(page).locator('figure')).toHaveCount(1);

  const { id, content } = await saveArticle(page, admin);
  expect(content).toMatch(
    /<figure><img src="\/uploads\/[^"]+" alt="A crowd of students with signs" \/><figcaption>Students march to the statehouse\. Photo: Ada Reporter<\/figcaption><\/figure>/,
  );
  await page.goto(`/article/${id}`);
  const figure = page
    .getByRole('main')
    .getByRole('figure', { name: 'Students march to the statehouse. Photo: Ada Reporter' });
  await expect(figure.getByRole('img', { name: 'A crowd of students with signs' })).toHaveAttribute(
    'src',
    /^\/uploads\//,
  );
});

test('word count and reading time follow the text under the editor', async ({ page }) => {
  await expect(page.getByText('0 words', { exact: true })).toBeVisible();
  await editor(page).click();
  await page.keyboard.type('The council met on Tuesday.');
  await expect(page.getByText('5 words · 1 min read', { exact: true })).toBeVisible();
  await page.keyboard.press('Enter');
  await paste(page, 'google-docs.html');
  await expect(page.getByText('40 words · 1 min read', { exact: true })).toBeVisible();
});
