import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../../../../test-support/sign-in-as-role.ts';
import { signInAsNewAdmin, startTestApp, type TestApp } from '../../../../test-support/test-app.ts';

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
