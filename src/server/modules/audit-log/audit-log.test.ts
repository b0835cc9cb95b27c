import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildArticle } from '../../../../test-support/factories.ts';
import { type RoleSession, signInAs } from '../../../../test-support/sign-in-as-role.ts';
import { startSmtpTestServer } from '../../../../test-support/smtp-test-server.ts';
import { reauthenticate, startTestApp, type TestApp } from '../../../../test-support/test-app.ts';
import { auditLog } from './audit-log.table.ts';

let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
let t: TestApp;
let ana: RoleSession;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  t = await startTestApp({ smtpUrl: smtp.url, publicUrl: 'https://news.example.org' });
  const admin = await signInAs(t, 'admin');
  const profile = await admin.call('POST', '/api/admin/contributors', { name: 'Ana Diaz' });
  ana = await signInAs(t, 'admin', { contributorId: profile.json<{ id: number }>().id });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/**
 * The entries of `action`s, once `count` have come and a moment more has passed: the hook writes after
 * the answer has gone (onResponse), so a second entry of one event would come late too.
 */
async function entriesOf(actions: string[], count: number) {
  const read = async () =>
    (await t.db.select().from(auditLog).where(inArray(auditLog.action, actions))).sort((a, b) => a.id - b.id);
  await expect.poll(async () => (await read()).length).toBeGreaterThanOrEqual(count);
  await new Promise((resolve) => setTimeout(resolve, 300));
  return read();
}

describe('audit log in plain words', () => {
  it('says who unpublished which article, with a link to it', async () => {
    const { id } = (
      await ana.call('POST', '/api/admin/articles', buildArticle({ title: 'Main Street' }))
    ).json<{
      id: number;
    }>();
    const draft = buildArticle({ title: "Main Street's New Murals", status: 'draft' });
    expect((await ana.call('PUT', `/api/admin/articles/${id}`, draft)).statusCode).toBe(200);
    const entries = await entriesOf(['PUT /api/admin/articles/:id'], 1);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      summary: "Ana Diaz unpublished article 'Main Street's New Murals'",
      link: `/admin/edit-article/${id}`,
    });
  });

  it('writes one entry for a bulk publish, naming the three articles', async () => {
    const titles = ['Bulk A', 'Bulk B', 'Bulk C'];
    const ids: number[] = [];
    for (const title of titles) {
      const created = await ana.call('POST', '/api/admin/articles', buildArticle({ title, status: 'draft' }));
      ids.push(created.json<{ id: number }>().id);
    }
    const bulk = await ana.call('POST', '/api/admin/articles/bulk', { action: 'publish', ids });
    expect(bulk.json()).toEqual({ count: 3 });
    const entries = await entriesOf(['POST /api/admin/articles/bulk'], 1);
    expect(entries).toEqual([
      expect.objectContaining({
        summary: "Ana Diaz published 3 articles: 'Bulk A', 'Bulk B', 'Bulk C'",
        link: '/admin/manage-articles',
      }),
    ]);
  });

  it('describes writes no route described from the route, never showing it', async () => {
    const settings = (await ana.call('GET', '/api/admin/site-settings')).json();
    expect((await ana.call('PUT', '/api/admin/site-settings', settings)).statusCode).toBe(200);
    const [entry] = await entriesOf(['PUT /api/admin/site-settings'], 1);
    expect(entry!.summary).toBe('Ana Diaz changed the site settings');

    for (const { summary } of await t.db.select().from(auditLog)) {
      expect(summary).not.toMatch(/\/api\/|:id|\b(POST|PUT|PATCH|DELETE) \//);
    }
  });

  // Last: confirming the password gives the session a new id.
  it('writes one entry for an invitation', async () => {
    const cookie = await reauthenticate(t, ana.cookie);
    const invited = await t.app.inject({
      method: 'POST',
      url: '/api/admin/invitations',
      payload: { email: 'jo@example.com', role: 'contributor' },
      headers: { cookie },
    });
    expect(invited.statusCode).toBe(201);
    await smtp.waitForTo('jo@example.com', 1);
    const entries = await entriesOf(['invitation sent', 'POST /api/admin/invitations'], 1);
    expect(entries.map((entry) => entry.summary)).toEqual(['Ana Diaz invited jo@example.com as contributor']);
  });
});
