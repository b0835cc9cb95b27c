import { ADMIN, expect as baseExpect, teamMember, test, unique, waitForHydration } from './fixtures.ts';
import { createThrough, expectNoSeriousAxeFindings, field, listRow } from './support/admin.ts';

// Several browsers share two cores while these run: checks wait a little longer.
const expect = baseExpect.configure({ timeout: 15_000 });

// Issue 36, point 3: an editor opened by someone else says who. The e2e server's leases last 6 s
// (PRESENCE_LEASE_SECONDS in playwright.config.ts), so a closed editor is gone within seconds.

test('an editor open in another browser is named in the editor and on the list, until it closes', async ({
  page,
  browser,
  baseURL,
  admin,
  signIn,
}) => {
  test.setTimeout(120_000);
  const editor = await teamMember(admin, 'editor');
  const title = unique('Presence story');
  const { id } = await createThrough<{ id: number }>(admin, '/api/admin/articles', {
    title,
    excerpt: 'Two people, one story.',
    content: '<p>The first paragraph.</p>',
    author: 'Jordan Lee',
    imageUrl: '/og-default.png',
    status: 'draft',
  });
  const editPath = `/admin/edit-article/${id}`;

  // The e2e admin opens the story in a browser of its own.
  const first = await (await browser.newContext({ baseURL })).newPage();
  expect((await first.request.post('/api/admin/login', { data: ADMIN })).status()).toBe(200);
  await first.goto(editPath);
  await waitForHydration(first);
  await expect(field(first, 'Title')).toHaveValue(title);

  // The editor opening it too is told who has it open, and since when, in the chapter's time.
  await signIn(editor);
  await page.goto(editPath);
  const note = page.getByRole('status').filter({ hasText: 'is editing this' });
  await expect(note).toHaveText(
    new RegExp(`^${ADMIN.username} is editing this, since \\w{3} \\d+, \\d{4}, \\d+:\\d{2}\\s[AP]M E[SD]T$`),
  );
  // Nothing is locked: the form is the editor's to change.
  await expect(field(page, 'Title')).toBeEditable();
  // The first browser learns of the second at its next renewal.
  await expect(first.getByRole('status').filter({ hasText: 'is editing this' })).toHaveText(
    new RegExp(`^${editor.username} is editing this, since `),
  );
  await expectNoSeriousAxeFindings(page, [390, 1280]);

  await page.goto('/admin/manage-articles');
  await expect(listRow(page, title).getByText(`Being edited by ${ADMIN.username}`)).toBeVisible();
  await expectNoSeriousAxeFindings(page, [390, 1280]);

  // Once the first browser leaves, the note goes within the lease.
  await page.goto(editPath);
  await expect(note).toBeVisible();
  await first.context().close();
  await expect(note).toHaveCount(0);
});
