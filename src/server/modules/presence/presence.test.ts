import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildArticle, buildEvent } from '../../../../test-support/factories.ts';
import { type RoleSession, signInAs } from '../../../../test-support/sign-in-as-role.ts';
import { createdJson, startTestApp, type TestApp } from '../../../../test-support/test-app.ts';
import { ROLE_NOT_ALLOWED } from '../../../contracts/admin-auth.ts';
import { buildApp } from '../../app.ts';
import { type DatabaseHandle, openDatabase } from '../../db/client.ts';
import { admins } from '../admin-auth/admin-auth.table.ts';
import { auditLog } from '../audit-log/audit-log.table.ts';
import { contributors } from '../contributors/contributors.table.ts';
import { editingLeases } from './presence.table.ts';

let t: TestApp;
let editor: RoleSession;
/** An editor with a contributor byline, which presence shows instead of the username. */
let bylined: RoleSession;
let reporter: RoleSession;
let otherReporter: RoleSession;
let draftId: number;
let eventId: number;

beforeAll(async () => {
  t = await startTestApp();
  const [byline] = await t.db.insert(contributors).values({ name: 'Dana Desk' }).returning();
  editor = await signInAs(t, 'editor');
  bylined = await signInAs(t, 'editor', { contributorId: byline!.id });
  reporter = await signInAs(t, 'contributor');
  otherReporter = await signInAs(t, 'contributor');
  draftId = createdJson(
    await reporter.call('POST', '/api/admin/articles', buildArticle({ status: 'draft' })),
  ).id;
  eventId = createdJson(await editor.call('POST', '/api/admin/events', buildEvent())).id;
});
afterAll(() => t.close());

const lease = (session: RoleSession, kind: string, id: number) =>
  session.call('PUT', `/api/admin/presence/${kind}/${id}`);
const othersSeenBy = async (session: RoleSession, kind: string, id: number) => {
  const response = await lease(session, kind, id);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().others.map((other: { name: string }) => other.name);
};
const leave = (session: RoleSession, kind: string, id: number) =>
  session.call('DELETE', `/api/admin/presence/${kind}/${id}`);

describe('an open editor', () => {
  it('is seen by every other account in the same editor and on the list, never by its holder', async () => {
    const first = await lease(editor, 'article', draftId);
    expect(first.json()).toEqual({ others: [], leaseSeconds: 45 });
    const seen = (await lease(bylined, 'article', draftId)).json();
    expect(seen.others).toEqual([{ name: editor.username, since: expect.any(String) }]);
    expect(Date.now() - Date.parse(seen.others[0].since)).toBeLessThan(60_000);
    // The author's draft: seen by its author too, and the byline names the account that has one.
    expect(await othersSeenBy(reporter, 'article', draftId)).toEqual([editor.username, 'Dana Desk']);
    expect(await othersSeenBy(editor, 'article', draftId)).toEqual(['Dana Desk', reporter.username]);

    const list = await bylined.call('GET', '/api/admin/presence/article');
    expect(list.json()).toEqual({
      [draftId]: [
        { name: editor.username, since: expect.any(String) },
        { name: reporter.username, since: expect.any(String) },
      ],
    });
    expect((await bylined.call('GET', '/api/admin/presence/event')).json()).toEqual({});
  });

  it('keeps its first time while renewed', async () => {
    const since = async () => (await lease(bylined, 'event', eventId)).json().others[0]?.since;
    await lease(editor, 'event', eventId);
    const first = await since();
    await lease(editor, 'event', eventId);
    expect(await since()).toBe(first);
  });

  it('is gone once its lease has run out, and the lapsed row is removed', async () => {
    await lease(editor, 'event', eventId);
    await t.db
      .update(editingLeases)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(editingLeases.adminId, editor.id));
    expect((await bylined.call('GET', '/api/admin/presence/event')).json()).toEqual({});
    expect(await othersSeenBy(bylined, 'event', eventId)).toEqual([]);
    const left = await t.db.select().from(editingLeases).where(eq(editingLeases.adminId, editor.id));
    expect(left).toEqual([]);
  });

  it('is given up with DELETE', async () => {
    await lease(editor, 'event', eventId);
    expect(await othersSeenBy(bylined, 'event', eventId)).toEqual([editor.username]);
    expect((await leave(editor, 'event', eventId)).statusCode).toBe(204);
    expect(await othersSeenBy(bylined, 'event', eventId)).toEqual([]);
    expect((await leave(editor, 'event', eventId)).statusCode).toBe(204);
  });

  it('goes with its account', async () => {
    const leaving = await signInAs(t, 'editor');
    await lease(leaving, 'event', eventId);
    expect(await othersSeenBy(bylined, 'event', eventId)).toContain(leaving.username);
    await t.db.delete(admins).where(eq(admins.id, leaving.id));
    expect(await othersSeenBy(bylined, 'event', eventId)).not.toContain(leaving.username);
  });

  it('writes no audit line', async () => {
    await leave(editor, 'event', eventId);
    const logged = await t.db.select().from(auditLog).where(eq(auditLog.username, editor.username));
    expect(logged.map((entry) => entry.action)).not.toContainEqual(expect.stringContaining('presence'));
  });
});

describe('who may see it', () => {
  it("answers a contributor 404 for another's draft, and leaves it off their list", async () => {
    await lease(editor, 'article', draftId);
    const refused = await lease(otherReporter, 'article', draftId);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('Article not found');
    expect((await otherReporter.call('GET', '/api/admin/presence/article')).json()).toEqual({});
  });

  it("shows a contributor who is looking at another's published story nobody as editing it", async () => {
    const published = createdJson(
      await editor.call('POST', '/api/admin/articles', buildArticle({ status: 'published' })),
    ).id;
    expect(await othersSeenBy(reporter, 'article', published)).toEqual([]);
    expect(await othersSeenBy(editor, 'article', published)).toEqual([]);
  });

  it("refuses a role below the kind's, an unknown kind and an item that is not there", async () => {
    const refused = await lease(reporter, 'event', eventId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(ROLE_NOT_ALLOWED);
    expect((await reporter.call('GET', '/api/admin/presence/event')).statusCode).toBe(403);
    expect((await lease(editor, 'podcast', 1)).statusCode).toBe(400);
    const missing = await lease(editor, 'member', 999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Member of the month not found');
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/admin/presence/event/${eventId}` })).statusCode,
    ).toBe(401);
  });
});

describe('two instances on one database', () => {
  /** On PostgreSQL the second instance has a pool of its own, as a second server would. */
  let second: DatabaseHandle | undefined;
  let instanceB: FastifyInstance;
  /** Admin writes instance B counted as content changes (which wake the scheduler). */
  let contentChanges = 0;

  beforeAll(async () => {
    const client = (t.db as unknown as { $client: unknown }).$client;
    if (client instanceof pg.Pool)
      second = await openDatabase({ url: String(client.options.connectionString) });
    instanceB = await buildApp({
      config: t.config,
      db: second?.db ?? t.db,
      onContentChange: () => contentChanges++,
    });
  });
  afterAll(async () => {
    await instanceB.close();
    await second?.close();
  });

  it("see each other's leases", async () => {
    await lease(editor, 'event', eventId);
    const onB = await instanceB.inject({
      method: 'PUT',
      url: `/api/admin/presence/event/${eventId}`,
      headers: { cookie: bylined.cookie },
    });
    expect(onB.json().others.map((other: { name: string }) => other.name)).toEqual([editor.username]);
    expect(await othersSeenBy(editor, 'event', eventId)).toEqual(['Dana Desk']);
    // A renewal every few seconds changes no content: no job woken, as no page dropped.
    expect(contentChanges).toBe(0);
  });
});
