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
  EMAIL_CHANGE_DONE,
  EMAIL_CONFIRMATION_SENT,
  EMAIL_INVITED,
  EMAIL_TAKEN,
  EMAIL_UNCHANGED,
  INVALID_EMAIL_LINK,
  INVALID_RESET_LINK,
  LAST_ADMIN,
  PASSWORD_RESET_REQUESTED,
  REAUTHENTICATION_REASON,
  ROLE_NOT_ALLOWED,
  TOO_MANY_RESET_REQUESTS,
} from '../../../contracts/admin-auth.ts';
import {
  ALREADY_INVITED,
  INVALID_INVITATION,
  INVITATION_SENDER_GONE,
  USERNAME_TAKEN,
} from '../../../contracts/invitations.ts';
import { auditLog } from '../audit-log/audit-log.table.ts';
import { adminInvitations } from '../invitations/invitations.table.ts';
import { adminEmailChanges, adminPasswordResets, admins, signInAttempts } from './admin-auth.table.ts';
import { runAdminCommand } from './admin-commands.ts';
import { EMAIL_CHANGE_MS } from './email-change.ts';
import { hashSessionId } from './sessions.ts';
import { RESET_MAIL_WINDOW_MS, RESET_MAILS_PER_EMAIL, RESET_REQUESTS_PER_ADDRESS } from './sign-in-limit.ts';

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

function call(
  method: InjectOptions['method'],
  url: string,
  cookie?: string,
  payload?: unknown,
  remoteAddress?: string,
) {
  return t.app.inject({
    method,
    url,
    payload: payload as InjectOptions['payload'],
    headers: cookie ? { cookie } : {},
    ...(remoteAddress ? { remoteAddress } : {}),
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

    try {
      const answers = await Promise.all([
        call('PATCH', `/api/admin/accounts/${b.id}`, aCookie, { role: 'contributor' }),
        call('PATCH', `/api/admin/accounts/${a.id}`, bCookie, { role: 'contributor' }),
      ]);
      // The loser is refused either as the last admin (409) or, when the winner's demotion of it
      // committed before its own request was authorised, as no longer an admin (403).
      const codes = answers.map((answer) => answer.statusCode).sort();
      expect([
        [200, 403],
        [200, 409],
      ]).toContainEqual(codes);
      const refused = answers.find((answer) => answer.statusCode !== 200)!;
      if (refused.statusCode === 409) expect(refused.json().message).toBe(LAST_ADMIN);
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
    } finally {
      await t.db.execute(sql`update admins set role = 'admin' where id = ${boss.id}`);
    }
  });
});

/** A new account with `email` as its confirmed address, signed in and re-authenticated. */
async function accountWithEmail(email: string, role: 'contributor' | 'editor' | 'admin' = 'editor') {
  const signedIn = await signInAsNewAdmin(t, PASSWORD, role);
  await t.db.update(admins).set({ email }).where(eq(admins.id, signedIn.id));
  return { ...signedIn, cookie: await reauthenticate(t, signedIn.cookie) };
}

const askForEmail = (cookie: string, email: string) =>
  call('PUT', '/api/admin/accounts/me/email', cookie, { email });
const confirmEmail = (token: string, cookie?: string) =>
  call('POST', '/api/admin/email-change/confirm', cookie, { token });
const storedEmail = async (id: number) =>
  (await t.db.select().from(admins).where(eq(admins.id, id)))[0]!.email;

describe('e-mail addresses of accounts', () => {
  it('asks an account without one for it, and counts it only once the link mailed to it is opened', async () => {
    const owner = await signInAsNewAdmin(t, PASSWORD, 'contributor');
    expect((await call('GET', '/api/admin/me', owner.cookie)).json().emailRequired).toBe(true);
    const cookie = await reauthenticate(t, owner.cookie);
    const asked = await askForEmail(cookie, ' First.Writer@Example.ORG ');
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ message: EMAIL_CONFIRMATION_SENT });
    // Nothing counts yet: the account still has no address, and says which one waits.
    expect((await call('GET', '/api/admin/me', cookie)).json()).toMatchObject({
      emailRequired: true,
      pendingEmail: 'first.writer@example.org',
    });
    expect(await storedEmail(owner.id)).toBeNull();
    const token = await linkTokenSentTo('first.writer@example.org', 1);
    expect(smtp.to('first.writer@example.org')[0]!.parsed.text).toContain(
      `${PUBLIC_URL}/admin/confirm-email?token=`,
    );
    const [stored] = await t.db
      .select()
      .from(adminEmailChanges)
      .where(eq(adminEmailChanges.adminId, owner.id));
    expect(stored!.tokenHash).not.toContain(token);
    expect(stored!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(EMAIL_CHANGE_MS);

    // Opened without a session (another browser), twice at once: one confirms, the other finds no link.
    const answers = await Promise.all([confirmEmail(token), confirmEmail(token)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    expect(answers.find((answer) => answer.statusCode === 200)!.json()).toEqual({
      message: EMAIL_CHANGE_DONE,
    });
    expect(answers.find((answer) => answer.statusCode === 400)!.json().message).toBe(INVALID_EMAIL_LINK);
    expect(await storedEmail(owner.id)).toBe('first.writer@example.org');
    expect((await call('GET', '/api/admin/me', cookie)).json()).toMatchObject({
      emailRequired: false,
      pendingEmail: null,
    });
    expect(await auditActions()).toEqual(
      expect.arrayContaining([
        'e-mail change requested: first.writer@example.org',
        'e-mail address changed: none → first.writer@example.org',
      ]),
    );
  });

  it('changes an address only by its link, tells the old address, and keeps only the latest link', async () => {
    const owner = await accountWithEmail('old.home@example.org');
    expect((await askForEmail(owner.cookie, 'first.home@example.org')).statusCode).toBe(200);
    const first = await linkTokenSentTo('first.home@example.org', 1);
    expect((await askForEmail(owner.cookie, 'new.home@example.org')).statusCode).toBe(200);
    const second = await linkTokenSentTo('new.home@example.org', 1);
    await smtp.waitForTo('old.home@example.org', 2);
    // The two notices go in the background, in either order.
    const notices = smtp.to('old.home@example.org').map((mail) => mail.parsed.text ?? '');
    expect(notices.some((text) => text.includes('to new.home@example.org.'))).toBe(true);
    expect(notices.join('\n')).not.toContain('token=');

    expect((await confirmEmail(first)).json().message).toBe(INVALID_EMAIL_LINK);
    expect(await storedEmail(owner.id)).toBe('old.home@example.org');
    expect((await confirmEmail(second, owner.cookie)).statusCode).toBe(200);
    expect(await storedEmail(owner.id)).toBe('new.home@example.org');
    await t.db.update(adminEmailChanges).set({ expiresAt: new Date(Date.now() - 1000) });

    expect((await askForEmail(owner.cookie, 'late.home@example.org')).statusCode).toBe(200);
    const late = await linkTokenSentTo('late.home@example.org', 1);
    await t.db.update(adminEmailChanges).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await confirmEmail(late)).json().message).toBe(INVALID_EMAIL_LINK);
    expect((await confirmEmail('made-up')).statusCode).toBe(400);
    expect(await storedEmail(owner.id)).toBe('new.home@example.org');
  });

  it('refuses an address in use by another account or kept for an invitation, when asked and when confirmed', async () => {
    const owner = await accountWithEmail('keeper@example.org');
    await accountWithEmail('holder@example.org');
    const unchanged = await askForEmail(owner.cookie, 'Keeper@example.org');
    expect(unchanged.statusCode).toBe(400);
    expect(unchanged.json()).toMatchObject({ message: EMAIL_UNCHANGED, errors: { email: EMAIL_UNCHANGED } });
    const taken = await askForEmail(owner.cookie, 'HOLDER@example.org');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(EMAIL_TAKEN);
    const invitation = await invite(boss.cookie, 'invitee@example.org', 'editor');
    const invited = await askForEmail(owner.cookie, 'invitee@example.org');
    expect(invited.statusCode).toBe(409);
    expect(invited.json().message).toBe(EMAIL_INVITED);
    await call('DELETE', `/api/admin/invitations/${invitation.json().id}`, boss.cookie);

    // An invitation sent, or another account given the address, between asking and opening the link.
    await askForEmail(owner.cookie, 'wanted@example.org');
    const token = await linkTokenSentTo('wanted@example.org', 1);
    const sent = await invite(boss.cookie, 'wanted@example.org', 'contributor');
    const refused = await confirmEmail(token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(EMAIL_INVITED);
    expect(await storedEmail(owner.id)).toBe('keeper@example.org');
    await call('DELETE', `/api/admin/invitations/${sent.json().id}`, boss.cookie);
    const rival = await accountWithEmail('rival@example.org');
    await t.db.update(admins).set({ email: 'wanted@example.org' }).where(eq(admins.id, rival.id));
    expect((await confirmEmail(token)).json().message).toBe(EMAIL_TAKEN);
    expect(await storedEmail(owner.id)).toBe('keeper@example.org');
    // The refusals changed nothing: the link works once the address is free.
    await t.db.update(admins).set({ email: 'rival@example.org' }).where(eq(admins.id, rival.id));
    expect((await confirmEmail(token)).statusCode).toBe(200);
    expect(await storedEmail(owner.id)).toBe('wanted@example.org');
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

  it('refuses an expired link', async () => {
    const owner = await accountWithEmail('late@example.org');
    await call('POST', '/api/admin/password-reset', undefined, { email: 'late@example.org' });
    const token = await linkTokenSentTo('late@example.org', 1);
    await t.db
      .update(adminPasswordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(adminPasswordResets.adminId, owner.id));
    const late = await call('POST', '/api/admin/password-reset/confirm', undefined, {
      token,
      password: 'too late a password',
    });
    expect(late.json().message).toBe(INVALID_RESET_LINK);
  });

  const askForReset = (email: string, client: string) =>
    call('POST', '/api/admin/password-reset', undefined, { email }, client);
  const resetWith = (token: string) =>
    call('POST', '/api/admin/password-reset/confirm', undefined, {
      token,
      password: 'a chosen new password',
    });
  // A request past the mail limit leaves no trace to wait for: give its background part time to act.
  const settle = () => new Promise((resolve) => setTimeout(resolve, 500));

  it('counts requests per address from one client, so another client of the owner still gets a working link', async () => {
    await accountWithEmail('blocked@example.org');
    const prankster = '203.0.113.50';
    for (const _ of [1, 2, 3])
      expect((await askForReset('blocked@example.org', prankster)).statusCode).toBe(200);
    const limited = await askForReset('Blocked@example.org', prankster);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(TOO_MANY_RESET_REQUESTS);

    // The owner, elsewhere, is answered as anyone; the mail limit is reached, so the last mail's link is theirs.
    const own = await askForReset('blocked@example.org', '198.51.100.50');
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ message: PASSWORD_RESET_REQUESTED });
    const latest = await linkTokenSentTo('blocked@example.org', RESET_MAILS_PER_EMAIL);
    await settle();
    expect(smtp.to('blocked@example.org')).toHaveLength(RESET_MAILS_PER_EMAIL);
    expect((await resetWith(latest)).statusCode).toBe(200);
  });

  it('mails an address at most three times an hour, also when many clients ask at once; every mailed link works until one is used', async () => {
    const owner = await accountWithEmail('popular@example.org');
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => askForReset('popular@example.org', `192.0.2.${100 + i}`)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(12).fill(200));
    await smtp.waitForTo('popular@example.org', RESET_MAILS_PER_EMAIL);
    await settle();
    expect(smtp.to('popular@example.org')).toHaveLength(RESET_MAILS_PER_EMAIL);
    const links = await t.db
      .select()
      .from(adminPasswordResets)
      .where(eq(adminPasswordResets.adminId, owner.id));
    expect(links).toHaveLength(RESET_MAILS_PER_EMAIL);

    // Fifteen-minute counts starting afresh do not clear the hour's mail count.
    await t.db.update(signInAttempts).set({ windowStart: new Date(Date.now() - 20 * 60_000) });
    expect((await askForReset('popular@example.org', '192.0.2.150')).statusCode).toBe(200);
    await settle();
    expect(smtp.to('popular@example.org')).toHaveLength(RESET_MAILS_PER_EMAIL);

    // Any mailed link works; using it voids the others.
    const tokens = await Promise.all([1, 2, 3].map((n) => linkTokenSentTo('popular@example.org', n)));
    expect((await resetWith(tokens[0]!)).statusCode).toBe(200);
    for (const token of tokens.slice(1))
      expect((await resetWith(token)).json().message).toBe(INVALID_RESET_LINK);

    // An hour on, the address is mailed again.
    await t.db
      .update(signInAttempts)
      .set({ windowStart: new Date(Date.now() - RESET_MAIL_WINDOW_MS - 1000) });
    await askForReset('popular@example.org', '192.0.2.151');
    await smtp.waitForTo('popular@example.org', RESET_MAILS_PER_EMAIL + 1);
  });

  it('limits one client across addresses', async () => {
    const client = '203.0.113.60';
    for (let i = 0; i < RESET_REQUESTS_PER_ADDRESS; i++) {
      expect((await askForReset(`sprayed${i}@example.org`, client)).statusCode).toBe(200);
    }
    expect((await askForReset('sprayed.more@example.org', client)).statusCode).toBe(429);
    expect((await askForReset('sprayed.more@example.org', '203.0.113.61')).statusCode).toBe(200);
  });
});

/** An account with an address and a live reset link for it. */
async function accountWithResetLink(email: string, role: 'editor' | 'admin' = 'editor') {
  const owner = await accountWithEmail(email, role);
  await call('POST', '/api/admin/password-reset', undefined, { email }, '192.0.2.200');
  return { ...owner, token: await linkTokenSentTo(email, 1) };
}

const resetLinkWorks = async (token: string) =>
  (
    await t.db
      .select()
      .from(adminPasswordResets)
      .where(eq(adminPasswordResets.tokenHash, hashSessionId(token)))
  ).length === 1;

describe('a pending reset link stops working', () => {
  it('when the account changes its own password, and so does a pending new address', async () => {
    const owner = await accountWithResetLink('changer@example.org');
    await askForEmail(owner.cookie, 'changer.next@example.org');
    const addressLink = await linkTokenSentTo('changer.next@example.org', 1);
    expect(await resetLinkWorks(owner.token)).toBe(true);
    const changed = await call('PUT', '/api/admin/accounts/me/password', owner.cookie, {
      newPassword: 'a fresh password here',
    });
    expect(changed.statusCode).toBe(200);
    const late = await call('POST', '/api/admin/password-reset/confirm', undefined, {
      token: owner.token,
      password: 'the thief’s password',
    });
    expect(late.json().message).toBe(INVALID_RESET_LINK);
    expect((await confirmEmail(addressLink)).json().message).toBe(INVALID_EMAIL_LINK);
    expect(await storedEmail(owner.id)).toBe('changer@example.org');
  });

  it('when the operator resets the password', async () => {
    const owner = await accountWithResetLink('operated@example.org');
    const done = await runAdminCommand(t.db, {
      command: 'reset-password',
      username: owner.username,
      password: 'the operator’s choice',
    });
    expect(done.ok).toBe(true);
    expect(await resetLinkWorks(owner.token)).toBe(false);
  });

  it("when the account's address changes", async () => {
    const owner = await accountWithResetLink('moving@example.org');
    await askForEmail(owner.cookie, 'moved@example.org');
    expect((await confirmEmail(await linkTokenSentTo('moved@example.org', 1))).statusCode).toBe(200);
    expect(await resetLinkWorks(owner.token)).toBe(false);
  });

  it('when the account is removed', async () => {
    const owner = await accountWithResetLink('removed@example.org');
    expect((await call('DELETE', `/api/admin/accounts/${owner.id}`, boss.cookie)).statusCode).toBe(204);
    expect(await resetLinkWorks(owner.token)).toBe(false);
  });
});

describe('invitations and their sender', () => {
  const inviteFrom = async (sender: { cookie: string }, email: string) => {
    const sent = await invite(sender.cookie, email, 'editor');
    expect(sent.statusCode).toBe(201);
    return { id: sent.json().id as number, token: await linkTokenSentTo(email, 1) };
  };
  const preview = (token: string) =>
    call('GET', `/api/admin/invitations/accept?token=${encodeURIComponent(token)}`);
  const accept = (token: string, username: string) =>
    call('POST', '/api/admin/invitations/accept', undefined, {
      token,
      username,
      password: 'a long new password',
    });

  it('revokes the pending invitations of an admin who is demoted or removed, in the audit log', async () => {
    const demoted = await accountWithEmail('demoted.sender@example.org', 'admin');
    const removed = await accountWithEmail('removed.sender@example.org', 'admin');
    const fromDemoted = await inviteFrom(demoted, 'from.demoted@example.org');
    const fromRemoved = await inviteFrom(removed, 'from.removed@example.org');
    const fromBoss = await inviteFrom(boss, 'from.boss@example.org');

    expect(
      (await call('PATCH', `/api/admin/accounts/${demoted.id}`, boss.cookie, { role: 'editor' })).statusCode,
    ).toBe(200);
    expect((await call('DELETE', `/api/admin/accounts/${removed.id}`, boss.cookie)).statusCode).toBe(204);
    for (const gone of [fromDemoted, fromRemoved]) {
      expect((await preview(gone.token)).json().message).toBe(INVALID_INVITATION);
    }
    expect((await preview(fromBoss.token)).statusCode).toBe(200);
    const pending = (await call('GET', '/api/admin/invitations', boss.cookie)).json() as { id: number }[];
    expect(pending.map((invitation) => invitation.id)).toContain(fromBoss.id);
    expect(pending.map((invitation) => invitation.id)).not.toContain(fromDemoted.id);
    expect(await auditActions()).toEqual(
      expect.arrayContaining([
        'invitation revoked: from.demoted@example.org as editor (its sender left the admins)',
        'invitation revoked: from.removed@example.org as editor (its sender left the admins)',
      ]),
    );
  });

  it('refuses an accept when the sender is no longer an admin, and makes nothing', async () => {
    const sender = await accountWithEmail('weakened.sender@example.org', 'admin');
    const weakened = await inviteFrom(sender, 'from.weakened@example.org');
    const orphan = await inviteFrom(boss, 'orphan@example.org');
    // As if the role changed past the revocation, and as an invitation whose sender left before it existed.
    await t.db.update(admins).set({ role: 'editor' }).where(eq(admins.id, sender.id));
    await t.db.update(adminInvitations).set({ invitedBy: null }).where(eq(adminInvitations.id, orphan.id));

    for (const [n, { token }] of [weakened, orphan].entries()) {
      const looked = await preview(token);
      expect(looked.statusCode).toBe(404);
      expect(looked.json().message).toBe(INVITATION_SENDER_GONE);
      const refused = await accept(token, `orphaned-${n}`);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe(INVITATION_SENDER_GONE);
      expect(
        await t.db
          .select()
          .from(admins)
          .where(eq(admins.username, `orphaned-${n}`)),
      ).toHaveLength(0);
    }
    expect(
      await t.db.select().from(adminInvitations).where(eq(adminInvitations.id, weakened.id)),
    ).toHaveLength(1);
    // Back to admin, the sender's invitation works again.
    await t.db.update(admins).set({ role: 'admin' }).where(eq(admins.id, sender.id));
    expect((await accept(weakened.token, 'welcomed-after-all')).statusCode).toBe(201);
  });
});
