import {
  type APIRequestContext,
  type BrowserContext,
  test as base,
  expect,
  type Page,
  request,
} from '@playwright/test';

export const ADMIN = { username: 'e2e-editor', password: 'e2e-editor-password' };

/** A counter-free unique suffix, so tests running side by side never see each other's content. */
export function unique(label: string): string {
  return `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** True once the app has hydrated (or rendered) the page, so clicks reach their handlers; at once on non-pages. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.getElementById('root') === null || 'hydrated' in document.documentElement.dataset,
  );
}

/**
 * A new page of `context` whose scripts wait until `release()`, as on a slow connection, and whose
 * navigations do not wait for hydration; `hydrated()` waits for it.
 */
export async function pageWithHeldScripts(context: BrowserContext) {
  const page = await context.newPage();
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() === 'script') await released;
    await route.continue();
  });
  const hydrated = () => expect(page.locator('html[data-hydrated]')).toBeAttached();
  return { page, release, hydrated };
}

/**
 * `page`: navigations wait for hydration, so a test never clicks a server-rendered button before React
 * listens (on a loaded machine that click would submit the plain HTML form instead).
 * `admin`: an API client signed in as the e2e admin, with the password just confirmed again (so it
 * may also add admins), for creating content through the real API.
 * `signIn`: signs the page's browser in, for admin screens, as the e2e admin or as `account`.
 */
export const test = base.extend<{
  admin: APIRequestContext;
  signIn: (account?: { username: string; password: string }) => Promise<void>;
}>({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await waitForHydration(page);
      return response;
    };
    await use(page);
  },
  admin: async ({ baseURL }, use) => {
    const context = await request.newContext({ baseURL });
    const response = await context.post('/api/admin/login', { data: ADMIN });
    expect(response.status()).toBe(200);
    const confirmed = await context.post('/api/admin/reauthenticate', { data: { password: ADMIN.password } });
    expect(confirmed.status()).toBe(200);
    await use(context);
    await context.dispose();
  },
  signIn: async ({ page }, use) => {
    await use(async (account = ADMIN) => {
      const response = await page.request.post('/api/admin/login', { data: account });
      expect(response.status()).toBe(200);
    });
  },
});

export { expect };

/** Presses each of `keys` in turn, as a user does (a single character types itself). */
export async function pressKeys(page: Page, keys: string[]): Promise<void> {
  for (const key of keys) await page.keyboard.press(key);
}

/**
 * Sends each key to whatever has the focus, one after the other within a single frame: the page renders
 * between keys (microtasks) but paints no frame, as when a fast typist or a loaded machine outruns it.
 * Playwright's own keyboard waits for the browser between keys, so it cannot show this.
 */
export async function pressWithinOneFrame(page: Page, keys: string[]): Promise<void> {
  await page.evaluate(async (keys) => {
    for (const key of keys) {
      document.activeElement?.dispatchEvent(
        new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }),
      );
      for (let tick = 0; tick < 5; tick++) await Promise.resolve();
    }
  }, keys);
}

/** Resolves once the page's finite animations (a dialog's fade, a panel's slide) have finished. */
export async function animationsDone(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished),
    ),
  );
}

/** A toast by its exact text, in the toast region (where it stays while shown). */
export function toastText(page: Page, text: string) {
  return page.getByRole('region', { name: 'Notifications (F8)' }).getByText(text, { exact: true });
}

/**
 * The e2e server has no SMTP server: its mail is written as .eml files to DATA_DIR/outbox
 * (ARCHITECTURE.md). Returns the messages to `address`, oldest first, parsed as a mail client would.
 */
export async function mailTo(address: string) {
  const { readdir, readFile } = await import('node:fs/promises');
  const { simpleParser } = await import('mailparser');
  const outbox = `data/e2e-${process.env.E2E_PORT ?? 4173}/outbox`;
  const names = (await readdir(outbox).catch(() => [] as string[])).sort();
  const mails = await Promise.all(
    names.map(async (name) => simpleParser(await readFile(`${outbox}/${name}`))),
  );
  return mails.filter((mail) => {
    const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
    return to.some((entry) =>
      entry.value.some((box) => box.address?.toLowerCase() === address.toLowerCase()),
    );
  });
}

/** The first link to `path` (with its token) in a message's text part. */
export function linkIn(text: string | undefined, path: string): string {
  const match = new RegExp(`https?://[^\\s]+${path}\\?token=[^\\s]+`).exec(text ?? '');
  if (!match) throw new Error(`no ${path} link in the message`);
  return new URL(match[0]).pathname + new URL(match[0]).search;
}

/**
 * Subscribes an address as a reader does and follows its confirmation link (double opt-in), so it
 * is an active subscriber.
 */
export async function subscribeConfirmed(api: APIRequestContext, email: string): Promise<void> {
  expect((await api.post('/api/newsletter/subscribe', { data: { email } })).status()).toBe(200);
  await expect.poll(async () => (await mailTo(email)).length).toBeGreaterThan(0);
  const [confirmation] = await mailTo(email);
  const token = new URLSearchParams(linkIn(confirmation?.text, '/newsletter/confirm').split('?')[1]).get(
    'token',
  );
  expect((await api.post('/api/newsletter/confirm', { data: { token } })).status()).toBe(200);
}

/**
 * A new account of `role`, made as the newsroom makes one: the e2e admin invites an address and the
 * invitee accepts with the token from the mail. Each comes from its own address (X-Forwarded-For), so
 * many specs accepting invitations never meet the per-address limit.
 */
export async function teamMember(admin: APIRequestContext, role: 'contributor' | 'editor' | 'admin') {
  const username = unique(role).replace(/\W+/g, '-');
  const email = `${username}@example.org`;
  const password = `${username}-password`;
  expect((await admin.post('/api/admin/invitations', { data: { email, role } })).status()).toBe(201);
  await expect.poll(async () => (await mailTo(email)).length).toBeGreaterThan(0);
  const [invitation] = await mailTo(email);
  const token = new URLSearchParams(linkIn(invitation?.text, '/admin/invitation').split('?')[1]).get('token');
  const accepted = await admin.post('/api/admin/invitations/accept', {
    data: { token, username, password },
    headers: {
      'X-Forwarded-For': `10.24.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    },
  });
  expect(accepted.status()).toBe(201);
  return { username, password, email };
}

/**
 * A new contributor and a new editor, for a test that passes work from one to the other. Two
 * invitations, then screens for each in turn and mails between them, make a long flow on the shared
 * machine: such a test gets four minutes.
 */
export async function contributorAndEditor(admin: APIRequestContext) {
  test.setTimeout(240_000);
  return { contributor: await teamMember(admin, 'contributor'), editor: await teamMember(admin, 'editor') };
}
