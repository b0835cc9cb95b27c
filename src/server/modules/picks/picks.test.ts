import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildPick, buildPickItem, buildPickTopic } from '../../../../test-support/factories.ts';
import { signedInTestApp } from '../../../../test-support/test-app.ts';
import type { PickInput } from '../../../contracts/pick.ts';
import { nabjPicks, pickTopics } from './picks.table.ts';

const t = signedInTestApp();

const createTopic = (body: unknown) => t.asAdmin('POST', '/api/admin/nabj-picks', body);

async function stored(): Promise<{ topics: number; picks: number }> {
  const [topics] = await t.db.select({ n: sql<number>`count(*)::int` }).from(pickTopics);
  const [picks] = await t.db.select({ n: sql<number>`count(*)::int` }).from(nabjPicks);
  return { topics: topics!.n, picks: picks!.n };
}

const ids = (list: { id: number }[]) => list.map((item) => item.id);

describe('picks API', () => {
  it('creates a topic, reads its picks publicly and as admin, edits and deletes a pick', async () => {
    const topic = buildPickTopic({
      items: [buildPickItem({ memberName: 'Maya Brooks', recommendationTitle: 'Code Switch' })],
    });
    const created = await createTopic(topic);
    expect(created.statusCode).toBe(201);
    const { topic: storedTopic, picks } = created.json();
    expect(storedTopic).toEqual({
      id: expect.any(Number),
      title: topic.title,
      description: topic.description,
      category: 'podcasts',
      imageUrl: '/uploads/topic.webp',
      createdAt: expect.any(String),
    });
    expect(picks).toHaveLength(1);
    const pick = picks[0];
    expect(pick).toEqual({
      id: expect.any(Number),
      title: 'Code Switch',
      description: topic.items![0]!.reasoning,
      imageUrl: '/uploads/topic.webp',
      type: 'podcast',
      recommendedBy: 'Maya Brooks',
      url: topic.items![0]!.recommendationUrl,
      publishedDate: expect.any(String),
      topicId: storedTopic.id,
      topicTitle: topic.title,
      updatedAt: expect.any(String),
      version: 1,
    });

    const publicList = (await t.app.inject({ method: 'GET', url: '/api/nabj-picks' })).json();
    const { updatedAt: _u, version: _v, ...publicShape } = pick;
    expect(publicList.find((p: { id: number }) => p.id === pick.id)).toEqual(publicShape);

    const adminRead = await t.asAdmin('GET', `/api/admin/nabj-picks/${pick.id}`);
    expect(adminRead.statusCode).toBe(200);
    expect(adminRead.json()).toEqual(pick);
    const adminList = (await t.asAdmin('GET', '/api/admin/nabj-picks')).json();
    expect(ids(adminList)).toContain(pick.id);

    const updated = await t.asAdmin(
      'PUT',
      `/api/admin/nabj-picks/${pick.id}`,
      buildPick({ title: 'Still Processing', url: '', imageUrl: '' }),
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      id: pick.id,
      title: 'Still Processing',
      type: 'music',
      url: null,
      imageUrl: '',
      recommendedBy: 'Jordan Ellis',
      publishedDate: pick.publishedDate,
      // The topic link survives an edit.
      topicId: storedTopic.id,
      topicTitle: topic.title,
    });

    const deleted = await t.asAdmin('DELETE', `/api/admin/nabj-picks/${pick.id}`);
    expect(deleted.statusCode).toBe(204);
    expect(ids((await t.app.inject({ method: 'GET', url: '/api/nabj-picks' })).json())).not.toContain(
      pick.id,
    );
    const gone = await t.asAdmin('GET', `/api/admin/nabj-picks/${pick.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: 'Pick not found' });
  });

  it('turns each complete item into one pick and drops incomplete ones', async () => {
    const before = await stored();
    const complete = [
      buildPickItem({ recommendationUrl: '' }),
      buildPickItem({ memberName: '  Ade Okafor  ', recommendationUrl: undefined }),
    ];
    const incomplete = [
      buildPickItem({ memberName: '' }),
      buildPickItem({ recommendationTitle: '   ' }),
      buildPickItem({ reasoning: undefined }),
      { memberName: '', recommendationTitle: '', recommendationUrl: '', reasoning: '' },
    ];
    const response = await createTopic(
      buildPickTopic({
        category: 'shows',
        items: [incomplete[0]!, complete[0]!, ...incomplete.slice(1), complete[1]!],
      }),
    );
    expect(response.statusCode).toBe(201);
    const { topic, picks } = response.json();
    expect(picks.map((p: { title: string }) => p.title)).toEqual([
      complete[0]!.recommendationTitle,
      complete[1]!.recommendationTitle,
    ]);
    expect(picks.map((p: { recommendedBy: string }) => p.recommendedBy)).toEqual([
      complete[0]!.memberName,
      'Ade Okafor',
    ]);
    for (const pick of picks) expect(pick).toMatchObject({ type: 'show', url: null, topicId: topic.id });
    expect(await stored()).toEqual({ topics: before.topics + 1, picks: before.picks + 2 });
  });

  it.each([
    ['books', 'book'],
    ['podcasts', 'podcast'],
    ['shows', 'show'],
    ['movies', 'movie'],
    ['articles', 'article'],
    ['other', 'other'],
    ['TV Shows', 'show'],
  ])('gives the picks of a %s topic the type %s', async (category, type) => {
    const response = await createTopic(buildPickTopic({ category }));
    expect(response.statusCode).toBe(201);
    expect(response.json().picks[0].type).toBe(type);
  });

  it('defaults the category to books and refuses an unknown one', async () => {
    const { category: _omitted, ...noCategory } = buildPickTopic();
    const response = await createTopic(noCategory);
    expect(response.json().topic.category).toBe('books');
    expect(response.json().picks[0].type).toBe('book');
    const refused = await createTopic(buildPickTopic({ category: 'games' }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.category).toBe(
      'Category must be one of books, podcasts, shows, movies, articles, other',
    );
  });

  it('stores the topic and its picks in one transaction: a failing pick leaves nothing', async () => {
    // A trigger in this file's own database makes the second pick fail after the topic was written.
    await t.db.execute(sql`
      create function refuse_boom_pick() returns trigger language plpgsql as $$
      begin
        if new.title = 'boom' then raise exception 'refused for the test'; end if;
        return new;
      end $$`);
    await t.db.execute(sql`
      create trigger refuse_boom_pick before insert on nabj_picks
      for each row execute function refuse_boom_pick()`);
    try {
      const before = await stored();
      const response = await createTopic(
        buildPickTopic({ items: [buildPickItem(), buildPickItem({ recommendationTitle: 'boom' })] }),
      );
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ message: 'Something went wrong on our side. Please try again.' });
      expect(await stored()).toEqual(before);
    } finally {
      await t.db.execute(sql`drop trigger refuse_boom_pick on nabj_picks`);
      await t.db.execute(sql`drop function refuse_boom_pick()`);
    }
  });

  it.each([
    ['title', 'Topic title is required'],
    ['description', 'Topic description is required'],
    ['imageUrl', 'Topic image is required'],
  ])('refuses a topic with a blank %s with "%s" and stores nothing', async (field, message) => {
    const before = await stored();
    for (const value of ['', '   ', undefined]) {
      const response = await createTopic({ ...buildPickTopic(), [field]: value });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message, errors: { [field]: message } });
    }
    expect(await stored()).toEqual(before);
  });

  it('asks for at least one complete recommendation and checks recommendation links', async () => {
    const before = await stored();
    const message = 'Please add at least one member recommendation';
    for (const items of [
      [],
      undefined,
      [buildPickItem({ reasoning: '' }), buildPickItem({ memberName: ' ' })],
    ]) {
      const response = await createTopic(buildPickTopic({ items }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message, errors: { items: message } });
    }
    const badLink = await createTopic(
      buildPickTopic({ items: [buildPickItem({ recommendationUrl: 'not a link' })] }),
    );
    expect(badLink.statusCode).toBe(400);
    expect(badLink.json().errors).toEqual({ 'items.0.recommendationUrl': 'Must be a valid URL' });
    expect(await stored()).toEqual(before);
  });

  it('checks the edit of a pick with its own messages and changes nothing on refusal', async () => {
    const pick = (await createTopic(buildPickTopic())).json().picks[0];
    const cases: [Partial<Record<keyof PickInput, unknown>>, string, string][] = [
      [{ title: ' ' }, 'title', 'Title is required'],
      [{ description: '' }, 'description', 'Description is required'],
      [{ recommendedBy: '' }, 'recommendedBy', 'Recommended by is required'],
      [{ type: 'game' }, 'type', 'Type must be one of book, podcast, show, movie, music, article, other'],
      [{ url: 'ftp:/nowhere' }, 'url', 'Must be a valid URL'],
      [{ imageUrl: 'javascript:alert(1)' }, 'imageUrl', 'Image must be a valid URL'],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await t.asAdmin('PUT', `/api/admin/nabj-picks/${pick.id}`, {
        ...buildPick(),
        ...overrides,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[field]).toBe(message);
    }
    const unchanged = await t.asAdmin('GET', `/api/admin/nabj-picks/${pick.id}`);
    expect(unchanged.json()).toEqual(pick);
  });

  it('lists picks newest first, bounded, and keeps future-dated ones off the public list', async () => {
    const [a, b] = (await createTopic(buildPickTopic({ items: [buildPickItem(), buildPickItem()] }))).json()
      .picks;
    await t.asAdmin(
      'PUT',
      `/api/admin/nabj-picks/${a.id}`,
      buildPick({ publishedDate: '2030-01-01T00:00:00.000Z' }),
    );
    await t.asAdmin(
      'PUT',
      `/api/admin/nabj-picks/${b.id}`,
      buildPick({ publishedDate: '2021-01-01T00:00:00.000Z' }),
    );
    const publicList = (await t.app.inject({ method: 'GET', url: '/api/nabj-picks?limit=100' })).json();
    expect(ids(publicList)).not.toContain(a.id);
    expect(ids(publicList).at(-1)).toBe(b.id);
    const dates = publicList.map((p: { publishedDate: string }) => Date.parse(p.publishedDate));
    expect(dates).toEqual([...dates].sort((x, y) => y - x));
    const adminList = (await t.asAdmin('GET', '/api/admin/nabj-picks')).json();
    expect(adminList[0].id).toBe(a.id);
    expect((await t.app.inject({ method: 'GET', url: '/api/nabj-picks?limit=1' })).json()).toHaveLength(1);
  });
});
