import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildArticle } from '../../../../test-support/factories.ts';
import { type RoleSession, signInAs } from '../../../../test-support/sign-in-as-role.ts';
import { reauthenticate, startTestApp, type TestApp } from '../../../../test-support/test-app.ts';
import { ASSIGNEE_REQUIRED, PITCH_KIND_LOCKED, type Pitch } from '../../../contracts/story-budget.ts';
import { admins } from '../admin-auth/admin-auth.table.ts';
import { articles } from '../articles/articles.table.ts';
import { auditLog } from '../audit-log/audit-log.table.ts';
import { contributors } from '../contributors/contributors.table.ts';
import { graphics } from '../graphics/graphics.table.ts';
import { videos } from '../videos/videos.table.ts';
import { storyPitches } from './story-budget.table.ts';

let t: TestApp;
let reporter: RoleSession;
let other: RoleSession;
let editor: RoleSession;
let admin: RoleSession;
/** The admin's session re-authenticated, as removing an account needs. */
let adminCookie: string;

beforeAll(async () => {
  t = await startTestApp();
  const [byline] = await t.db.insert(contributors).values({ name: 'Rae Reporter' }).returning();
  reporter = await signInAs(t, 'contributor', { contributorId: byline!.id });
  other = await signInAs(t, 'contributor');
  editor = await signInAs(t, 'editor');
  admin = await signInAs(t, 'admin');
  adminCookie = await reauthenticate(t, admin.cookie);
});
afterAll(() => t.close());

const nextWeek = () => new Date(Date.now() + 5 * 24 * 3600 * 1000).toISOString();

async function pitch(session: RoleSession, body: Record<string, unknown>) {
  const response = await session.call('POST', '/api/admin/budget', {
    summary: 'Why it matters',
    kind: 'article',
    wantedBy: nextWeek(),
    ...body,
  });
  expect(response.statusCode).toBe(201);
  return response.json<Pitch>();
}

const assign = async (by: RoleSession, card: Pitch, to: RoleSession) => {
  const answer = await by.call('POST', `/api/admin/budget/${card.id}/assign`, { assigneeId: to.id });
  expect(answer.statusCode).toBe(200);
  return answer.json<Pitch>();
};

/** Someone's draft video or graphic with the id `id`, as another table's item may have. */
async function draftWithId(kind: 'video' | 'graphic', id: number, createdBy: number) {
  const common = { id, title: `Someone else's ${kind}`, status: 'draft' as const, createdBy };
  if (kind === 'video') {
    await t.db
      .insert(videos)
      .overridingSystemValue()
      .values({ ...common, description: '', videoUrl: '', type: 'long-form', creators: [] });
  } else {
    await t.db
      .insert(graphics)
      .overridingSystemValue()
      .values({ ...common, description: '', type: 'illustration', creators: [] });
  }
}

const ownerOf = async (table: typeof articles | typeof videos | typeof graphics, id: number) =>
  (await t.db.select({ createdBy: table.createdBy }).from(table).where(eq(table.id, id)))[0]?.createdBy;

async function removeAccount(account: RoleSession) {
  const url = `/api/admin/accounts/${account.id}`;
  const answer = await t.app.inject({ method: 'DELETE', url, headers: { cookie: adminCookie } });
  expect(answer.statusCode).toBe(204);
}

const cardOf = async (id: number) =>
  (await other.call('GET', '/api/admin/budget')).json<Pitch[]>().find((card) => card.id === id)!;

describe('story budget', () => {
  it('lets anyone pitch and see the board, and only the pitcher or an editor change an unassigned pitch', async () => {
    const card = await pitch(other, { title: 'Dining hall prices' });
    expect(card).toMatchObject({ stage: 'pitched', pitchedBy: other.username, assignee: null, item: null });
    expect((await reporter.call('GET', '/api/admin/budget')).json<Pitch[]>().map((c) => c.id)).toContain(
      card.id,
    );
    expect(
      (await reporter.call('PATCH', `/api/admin/budget/${card.id}`, { title: 'Mine now' })).statusCode,
    ).toBe(403);
    const renamed = await other.call('PATCH', `/api/admin/budget/${card.id}`, { title: 'Dining hall costs' });
    expect(renamed.json()).toMatchObject({ title: 'Dining hall costs' });
    const assign = await other.call('POST', `/api/admin/budget/${card.id}/assign`, { assigneeId: other.id });
    expect(assign.statusCode).toBe(403);
    const nobody = await editor.call('POST', `/api/admin/budget/${card.id}/assign`, { assigneeId: '' });
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json()).toMatchObject({ errors: { assigneeId: ASSIGNEE_REQUIRED } });
    await editor.call('POST', `/api/admin/budget/${card.id}/assign`, { assigneeId: other.id });
    expect((await other.call('PATCH', `/api/admin/budget/${card.id}`, { title: 'Again' })).statusCode).toBe(
      403,
    );
    expect((await other.call('DELETE', `/api/admin/budget/${card.id}`)).statusCode).toBe(403);
    expect((await editor.call('DELETE', `/api/admin/budget/${card.id}`)).statusCode).toBe(204);
  });

  it('follows its item: assigned → drafting → in review → scheduled → published', async () => {
    const card = await pitch(other, { title: 'Housing lottery' });
    const assigned = await editor.call('POST', `/api/admin/budget/${card.id}/assign`, {
      assigneeId: reporter.id,
    });
    expect(assigned.json()).toMatchObject({ stage: 'assigned', assignee: reporter.username });
    const itemId = assigned.json<Pitch>().item!.id;
    const [draft] = await t.db.select().from(articles).where(eq(articles.id, itemId));
    expect(draft).toMatchObject({
      title: 'Housing lottery',
      excerpt: 'Why it matters',
      status: 'draft',
      createdBy: reporter.id,
      author: 'Rae Reporter',
    });

    const url = `/api/admin/articles/${itemId}`;
    expect((await reporter.call('PUT', url, buildArticle({ title: 'Housing lottery' }))).statusCode).toBe(
      200,
    );
    expect((await cardOf(card.id)).stage).toBe('drafting');
    await reporter.call('POST', `${url}/submit`);
    expect((await cardOf(card.id)).stage).toBe('in-review');
    await editor.call('POST', `${url}/publish`, { publishedDate: '2031-01-01T00:00:00.000Z' });
    expect((await cardOf(card.id)).stage).toBe('scheduled');
    await editor.call('PUT', url, buildArticle({ publishedDate: '2020-01-01T00:00:00.000Z' }));
    expect(await cardOf(card.id)).toMatchObject({ stage: 'published', overdue: false });
    // The assignment is in the audit log once, in words naming the assignee, with a link to the budget.
    const assignments = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'POST /api/admin/budget/:id/assign'));
    expect(assignments).toEqual([]);
    const named = await t.db.select().from(auditLog).where(eq(auditLog.action, 'pitch assigned'));
    expect(named).toContainEqual(
      expect.objectContaining({
        username: editor.username,
        target: `pitch ${card.id} "Housing lottery" to ${reporter.username}`,
        summary: `${editor.username} assigned the pitch 'Housing lottery' to ${reporter.username}`,
        link: '/admin/budget',
      }),
    );
  });

  it('reads a bare wanted-by day as the end of that day in Columbia, summer time or not', async () => {
    const winter = await pitch(other, { title: 'Winter break', wantedBy: '2030-12-01' });
    expect(winter.wantedBy).toBe('2030-12-02T04:59:59.999Z');
    const summer = await pitch(other, { title: 'Summer session', wantedBy: '2030-07-01' });
    const moved = await other.call('PATCH', `/api/admin/budget/${summer.id}`, { wantedBy: '2030-07-15' });
    expect(moved.json()).toMatchObject({ wantedBy: '2030-07-16T03:59:59.999Z' });
    const instant = await pitch(other, { title: 'At noon', wantedBy: '2030-12-01T17:00:00.000Z' });
    expect(instant.wantedBy).toBe('2030-12-01T17:00:00.000Z');
  });

  it('lists the accounts an editor may assign to, without their e-mail addresses', async () => {
    const withEmail = await signInAs(t, 'contributor', { email: 'hidden@example.org' });
    const answer = await editor.call('GET', '/api/admin/budget/assignees');
    expect(answer.statusCode).toBe(200);
    const assignees = answer.json<Record<string, unknown>[]>();
    expect(assignees).toContainEqual({ id: withEmail.id, username: withEmail.username, role: 'contributor' });
    expect(assignees).toContainEqual({ id: editor.id, username: editor.username, role: 'editor' });
    expect(answer.body).not.toContain('hidden@example.org');
    const names = assignees.map((account) => String(account.username));
    expect(names).toEqual([...names].sort());
    expect((await other.call('GET', '/api/admin/budget/assignees')).statusCode).toBe(403);
  });

  it('marks overdue cards and filters by assignee, kind and due date', async () => {
    const late = await pitch(other, { title: 'Late graphic', kind: 'graphic', wantedBy: '2020-03-01' });
    const soon = await pitch(other, { title: 'Soon video', kind: 'video' });
    await editor.call('POST', `/api/admin/budget/${late.id}/assign`, { assigneeId: other.id });
    const lateCard = await cardOf(late.id);
    expect(lateCard).toMatchObject({ overdue: true, stage: 'assigned', item: { kind: 'graphic' } });
    const [graphic] = await t.db.select().from(graphics).where(eq(graphics.id, lateCard.item!.id));
    expect(graphic).toMatchObject({ description: 'Why it matters', createdBy: other.id, status: 'draft' });

    const ids = async (query: string) =>
      (await other.call('GET', `/api/admin/budget?${query}`)).json<Pitch[]>().map((c) => c.id);
    expect(await ids('due=overdue')).toEqual([late.id]);
    expect(await ids('kind=video')).toEqual([soon.id]);
    expect(await ids(`assignee=${other.id}&kind=graphic`)).toEqual([late.id]);
    expect(await ids('due=this-week')).toContain(soon.id);
    expect(await ids('due=this-week')).not.toContain(late.id);
  });

  it('makes one draft when two editors assign the same pitch at once', async () => {
    const card = await pitch(other, { title: 'Parallel assignment' });
    const answers = await Promise.all(
      [reporter.id, other.id].map((assigneeId) =>
        editor.call('POST', `/api/admin/budget/${card.id}/assign`, { assigneeId }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const drafts = await t.db.select().from(articles).where(eq(articles.title, 'Parallel assignment'));
    expect(drafts).toHaveLength(1);
    const final = await cardOf(card.id);
    expect(final.item!.id).toBe(drafts[0]!.id);
    expect(drafts[0]!.createdBy).toBe(final.assigneeId);
  });

  // Issue 34, item 1: an editor changed an assigned article pitch to a video and assigned it again,
  // which handed another contributor's draft video with the article's id to the assignee.
  it('keeps a pitch’s kind once its draft exists, and reassigns only that draft', async () => {
    const victim = await signInAs(t, 'contributor');
    const card = await pitch(editor, { title: 'Parking permits' });
    const articleId = (await assign(editor, card, other)).item!.id;
    await draftWithId('video', articleId, victim.id);

    const changed = await editor.call('PATCH', `/api/admin/budget/${card.id}`, { kind: 'video' });
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toMatchObject({ message: PITCH_KIND_LOCKED });
    expect(await cardOf(card.id)).toMatchObject({
      kind: 'article',
      item: { kind: 'article', id: articleId },
    });
    // The same kind again (the edit form sends every field) is no change.
    const renamed = await editor.call('PATCH', `/api/admin/budget/${card.id}`, {
      kind: 'article',
      title: 'Parking permit prices',
    });
    expect(renamed.statusCode).toBe(200);

    // A pitch whose kind was changed before this rule still hands over the draft it made, and only it.
    await t.db.update(storyPitches).set({ kind: 'video' }).where(eq(storyPitches.id, card.id));
    expect((await assign(editor, card, reporter)).item).toEqual({ kind: 'article', id: articleId });
    expect(await ownerOf(articles, articleId)).toBe(reporter.id);
    expect(await ownerOf(videos, articleId)).toBe(victim.id);
    expect((await victim.call('GET', `/api/admin/broadcast/${articleId}`)).statusCode).toBe(200);
    expect((await reporter.call('GET', `/api/admin/broadcast/${articleId}`)).statusCode).toBe(404);
  });

  // Issue 34, item 1, the contributor's way: with the assignee's account removed the pitch was theirs
  // to change again, and the next assignment gave them an editor's draft graphic with the same id.
  it('gives the draft of a removed assignee to the editor who assigned it', async () => {
    const writer = await signInAs(t, 'contributor');
    const card = await pitch(other, { title: 'Library hours' });
    const articleId = (await assign(editor, card, writer)).item!.id;
    await draftWithId('graphic', articleId, editor.id);

    await removeAccount(writer);
    expect(await cardOf(card.id)).toMatchObject({ assigneeId: editor.id, stage: 'assigned' });
    expect(await ownerOf(articles, articleId)).toBe(editor.id);
    expect(await ownerOf(graphics, articleId)).toBe(editor.id);
    expect((await other.call('PATCH', `/api/admin/budget/${card.id}`, { kind: 'graphic' })).statusCode).toBe(
      403,
    );
    const handedOver = await t.db.select().from(auditLog).where(eq(auditLog.action, 'pitch assigned'));
    expect(handedOver).toContainEqual(
      expect.objectContaining({
        username: admin.username,
        target: `pitch ${card.id} "Library hours" to ${editor.username}`,
      }),
    );
  });

  it('leaves the draft to editors alone when its assigner is gone or no editor now, its kind still fixed', async () => {
    const [writer, gone, demoted] = [
      await signInAs(t, 'contributor'),
      await signInAs(t, 'editor'),
      await signInAs(t, 'editor'),
    ];
    const card = await pitch(other, { title: 'Bus routes' });
    const articleId = (await assign(gone, card, writer)).item!.id;
    await draftWithId('graphic', articleId, editor.id);
    const another = await pitch(other, { title: 'Night buses' });
    const anotherId = (await assign(demoted, another, writer)).item!.id;
    await removeAccount(gone);
    await t.db.update(admins).set({ role: 'contributor' }).where(eq(admins.id, demoted.id));
    await removeAccount(writer);
    expect(await cardOf(card.id)).toMatchObject({
      assigneeId: null,
      item: { kind: 'article', id: articleId },
    });
    expect(await cardOf(another.id)).toMatchObject({ assigneeId: null });
    expect(await ownerOf(articles, articleId)).toBeNull();
    expect(await ownerOf(articles, anotherId)).toBeNull();

    const changed = await other.call('PATCH', `/api/admin/budget/${card.id}`, { kind: 'graphic' });
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toMatchObject({ message: PITCH_KIND_LOCKED });
    await assign(editor, card, other);
    expect(await ownerOf(articles, articleId)).toBe(other.id);
    expect(await ownerOf(graphics, articleId)).toBe(editor.id);
    expect((await other.call('DELETE', `/api/admin/graphics/${articleId}`)).statusCode).toBe(404);
  });
});
