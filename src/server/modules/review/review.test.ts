import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildArticle, buildVideo } from '../../../../test-support/factories.ts';
import { type RoleSession, signInAs } from '../../../../test-support/sign-in-as-role.ts';
import { startSmtpTestServer } from '../../../../test-support/smtp-test-server.ts';
import { startTestApp, type TestApp } from '../../../../test-support/test-app.ts';
import { ROLE_NOT_ALLOWED } from '../../../contracts/admin-auth.ts';
import { articles } from '../articles/articles.table.ts';
import { auditLog } from '../audit-log/audit-log.table.ts';
import { contributors } from '../contributors/contributors.table.ts';

const PUBLIC_URL = 'https://news.example.org';
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
/** Every public GET route of the app, collected as it is built (for the privacy test). */
const publicGets: string[] = [];
let alice: RoleSession;
let bob: RoleSession;
let editor: RoleSession;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  t = await startTestApp(
    { smtpUrl: smtp.url, publicUrl: PUBLIC_URL },
    {
      beforeRoutes: async (instance) => {
        instance.addHook('onRoute', (route) => {
          const methods = [route.method].flat();
          if (methods.includes('GET') && !route.url.startsWith('/api/admin') && !route.config?.access) {
            publicGets.push(route.url);
          }
        });
      },
    },
  );
  const [byline] = await t.db.insert(contributors).values({ name: 'Alice Byline' }).returning();
  alice = await signInAs(t, 'contributor', { email: 'Alice@example.org', contributorId: byline!.id });
  bob = await signInAs(t, 'contributor', { email: 'bob@example.org' });
  editor = await signInAs(t, 'editor', { email: 'editor@example.org' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

async function draftOf(session: RoleSession, overrides = {}) {
  const response = await session.call('POST', '/api/admin/articles', buildArticle(overrides));
  expect(response.statusCode).toBe(201);
  return response.json<{ id: number; status: string; author: string }>();
}

describe('ownership of articles, videos and graphics', () => {
  it("forces a contributor's new item to a draft with their byline, and records who made it", async () => {
    const { author: _none, ...noByline } = buildArticle({ status: 'published' });
    const response = await alice.call('POST', '/api/admin/articles', noByline);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ status: 'draft', author: 'Alice Byline' });
    const [row] = await t.db.select().from(articles).where(eq(articles.id, response.json().id));
    expect(row!.createdBy).toBe(alice.id);
    const { creators: _c, ...noCreators } = buildVideo({ status: 'published' });
    const video = await alice.call('POST', '/api/admin/broadcast', noCreators);
    expect(video.json()).toMatchObject({ status: 'draft', creators: ['Alice Byline'] });
    // Bob has no byline: the form's rule stands.
    const refused = await bob.call('POST', '/api/admin/articles', noByline);
    expect(refused.statusCode).toBe(400);
  });

  it("keeps another contributor's draft out of sight and out of reach; an editor does everything", async () => {
    const bobs = await draftOf(bob, { title: 'Bob private draft' });
    expect((await alice.call('GET', `/api/admin/articles/${bobs.id}`)).statusCode).toBe(404);
    expect((await alice.call('PUT', `/api/admin/articles/${bobs.id}`, buildArticle())).statusCode).toBe(404);
    expect((await alice.call('DELETE', `/api/admin/articles/${bobs.id}`)).statusCode).toBe(404);
    expect((await alice.call('GET', `/api/admin/articles/${bobs.id}/preview-link`)).statusCode).toBe(404);
    const list = (await alice.call('GET', '/api/admin/articles?limit=100')).json<{ title: string }[]>();
    expect(list.map((row) => row.title)).not.toContain('Bob private draft');
    expect((await bob.call('GET', `/api/admin/articles/${bobs.id}/preview-link`)).statusCode).toBe(200);

    const edited = await editor.call(
      'PUT',
      `/api/admin/articles/${bobs.id}`,
      buildArticle({ title: 'Edited' }),
    );
    expect(edited.json()).toMatchObject({ title: 'Edited', status: 'published' });
    // Published: Alice sees it, and still cannot change it; Bob neither.
    expect((await alice.call('GET', `/api/admin/articles/${bobs.id}`)).statusCode).toBe(200);
    const bobEdit = await bob.call('PUT', `/api/admin/articles/${bobs.id}`, buildArticle());
    expect(bobEdit.statusCode).toBe(403);
    expect((await bob.call('DELETE', `/api/admin/articles/${bobs.id}`)).statusCode).toBe(403);
    expect((await editor.call('DELETE', `/api/admin/articles/${bobs.id}`)).statusCode).toBe(204);
  });

  it('lets a contributor neither publish nor use bulk actions', async () => {
    const mine = await draftOf(alice);
    const saved = await alice.call(
      'PUT',
      `/api/admin/articles/${mine.id}`,
      buildArticle({ status: 'published' }),
    );
    expect(saved.json()).toMatchObject({ status: 'draft' });
    for (const kind of ['articles', 'broadcast', 'graphics']) {
      const bulk = await alice.call('POST', `/api/admin/${kind}/bulk`, { action: 'publish', ids: [mine.id] });
      expect(bulk.statusCode).toBe(403);
      expect(bulk.json()).toEqual({ message: ROLE_NOT_ALLOWED });
    }
    const publish = await alice.call('POST', `/api/admin/articles/${mine.id}/publish`, {});
    expect(publish.statusCode).toBe(403);
    expect((await alice.call('GET', '/api/admin/review-queue')).statusCode).toBe(403);
  });

  it("ignores a contributor's Featured, on create, edit and restore, and keeps an editor's", async () => {
    const featuredOf = async (id: number) =>
      (await t.db.select().from(articles).where(eq(articles.id, id)))[0]!.featured;
    const mine = await draftOf(alice, { featured: true });
    expect(await featuredOf(mine.id)).toBe(false);
    const url = `/api/admin/articles/${mine.id}`;
    const edited = await alice.call('PUT', url, buildArticle({ featured: true }));
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ featured: false });
    expect(await featuredOf(mine.id)).toBe(false);

    // An editor features the draft and sends it back: the author's saves, unticked or restoring
    // the unfeatured first version, keep the editor's choice.
    expect(
      (await editor.call('PUT', url, buildArticle({ featured: true, status: 'draft' }))).statusCode,
    ).toBe(200);
    expect(await featuredOf(mine.id)).toBe(true);
    expect((await alice.call('PUT', url, buildArticle({ featured: false }))).json()).toMatchObject({
      featured: true,
      status: 'draft',
    });
    const revisions = (await alice.call('GET', `${url}/revisions`)).json<{ id: number }[]>();
    const first = revisions.at(-1)!;
    const restored = await alice.call('POST', `${url}/revisions/${first.id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(await featuredOf(mine.id)).toBe(true);

    expect((await editor.call('PUT', url, buildArticle({ featured: false }))).json()).toMatchObject({
      featured: false,
    });
  });
});

describe('review', () => {
  it('goes submit → send back with a note → resubmit → publish, mailing the author each decision', async () => {
    const item = await draftOf(alice, { title: 'Campus budget vote' });
    const url = `/api/admin/articles/${item.id}`;
    expect((await bob.call('POST', `${url}/submit`)).statusCode).toBe(404);
    const submitted = await alice.call('POST', `${url}/submit`);
    expect(submitted.json()).toMatchObject({ status: 'in-review' });
    expect((await alice.call('POST', `${url}/submit`)).statusCode).toBe(409);
    // In review, it is no longer the author's to change.
    expect((await alice.call('PUT', url, buildArticle())).statusCode).toBe(403);

    const sentBack = await editor.call('POST', `${url}/send-back`, { note: 'Cite the vote count' });
    expect(sentBack.json()).toMatchObject({ status: 'draft' });
    await smtp.waitForTo('alice@example.org', 1);
    const [changes] = smtp.to('alice@example.org');
    expect(changes!.parsed.subject).toBe('Changes requested: Campus budget vote');
    expect(changes!.parsed.text).toContain('Cite the vote count');

    expect((await alice.call('PUT', url, buildArticle({ title: 'Campus budget vote' }))).statusCode).toBe(
      200,
    );
    expect((await alice.call('POST', `${url}/submit`)).statusCode).toBe(200);
    const published = await editor.call('POST', `${url}/publish`, {});
    expect(published.json()).toMatchObject({ status: 'published' });
    expect((await editor.call('POST', `${url}/publish`, {})).statusCode).toBe(409);
    await smtp.waitForTo('alice@example.org', 2);
    expect(smtp.to('alice@example.org')[1]!.parsed.subject).toBe('Published: Campus budget vote');
    expect((await t.app.inject({ method: 'GET', url: `/api/articles/${item.id}` })).statusCode).toBe(200);

    const history = await alice.call('GET', `${url}/review-history`);
    expect(history.json().map((step: { action: string }) => step.action)).toEqual([
      'submitted',
      'sent-back',
      'submitted',
      'published',
    ]);
    expect(history.json()[1]).toMatchObject({ actor: editor.username, note: 'Cite the vote count' });
    // Published, Bob may read the article but not its review.
    expect((await bob.call('GET', `${url}/review-history`)).statusCode).toBe(404);
    expect((await editor.call('GET', `${url}/review-history`)).statusCode).toBe(200);
    // Each decision is in the audit log, as every admin write is, once its answer has gone (onResponse).
    const audited = async () =>
      (
        await t.db
          .select()
          .from(auditLog)
          .where(eq(auditLog.target, `id ${item.id}`))
      ).map((entry) => `${entry.username} ${entry.action}`);
    await expect
      .poll(audited)
      .toEqual(
        expect.arrayContaining([
          `${alice.username} POST /api/admin/articles/:id/submit`,
          `${editor.username} POST /api/admin/articles/:id/send-back`,
          `${editor.username} POST /api/admin/articles/:id/publish`,
        ]),
      );
  });

  it('schedules an item published with a future date, and says so to the author', async () => {
    const { creators: _c, ...video } = buildVideo({ title: 'Homecoming preview' });
    const created = (await alice.call('POST', '/api/admin/broadcast', video)).json<{ id: number }>();
    await alice.call('POST', `/api/admin/broadcast/${created.id}/submit`);
    const before = smtp.to('alice@example.org').length;
    const when = '2030-05-01T12:00:00.000Z';
    const scheduled = await editor.call('POST', `/api/admin/broadcast/${created.id}/publish`, {
      publishedDate: when,
    });
    expect(scheduled.json()).toMatchObject({ status: 'published', publishedDate: when });
    await smtp.waitForTo('alice@example.org', before + 1);
    const mail = smtp.to('alice@example.org')[before]!.parsed;
    expect(mail.subject).toBe('Scheduled: Homecoming preview');
    // On the chapter's clock with its zone (decision 014), not "Wed, 01 May 2030 12:00:00 GMT".
    expect(mail.text).toContain('is scheduled for May 1, 2030, 8:00 AM EDT.');
    const history = await editor.call('GET', `/api/admin/broadcast/${created.id}/review-history`);
    expect(history.json().at(-1)).toMatchObject({ action: 'scheduled' });
  });

  it('publishes an item that went out before with its own date, a new one now', async () => {
    const item = await draftOf(alice);
    const wentOut = new Date('2026-01-05T15:00:00.000Z');
    // As an editor leaves it by unpublishing: a draft that keeps the date it went out with.
    await t.db
      .update(articles)
      .set({ publishedDate: wentOut, firstPublishedAt: wentOut })
      .where(eq(articles.id, item.id));
    await alice.call('POST', `/api/admin/articles/${item.id}/submit`);
    const republished = await editor.call('POST', `/api/admin/articles/${item.id}/publish`, {});
    expect(republished.json()).toMatchObject({ status: 'published', publishedDate: wentOut.toISOString() });
    const history = await editor.call('GET', `/api/admin/articles/${item.id}/review-history`);
    expect(history.json().at(-1)).toMatchObject({ action: 'published' });

    const fresh = await draftOf(alice, { publishedDate: wentOut.toISOString() });
    await alice.call('POST', `/api/admin/articles/${fresh.id}/submit`);
    const before = Date.now();
    const published = await editor.call('POST', `/api/admin/articles/${fresh.id}/publish`, {});
    expect(Date.parse(published.json().publishedDate)).toBeGreaterThanOrEqual(before);
  });

  it('keeps a save of an item in review in review, and bulk actions leave it alone', async () => {
    const item = await draftOf(alice);
    await alice.call('POST', `/api/admin/articles/${item.id}/submit`);
    const saved = await editor.call(
      'PUT',
      `/api/admin/articles/${item.id}`,
      buildArticle({ status: 'published' }),
    );
    expect(saved.json()).toMatchObject({ status: 'in-review' });
    const bulk = await editor.call('POST', '/api/admin/articles/bulk', { action: 'publish', ids: [item.id] });
    expect(bulk.json()).toEqual({ count: 0 });
    await editor.call('POST', `/api/admin/articles/${item.id}/send-back`, { note: 'x' });
  });

  it('lists the queue oldest submission first, with its count', async () => {
    const first = await draftOf(bob, { title: 'Queue first' });
    const { creators: _c, ...video } = buildVideo({ title: 'Queue second' });
    const second = (await alice.call('POST', '/api/admin/broadcast', video)).json<{ id: number }>();
    const third = await draftOf(alice, { title: 'Queue third' });
    await bob.call('POST', `/api/admin/articles/${first.id}/submit`);
    await alice.call('POST', `/api/admin/broadcast/${second.id}/submit`);
    await alice.call('POST', `/api/admin/articles/${third.id}/submit`);
    const queue = (await editor.call('GET', '/api/admin/review-queue')).json();
    expect(queue.map((item: { title: string }) => item.title)).toEqual([
      'Queue first',
      'Queue second',
      'Queue third',
    ]);
    expect(queue[1]).toMatchObject({ kind: 'video', id: second.id, author: alice.username });
    expect((await editor.call('GET', '/api/admin/review-queue/count')).json()).toEqual({ count: 3 });
  });

  it('never shows an item in review, or its note, in any public answer, feed or sitemap', async () => {
    const title = 'Zebra secret headline';
    const note = 'Quokka private note';
    const item = await draftOf(alice, { title, excerpt: 'Zebra excerpt', author: 'Zebra Writer' });
    await alice.call('POST', `/api/admin/articles/${item.id}/submit`);
    await editor.call('POST', `/api/admin/articles/${item.id}/send-back`, { note });
    await alice.call('POST', `/api/admin/articles/${item.id}/submit`);
    expect(publicGets.length).toBeGreaterThan(10);
    for (const route of publicGets) {
      const url = route.replace(/:[A-Za-z]+/g, String(item.id)).replace('*', '');
      for (const query of ['', '?q=Zebra', '?author=Zebra%20Writer']) {
        const response = await t.app.inject({ method: 'GET', url: `${url}${query}` });
        expect(response.body, `${url}${query}`).not.toContain('Zebra');
        expect(response.body, `${url}${query}`).not.toContain('Quokka');
      }
    }
    // The same search finds the item once it is published: the walk above would have seen it.
    await editor.call('POST', `/api/admin/articles/${item.id}/publish`, {});
    expect((await t.app.inject({ method: 'GET', url: '/api/articles?q=Zebra' })).body).toContain(title);
  });
});
