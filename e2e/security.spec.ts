import type { APIRequestContext, Page, Response } from '@playwright/test';
import { expect, mailTo, test, unique } from './fixtures.ts';

// docs/security.md: the Content-Security-Policy and other headers on real pages, the app working
// under them, and stored script never running anywhere it is shown.

declare global {
  interface Window {
    /** Set by any payload below that manages to run in the page. */
    __xssFired?: string;
    __cspViolations?: string[];
  }
}

/** Records dialogs, CSP violations and console errors of a page, from before its first script. */
async function watch(page: Page) {
  const dialogs: string[] = [];
  const consoleErrors: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return {
    dialogs,
    policyConsoleErrors: () =>
      consoleErrors.filter((text) => /Content Security Policy|Permissions-Policy/i.test(text)),
    violations: () => page.evaluate(() => window.__cspViolations ?? []),
    fired: () => page.evaluate(() => window.__xssFired),
  };
}

function directives(response: Response | null): Map<string, string[]> {
  const csp = response?.headers()['content-security-policy'];
  expect(csp, `CSP header on ${response?.url()}`).toBeTruthy();
  return new Map(
    String(csp)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [String(name), values]),
  );
}

/** The policy is strict, and the page's own scripts carry the nonce it names. */
async function expectStrictPolicy(page: Page, response: Response | null) {
  const scripts = directives(response).get('script-src') ?? [];
  expect(scripts).not.toContain("'unsafe-inline'");
  const nonce = scripts.find((value) => value.startsWith("'nonce-"))?.slice(7, -1);
  expect(nonce).toBeTruthy();
  const entryNonce = await page
    .locator('script[type="module"][src]')
    .last()
    .evaluate((s: HTMLScriptElement) => s.nonce);
  expect(entryNonce).toBe(nonce);
  const headers = response?.headers() ?? {};
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
}

async function createArticle(admin: APIRequestContext, content: string) {
  const response = await admin.post('/api/admin/articles', {
    data: {
      title: unique('Security Story'),
      excerpt: 'A dek for the security test.',
      content,
      author: unique('Writer'),
      imageUrl: '/og-default.png',
      category: 'news',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number; title: string };
}

test('real pages carry a strict policy, hydrate and work with no CSP violation', async ({ page, admin }) => {
  const article = await createArticle(admin, '<p>A plain story.</p>');
  const watcher = await watch(page);
  for (const path of [
    '/',
    '/writing',
    `/article/${article.id}`,
    '/graphics',
    '/just-for-fun',
    '/admin/login',
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expectStrictPolicy(page, response);
    // Client-side navigation and data loading run under the policy too.
    await expect(page.locator('#root')).not.toBeEmpty();
    expect(await watcher.violations(), path).toEqual([]);
  }
  // A same-site write from the page (sign-in) passes the cross-site check and the policy.
  await page.getByLabel('Username').fill('e2e-editor');
  await page.getByLabel('Password').fill('e2e-editor-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('button', { name: /logout/i })).toBeVisible();
  expect(await watcher.violations()).toEqual([]);
  expect(watcher.policyConsoleErrors()).toEqual([]);
  expect(watcher.dialogs).toEqual([]);
});

test('a cross-site form post is refused, even with the admin signed in', async ({
  page,
  signIn,
  baseURL,
}) => {
  await signIn();
  const response = await page.request.post('/api/admin/articles', {
    headers: { origin: 'https://attacker.example' },
    data: { title: 'Forged', excerpt: 'e', content: 'c', author: 'A', imageUrl: '/og-default.png' },
  });
  expect(response.status()).toBe(403);
  expect((await response.json()).message).toContain('another website');
  const same = await page.request.post('/api/admin/login', {
    headers: { origin: new URL(baseURL!).origin },
    data: { username: 'e2e-editor', password: 'e2e-editor-password' },
  });
  expect(same.status()).toBe(200);
});

test('a form on another website cannot sign up an address or write as the signed-in admin', async ({
  page,
  signIn,
  admin,
  baseURL,
}) => {
  await signIn();
  const email = `${unique('forged').replace(/\s+/g, '-').toLowerCase()}@example.com`;
  const title = unique('Forged Story');
  const forms = [
    // JSON smuggled in a text/plain form, which browsers send without asking first: {"email":"…","pad":"="}.
    `<form method="post" enctype="text/plain" action="${baseURL}/api/newsletter/subscribe">
      <input name='{"email":"${email}","pad":"' value='"}'><button>Win a prize</button></form>`,
    `<form method="post" action="${baseURL}/api/admin/articles">
      <input name="title" value="${title}"><input name="excerpt" value="e"><input name="content" value="c">
      <input name="author" value="A"><input name="imageUrl" value="/og-default.png"><button>Win a prize</button></form>`,
  ];
  for (const form of forms) {
    await page.route('http://evil.example/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: `<!DOCTYPE html><html><body>${form}</body></html>` }),
    );
    await page.goto('http://evil.example/prize');
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === 'POST'),
      page.getByRole('button', { name: 'Win a prize' }).click(),
    ]);
    expect(answer.request().headers().origin).toBe('http://evil.example');
    expect(answer.status()).toBe(403);
    expect((await answer.json()).message).toContain('another website');
    await page.unroute('http://evil.example/**');
  }
  // Nothing happened: no subscriber, no confirmation mail, no article.
  const subscribers = await admin.get(`/api/newsletter/subscriptions?q=${encodeURIComponent(email)}`);
  expect(await subscribers.json()).toEqual([]);
  expect(await mailTo(email)).toEqual([]);
  const articles = (await (await admin.get('/api/admin/articles?limit=100')).json()) as { title: string }[];
  expect(articles.some((article) => article.title === title)).toBe(false);
});

test('stored script never runs: article, comment, contributor, embedded graphic, and their admin screens', async ({
  page,
  admin,
  signIn,
  context,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await context.addCookies([{ name: 'probe', value: 'reader-secret', url: baseURL! }]);
  const article = await createArticle(
    admin,
    [
      '<p>Before the payloads.</p>',
      `<script>window.__xssFired = 'script'; alert('script')</script>`,
      `<p><img src="x" onerror="window.__xssFired = 'img'; alert('img')"></p>`,
      `<p><a href="javascript:window.__xssFired = 'link'; alert('link')">Read more</a></p>`,
      `<p><svg onload="window.__xssFired = 'svg'"></svg><iframe src="javascript:parent.__xssFired = 'frame'"></iframe></p>`,
    ].join(''),
  );

  const commentText = `<img src=x onerror="window.__xssFired='comment'"> ${unique('Comment')}`;
  expect(
    (
      await admin.post(`/api/articles/${article.id}/comments`, {
        data: { name: '<script>window.__xssFired="name"</script>', content: commentText },
      })
    ).status(),
  ).toBe(201);
  const pending = (await (await admin.get('/api/admin/comments?status=pending&limit=100')).json()) as {
    comments: { id: number; content: string }[];
  };
  const comment = pending.comments.find((c) => c.content === commentText);
  expect(comment).toBeDefined();
  await admin.patch(`/api/admin/comments/${comment!.id}`, { data: { status: 'approved' } });

  const contributorName = unique('Xss Contributor');
  const bio = `<img src=x onerror="window.__xssFired='bio'"><script>window.__xssFired='bio-script'</script>`;
  // A social link of another scheme is refused; one stored before that rule renders no link (server
  // test stored-links.test.ts).
  const scriptLinks = await admin.post('/api/admin/contributors', {
    data: { name: contributorName, bio, linkedIn: `javascript:window.__xssFired='linkedin'` },
  });
  expect(scriptLinks.status(), await scriptLinks.text()).toBe(400);
  const contributor = await admin.post('/api/admin/contributors', {
    data: { name: contributorName, bio, twitter: '@xss_contributor' },
  });
  expect(contributor.status(), await contributor.text()).toBe(201);

  const graphicTitle = unique('Xss Embed');
  const embedCode = [
    '<p id="out">waiting</p>',
    '<script>',
    "try { parent.__xssFired = 'embed'; } catch (e) {}",
    "try { top.document.cookie; document.getElementById('out').textContent = 'read the cookie'; }",
    "catch (e) { document.getElementById('out').textContent = 'cookie blocked'; }",
    "try { alert('embed'); } catch (e) {}",
    '</script>',
  ].join('\n');
  const graphic = await admin.post('/api/graphics/embed', {
    data: { title: graphicTitle, creators: 'Avery Brooks', embedCode },
  });
  expect(graphic.status(), await graphic.text()).toBe(201);
  const graphicId = ((await graphic.json()) as { id: number }).id;

  const watcher = await watch(page);
  const check = async (path: string, response: Response | null) => {
    expect(directives(response).get('script-src'), path).not.toContain("'unsafe-inline'");
    expect(await watcher.fired(), path).toBeUndefined();
    expect(watcher.dialogs, path).toEqual([]);
    await expect(page.locator('a[href^="javascript:" i]'), path).toHaveCount(0);
  };

  let response = await page.goto(`/article/${article.id}`);
  await expect(page.getByText('Before the payloads.')).toBeVisible();
  await expect(page.locator('#comments').getByText(commentText)).toBeVisible();
  await check('article', response);

  response = await page.goto(`/contributor/${encodeURIComponent(contributorName)}`);
  await expect(page.getByRole('heading', { name: contributorName })).toBeVisible();
  await check('contributor', response);

  response = await page.goto(`/graphics?q=${encodeURIComponent(graphicTitle)}`);
  await page.getByRole('button', { name: graphicTitle }).first().click();
  const frame = page.frameLocator('[data-testid="graphic-dialog"] iframe');
  // The embed's own script ran (the policy lets it, inside the sandbox) and could reach nothing.
  await expect(frame.locator('#out')).toHaveText('cookie blocked');
  await check('graphics', response);

  await signIn();
  for (const path of [
    `/admin/edit-article/${article.id}`,
    `/admin/edit-graphic/${graphicId}`,
    '/admin/manage-graphics',
    '/admin/comments',
    '/admin/contributors',
  ]) {
    response = await page.goto(path);
    await expect(page.getByRole('heading').first()).toBeVisible();
    // Let the editor and previews load what they show.
    await page.waitForLoadState('networkidle');
    if (path.includes('edit-graphic')) {
      const preview = page.frameLocator('[data-testid="embed-preview"] iframe');
      await expect(preview.locator('#out')).toHaveText('cookie blocked');
    }
    if (path.includes('manage-graphics')) {
      await page.getByRole('button', { name: `Preview ${graphicTitle}` }).click();
      const preview = page.getByRole('dialog', { name: graphicTitle }).frameLocator('iframe');
      await expect(preview.locator('#out')).toHaveText('cookie blocked');
    }
    await check(path, response);
  }
});
