// The site's service worker (public-site §4): it exists so that notifications can be shown through
// registration.showNotification (which allows actions) and so that a click opens the item. It caches
// nothing and has no fetch handler, so every request goes to the network exactly as without it.

self.addEventListener('install', () => {
  // A new version takes over at once; there is no cache whose versions could clash.
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

/** The notification's own address when it is one of this site's pages, else the home page. */
function targetUrl(notification) {
  const fallback = new URL('/', self.location.origin);
  try {
    const url = new URL(notification.data?.url ?? '/', self.location.origin);
    return url.origin === self.location.origin ? url : fallback;
  } catch {
    return fallback;
  }
}

async function openOrFocus(url) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const same = windows.find((client) => client.url === url.href);
  if (same) return same.focus();
  return self.clients.openWindow(url.href);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  // The article notification's Close action only closes it.
  if (event.action === 'close') return;
  event.waitUntil(openOrFocus(targetUrl(event.notification)));
});

// Web Push (issue: notifications that reach readers with the site closed): the server sends the same
// title, body, tag and actions as the page-level check, so the two never show one item twice.
self.addEventListener('push', (event) => {
  let payload;
  try {
    payload = event.data?.json();
  } catch {
    return;
  }
  if (!payload || typeof payload.title !== 'string' || typeof payload.options !== 'object') return;
  event.waitUntil(self.registration.showNotification(payload.title, payload.options));
});

// The browser replaced or dropped this worker's push subscription (it expired, or the reader reset
// the site's permissions): the server forgets the old endpoint and learns the new one, if any.
self.addEventListener('pushsubscriptionchange', (event) => {
  const post = (path, body) =>
    fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  event.waitUntil(
    (async () => {
      if (event.oldSubscription)
        await post('/api/push/unsubscribe', { endpoint: event.oldSubscription.endpoint });
      if (event.newSubscription) await post('/api/push/subscribe', event.newSubscription.toJSON());
    })(),
  );
});
