import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAsNewAdmin, startTestApp, type TestApp } from '../../../test-support/test-app.ts';
import { CROSS_SITE_REFUSED } from './csrf.ts';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await startTestApp({ publicUrl: 'https://news.example.edu' });
  ({ cookie } = await signInAsNewAdmin(t));
});
afterAll(() => t.close());

const article = (title: string) => ({
  title,
  excerpt: 'e',
  content: '<p>c</p>',
  author: 'A',
  imageUrl: '/uploads/a.png',
});

async function createArticle(title: string, headers: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/articles',
    headers: { cookie, ...headers },
    payload: article(title),
  });
}

async function titles(): Promise<string[]> {
  const response = await t.app.inject({ method: 'GET', url: '/api/admin/articles', headers: { cookie } });
  return (response.json() as { title: string }[]).map((a) => a.title);
}

describe('cross-site request forgery', () => {
  it('refuses an admin write that a browser says came from another site, with a JSON message, and changes nothing', async () => {
    const response = await createArticle('Forged', { origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: CROSS_SITE_REFUSED });
    expect(await titles()).not.toContain('Forged');
  });

  it('uses the Referer when there is no Origin, and refuses "null" and unreadable origins', async () => {
    expect((await createArticle('Via referer', { referer: 'https://evil.example/page' })).statusCode).toBe(
      403,
    );
    expect((await createArticle('Sandboxed', { origin: 'null' })).statusCode).toBe(403);
    expect((await createArticle('Garbage', { referer: 'not a url' })).statusCode).toBe(403);
    // A look-alike host is another site.
    expect(
      (await createArticle('Look-alike', { origin: 'https://news.example.edu.evil.example' })).statusCode,
    ).toBe(403);
    expect(await titles()).toEqual(
      expect.not.arrayContaining(['Via referer', 'Sandboxed', 'Garbage', 'Look-alike']),
    );
  });

  it("refuses public writes too (sign-in, comments, newsletter, polls), before the route's own checks", async () => {
    const evil = { origin: 'https://evil.example' };
    for (const [method, url, payload] of [
      ['POST', '/api/admin/login', { username: 'x', password: 'y' }],
      ['POST', '/api/newsletter/subscribe', { email: 'victim@example.com' }],
      ['POST', '/api/newsletter/unsubscribe?token=abc', undefined],
      ['DELETE', '/api/admin/articles/1', undefined],
      ['PUT', '/api/admin/settings', {}],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: evil, payload });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().message).toBe(CROSS_SITE_REFUSED);
    }
  });

  it('lets the site itself write: PUBLIC_URL, or the host the request was sent to (any scheme)', async () => {
    expect((await createArticle('From the site', { origin: 'https://news.example.edu' })).statusCode).toBe(
      201,
    );
    expect(
      (
        await createArticle('From its host', {
          origin: 'http://news.internal:8080',
          host: 'news.internal:8080',
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (await createArticle('Behind a proxy', { origin: 'https://news.internal', host: 'news.internal' }))
        .statusCode,
    ).toBe(201);
    expect(
      (await createArticle('Referer of the site', { referer: 'https://news.example.edu/admin/articles/new' }))
        .statusCode,
    ).toBe(201);
  });

  it('lets requests that name no origin through: scripts and the one-click unsubscribe POST of mail providers', async () => {
    expect((await createArticle('From curl', {})).statusCode).toBe(201);
    const oneClick = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/unsubscribe?token=not-a-real-token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    // The route itself answers (the token is not a real one), not the forgery check.
    expect(oneClick.statusCode).not.toBe(403);
    expect(oneClick.json().message).not.toBe(CROSS_SITE_REFUSED);
  });

  it('never checks reads', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/articles',
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(200);
  });
});
