import { formatDateTime } from '../src/contracts/chapter-clock.ts';
import { ADMIN, expect as baseExpect, test, unique } from './fixtures.ts';
import { createThrough, expectNoSeriousAxeFindings, field } from './support/admin.ts';

// Issue 36, point 8: a history that tells the truth, and an audit log in plain words.

// Several browsers share two cores while these run: checks wait a little longer.
const expect = baseExpect.configure({ timeout: 15_000 });

const DAY = 24 * 60 * 60 * 1000;

/** An instant as the admin shows it: the chapter's clock, with its zone. */
const chapterTime = (iso: string) => formatDateTime(iso, 'America/New_York');

test.beforeEach(async ({ signIn }) => {
  test.slow();
  await signIn();
});

test('History names an unpublish and a date change; Compare and the audit log show them', async ({
  page,
  admin,
}) => {
  const title = unique('Main Street Murals');
  const wentOut = new Date(Date.now() - 14 * DAY).toISOString();
  const moved = new Date(Date.now() - 9 * DAY).toISOString();
  const story = {
    title,
    excerpt: 'New murals on Main Street.',
    content: '<p>Painters finished the last wall on Sunday.</p>',
    author: 'Jordan Lee',
    imageUrl: '/og-default.png',
  };
  const { id } = await createThrough<{ id: number }>(admin, '/api/admin/articles', {
    ...story,
    publishedDate: wentOut,
  });
  const unpublished = await admin.put(`/api/admin/articles/${id}`, {
    data: { ...story, status: 'draft', publishedDate: moved },
  });
  expect(unpublished.status()).toBe(200);

  await page.goto(`/admin/edit-article/${id}`);
  const history = page.getByRole('region', { name: 'History' });
  const [latest, first] = [history.getByRole('listitem').first(), history.getByRole('listitem').last()];
  await expect(latest).toContainText(ADMIN.username);
  await expect(latest).toContainText('Unpublished');
  await expect(latest).toContainText(`Date: was ${chapterTime(wentOut)} → now ${chapterTime(moved)}`);
  await expect(first).toContainText('First version');

  await first.getByRole('button', { name: /^Compare/ }).click();
  const others = page.getByRole('table', { name: 'Other differences' });
  await expect(others.getByRole('row', { name: /Status/ })).toHaveText(/Status\s*Published\s*Draft/);
  await expect(others.getByRole('row', { name: /Date/ })).toContainText(chapterTime(wentOut));
  await expect(others.getByRole('row', { name: /Date/ })).toContainText(chapterTime(moved));
  await expectNoSeriousAxeFindings(page, [390, 1280]);

  // The audit log says it in a sentence that leads to the story.
  await page.goto('/admin/audit-log');
  const log = page.getByRole('table', { name: /Audit log/ });
  const sentence = log.getByRole('link', { name: `${ADMIN.username} unpublished article '${title}'` });
  await expect(sentence).toBeVisible();
  await expect(log).not.toContainText('/api/admin');
  await expectNoSeriousAxeFindings(page, [390, 1280]);
  await sentence.click();
  await expect(page).toHaveURL(new RegExp(`/admin/edit-article/${id}$`));
  await expect(field(page, 'Title')).toHaveValue(title);
});
