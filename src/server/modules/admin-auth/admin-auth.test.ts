import fastifyCookie from '@fastify/cookie';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installAccessRules } from '../../http/auth-guard.ts';
import { registerErrorHandler } from '../../http/errors.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import {
  createAdmin,
  ensureAdmin,
  hashSessionId,
  LOCKOUT_WINDOW_MS,
  resetPassword,
  signIn,
} from './admin-auth.service.ts';
import { adminSessions } from './admin-auth.table.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

let addressCounter = 0;
function login(username: string, password: string, remoteAddress = `192.0.2.${++addressCounter}`) {
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { username, password },
    remoteAddress,
  });
}
function cookieOf(response: Awaited<ReturnType<typeof login>>): string {
  const session = response.cookies.find((c) => c.name === 'nabj_session');
  return `nabj_session=${session?.value}`;
}
function me(cookie?: string) {
  return t.app.inject({ method: 'GET', url: '/api/admin/me', headers: cookie ? { cookie } : {} });
}

describe('POST /api/admin/login', () => {
  it('signs in with the right password and sets an httpOnly, SameSite session cookie', async () => {
    await createAdmin(t.db, 'maya', 'right password 1');
    const response = await login('maya', 'right password 1');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      username: 'maya',
      twoFactorEnabled: false,
      twoFactorSetupRequired: false,
    });
    const cookie = response.cookies.find((c) => c.name === 'nabj_session');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the hash is stored.
    const stored = await t.db
      .select()
      .from(adminSessions)
      .where(eq(adminSessions.idHash, hashSessionId(cookie!.value)));
    expect(stored).toHaveLength(1);
    const raw = await t.db.select().from(adminSessions).where(eq(adminSessions.idHash, cookie!.value));
    expect(raw).toHaveLength(0);
  });

  it('gives a new session id at every login', async () => {
    await createAdmin(t.db, 'omar', 'right password 2');
    const first = cookieOf(await login('omar', 'right password 2'));
    const second = cookieOf(await login('omar', 'right password 2'));
    expect(first).not.toBe(second);
  });

  it('refuses a wrong password with a message and no cookie', async () => {
    await createAdmin(t.db, 'lena', 'right password 3');
    const response = await login('lena', 'wrong password');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Invalid username or password' });
    expect(response.cookies).toHaveLength(0);
  });

  it('answers an unknown username exactly like a wrong password', async () => {
    const response = await login('nobody-here', 'whatever');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Invalid username or password' });
  });

  it('answers an unknown username exactly like a known one with a wrong password, through to the lock-out', async () => {
    await createAdmin(t.db, 'nia', 'right password 10');
    const answers = async (username: string) => {
      const seen = [];
      // A new address each time: only the username's count can lock.
      for (let i = 0; i < 6; i++) {
        const response = await login(username, `guess ${i}`);
        seen.push([response.statusCode, response.body, response.headers['set-cookie']]);
      }
      return seen;
    };
    const known = await answers('nia');
    expect(known.map(([status]) => status)).toEqual([401, 401, 401, 401, 401, 429]);
    expect(await answers('nobody-at-all')).toEqual(known);
  });

  it('marks the session cookie Secure when the site is served over HTTPS, and not over plain HTTP', async () => {
    await createAdmin(t.db, 'sade', 'right password 11');
    const plain = (await login('sade', 'right password 11')).cookies.find((c) => c.name === 'nabj_session');
    expect(plain?.secure).toBeFalsy();
    const https = await startTestApp({ publicUrl: 'https://nabj.example.org' });
    try {
      await createAdmin(https.db, 'sade', 'right password 11');
      const response = await https.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { username: 'sade', password: 'right password 11' },
      });
      const cookie = response.cookies.find((c) => c.name === 'nabj_session');
      expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
      const out = await https.app.inject({
        method: 'POST',
        url: '/api/admin/logout',
        headers: { cookie: `nabj_session=${cookie?.value}` },
      });
      expect(out.cookies.find((c) => c.name === 'nabj_session')).toMatchObject({
        secure: true,
        httpOnly: true,
      });
    } finally {
      await https.close();
    }
  });

  it('requires both fields', async () => {
    for (const payload of [{ username: '', password: 'x' }, { username: 'maya', password: '' }, {}]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Username and password required');
    }
  });

  it('locks a username out after five failures in 15 minutes, from any address, until the window passes', async () => {
    await createAdmin(t.db, 'kofi', 'right password 4');
    for (let i = 0; i < 5; i++) expect((await login('kofi', `guess ${i}`)).statusCode).toBe(401);
    const locked = await login('kofi', 'right password 4');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(
      'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
    );
    // The same lock answers for a name that does not exist, so the lock reveals nothing.
    for (let i = 0; i < 5; i++) await login('ghost', `guess ${i}`);
    expect((await login('ghost', 'x')).statusCode).toBe(429);

    const later = new Date(Date.now() + LOCKOUT_WINDOW_MS + 1000);
    await expect(signIn(t.db, 'kofi', 'right password 4', '198.51.100.1', later)).resolves.toMatchObject({
      username: 'kofi',
    });
  });

  it('locks an address out after five failures for any usernames', async () => {
    await createAdmin(t.db, 'ines', 'right password 5');
    for (let i = 0; i < 5; i++) await login(`someone${i}`, 'nope', '203.0.113.9');
    const response = await login('ines', 'right password 5', '203.0.113.9');
    expect(response.statusCode).toBe(429);
    expect((await login('ines', 'right password 5', '203.0.113.10')).statusCode).toBe(200);
  });
});

describe('GET /api/admin/me and POST /api/admin/logout', () => {
  it('answers the username while signed in, never cached, and 401 after logout', async () => {
    await createAdmin(t.db, 'ade', 'right password 6');
    const cookie = cookieOf(await login('ade', 'right password 6'));
    const signedIn = await me(cookie);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toEqual({
      username: 'ade',
      twoFactorEnabled: false,
      twoFactorSetupRequired: false,
    });
    expect(signedIn.headers['cache-control']).toBe('no-store');

    const out = await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === 'nabj_session')?.value).toBe('');
    const after = await me(cookie);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: 'Not signed in' });
  });

  it('answers 401 without a cookie and with a made-up one', async () => {
    expect((await me()).statusCode).toBe(401);
    expect((await me('nabj_session=made-up')).statusCode).toBe(401);
  });

  it('refuses an expired session', async () => {
    await createAdmin(t.db, 'tari', 'right password 7');
    const cookie = cookieOf(await login('tari', 'right password 7'));
    const idHash = hashSessionId(cookie.split('=')[1]!);
    await t.db
      .update(adminSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(adminSessions.idHash, idHash));
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('slides the expiry forward to seven days on use', async () => {
    await createAdmin(t.db, 'bisi', 'right password 8');
    const cookie = cookieOf(await login('bisi', 'right password 8'));
    const idHash = hashSessionId(cookie.split('=')[1]!);
    const soon = new Date(Date.now() + 24 * 60 * 60 * 1000);
    await t.db.update(adminSessions).set({ expiresAt: soon }).where(eq(adminSessions.idHash, idHash));
    const response = await me(cookie);
    expect(response.statusCode).toBe(200);
    const [row] = await t.db.select().from(adminSessions).where(eq(adminSessions.idHash, idHash));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6.9 * 24 * 60 * 60 * 1000);
    expect(response.cookies.find((c) => c.name === 'nabj_session')?.value).toBe(cookie.split('=')[1]);
  });
});

describe('the admin guard', () => {
  it('refuses anonymous writes and admin reads, and leaves the data as it was', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/api/site-settings' });
    const saved: Record<string, unknown> = before.json();
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/site-settings',
      payload: { ...saved, chapterName: 'Hijacked' },
    });
    expect(put.statusCode).toBe(401);
    const after = await t.app.inject({ method: 'GET', url: '/api/site-settings' });
    expect(after.json().chapterName).toBe(saved.chapterName);
  });

  it('guards every write route that does not declare itself public, whatever its path', async () => {
    const app = Fastify();
    await app.register(fastifyCookie);
    registerErrorHandler(app);
    installAccessRules(app, t.db, t.config.publicUrl);
    app.post('/api/graphics/embed', async () => ({ written: true }));
    app.post('/api/newsletter/subscribe', { config: { access: 'public' } }, async () => ({ written: true }));
    app.get('/api/admin/anything', async () => ({ read: true }));
    app.get('/api/articles', async () => ({ read: true }));
    expect((await app.inject({ method: 'POST', url: '/api/graphics/embed' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/admin/anything' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/newsletter/subscribe' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/articles' })).statusCode).toBe(200);
    await app.close();
  });
});

describe('admin accounts', () => {
  it('creates admin with a generated password on an empty database, and nothing once one exists', async () => {
    const fresh = await startTestApp();
    try {
      const made = await ensureAdmin(fresh.db, { username: undefined, password: undefined });
      expect(made?.username).toBe('admin');
      expect(made?.generatedPassword).toMatch(/^[A-Za-z0-9_-]{16}$/);
      expect(await signIn(fresh.db, 'admin', made!.generatedPassword!, '192.0.2.200')).toMatchObject({
        username: 'admin',
      });
      expect(await ensureAdmin(fresh.db, { username: 'other', password: 'other password' })).toBeUndefined();
    } finally {
      await fresh.close();
    }
  });

  it('creates the configured admin with the configured password', async () => {
    const fresh = await startTestApp();
    try {
      expect(await ensureAdmin(fresh.db, { username: 'chief', password: 'chief password' })).toEqual({
        username: 'chief',
      });
      expect(await signIn(fresh.db, 'chief', 'chief password', '192.0.2.201')).toMatchObject({
        username: 'chief',
      });
    } finally {
      await fresh.close();
    }
  });

  it('resets a password and ends that admin’s sessions', async () => {
    await createAdmin(t.db, 'zuri', 'right password 9');
    const cookie = cookieOf(await login('zuri', 'right password 9'));
    expect(await resetPassword(t.db, 'zuri', 'a new password 9')).toBe(true);
    expect((await me(cookie)).statusCode).toBe(401);
    expect((await login('zuri', 'right password 9')).statusCode).toBe(401);
    expect((await login('zuri', 'a new password 9')).statusCode).toBe(200);
    expect(await resetPassword(t.db, 'nobody', 'whatever1')).toBe(false);
  });
});
