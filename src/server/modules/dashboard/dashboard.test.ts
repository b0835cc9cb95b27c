import { describe, expect, it } from 'vitest';
import { signedInTestApp, signInAsNewAdmin } from '../../../../test-support/test-app.ts';
import type { Dashboard } from '../../../contracts/dashboard.ts';
import { articles } from '../articles/articles.table.ts';
import { graphics } from '../graphics/graphics.table.ts';

const t = signedInTestApp();

const create = async (url: string, payload: object) => {
  const response = await t.app.inject({ method: 'POST', url, payload, headers: { cookie: t.cookie } });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number };
};
const story = (title: string) => ({
  title,
  excerpt: 'e',
  content: 'c',
  author: 'Ada Reporter',
  imageUrl: '/uploads/a.png',
  category: 'news',
});
const artwork = (title: string) => ({
  title,
  description: 'd',
  type: 'illustration',
  creators: ['A'],
  imageUrl: '/uploads/g.png',
  publishedDate: new Date('2095-01-01T00:00:00Z'),
});
const dashboard = async () => (await t.asAdmin('GET', '/api/admin/dashboard')).json() as Dashboard;

describe('GET /api/admin/dashboard', () => {
  it('is for admins only', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard' });
    expect(response.statusCode).toBe(401);
  });

  it('counts every item, drafts included, and lists the newest three of each kind', async () => {
    const before = await dashboard();
    for (const title of ['First', 'Second', 'Third', 'Fourth']) {
      await create('/api/admin/articles', {
        title,
        excerpt: 'e',
        content: 'c',
        author: 'Ada Reporter',
        imageUrl: '/uploads/a.png',
        status: title === 'Fourth' ? 'draft' : 'published',
      });
    }
    await create('/api/admin/events', {
      title: 'General meeting',
      description: 'd',
      date: '2031-02-03T18:00:00.000Z',
      location: 'Room 1',
      type: 'meeting',
    });
    const after = await dashboard();
    expect(after.counts.articles - before.counts.articles).toBe(4);
    expect(after.counts.events! - before.counts.events!).toBe(1);
    expect(after.recent.articles.map((a) => a.title)).toEqual(['Fourth', 'Third', 'Second']);
    expect(after.recent.articles[0]).toMatchObject({ author: 'Ada Reporter', status: 'draft' });
    expect(after.recent.events?.[0]).toMatchObject({
      title: 'General meeting',
      date: '2031-02-03T18:00:00.000Z',
    });
  });

  it('counts the reader comments waiting for approval', async () => {
    const article = await create('/api/admin/articles', {
      title: 'Commented',
      excerpt: 'e',
      content: 'c',
      author: 'Ada Reporter',
      imageUrl: '/uploads/a.png',
    });
    const before = await dashboard();
    const posted = await t.app.inject({
      method: 'POST',
      url: `/api/articles/${article.id}/comments`,
      payload: { name: 'Reader', content: 'Thanks for this.' },
    });
    expect(posted.statusCode).toBe(201);
    expect((await dashboard()).counts.pendingComments! - before.counts.pendingComments!).toBe(1);
    await t.asAdmin('PATCH', `/api/admin/comments/${posted.json().id}`, { status: 'approved' });
    expect((await dashboard()).counts.pendingComments).toBe(before.counts.pendingComments);
  });

  it("takes a graphic's thumbnail from its first slide, with the slide's type", async () => {
    await create('/api/admin/graphics', {
      title: 'Clip first',
      description: 'd',
      type: 'illustration',
      creators: ['A'],
      imageUrl: '/uploads/still.png',
      slides: [
        { url: '/uploads/second.png', mimeType: 'image/png', filename: 'second.png', order: 1 },
        { url: '/uploads/first.mp4', mimeType: 'video/mp4', filename: 'first.mp4', order: 0 },
      ],
    });
    const { recent } = await dashboard();
    expect(recent.graphics[0]).toMatchObject({
      title: 'Clip first',
      thumbnailUrl: '/uploads/first.mp4',
      thumbnailMimeType: 'video/mp4',
    });
  });

  it('lists the newest by published date, not by when the row was written', async () => {
    const story = (title: string, publishedDate: string) =>
      create('/api/admin/articles', {
        title,
        excerpt: 'e',
        content: 'c',
        author: 'Ada Reporter',
        imageUrl: '/uploads/a.png',
        publishedDate,
      });
    // Written in this order, as an import or a backdated story would be.
    const later = await story('Published Nov 25', '2090-11-25T12:00:00.000Z');
    const earlier = await story('Published Nov 5', '2090-11-05T12:00:00.000Z');
    const { recent } = await dashboard();
    expect(recent.articles.slice(0, 2).map((a) => a.title)).toEqual(['Published Nov 25', 'Published Nov 5']);
    for (const { id } of [later, earlier]) await t.asAdmin('DELETE', `/api/admin/articles/${id}`);
  });
});

describe('GET /api/admin/dashboard as a contributor', () => {
  it("lists their own items of any status and the published ones, never another's draft or events", async () => {
    const contributor = await signInAsNewAdmin(t, undefined, 'contributor');
    const asContributor = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/admin/dashboard',
          headers: { cookie: contributor.cookie },
        })
      ).json() as Dashboard;
    const before = await asContributor();
    // Another's draft and a published story by the editor; then the contributor's own draft.
    await t.db.insert(articles).values([
      { ...story('Unseen draft'), status: 'draft', publishedDate: new Date('2095-01-03T00:00:00Z') },
      { ...story('Seen published'), publishedDate: new Date('2020-01-01T00:00:00Z') },
    ]);
    const [own] = await t.db
      .insert(articles)
      .values({
        ...story('Own draft'),
        status: 'draft',
        createdBy: contributor.id,
        publishedDate: new Date('2095-01-02T00:00:00Z'),
      })
      .returning();
    await t.db
      .insert(graphics)
      .values({ ...artwork('Own graphic'), createdBy: contributor.id, status: 'draft' });

    const seen = await asContributor();
    expect((await dashboard()).recent.articles.map((item) => item.title)).toContain('Unseen draft');
    expect(seen.recent.articles[0]).toMatchObject({ id: own!.id, title: 'Own draft', status: 'draft' });
    expect(seen.recent.graphics[0]).toMatchObject({ title: 'Own graphic', status: 'draft' });
    for (const item of [...seen.recent.articles, ...seen.recent.videos, ...seen.recent.graphics]) {
      expect(item.title).not.toBe('Unseen draft');
    }
    // Counted as listed: the own draft and the published story, not the other's draft.
    expect(seen.counts.articles - before.counts.articles).toBe(2);
    expect(seen.counts.graphics - before.counts.graphics).toBe(1);
    expect(seen.counts.articles).toBeLessThan((await dashboard()).counts.articles);
  });

  it('holds no counts or lists of what only an editor uses', async () => {
    const { cookie } = await signInAsNewAdmin(t, undefined, 'contributor');
    const seen = (
      await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: { cookie } })
    ).json() as Dashboard;
    expect(Object.keys(seen.counts).sort()).toEqual(['articles', 'graphics', 'videos']);
    expect(seen.recent).not.toHaveProperty('events');
    expect(Object.keys((await dashboard()).counts)).toContain('pendingComments');
  });
});
