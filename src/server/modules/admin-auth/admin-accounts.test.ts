import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAsNewAdmin, startTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const PASSWORD = 'correct horse battery';

function login(username: string, password: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { username, password },
    remoteAddress: '192.0.2.77',
  });
}
const cookieOf = (response: Awaited<ReturnType<typeof login>>) =>
  `nabj_session=${response.cookies.find((c) => c.name === 'nabj_session')?.value}`;

describe('admin accounts', () => {
  it('lists admins and adds one who can then sign in', async () => {
    const { cookie, username } = await signInAsNewAdmin(t, PASSWORD);
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/admin/accounts',
      payload: { username: 'new.editor', password: 'a long password' },
      headers: { cookie },
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ username: 'new.editor' });
    expect(added.json()).not.toHaveProperty('passwordHash');
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/admin/accounts', headers: { cookie } })
    ).json();
    expect(list.map((a: { username: string }) => a.username)).toEqual(
      expect.arrayContaining([username, 'new.editor']),
    );
    expect(JSON.stringify(list)).not.toContain('argon2');
    expect((await login('new.editor', 'a long password')).statusCode).toBe(200);

    const duplicate = await t.app.inject({
      method: 'POST',
      url: '/api/admin/accounts',
      payload: { username: 'New.Editor', password: 'a long password' },
      headers: { cookie },
    });
    expect(duplicate.statusCode).toBe(409);
    const weak = await t.app.inject({
      method: 'POST',
      url: '/api/admin/accounts',
      payload: { username: 'x y', password: 'short' },
      headers: { cookie },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors).toEqual({
      username: 'Username must be 2 to 64 letters, digits, dots, dashes or underscores',
      password: 'Password must be at least 10 characters',
    });
  });

  it('changes your own password, keeping this session and ending every other one', async () => {
    const { cookie, username } = await signInAsNewAdmin(t, PASSWORD);
    const otherDevice = cookieOf(await login(username, PASSWORD));
    const wrong = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/accounts/me/password',
      payload: { currentPassword: 'not it', newPassword: 'a brand new password' },
      headers: { cookie },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('The current password is not correct');

    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/accounts/me/password',
      payload: { currentPassword: PASSWORD, newPassword: 'a brand new password' },
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
