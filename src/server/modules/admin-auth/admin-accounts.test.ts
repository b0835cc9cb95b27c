import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  reauthenticate,
  signInAsNewAdmin,
  startTestApp,
  type TestApp,
} from '../../../../test-support/test-app.ts';
import { adminSessions } from './admin-auth.table.ts';
import { hashSessionId, REAUTHENTICATION_MS } from './sessions.ts';
import { LOCKOUT_FAILURES } from './sign-in-limit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const PASSWORD = 'correct horse battery';

function login(username: string, password: string, remoteAddress = '192.0.2.77') {
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { username, password },
    remoteAddress,
  });
}
const cookieOf = (response: Awaited<ReturnType<typeof login>>) =>
  `nabj_session=${response.cookies.find((c) => c.name === 'nabj_session')?.value}`;

describe('admin accounts', () => {
  it('has no way for an admin to make an account with a password of their choosing: invitations do that', async () => {
    const signedIn = await signInAsNewAdmin(t, PASSWORD);
    const cookie = await reauthenticate(t, signedIn.cookie, PASSWORD);
    const before = (await send('GET', '/api/admin/accounts', cookie)).json();
    const added = await send('POST', '/api/admin/accounts', cookie, {
      username: 'typed.by.admin',
      password: 'a long password',
    });
    expect(added.statusCode).toBe(404);
    expect((await send('GET', '/api/admin/accounts', cookie)).json()).toEqual(before);
    expect((await login('typed.by.admin', 'a long password')).statusCode).toBe(401);
  });

  it('shows every role its own account, address and byline included, without the password hash', async () => {
    const { cookie, username, id } = await signInAsNewAdmin(t, PASSWORD, 'contributor');
    const own = await send('GET', '/api/admin/accounts/me', cookie);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({
      id,
      username,
      role: 'contributor',
      email: null,
      contributorId: null,
      createdAt: expect.any(String),
      twoFactorEnabled: false,
    });
    expect(own.body).not.toContain('argon2');
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/accounts/me' })).statusCode).toBe(401);
  });

  it('changes your own password, keeping this session and ending every other one', async () => {
    const signedIn = await signInAsNewAdmin(t, PASSWORD);
    const { username } = signedIn;
    const otherDevice = cookieOf(await login(username, PASSWORD));
    const cookie = await reauthenticate(t, signedIn.cookie, PASSWORD);
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/accounts/me/password',
      payload: { newPassword: 'a brand new password' },
      headers: { cookie },
    });
    expect(changed.statusCode).toBe(200);
    const me = (c: string) => t.app.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie: c } });
    expect((await me(cookie)).statusCode).toBe(200);
    expect((await me(otherDevice)).statusCode).toBe(401);
    expect((await login(username, PASSWORD)).statusCode).toBe(401);
    expect((await login(username, 'a brand new password')).statusCode).toBe(200);
  });
});

/** Every sensitive route, with a body it would accept. */
const SENSITIVE_CALLS = [
  ['POST', '/api/admin/invitations', { email: 'taken.over@example.org', role: 'admin' }],
  ['PUT', '/api/admin/accounts/me/password', { newPassword: 'the thief’s password' }],
  ['POST', '/api/admin/accounts/me/two-factor/setup', undefined],
  ['POST', '/api/admin/accounts/me/two-factor/confirm', { code: '123456' }],
  ['DELETE', '/api/admin/accounts/me/two-factor', undefined],
  ['PUT', '/api/admin/accounts/two-factor-requirement', { required: false }],
] as const;

function send(method: string, url: string, cookie: string, payload?: object, remoteAddress?: string) {
  return t.app.inject({
    method: method as 'POST',
    url,
    headers: { cookie },
    ...(payload ? { payload } : {}),
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

describe('re-authentication before sensitive actions', () => {
  it('refuses every sensitive action with 403 and a reason until the password is confirmed, and changes nothing', async () => {
    const { cookie, username } = await signInAsNewAdmin(t, PASSWORD);
    const accountsBefore = (await send('GET', '/api/admin/accounts', cookie)).body;
    const invitationsBefore = (await send('GET', '/api/admin/invitations', cookie)).body;
    for (const [method, url, payload] of SENSITIVE_CALLS) {
      const refused = await send(method, url, cookie, payload);
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(refused.json()).toEqual({
        message: 'Confirm your password to continue',
        reason: 'reauthentication-required',
      });
    }
    expect((await send('GET', '/api/admin/accounts', cookie)).body).toBe(accountsBefore);
    expect((await send('GET', '/api/admin/invitations', cookie)).body).toBe(invitationsBefore);
    // The stolen session cannot use its own password field either: the password is still the old one.
    expect((await login(username, PASSWORD)).statusCode).toBe(200);
  });

  it('confirms the password, renews the session id, and opens the sensitive actions for a few minutes only', async () => {
    const { cookie } = await signInAsNewAdmin(t, PASSWORD);
    const wrong = await send('POST', '/api/admin/reauthenticate', cookie, { password: 'not it' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      message: 'The password is not correct',
      errors: { password: 'The password is not correct' },
    });
    const empty = await send('POST', '/api/admin/reauthenticate', cookie, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Enter your password');

    const confirmed = await send('POST', '/api/admin/reauthenticate', cookie, { password: PASSWORD });
    expect(confirmed.statusCode).toBe(200);
    const until = Date.parse(confirmed.json().reauthenticatedUntil);
    expect(until - Date.now()).toBeGreaterThan(REAUTHENTICATION_MS - 60_000);
    expect(until - Date.now()).toBeLessThanOrEqual(REAUTHENTICATION_MS);
    // A new id: the old cookie opens nothing any more.
    const renewed = cookieOf(confirmed);
    expect(renewed).not.toBe(cookie);
    expect(confirmed.cookies.find((c) => c.name === 'nabj_session')).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
    });
    expect((await send('GET', '/api/admin/me', cookie)).statusCode).toBe(401);
    expect((await send('GET', '/api/admin/me', renewed)).statusCode).toBe(200);

    const invited = await send('POST', '/api/admin/invitations', renewed, {
      email: 'invited.after.sudo@example.org',
      role: 'editor',
    });
    expect(invited.statusCode).toBe(201);

    // Once the minutes are over, the next sensitive action asks again.
    await t.db
      .update(adminSessions)
      .set({ reauthenticatedAt: new Date(Date.now() - REAUTHENTICATION_MS - 1000) })
      .where(eq(adminSessions.idHash, hashSessionId(renewed.split('=')[1]!)));
    const stale = await send('POST', '/api/admin/invitations', renewed, {
      email: 'invited.too.late@example.org',
      role: 'editor',
    });
    expect(stale.statusCode).toBe(403);
    expect(stale.json().reason).toBe('reauthentication-required');
  });

  it('throttles the password check like sign-in: thirty guesses at once from a stolen session get five checks', async () => {
    const { cookie, username } = await signInAsNewAdmin(t, PASSWORD);
    const thief = '203.0.113.77';
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        send('POST', '/api/admin/reauthenticate', cookie, { password: `guess ${i}` }, thief),
      ),
    );
    const statuses = answers.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 400)).toHaveLength(LOCKOUT_FAILURES);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - LOCKOUT_FAILURES);
    // The same count as sign-in: the thief's address cannot try the password there either…
    expect((await login(username, PASSWORD, thief)).statusCode).toBe(429);
    // …while the owner, elsewhere, still can.
    expect((await login(username, PASSWORD, '198.51.100.77')).statusCode).toBe(200);
  });
});

describe('POST /api/admin/accounts/me/sessions/end-others', () => {
  it('ends every other session of this admin, keeps this one, and leaves other admins alone', async () => {
    const { cookie, username } = await signInAsNewAdmin(t, PASSWORD);
    const otherDevice = cookieOf(await login(username, PASSWORD));
    const someoneElse = await signInAsNewAdmin(t, PASSWORD);
    const me = (c: string) => t.app.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie: c } });
    const ended = await t.app.inject({
      method: 'POST',
      url: '/api/admin/accounts/me/sessions/end-others',
      headers: { cookie },
    });
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toEqual({ message: 'Other sessions signed out' });
    expect((await me(cookie)).statusCode).toBe(200);
    expect((await me(otherDevice)).statusCode).toBe(401);
    expect((await me(someoneElse.cookie)).statusCode).toBe(200);
  });

  it('signing out ends the session it was made with', async () => {
    const { cookie } = await signInAsNewAdmin(t, PASSWORD);
    await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers: { cookie } });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie } })).statusCode,
    ).toBe(401);
  });
});

describe('audit log', () => {
  it('records who changed what and when for every admin write, and nothing for reads or refusals', async () => {
    const { cookie, username } = await signInAsNewAdmin(t, PASSWORD);
    const before = (
      await t.app.inject({ method: 'GET', url: '/api/admin/audit-log', headers: { cookie } })
    ).json();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/articles',
      headers: { cookie },
      payload: { title: 'Audit me', excerpt: 'e', content: 'c', author: 'A', imageUrl: '/uploads/a.png' },
    });
    const id = created.json().id;
    await t.app.inject({ method: 'DELETE', url: `/api/admin/articles/${id}`, headers: { cookie } });
    await t.app.inject({ method: 'GET', url: '/api/admin/articles', headers: { cookie } });
    await t.app.inject({ method: 'POST', url: '/api/admin/articles', headers: { cookie }, payload: {} });
    await t.app.inject({ method: 'DELETE', url: `/api/admin/articles/${id}` });

    // The line is written once the answer has gone (onResponse): on PostgreSQL's pool the read can
    // come first, so wait for both lines.
    const readLog = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/admin/audit-log', headers: { cookie } })).json();
    await expect.poll(async () => (await readLog()).length - before.length).toBe(2);
    const log = await readLog();
    const added = log.slice(0, log.length - before.length);
    expect(
      added.map((e: { action: string; target: string; username: string }) => [
        e.username,
        e.action,
        e.target,
      ]),
    ).toEqual([
      [username, 'DELETE /api/admin/articles/:id', `id ${id}`],
      [username, 'POST /api/admin/articles', `new id ${id}`],
    ]);
    expect(Date.parse(added[0].at)).toBeGreaterThan(Date.now() - 60_000);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/audit-log' })).statusCode).toBe(401);
  });
});
