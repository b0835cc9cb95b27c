import { expect, test } from './fixtures.ts';
import { expectEditorNotFound, expectLeavingAsks, field } from './support/admin.ts';

// admin-area §2: the states every edit screen shares, and every create form asking before it is left
// with changes (the editor shell and the form hook in src/web/admin serve them all).

test.beforeEach(async ({ signIn }) => {
  await signIn();
});

const editScreens = [
  {
    path: '/admin/edit-video',
    loading: 'Loading video...',
    notFound: 'Video Not Found',
    back: 'Back to Videos',
    listPath: '/admin/manage-videos',
  },
  {
    path: '/admin/edit-event',
    loading: 'Loading event...',
    notFound: 'Event Not Found',
    back: 'Back to Events',
    listPath: '/admin/manage-events',
  },
];

for (const screen of editScreens) {
  test(`${screen.path} of an unknown id: loading, then not found with the way back`, async ({ page }) => {
    await expectEditorNotFound(page, screen);
  });
}

const createForms = [
  { path: '/admin/create-video', label: 'Title', leaveBy: 'Back to Dashboard', leavesTo: /\/admin$/ },
  { path: '/admin/create-event', label: 'Location', leaveBy: 'Cancel', leavesTo: /\/admin$/ },
  { path: '/admin/create-graphic', label: 'Title', leaveBy: 'Cancel', leavesTo: /\/admin\/manage-graphics$/ },
  {
    path: '/admin/create-nabj-pick',
    label: 'Topic title',
    leaveBy: 'Back to Dashboard',
    leavesTo: /\/admin$/,
  },
];

for (const form of createForms) {
  test(`${form.path} asks before it is left with changes; staying keeps them`, async ({ page }) => {
    await page.goto(form.path);
    await field(page, form.label).fill('Half-written');
    const leave = () => page.getByRole('link', { name: form.leaveBy, exact: true }).click();
    await expectLeavingAsks(page, leave);
    await expect(field(page, form.label)).toHaveValue('Half-written');
    page.once('dialog', (dialog) => void dialog.accept());
    await leave();
    await expect(page).toHaveURL(form.leavesTo);
  });
}
