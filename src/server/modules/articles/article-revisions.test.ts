import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RoleSession, signInAs } from '../../../../test-support/sign-in-as-role.ts';
import { signInAsNewAdmin, startTestApp, type TestApp } from '../../../../test-support/test-app.ts';
import { FOLD_MS } from './articles.service.ts';
import { articleRevisions } from './articles.table.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const body = (title: string, content: string) => ({
  title,
  excerpt: 'Excerpt',
  content,
  author: 'Maya Brooks',
  imageUrl: '/uploads/a.png',
  category: 'news',
});

describe('article history', () => {
  it('keeps every save with who and when, shows a past one, and restores it as a new revision', async () => {
    const maya = await signInAsNewAdmin(t);
    const omar = await signInAsNewAdmin(t);
    const as = (who: { cookie: string }) => ({ cookie: who.cookie });
    const created = (
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/articles',
        payload: body('First draft', 'One'),
        headers: as(maya),
      })
    ).json();
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/articles/${created.id}`,
      payload: body('Second take', 'Two'),
      headers: as(omar),
    });

    const list = (
      await t.app.inject({
        method: 'GET',
        url: `/api/admin/articles/${created.id}/revisions`,
        headers: as(maya),
      })
    ).json();
    expect(list.map((r: { savedBy: string; title: string }) => [r.savedBy, r.title])).toEqual([
      [omar.username, 'Second take'],
      [maya.username, 'First draft'],
    ]);
    const first = list[1];
    const shown = (
      await t.app.inject({
        method: 'GET',
        url: `/api/admin/articles/${created.id}/revisions/${first.id}`,
        headers: as(maya),
      })
    ).json();
    expect(shown.article).toMatchObject({ title: 'First draft', content: 'One', author: 'Maya Brooks' });

    const restored = await t.app.inject({
      method: 'POST',
      url: `/api/admin/articles/${created.id}/revisions/${first.id}/restore`,
      headers: as(maya),
    });
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ title: 'First draft', content: 'One' });
    expect((await t.app.inject({ method: 'GET', url: `/api/articles/${created.id}` })).json().title).toBe(
      'First draft',
    );
    const after = (
      await t.app.inject({
        method: 'GET',
        url: `/api/admin/articles/${created.id}/revisions`,
        headers: as(maya),
      })
    ).json();
    expect(after).toHaveLength(3);
    expect(after[0]).toMatchObject({ savedBy: maya.username, title: 'First draft' });

    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/admin/articles/${created.id}/revisions/999999`,
          headers: as(maya),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/admin/articles/${created.id}/revisions` })).statusCode,
    ).toBe(401);
  });

  // Issue 34, item 2: the history of any published article was open to every contributor.
  it('shows an article’s history to its author and editors only, 404 to another contributor', async () => {
    const author = await signInAs(t, 'contributor');
    const stranger = await signInAs(t, 'contributor');
    const editor = await signInAs(t, 'editor');
    const draft = body('Tuition vote', 'UNPUBLISHED SOURCE NAME: Dana Reyes');
    const { id } = (await author.call('POST', '/api/admin/articles', draft)).json<{ id: number }>();
    const published = { ...draft, content: 'A source close to the board', status: 'published' };
    expect((await editor.call('PUT', `/api/admin/articles/${id}`, published)).statusCode).toBe(200);
    const history = (await author.call('GET', `/api/admin/articles/${id}/revisions`)).json<
      { id: number }[]
    >();
    const first = history.at(-1)!.id;

    expect((await stranger.call('GET', `/api/admin/articles/${id}`)).statusCode).toBe(200);
    for (const url of [
      `/api/admin/articles/${id}/revisions`,
      `/api/admin/articles/${id}/revisions/${first}`,
    ]) {
      const refused = await stranger.call('GET', url);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ message: 'Article not found' });
      expect(refused.body).not.toContain('Dana Reyes');
      expect((await author.call('GET', url)).statusCode).toBe(200);
      expect((await editor.call('GET', url)).statusCode).toBe(200);
    }
    expect((await author.call('GET', `/api/admin/articles/${id}/revisions/${first}`)).body).toContain(
      'Dana Reyes',
    );
  });
});

describe('what each revision says', () => {
  type Summary = {
    id: number;
    savedBy: string;
    savedByName: string;
    changes: { field: string; before?: unknown; after?: unknown }[];
  };
  const historyOf = async (as: { call: RoleSession['call'] }, id: number) =>
    (await as.call('GET', `/api/admin/articles/${id}/revisions`)).json<Summary[]>();
  const story = (overrides: Record<string, unknown> = {}) => ({
    ...body('Main Street murals', 'Painted walls'),
    status: 'published',
    publishedDate: '2026-11-23T14:00:00.000Z',
    ...overrides,
  });

  it('writes no revision for a save that changes nothing', async () => {
    const editor = await signInAs(t, 'editor');
    const { id } = (await editor.call('POST', '/api/admin/articles', story())).json<{ id: number }>();
    expect((await editor.call('PUT', `/api/admin/articles/${id}`, story())).statusCode).toBe(200);
    expect((await editor.call('PUT', `/api/admin/articles/${id}`, story())).statusCode).toBe(200);
    expect(await historyOf(editor, id)).toHaveLength(1);
  });

  it('names a title change and an unpublish with old and new values, and the person', async () => {
    const profile = await t.app.inject({
      method: 'POST',
      url: '/api/admin/contributors',
      payload: { name: 'Ana Diaz' },
      headers: { cookie: (await signInAsNewAdmin(t)).cookie },
    });
    const ana = await signInAs(t, 'editor', { contributorId: profile.json<{ id: number }>().id });
    const omar = await signInAs(t, 'editor');
    const { id } = (await omar.call('POST', '/api/admin/articles', story())).json<{ id: number }>();
    const edit = story({ title: "Main Street's New Murals", status: 'draft', publishedDate: undefined });
    expect((await ana.call('PUT', `/api/admin/articles/${id}`, edit)).statusCode).toBe(200);

    const [latest, first] = await historyOf(ana, id);
    expect(latest).toMatchObject({ savedBy: ana.username, savedByName: 'Ana Diaz' });
    expect(latest!.changes).toEqual([
      { field: 'status', before: 'published', after: 'draft' },
      { field: 'title', before: 'Main Street murals', after: "Main Street's New Murals" },
    ]);
    expect(first).toMatchObject({ savedByName: omar.username, changes: [] });

    // A date change and Featured are named too; long text only as changed.
    const moved = {
      ...edit,
      publishedDate: '2026-11-28T14:00:00.000Z',
      featured: true,
      content: 'New walls',
    };
    await omar.call('PUT', `/api/admin/articles/${id}`, moved);
    const [dated] = await historyOf(omar, id);
    expect(dated!.changes).toEqual([
      { field: 'publishedDate', before: '2026-11-23T14:00:00.000Z', after: '2026-11-28T14:00:00.000Z' },
      { field: 'featured', before: false, after: true },
      { field: 'content' },
    ]);
    const one = await omar.call('GET', `/api/admin/articles/${id}/revisions/${dated!.id}`);
    expect(one.json()).toMatchObject({ changes: dated!.changes, article: { content: 'New walls' } });
  });

  it('folds quick saves by one person into one revision, but not a status change or another person', async () => {
    const maya = await signInAs(t, 'editor');
    const omar = await signInAs(t, 'editor');
    const draft = (title: string, content = 'Draft text') => ({
      ...story({ title, status: 'draft' }),
      content,
    });
    const { id } = (await maya.call('POST', '/api/admin/articles', draft('Budget vote'))).json<{
      id: number;
    }>();
    const url = `/api/admin/articles/${id}`;
    await maya.call('PUT', url, draft('Budget vote', 'Draft text, more'));
    await maya.call('PUT', url, draft('Budget vote tonight', 'Draft text, more and more'));
    // Saves by one person a moment apart: still the one revision made on create.
    expect(await historyOf(maya, id)).toHaveLength(1);

    await omar.call('PUT', url, draft('Budget vote tonight', 'Omar was here'));
    await maya.call('PUT', url, draft('Budget vote tonight', 'Maya again'));
    expect((await historyOf(maya, id)).map((r) => r.savedBy)).toEqual([
      maya.username,
      omar.username,
      maya.username,
    ]);

    // Publishing is a line of its own, and the next quick fix does not fold into it.
    await maya.call('PUT', url, { ...draft('Budget vote tonight', 'Maya again'), status: 'published' });
    await maya.call('PUT', url, { ...draft('Budget vote tonight!', 'Maya again'), status: 'published' });
    const history = await historyOf(maya, id);
    expect(history.slice(0, 2).map((r) => r.changes.map((c) => c.field))).toEqual([['title'], ['status']]);

    // Ten minutes on, the same person's save starts a new revision.
    await t.db
      .update(articleRevisions)
      .set({ savedAt: new Date(Date.now() - FOLD_MS - 1000) })
      .where(eq(articleRevisions.id, history[0]!.id));
    await maya.call('PUT', url, { ...draft('Budget vote tonight!', 'Later'), status: 'published' });
    expect(await historyOf(maya, id)).toHaveLength(history.length + 1);
  });

  it('keeps the review steps of an article', async () => {
    const author = await signInAs(t, 'contributor');
    const editor = await signInAs(t, 'editor');
    const { id } = (await author.call('POST', '/api/admin/articles', story())).json<{ id: number }>();
    expect((await author.call('POST', `/api/admin/articles/${id}/submit`)).statusCode).toBe(200);
    await editor.call('POST', `/api/admin/articles/${id}/publish`, {});
    const steps = (await historyOf(editor, id)).map((r) => r.changes.find((c) => c.field === 'status'));
    expect(steps.slice(0, 2)).toEqual([
      { field: 'status', before: 'in-review', after: 'published' },
      { field: 'status', before: 'draft', after: 'in-review' },
    ]);
  });
});
