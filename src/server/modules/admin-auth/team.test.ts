import { eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildContributor } from '../../../../test-support/factories.ts';
import { startSmtpTestServer } from '../../../../test-support/smtp-test-server.ts';
import {
  reauthenticate,
  signInAsNewAdmin,
  startTestApp,
  type TestApp,
} from '../../../../test-support/test-app.ts';
import {
  EMAIL_TAKEN,
  INVALID_RESET_LINK,
  LAST_ADMIN,
  PASSWORD_RESET_REQUESTED,
  REAUTHENTICATION_REASON,
  ROLE_NOT_ALLOWED,
  TOO_MANY_RESET_REQUESTS,
} from '../../../contracts/admin-auth.ts';
import { ALREADY_INVITED, INVALID_INVITATION, USERNAME_TAKEN } from '../../../contracts/invitations.ts';
import { auditLog } from '../audit-log/audit-log.table.ts';
import { adminInvitations } from '../invitations/invitations.table.ts';
import { adminPasswordResets, admins } from './admin-auth.table.ts';

const PUBLIC_URL = 'https://news.example.org';
const PASSWORD = 'correct horse battery';
let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
let t: TestApp;
/** A reauthenticated admin who runs the team. */
let boss: { cookie: string; username: string; id: number };

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  t = await startTestApp({ smtpUrl: smtp.url, publicUrl: PUBLIC_URL });
  const signedIn = await signInAsNewAdmin(t);
  boss = { ...signedIn, cookie: await reauthenticate(t, signedIn.cookie) };
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

function call(method: InjectOptions['method'], url: string, cookie?: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    payload: payload as InjectOptions['payload'],
    headers: cookie ? { cookie } : {},
  });
}

/** The link's token in the last mail to `address`. */
async function linkTokenSentTo(address: string, count: number): Promise<string> {
  await smtp.waitForTo(address, count);
  const text = smtp.to(address)[count - 1]!.parsed.text ?? '';
  const token = /token=([\w%-]+)/.exec(text)?.[1];
  if (!token) throw new Error(`no link in: ${text}`);
  return decodeURIComponent(token);
}

const invite = (cookie: string, email: string, role: string) =>
  call('POST', '/api/admin/invitations', cookie, { email, role });

const auditActions = async () =>
  (await t.db.select().from(auditLog)).map((row) => `${row.action}: ${row.target}`);

describe('account management', () => {
  it('lists accounts with role, address and byline', async () => {
    const editor = await signInAsNewAdmin(t, PASSWORD, 'editor');
    const list = await call('GET', '/api/admin/accounts', boss.cookie);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toContainEqual(
      expect.objectContaining({ id: editor.id, role: 'editor', email: null, contributorId: null }),
    );
  });

  it('changes a role after re-authentication, and the demoted sessions see it at once', async () => {
    const other = await signInAsNewAdmin(t);
    const plain = await signInAsNewAdmin(t);
    const unconfirmed = await call('PATCH', `/api/admin/accounts/${other.id}`, plain.cookie, {
      role: 'editor',
    });
    expect(unconfirmed.statusCode).toBe(403);
    expect(unconfirmed.json().reason).toBe(REAUTHENTICATION_REASON);

    const changed = await call('PATCH', `/api/admin/accounts/${other.id}`, boss.cookie, { role: 'editor' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ id: other.id, role: 'editor' });
    expect((await call('GET', '/api/admin/me', other.cookie)).json().role).toBe('editor');
    const refused = await call('GET', '/api/admin/accounts', other.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(ROLE_NOT_ALLOWED);
    expect(await auditActions()).toContain(`account role changed: ${other.username}: admin → editor`);
  });

  it('ties an account to a contributor profile', async () => {
    const writer = await signInAsNewAdmin(t, PASSWORD, 'contributor');
    const profile = await call('POST', '/api/admin/contributors', boss.cookie, buildContributor());
    const tied = await call('PATCH', `/api/admin/accounts/${writer.id}`, boss.cookie, {
      contributorId: profile.json().id,
    });
    expect(tied.json()).toMatchObject({ contributorId: profile.json().id, role: 'contributor' });
    const unknown = await call('PATCH', `/api/admin/accounts/${writer.id}`, boss.cookie, {
      contributorId: 999_999,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('removes an account and ends its sessions', async () => {
    const leaving = await signInAsNewAdmin(t, PASSWORD, 'editor');
    expect((await call('DELETE', `/api/admin/accounts/${leaving.id}`, boss.cookie)).statusCode).toBe(204);
    expect((await call('GET', '/api/admin/me', leaving.cookie)).statusCode).toBe(401);
    expect((await call('DELETE', `/api/admin/accounts/${leaving.id}`, boss.cookie)).statusCode).toBe(404);
    expect(await auditActions()).toContain(`account removed: ${leaving.username}`);
  });

  it('never demotes or removes the last admin, even when the last two demote each other at once', async () => {
    const a = await signInAsNewAdmin(t);
    const b = await signInAsNewAdmin(t);
    const aCookie = await reauthenticate(t, a.cookie);
    const bCookie = await reauthenticate(t, b.cookie);
    // Everyone else stops being an admin, so a and b are the last two.
    await t.db.execute(sql`update admins set role = 'editor' where id not in (${a.id}, ${b.id})`);

    const answers = await Promise.all([
      call('PATCH', `/api/admin/accounts/${b.id}`, aCookie, { role: 'contributor' }),
      call('PATCH', `/api/admin/accounts/${a.id}`, bCookie, { role: 'contributor' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json().message).toBe(LAST_ADMIN);
    const left = await t.db.select().from(admins).where(eq(admins.role, 'admin'));
    expect(left).toHaveLength(1);

    const last = left[0]!;
    const lastCookie = last.id === a.id ? aCookie : bCookie;
    expect((await call('DELETE', `/api/admin/accounts/${last.id}`, lastCookie)).json().message).toBe(
      LAST_ADMIN,
    );
    expect(
      (await call('PATCH', `/api/admin/accounts/${last.id}`, lastCookie, { role: 'editor' })).statusCode,
    ).toBe(409);
    await t.db.execute(sql`update admins set role = 'admin' where id = ${boss.id}`);
  });
});

describe('e-mail addresses of accounts', () => {
  it('asks an account without one for it, lower-cases it and refuses one in use', async () => {
    const owner = await signInAsNewAdmin(t, PASSWORD, 'contributor');
    expect((await call('GET', '/api/admin/me', owner.cookie)).json().emailRequired).toBe(true);
    const cookie = await reauthenticate(t, owner.cookie);
    const saved = await call('PUT', '/api/admin/accounts/me/email', cookie, {
      email: ' Writer@Example.ORG ',
    });
    expect(saved.statusCode).toBe(200);
    expect((await call('GET', '/api/admin/me', cookie)).json().emailRequired).toBe(false);
    const [row] = await t.db.select().from(admins).where(eq(admins.id, owner.id));
    expect(row!.email).toBe('writer@example.org');

    const taken = await call('PUT', '/api/admin/accounts/me/email', boss.cookie, {
      email: 'WRITER@example.org',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(EMAIL_TAKEN);
  });
});

describe('invitations', () => {
  it('mails a single-use link that creates the account with the invited role and address', async () => {
    const plain = await signInAsNewAdmin(t);
    const unconfirmed = await invite(plain.cookie, 'new@example.org', 'editor');
    expect(unconfirmed.json().reason).toBe(REAUTHENTICATION_REASON);

    const invited = await invite(boss.cookie, 'New@Example.org', 'editor');
    expect(invited.statusCode).toBe(201);
    expect(invited.json()).toMatchObject({
      email: 'new@example.org',
      role: 'editor',
      invitedBy: boss.username,
    });
    const expiresIn = Date.parse(invited.json().expiresAt) - Date.now();
    expect(expiresIn).toBeGreaterThan(71 * 3600_000);
    expect(expiresIn).toBeLessThanOrEqual(72 * 3600_000);
    const token = await linkTokenSentTo('new@example.org', 1);
    expect(smtp.to('new@example.org')[0]!.parsed.text).toContain(`${PUBLIC_URL}/admin/invitation?token=`);
    const [stored] = await t.db.select().from(adminInvitations);
    expect(stored!.tokenHash).not.toContain(token);

    expect((await call('GET', '/api/admin/invitations', boss.cookie)).json()).toHaveLength(1);
    const preview = await call('GET', `/api/admin/invitations/accept?token=${encodeURIComponent(token)}`);
    expect(preview.json()).toEqual({ email: 'new@example.org', role: 'editor' });

    const accepted = await call('POST', '/api/admin/invitations/accept', undefined, {
      token,
      username: 'new-editor',
      password: 'a long new password',
    });
    expect(accepted.statusCode).toBe(201);
    const signedIn = await call('POST', '/api/admin/login', undefined, {
      username: 'new-editor',
      password: 'a long new password',
    });
    expect(signedIn.json()).toMatchObject({ role: 'editor', emailRequired: false });
    const again = await call('POST', '/api/admin/invitations/accept', undefined, {
      token,
      username: 'new-editor-2',
      password: 'a long new password',
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(INVALID_INVITATION);
    const unknown = await call('GET', '/api/admin/invitations/accept?token=made-up');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(INVALID_INVITATION);
    expect((await call('GET', '/api/admin/invitations', boss.cookie)).json()).toHaveLength(0);
    expect(await auditActions()).toEqual(
      expect.arrayContaining([
        'invitation sent: new@example.org as editor',
        'invitation accepted: new@example.org as editor',
      ]),
    );
  });

  it('uses a link once under parallel accepts, and keeps it after a taken username', async () => {
    await invite(boss.cookie, 'race@example.org', 'contributor');
    const token = await linkTokenSentTo('race@example.org', 1);
    const taken = await call('POST', '/api/admin/invitations/accept', undefined, {
      token,
      username: boss.username,
      password: 'a long new password',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(USERNAME_TAKEN);

    const answers = await Promise.all(
      [1, 2, 3].map((n) =>
        call('POST', '/api/admin/invitations/accept', undefined, {
          token,
          username: `racer-${n}`,
          password: 'a long new password',
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 404, 404]);
    expect(await t.db.select().from(admins).where(eq(admins.email, 'race@example.org'))).toHaveLength(1);
  });

  it('resends with a new link that kills the old one, refuses duplicates, revokes, and expires', async () => {
    const created = await invite(boss.cookie, 'twice@example.org', 'admin');
    const first = await linkTokenSentTo('twice@example.org', 1);
    const duplicate = await invite(boss.cookie, 'twice@example.org', 'editor');
    expect(duplicate.json().message).toBe(ALREADY_INVITED);
    const member = await invite(boss.cookie, 'new@example.org', 'editor');
    expect(member.json().message).toBe(EMAIL_TAKEN);

    const { id } = created.json();
    expect((await call('POST', `/api/admin/invitations/${id}/resend`, boss.cookie)).statusCode).toBe(200);
    const second = await linkTokenSentTo('twice@example.org', 2);
    expect(second).not.toBe(first);
    expect((await call('GET', `/api/admin/invitations/accept?token=${first}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/admin/invitations/accept?token=${second}`)).statusCode).toBe(200);

    await t.db.update(adminInvitations).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await call('GET', `/api/admin/invitations/accept?token=${second}`)).statusCode).toBe(404);

    expect((await call('DELETE', `/api/admin/invitations/${id}`, boss.cookie)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/admin/invitations/${id}`, boss.cookie)).statusCode).toBe(404);
    expect(await auditActions()).toEqual(
      expect.arrayContaining([
        'invitation resent: twice@example.org as admin',
        'invitation revoked: twice@example.org as admin',
      ]),
    );
  });
});

describe('forgot password', () => {
  it('answers the same for any address and mails a one-hour link only to an account', async () => {
    const owner = await signInAsNewAdmin(t, PASSWORD, 'editor');
    await t.db.update(admins).set({ email: 'owner@example.org' }).where(eq(admins.id, owner.id));
    const known = await call('POST', '/api/admin/password-reset', undefined, { email: 'Owner@example.org' });
    const unknown = await call('POST', '/api/admin/password-reset', undefined, {
      email: 'nobody@example.org',
    });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: PASSWORD_RESET_REQUESTED });
    expect(unknown.json()).toEqual(known.json());
    const token = await linkTokenSentTo('owner@example.org', 1);
    expect(smtp.to('owner@example.org')[0]!.parsed.text).toContain(
      `${PUBLIC_URL}/admin/reset-password?token=`,
    );
    expect(smtp.to('nobody@example.org')).toHaveLength(0);
    const [stored] = await t.db.select().from(adminPasswordResets);
    expect(stored!.tokenHash).not.toBe(token);
    expect(stored!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(3600_000);
  });

  it('sets the password once under parallel calls, ends every session, and keeps two-factor on', async () => {
    const owner = await signInAsNewAdmin(t, PASSWORD, 'contributor');
    await t.db
      .update(admins)
      .set({ email: 'forgetful@example.org', totpSecret: 'JBSWY3DPEHPK3PXP' })
      .where(eq(admins.id, owner.id));
    await call('POST', '/api/admin/password-reset', undefined, { email: 'forgetful@example.org' });
    const token = await linkTokenSentTo('forgetful@example.org', 1);

    const answers = await Promise.all(
      ['first new password', 'second new password'].map((password) =>
        call('POST', '/api/admin/password-reset/confirm', undefined, { token, password }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    expect(answers.find((answer) => answer.statusCode === 400)!.json().message).toBe(INVALID_RESET_LINK);
    expect((await call('GET', '/api/admin/me', owner.cookie)).statusCode).toBe(401);
    const password = answers[0]!.statusCode === 200 ? 'first new password' : 'second new password';
    const signIn = await call('POST', '/api/admin/login', undefined, { username: owner.username, password });
    expect(signIn.json()).toMatchObject({ twoFactorRequired: true });
    expect(await auditActions()).toEqual(
      expect.arrayContaining([`password reset requested: forgetful@example.org`, `password reset used: `]),
    );
  });

  it('refuses an expired link and limits requests per address', async () => {
    const owner = await signInAsNewAdmin(t, PASSWORD, 'editor');
    await t.db.update(admins).set({ email: 'late@example.org' }).where(eq(admins.id, owner.id));
    await call('POST', '/api/admin/password-reset', undefined, { email: 'late@example.org' });
    const token = await linkTokenSentTo('late@example.org', 1);
    await t.db.update(adminPasswordResets).set({ expiresAt: new Date(Date.now() - 1000) });
    const late = await call('POST', '/api/admin/password-reset/confirm', undefined, {
      token,
      password: 'too late a password',
    });
    expect(late.json().message).toBe(INVALID_RESET_LINK);

    for (const _ of [1, 2])
      await call('POST', '/api/admin/password-reset', undefined, { email: 'late@example.org' });
    const limited = await call('POST', '/api/admin/password-reset', undefined, { email: 'LATE@example.org' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(TOO_MANY_RESET_REQUESTS);
  });
});
