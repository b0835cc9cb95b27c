import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAdminMe, reauthenticate, startTestApp, type TestApp } from '../../../../test-support/test-app.ts';
import { CHALLENGE_MS, completeTwoFactorSignIn, createAdmin } from './admin-auth.service.ts';
import { LOCKOUT_FAILURES } from './sign-in-limit.ts';
import { base32Decode, base32Encode, hotp, matchTotp, totpStep } from './totp.ts';
import { resetTwoFactor } from './two-factor.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const PASSWORD = 'a long enough password';
let counter = 0;

/** A code from the app for the step `offset` steps from now (the window allows one either side). */
function codeFor(secret: string, offset = 0): string {
  return hotp(base32Decode(secret), totpStep(new Date()) + offset);
}

function login(username: string, password: string, remoteAddress: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { username, password },
    remoteAddress,
  });
}
function loginCode(challenge: string, code: string, remoteAddress: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/login/two-factor',
    payload: { challenge, code },
    remoteAddress,
  });
}
const sessionCookie = (response: { cookies: { name: string; value: string }[] }) => {
  const value = response.cookies.find((c) => c.name === 'nabj_session')?.value;
  return value ? `nabj_session=${value}` : undefined;
};
function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: object) {
  return t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
}

/** A new admin, signed in from an address of their own, who has just confirmed the password. */
async function newAdmin() {
  const n = ++counter;
  const username = `twofa${n}`;
  const address = `198.51.100.${n}`;
  await createAdmin(t.db, username, PASSWORD);
  const cookie = await reauthenticate(t, sessionCookie(await login(username, PASSWORD, address))!, PASSWORD);
  return { username, address, cookie };
}

/**
 * A new admin who has turned two-factor sign-in on; the session used for it stays open (under the
 * new id the confirmation gave it).
 */
async function newAdminWithTwoFactor() {
  const admin = await newAdmin();
  const setup = (await call('POST', '/api/admin/accounts/me/two-factor/setup', admin.cookie)).json();
  const usedCode = codeFor(setup.secret);
  const confirmed = await call('POST', '/api/admin/accounts/me/two-factor/confirm', admin.cookie, {
    code: usedCode,
  });
  expect(confirmed.statusCode).toBe(200);
  return {
    ...admin,
    cookie: sessionCookie(confirmed)!,
    secret: setup.secret as string,
    usedCode,
    recoveryCodes: confirmed.json().recoveryCodes as string[],
  };
}

async function challengeFor(username: string, address: string): Promise<string> {
  const response = await login(username, PASSWORD, address);
  expect(response.statusCode).toBe(200);
  return response.json().challenge;
}

describe('TOTP (RFC 6238)', () => {
  // RFC 6238 appendix B, SHA-1 rows: the 20-byte ASCII key "12345678901234567890", 8 digits.
  const key = Buffer.from('12345678901234567890');
  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ])('at %i seconds the code is %s', (seconds, expected) => {
    expect(hotp(key, totpStep(new Date(seconds * 1000)), 8)).toBe(expected);
    // Six digits, as the apps show: the same number's last six.
    expect(hotp(key, totpStep(new Date(seconds * 1000)))).toBe(expected.slice(2));
  });

  it('reads and writes keys in base32 (RFC 4648)', () => {
    expect(base32Encode(key)).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(base32Decode('gezd gnbv gy3t qojq gezd gnbv gy3t qojq')).toEqual(key);
    expect(base32Encode(Buffer.from('fo'))).toBe('MZXQ');
  });

  it('accepts one step either side of now, not two, and never a step at or before the last one used', () => {
    const secret = base32Encode(key);
    const now = new Date(1111111111 * 1000);
    const step = totpStep(now);
    const at = (s: number) => hotp(key, s);
    expect(matchTotp(secret, at(step), now, null)).toBe(step);
    expect(matchTotp(secret, at(step - 1), now, null)).toBe(step - 1);
    expect(matchTotp(secret, at(step + 1), now, null)).toBe(step + 1);
    expect(matchTotp(secret, at(step - 2), now, null)).toBeUndefined();
    expect(matchTotp(secret, at(step + 2), now, null)).toBeUndefined();
    expect(matchTotp(secret, at(step), now, step)).toBeUndefined();
    expect(matchTotp(secret, at(step + 1), now, step)).toBe(step + 1);
    expect(matchTotp(secret, 'abcdef', now, null)).toBeUndefined();
  });
});

describe('turning two-factor sign-in on and off', () => {
  it('shows a key and its otpauth URI, confirms with a current code, gives ten recovery codes once, ends other sessions and renews this one', async () => {
    const admin = await newAdmin();
    const otherDevice = sessionCookie(await login(admin.username, PASSWORD, admin.address))!;
    expect((await call('GET', '/api/admin/accounts/me/two-factor', admin.cookie)).json()).toEqual({
      enabled: false,
      recoveryCodesLeft: 0,
      requiredForEveryone: false,
    });

    // Confirming before any setup: nothing to confirm.
    const early = await call('POST', '/api/admin/accounts/me/two-factor/confirm', admin.cookie, {
      code: '123456',
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Start the two-factor setup first');

    const setup = await call('POST', '/api/admin/accounts/me/two-factor/setup', admin.cookie);
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUri } = setup.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toBe(
      `otpauth://totp/NABJ%20USC:${admin.username}?secret=${secret}&issuer=NABJ+USC&algorithm=SHA1&digits=6&period=30`,
    );
    // Still off until a code proves the app has the key.
    expect((await call('GET', '/api/admin/accounts/me/two-factor', admin.cookie)).json().enabled).toBe(false);

    const wrong = await call('POST', '/api/admin/accounts/me/two-factor/confirm', admin.cookie, {
      code: codeFor(secret, 3),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      message: 'Invalid authentication code',
      errors: { code: 'Invalid authentication code' },
    });
    const blank = await call('POST', '/api/admin/accounts/me/two-factor/confirm', admin.cookie, {
      code: ' ',
    });
    expect(blank.json().message).toBe('Authentication code required');

    const confirmed = await call('POST', '/api/admin/accounts/me/two-factor/confirm', admin.cookie, {
      code: codeFor(secret),
    });
    expect(confirmed.statusCode).toBe(200);
    // The session gained the second factor: it goes on under a new id, and the old one opens nothing.
    const renewed = sessionCookie(confirmed)!;
    expect(renewed).not.toBe(admin.cookie);
    expect((await call('GET', '/api/admin/me', admin.cookie)).statusCode).toBe(401);
    admin.cookie = renewed;
    const { recoveryCodes } = confirmed.json();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);

    expect((await call('GET', '/api/admin/accounts/me/two-factor', admin.cookie)).json()).toEqual({
      enabled: true,
      recoveryCodesLeft: 10,
      requiredForEveryone: false,
    });
    expect((await call('GET', '/api/admin/me', admin.cookie)).json()).toEqual(
      newAdminMe(admin.username, { twoFactorEnabled: true }),
    );
    expect((await call('GET', '/api/admin/me', otherDevice)).statusCode).toBe(401);
    const accounts = (await call('GET', '/api/admin/accounts', admin.cookie)).json();
    expect(accounts.find((a: { username: string }) => a.username === admin.username).twoFactorEnabled).toBe(
      true,
    );
    // Never the key or a recovery code again, and never stored as shown.
    const again = await call('POST', '/api/admin/accounts/me/two-factor/setup', admin.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Two-factor sign-in is already on');
    const stored = JSON.stringify(await t.db.query.adminRecoveryCodes.findMany());
    for (const code of recoveryCodes) expect(stored).not.toContain(code.replace('-', ''));
  });

  it('turns off only just after the password and a current code; the audit log shows on and off', async () => {
    const admin = await newAdminWithTwoFactor();
    // This session confirmed the password moments ago (newAdmin), and has shown a code since.
    const off = await call('DELETE', '/api/admin/accounts/me/two-factor', admin.cookie);
    expect(off.statusCode).toBe(200);
    expect((await call('GET', '/api/admin/accounts/me/two-factor', admin.cookie)).json()).toMatchObject({
      enabled: false,
      recoveryCodesLeft: 0,
    });
    // Signing in is a password again.
    expect(sessionCookie(await login(admin.username, PASSWORD, admin.address))).toBeDefined();

    // And on once more, then off after confirming the password and a code.
    const setup = (await call('POST', '/api/admin/accounts/me/two-factor/setup', admin.cookie)).json();
    const confirmed = await call('POST', '/api/admin/accounts/me/two-factor/confirm', admin.cookie, {
      code: codeFor(setup.secret),
    });
    let cookie = sessionCookie(confirmed)!;
    // With two-factor sign-in on, the password alone confirms nothing.
    const passwordOnly = await call('POST', '/api/admin/reauthenticate', cookie, { password: PASSWORD });
    expect(passwordOnly.statusCode).toBe(400);
    expect(passwordOnly.json().errors).toEqual({ code: 'Authentication code required' });
    // The code that turned it on cannot confirm the password step again.
    const replay = await call('POST', '/api/admin/reauthenticate', cookie, {
      password: PASSWORD,
      code: codeFor(setup.secret),
    });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toBe('The password or authentication code is not correct');
    cookie = await reauthenticate(t, cookie, PASSWORD, codeFor(setup.secret, 1));
    expect((await call('DELETE', '/api/admin/accounts/me/two-factor', cookie)).statusCode).toBe(200);
    const offAgain = await call('DELETE', '/api/admin/accounts/me/two-factor', cookie);
    expect(offAgain.statusCode).toBe(409);
    admin.cookie = cookie;

    // Each line is written once its answer has gone (onResponse): wait for the last.
    const mine = async () =>
      (await call('GET', '/api/admin/audit-log?limit=100', admin.cookie))
        .json()
        .filter((entry: { username: string }) => entry.username === admin.username)
        .map((entry: { action: string }) => entry.action)
        .reverse();
    await expect
      .poll(mine)
      .toEqual([
        'POST /api/admin/reauthenticate',
        'POST /api/admin/accounts/me/two-factor/setup',
        'POST /api/admin/accounts/me/two-factor/confirm',
        'DELETE /api/admin/accounts/me/two-factor',
        'POST /api/admin/accounts/me/two-factor/setup',
        'POST /api/admin/accounts/me/two-factor/confirm',
        'POST /api/admin/reauthenticate',
        'DELETE /api/admin/accounts/me/two-factor',
      ]);
  });
});

describe('the operator reset (npm run admin -- reset-two-factor)', () => {
  it('turns two-factor sign-in off and ends every session, for a known username only', async () => {
    const admin = await newAdminWithTwoFactor();
    expect(await resetTwoFactor(t.db, admin.username.toUpperCase())).toBe(true);
    expect((await call('GET', '/api/admin/me', admin.cookie)).statusCode).toBe(401);
    const again = await login(admin.username, PASSWORD, admin.address);
    expect(again.json()).toMatchObject({ username: admin.username, twoFactorEnabled: false });
    const status = await call('GET', '/api/admin/accounts/me/two-factor', sessionCookie(again)!);
    expect(status.json()).toMatchObject({ enabled: false, recoveryCodesLeft: 0 });
    expect(await resetTwoFactor(t.db, 'nobody-such')).toBe(false);
  });
});

describe('signing in with two-factor sign-in on', () => {
  it('answers the right password with a challenge and no session; a current code opens the session', async () => {
    const admin = await newAdminWithTwoFactor();
    const first = await login(admin.username, PASSWORD, admin.address);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      twoFactorRequired: true,
      challenge: expect.stringMatching(/^[\w-]{43}$/),
    });
    expect(first.cookies).toHaveLength(0);
    expect(first.headers['cache-control']).toBe('no-store');
    // The challenge is no session.
    expect((await call('GET', '/api/admin/me', `nabj_session=${first.json().challenge}`)).statusCode).toBe(
      401,
    );

    const wrong = await loginCode(first.json().challenge, '000000', admin.address);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Invalid authentication code' });
    expect(wrong.cookies).toHaveLength(0);

    const signedIn = await loginCode(first.json().challenge, codeFor(admin.secret, 1), admin.address);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toEqual(newAdminMe(admin.username, { twoFactorEnabled: true }));
    const cookie = signedIn.cookies.find((c) => c.name === 'nabj_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect((await call('GET', '/api/admin/me', sessionCookie(signedIn)!)).statusCode).toBe(200);

    // The challenge is used up.
    const reused = await loginCode(first.json().challenge, codeFor(admin.secret, 1), admin.address);
    expect(reused.statusCode).toBe(401);
    expect(reused.json().message).toBe('Your sign-in has expired. Please sign in again.');
  });

  it('refuses a code a second time within its window (replay)', async () => {
    const admin = await newAdminWithTwoFactor();
    const code = codeFor(admin.secret, 1);
    const first = await loginCode(await challengeFor(admin.username, admin.address), code, admin.address);
    expect(first.statusCode).toBe(200);
    const second = await loginCode(await challengeFor(admin.username, admin.address), code, admin.address);
    expect(second.statusCode).toBe(401);
    expect(second.json().message).toBe('Invalid authentication code');
    // Nor an older code from the window once a later one was used.
    const older = await loginCode(
      await challengeFor(admin.username, admin.address),
      codeFor(admin.secret),
      admin.address,
    );
    expect(older.statusCode).toBe(401);
  });

  it('accepts each recovery code once, however it is typed', async () => {
    const admin = await newAdminWithTwoFactor();
    const [code] = admin.recoveryCodes;
    const typed = ` ${code!.toUpperCase().replace('-', ' ')} `;
    const first = await loginCode(await challengeFor(admin.username, admin.address), typed, admin.address);
    expect(first.statusCode).toBe(200);
    expect(
      (await call('GET', '/api/admin/accounts/me/two-factor', sessionCookie(first)!)).json()
        .recoveryCodesLeft,
    ).toBe(9);
    const again = await loginCode(await challengeFor(admin.username, admin.address), code!, admin.address);
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe('Invalid authentication code');
    // Another admin's codes open nothing.
    const other = await newAdminWithTwoFactor();
    const foreign = await loginCode(
      await challengeFor(admin.username, admin.address),
      other.recoveryCodes[0]!,
      admin.address,
    );
    expect(foreign.statusCode).toBe(401);
  });

  it('counts wrong codes toward the lock-out, and entering the right password again does not reset it', async () => {
    const admin = await newAdminWithTwoFactor();
    const attacker = '203.0.113.100';
    for (let i = 0; i < LOCKOUT_FAILURES; i++) {
      // A fresh challenge each time: the count is the account's from this address.
      const wrong = await loginCode(await challengeFor(admin.username, attacker), '999999', attacker);
      expect(wrong.statusCode).toBe(401);
    }
    const locked = await login(admin.username, PASSWORD, attacker);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(
      'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
    );
    // The owner, elsewhere, signs in with the password and a code.
    const owner = await loginCode(
      await challengeFor(admin.username, admin.address),
      codeFor(admin.secret, 1),
      admin.address,
    );
    expect(owner.statusCode).toBe(200);
  });

  it('gives thirty codes sent at once for one challenge no more than five checks', async () => {
    const admin = await newAdminWithTwoFactor();
    const address = '203.0.113.120';
    const challenge = await challengeFor(admin.username, address);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => loginCode(challenge, String(100000 + i), address)),
    );
    const statuses = answers.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(LOCKOUT_FAILURES);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - LOCKOUT_FAILURES);
  });

  it('refuses the code once the account is locked, even a right one', async () => {
    const admin = await newAdminWithTwoFactor();
    const address = '203.0.113.200';
    const challenge = await challengeFor(admin.username, address);
    for (let i = 0; i < 5; i++) await loginCode(challenge, '111111', address);
    const locked = await loginCode(challenge, codeFor(admin.secret, 1), address);
    expect(locked.statusCode).toBe(429);
  });

  it('lets a challenge expire after five minutes', async () => {
    const admin = await newAdminWithTwoFactor();
    const challenge = await challengeFor(admin.username, admin.address);
    const later = new Date(Date.now() + CHALLENGE_MS + 1000);
    await expect(
      completeTwoFactorSignIn(
        t.db,
        challenge,
        hotp(base32Decode(admin.secret), totpStep(later)),
        admin.address,
        later,
      ),
    ).rejects.toMatchObject({ statusCode: 401, message: 'Your sign-in has expired. Please sign in again.' });
  });

  it('answers a malformed second step with a message', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/admin/login/two-factor', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      challenge: 'Sign in again',
      code: 'Authentication code required',
    });
    const unknown = await loginCode('made-up', '123456', '192.0.2.250');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toBe('Your sign-in has expired. Please sign in again.');
  });
});

describe('requiring two-factor sign-in of every admin', () => {
  it('is set only by an admin who uses it, and sends the others to the setup until they have done it', async () => {
    const without = await newAdmin();
    const refused = await call('PUT', '/api/admin/accounts/two-factor-requirement', without.cookie, {
      required: true,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Turn on two-factor sign-in for your own account first');
    const bad = await call('PUT', '/api/admin/accounts/two-factor-requirement', without.cookie, {
      required: 'yes',
    });
    expect(bad.statusCode).toBe(400);

    const chief = await newAdminWithTwoFactor();
    const on = await call('PUT', '/api/admin/accounts/two-factor-requirement', chief.cookie, {
      required: true,
    });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ required: true });
    try {
      // A session opened before the rule is held to it at once, as is a new one.
      for (const cookie of [
        without.cookie,
        sessionCookie(await login(without.username, PASSWORD, without.address))!,
      ]) {
        expect((await call('GET', '/api/admin/me', cookie)).json()).toEqual(
          newAdminMe(without.username, { twoFactorSetupRequired: true }),
        );
        const blocked = await call('GET', '/api/admin/articles', cookie);
        expect(blocked.statusCode).toBe(403);
        expect(blocked.json().message).toBe(
          'Two-factor sign-in is required for every admin. Set it up on /admin/accounts/two-factor first.',
        );
        expect(
          (await call('PUT', '/api/admin/accounts/two-factor-requirement', cookie, { required: false }))
            .statusCode,
        ).toBe(403);
      }
      // The admin who uses it works as before.
      expect((await call('GET', '/api/admin/articles', chief.cookie)).statusCode).toBe(200);
      // The rule is not part of the public settings.
      expect((await t.app.inject({ method: 'GET', url: '/api/site-settings' })).body).not.toMatch(
        /twoFactor|required/i,
      );

      // The setup (after the password again) is open, and once done everything is, under a new id.
      const fresh = sessionCookie(await login(without.username, PASSWORD, without.address))!;
      expect((await call('GET', '/api/admin/accounts/me/two-factor', fresh)).json().requiredForEveryone).toBe(
        true,
      );
      const confirmedPassword = await reauthenticate(t, fresh, PASSWORD);
      const setup = (await call('POST', '/api/admin/accounts/me/two-factor/setup', confirmedPassword)).json();
      const confirmed = await call('POST', '/api/admin/accounts/me/two-factor/confirm', confirmedPassword, {
        code: codeFor(setup.secret),
      });
      expect(confirmed.statusCode).toBe(200);
      const full = sessionCookie(confirmed)!;
      expect((await call('GET', '/api/admin/articles', full)).statusCode).toBe(200);
      expect((await call('GET', '/api/admin/me', full)).json().twoFactorSetupRequired).toBe(false);
      expect((await call('GET', '/api/admin/me', confirmedPassword)).statusCode).toBe(401);
    } finally {
      const off = await call('PUT', '/api/admin/accounts/two-factor-requirement', chief.cookie, {
        required: false,
      });
      expect(off.json()).toEqual({ required: false });
    }
    expect(
      (await call('GET', '/api/admin/accounts/me/two-factor', chief.cookie)).json().requiredForEveryone,
    ).toBe(false);
  });
});
