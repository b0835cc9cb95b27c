import { contentNotification } from '../src/contracts/notifications.ts';
import { expect, test } from './fixtures.ts';

// The service worker's side of Web Push: a message delivered by the browser's push machinery (through
// the DevTools protocol, since a test browser has no push service) is shown as the site's notification.
test('a push message is shown with the title, body, tag and actions of public-site §4', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['notifications'], { origin: baseURL });
  await page.goto('/');
  const client = await context.newCDPSession(page);
  const registrations = new Map<string, string>();
  client.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => {
    for (const registration of updated) registrations.set(registration.scopeURL, registration.registrationId);
  });
  await client.send('ServiceWorker.enable');
  await page.evaluate(async () => {
    await navigator.serviceWorker.register('/sw.js', { scope: '/' });
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => registrations.get(`${baseURL}/`)).toBeTruthy();

  // What the server sends for a new story: its title, Read Now and Close (contracts/notifications.ts).
  const payload = contentNotification('article', {
    id: 4242,
    title: 'Student government passes the budget',
    publishedDate: new Date().toISOString(),
  });
  await client.send('ServiceWorker.deliverPushMessage', {
    origin: baseURL as string,
    registrationId: registrations.get(`${baseURL}/`) as string,
    data: JSON.stringify(payload),
  });

  // Only this tag's: the page's own 5-minute check may show notifications of other tests' content.
  const shown = () =>
    page.evaluate(async (tag) => {
      const registration = await navigator.serviceWorker.ready;
      return (await registration.getNotifications({ tag })).map((n) => ({
        title: n.title,
        body: n.body,
        tag: n.tag,
        data: n.data as unknown,
        actions: (n as Notification & { actions: { action: string; title: string }[] }).actions.map((a) => ({
          action: a.action,
          title: a.title,
        })),
      }));
    }, payload.options.tag);
  await expect.poll(shown).toEqual([
    {
      title: payload.title,
      body: payload.options.body,
      tag: payload.options.tag,
      data: payload.options.data,
      actions: payload.options.actions,
    },
  ]);

  // The same tag again (the page-level check announcing the same story) replaces, it does not stack.
  await client.send('ServiceWorker.deliverPushMessage', {
    origin: baseURL as string,
    registrationId: registrations.get(`${baseURL}/`) as string,
    data: JSON.stringify(payload),
  });
  await page.waitForTimeout(300);
  expect(await shown()).toHaveLength(1);
});
