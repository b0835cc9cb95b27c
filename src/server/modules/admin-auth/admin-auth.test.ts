import fastifyCookie from '@fastify/cookie';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAdminMe, startTestApp, type TestApp } from '../../../../test-support/test-app.ts';
import { installAccessRules } from '../../http/auth-guard.ts';
import { registerErrorHandler } from '../../http/errors.ts';
import { createAdmin, ensureAdmin, resetPassword, signIn } from './admin-auth.service.ts';
import { adminSessions } from './admin-auth.table.ts';
import { hashSessionId, SESSION_MAX_MS } from './sessions.ts';
import {
  ADDRESS_FAILURES,
  LOCKOUT_FAILURES,
  LOCKOUT_WINDOW_MS,
  SLOW_DOWN_AFTER,
  SLOW_DOWN_STEP_MS,
} from './sign-in-limit.ts';

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
    expect(response.json()).toEqual(newAdminMe('maya'));
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
    const answers = async (username: string, address: string) => {
      const seen = [];
      for (let i = 0; i < 6; i++) {
        const response = await login(username, `guess ${i}`, address);
        seen.push([response.statusCode, response.body, response.headers['set-cookie']]);
      }
      return seen;
    };
    const known = await answers('nia', '192.0.2.150');
    expect(known.map(([status]) => status)).toEqual([401, 401, 401, 401, 401, 429]);
    expect(await answers('nobody-at-all', '192.0.2.151')).toEqual(known);
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

  it('locks a username out from one address after five failures, until the window passes; another address still signs in', async () => {
    await createAdmin(t.db, 'kofi', 'right password 4');
    const attacker = '203.0.113.40';
    for (let i = 0; i < LOCKOUT_FAILURES; i++) {
      expect((await login('kofi', `guess ${i}`, attacker)).statusCode).toBe(401);
    }
    const locked = await login('kofi', 'right password 4', attacker);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(
      'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
    );
    // The owner, from their own address, is not held by the attacker's failures.
    expect((await login('kofi', 'right password 4', '198.51.100.40')).statusCode).toBe(200);
    // The same lock answers for a name that does not exist, so the lock reveals nothing.
    for (let i = 0; i < LOCKOUT_FAILURES; i++) await login('ghost', `guess ${i}`, attacker);
    expect((await login('ghost', 'x', attacker)).statusCode).toBe(429);

    const later = new Date(Date.now() + LOCKOUT_WINDOW_MS + 1000);
    await expect(signIn(t.db, 'kofi', 'right password 4', attacker, later)).resolves.toMatchObject({
      username: 'kofi',
    });
  });

  it('gives thirty wrong sign-ins sent at once no more than five password checks', async () => {
    await createAdmin(t.db, 'abena', 'right password 12');
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login('abena', `parallel guess ${i}`, '203.0.113.50')),
    );
    const statuses = answers.map((response) => response.statusCode);
    // A 401 is a password that was checked; a 429 was refused before any check.
    expect(statuses.filter((status) => status === 401)).toHaveLength(LOCKOUT_FAILURES);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - LOCKOUT_FAILURES);
  });

  it('cannot be used to lock the owner out: past the ceiling a name from anywhere is slowed, not refused', async () => {
    await createAdmin(t.db, 'efua', 'right password 13');
    // An attacker with many addresses, each below its own limit, passes the username's ceiling.
    for (let i = 0; i < SLOW_DOWN_AFTER; i++) {
      expect((await login('efua', `guess ${i}`, `203.0.113.${60 + (i % 3)}`)).statusCode).toBe(401);
    }
    const started = Date.now();
    const owner = await login('efua', 'right password 13', '198.51.100.60');
    expect(owner.statusCode).toBe(200);
    // The owner waited for the one attempt past the ceiling, and was let in.
    expect(Date.now() - started).toBeGreaterThanOrEqual(SLOW_DOWN_STEP_MS - 50);
  });

  it('limits an address across usernames, so one address cannot spray names', async () => {
    await createAdmin(t.db, 'ines', 'right password 5');
    const sprayer = '203.0.113.9';
    for (let i = 0; i < ADDRESS_FAILURES; i++) {
      expect((await login(`someone${i}`, 'nope', sprayer)).statusCode).toBe(401);
    }
    expect((await login('ines', 'right password 5', sprayer)).statusCode).toBe(429);
    expect((await login('ines', 'right password 5', '203.0.113.10')).statusCode).toBe(200);
  });

  it('counts an IPv6 client by its /64, and an IPv4-mapped address as IPv4', async () => {
    await createAdmin(t.db, 'yaw', 'right password 14');
    // Every guess from a new address of the same /64.
    for (let i = 0; i < LOCKOUT_FAILURES; i++) {
      expect((await login('yaw', `guess ${i}`, `2001:db8:0:7::${(i + 1).toString(16)}`)).statusCode).toBe(
        401,
      );
    }
    expect((await login('yaw', 'right password 14', '2001:db8:0:7:ffff:1:2:3')).statusCode).toBe(429);
    expect((await login('yaw', 'right password 14', '2001:db8:0:8::1')).statusCode).toBe(200);

    for (let i = 0; i < LOCKOUT_FAILURES; i++) await login('yaw', `guess ${i}`, '192.0.2.77');
    expect((await login('yaw', 'right password 14', '::ffff:192.0.2.77')).statusCode).toBe(429);
  });
});

describe('GET /api/admin/me and POST /api/admin/logout', () => {
  it('answers the username while signed in, never cached, and 401 after logout', async () => {
    await createAdmin(t.db, 'ade', 'right password 6');
    const cookie = cookieOf(await login('ade', 'right password 6'));
    const signedIn = await me(cookie);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toEqual(newAdminMe('ade'));
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

describe('session lifetime', () => {
  it('ends a session 30 days after its sign-in however often it is used, and never slides past that', async () => {
    await createAdmin(t.db, 'esi', 'right password 15');
    const cookie = cookieOf(await login('esi', 'right password 15'));
    const idHash = hashSessionId(cookie.split('=')[1]!);
    const setSession = (signedInAgo: number, expiresIn: number) =>
      t.db
        .update(adminSessions)
        .set({ createdAt: new Date(Date.now() - signedInAgo), expiresAt: new Date(Date.now() + expiresIn) })
        .where(eq(adminSessions.idHash, idHash));
    const hour = 60 * 60 * 1000;

    // Used every day for 30 days less two hours: the slide stops at the 30-day mark.
    await setSession(SESSION_MAX_MS - 2 * hour, hour / 2);
    const used = await me(cookie);
    expect(used.statusCode).toBe(200);
    const [row] = await t.db.select().from(adminSessions).where(eq(adminSessions.idHash, idHash));
    expect(row!.expiresAt.getTime()).toBeLessThanOrEqual(row!.createdAt.getTime() + SESSION_MAX_MS);
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + hour);
    const renewed = used.cookies.find((c) => c.name === 'nabj_session');
    expect(renewed?.expires?.getTime()).toBeLessThanOrEqual(row!.createdAt.getTime() + SESSION_MAX_MS);

    // Past 30 days the session is over, even with a sliding expiry still ahead.
    await setSession(SESSION_MAX_MS + 1000, 3 * 24 * hour);
    expect((await me(cookie)).statusCode).toBe(401);
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
