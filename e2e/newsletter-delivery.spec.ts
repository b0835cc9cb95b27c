import { AxeBuilder } from '@axe-core/playwright';
import { ADMIN, expect, linkIn, mailTo, test, toastText, unique } from './fixtures.ts';
import { atReaderWidths } from './viewports.ts';

test('a reader subscribes, confirms from the e-mail, is welcomed, and unsubscribes with the link', async ({
  page,
  admin,
}) => {
  const email = `${unique('reader').replace(/\W+/g, '.')}@example.org`;
  await page.goto('/');
  const form = page.locator('form', { has: page.getByRole('button', { name: 'Subscribe' }) }).first();
  await form.getByRole('textbox').fill(email);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Successfully subscribed!', { exact: true })).toBeVisible();

  // Not on the list until the address is confirmed.
  const listed = async () =>
    (await (await admin.get(`/api/newsletter/subscriptions?q=${encodeURIComponent(email)}`)).json()).length;
  expect(await listed()).toBe(0);

  // Filtered by subject: on a Sunday the server's own scheduler may send an issue in between.
  const withSubject = async (start: string) =>
    (await mailTo(email)).filter((mail) => mail.subject?.startsWith(start));
  await expect.poll(async () => (await withSubject('Confirm your subscription')).length).toBe(1);
  const [confirmation] = await withSubject('Confirm your subscription');
  await page.goto(linkIn(confirmation?.text, '/newsletter/confirm'));
  await expect(page.getByRole('status')).toHaveText('Your subscription is confirmed. Welcome aboard!');
  expect(await listed()).toBe(1);

  await expect.poll(async () => (await withSubject('Welcome to the ')).length).toBe(1);
  const [welcome] = await withSubject('Welcome to the ');
  await page.goto(linkIn(welcome?.text, '/newsletter/unsubscribe'));
  await expect(page.getByRole('heading', { name: 'Unsubscribe' })).toBeVisible();
  expect(await listed()).toBe(1); // opening the link alone (as a mail scanner does) changes nothing
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'You have been unsubscribed. You will not receive any more e-mails from us.',
  );
  expect(await listed()).toBe(0);
});

test('a tampered confirmation link is refused', async ({ page }) => {
  await page.goto('/newsletter/confirm?token=1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
  await expect(page.getByRole('alert')).toHaveText(
    'This link is not valid. Please use the latest e-mail we sent you.',
  );
});

test('the admin previews the next issue, sends a test, and sees past issues', async ({
  page,
  admin,
  signIn,
}) => {
  const title = unique('Issue preview story');
  await admin.post('/api/admin/articles', {
    data: { title, excerpt: 'For the preview', content: 'Body', author: 'Ada', imageUrl: '/uploads/a.png' },
  });
  await signIn();
  await page.goto('/admin/newsletter/issues');
  await expect(page.getByRole('heading', { name: 'Newsletter Issues' })).toBeVisible();
  await expect(page.locator('p', { hasText: 'Subject:' })).toContainText('Weekly:');
  await expect(
    page.frameLocator('iframe[title="Preview of the next issue"]').getByRole('link', { name: title }),
  ).toBeVisible();
  await expect(page.locator('iframe[title="Preview of the next issue"]')).toHaveAttribute('sandbox', '');
  await page.getByRole('button', { name: 'Plain text' }).click();
  await expect(page.locator('pre')).toContainText(title);

  await page.getByRole('button', { name: 'Send test' }).click();
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
  const to = `${unique('editor').replace(/\W+/g, '.')}@example.org`;
  await page.getByLabel('Send a test to').fill(to);
  await page.getByRole('button', { name: 'Send test' }).click();
  await expect(page.getByText(`Test sent to ${to}`, { exact: true })).toBeVisible();
  await expect
    .poll(async () => (await mailTo(to)).map((mail) => mail.subject))
    .toEqual([expect.stringMatching(/^\[Test\] .* Weekly: /)]);
  const [test] = await mailTo(to);
  expect(test?.text).toContain(title);

  await expect(page.getByRole('heading', { name: 'Past issues' })).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);
});

atReaderWidths(({ width }) => {
  test('a sign-up is told to confirm from its inbox, waits on the admin page, and lands on "confirmed"', async ({
    page,
    browser,
    baseURL,
  }) => {
    const email = `${unique(`pending ${width}`).replace(/\W+/g, '.')}@example.org`;
    const nextStep = `Check your inbox: we sent a confirmation e-mail to ${email}. Follow its link to start receiving our Sunday newsletter.`;
    await page.goto('/');
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
    await expect(toastText(page, 'Successfully subscribed!')).toBeVisible();
    await expect(toastText(page, nextStep)).toBeVisible();
    // The next step also stays beside the form after the toast has gone.
    const status = page
      .getByRole('region', { name: /The week’s stories/ })
      .getByRole('status')
      .filter({ hasText: nextStep });
    await expect(status).toBeVisible();

    // The editors see it waiting, apart from the active subscribers, with a resend.
    const adminContext = await browser.newContext({ baseURL, viewport: page.viewportSize() });
    const adminPage = await adminContext.newPage();
    expect((await adminPage.request.post('/api/admin/login', { data: ADMIN })).status()).toBe(200);
    await adminPage.goto('/admin/newsletter');
    const pending = adminPage.getByRole('list', { name: 'Pending sign-ups' }).getByRole('listitem').filter({
      hasText: email,
    });
    await expect(pending).toContainText('Confirmation sent');
    // The confirmation went out moments ago: the resend says so rather than flood the inbox.
    await pending.getByRole('button', { name: `Resend the confirmation to ${email}` }).click();
    await expect(
      toastText(
        adminPage,
        `A confirmation was sent to ${email} less than 10 minutes ago. Please wait before sending another.`,
      ),
    ).toBeVisible();
    await expect(adminPage.getByRole('list', { name: 'Active subscribers' }).getByText(email)).toHaveCount(0);

    await expect.poll(async () => (await mailTo(email)).length).toBeGreaterThan(0);
    const [confirmation] = await mailTo(email);
    await page.goto(linkIn(confirmation?.text, '/newsletter/confirm'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your subscription is confirmed');

    await adminPage.reload();
    await expect(adminPage.getByRole('heading', { name: 'Waiting for confirmation' })).toBeVisible();
    await expect(adminPage.getByRole('list', { name: 'Pending sign-ups' }).getByText(email)).toHaveCount(0);
    await adminContext.close();
  });
});
