import { expect, test, unique } from './fixtures.ts';

// public-site §2 and §9: toasts on the right, one at a time, 5000 ms, F8 reaches them.
test('toasts show one at a time, leave after about 5 seconds, and F8 moves focus to them', async ({
  page,
}) => {
  await page.goto('/');
  const field = page.getByLabel('Email address');
  const subscribe = page.getByRole('button', { name: 'Subscribe', exact: true });
  const success = page.getByText('Successfully subscribed!', { exact: true });
  const failure = page.getByText('Subscription failed', { exact: true });

  await field.fill(`${unique('toast').replace(/\s/g, '-')}@example.com`);
  await subscribe.click();
  await expect(success).toBeVisible();
  await expect(page.getByRole('listitem').filter({ has: success }).locator(':scope > svg')).toHaveCount(0);

  await page.keyboard.press('F8');
  // Radix focuses the toast list inside the labelled region.
  await expect(page.getByRole('region', { name: 'Notifications (F8)' }).locator(':focus')).toHaveCount(1);

  // A second toast replaces the first.
  await page.route('**/api/newsletter/subscribe', (route) =>
    route.fulfill({ status: 500, json: { message: 'Down' } }),
  );
  await field.fill('second@example.com');
  await subscribe.click();
  await expect(failure).toBeVisible();
  await expect(success).toHaveCount(0);
  // An error toast is not told by its red alone: it carries a warning icon (decision 010).
  const failureToast = page.getByRole('listitem').filter({ hasText: 'Subscription failed' });
  await expect(failureToast.locator(':scope > svg')).toHaveCount(1);

  // Still there after 3.5 s, gone by 7 s (the duration is 5000 ms; closing animates).
  await page.waitForTimeout(3500);
  await expect(failure).toBeVisible();
  await expect(failure).toBeHidden({ timeout: 3500 });
});
