import { describe, expect, it } from 'vitest';
import { signedInTestApp, signInAsNewAdmin } from '../../../../test-support/test-app.ts';
import { ADMIN_SEARCH_MAX_LIMIT, type AdminSearchResult } from '../../../contracts/admin-search.ts';
import { articles } from '../articles/articles.table.ts';
import { crosswords } from '../crosswords/crosswords.table.ts';
import { events } from '../events/events.table.ts';
import { membersOfTheMonth } from '../members-of-the-month/members-of-the-month.table.ts';
import { videos } from '../videos/videos.table.ts';

const t = signedInTestApp();

const search = (query: string, headers: Record<string, string> = { cookie: t.cookie }) =>
  t.app.inject({ method: 'GET', url: `/api/admin/search${query}`, headers });
const results = async (query: string) => {
  const response = await search(query);
  expect(response.statusCode).toBe(200);
  return response.json() as AdminSearchResult[];
};

const article = (title: string, extra: Partial<typeof articles.$inferInsert> = {}) => ({
  title,
  excerpt: 'About Zebra crossings',
  content: '<p>Text</p>',
  imageUrl: '/uploads/a.png',
  category: 'news',
  author: 'Zebra Reporter',
  ...extra,
});

describe('GET /api/admin/search', () => {
  it('finds titles of every kind with an editor, case ignored, those starting with the words first', async () => {
    const [draft] = await t.db
      .insert(articles)
      .values(article('The marimba budget vote', { status: 'draft' }))
      .returning();
    const [older] = await t.db
      .insert(articles)
      .values(article('Marimba night on campus', { updatedAt: new Date('2025-01-01T00:00:00Z') }))
      .returning();
    const [video] = await t.db
      .insert(videos)
      .values({
        title: 'MARIMBA live',
        description: 'd',
        videoUrl: 'https://example.org/v.mp4',
        type: 'long-form',
      })
      .returning();
    const [event] = await t.db
      .insert(events)
      .values({
        title: 'Marimba workshop',
        description: 'd',
        date: new Date(),
        location: 'Hall',
        type: 'workshop',
      })
      .returning();
    const [member] = await t.db
      .insert(membersOfTheMonth)
      .values({
        name: 'Ada Marimba',
        major: 'Journalism',
        year: 'Senior',
        bio: 'b',
        imageUrl: '/uploads/m.png',
        achievements: 'a',
        quote: 'q',
        month: 'May 2026',
      })
      .returning();
    const [crossword] = await t.db
      .insert(crosswords)
      .values({ title: 'Marimba puzzle', puzzleData: '{}', clues: '{}' })
      .returning();

    const found = await results('?q=marimba');
    // Starting with the word: newest edit first, the older article last of them; then the others.
    expect(found.map(({ kind, id }) => `${kind} ${id}`)).toEqual([
      `crossword ${crossword!.id}`,
      `event ${event!.id}`,
      `video ${video!.id}`,
      `article ${older!.id}`,
      `member ${member!.id}`,
      `article ${draft!.id}`,
    ]);
    expect(found.at(-1)).toEqual({
      kind: 'article',
      id: draft!.id,
      title: 'The marimba budget vote',
      status: 'draft',
      updatedAt: draft!.updatedAt.toISOString(),
    });
    expect(found.find((result) => result.kind === 'event')).not.toHaveProperty('status');
  });

  it('looks in titles only, and takes %, _ and \\ literally', async () => {
    // "Zebra" is in every article's excerpt and byline above, never in a title.
    expect(await results('?q=zebra')).toEqual([]);
    await t.db.insert(articles).values(article('Tuition up 5% this fall'));
    expect((await results('?q=5%25')).map((result) => result.title)).toEqual(['Tuition up 5% this fall']);
    expect(await results('?q=_')).toEqual([]);
  });

  it('answers at most `limit` results, 8 unless asked, 20 at most', async () => {
    await t.db
      .insert(articles)
      .values(Array.from({ length: 25 }, (_, i) => article(`Quokka count ${i + 1}`)));
    expect(await results('?q=quokka')).toHaveLength(8);
    expect(await results('?q=quokka&limit=3')).toHaveLength(3);
    expect(await results(`?q=quokka&limit=${ADMIN_SEARCH_MAX_LIMIT}`)).toHaveLength(ADMIN_SEARCH_MAX_LIMIT);
    expect((await search(`?q=quokka&limit=${ADMIN_SEARCH_MAX_LIMIT + 1}`)).statusCode).toBe(400);
  });

  it('refuses a missing, blank or overlong query with 400', async () => {
    for (const query of ['', '?q=', '?q=%20%20', `?q=${'a'.repeat(101)}`, '?q=a&limit=0', '?q=a&limit=two']) {
      const response = await search(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toBeTruthy();
    }
  });

  it('is for signed-in admins only', async () => {
    const response = await search('?q=marimba', {});
    expect(response.statusCode).toBe(401);
    expect(await results('?q=marimba')).not.toEqual([]);
  });
});

describe('GET /api/admin/search as a contributor', () => {
  it("finds their own items of any status and the published ones, never another's draft or other kinds", async () => {
    const contributor = await signInAsNewAdmin(t, undefined, 'contributor');
    await t.db
      .insert(articles)
      .values([
        article('Xylophone draft plans', { status: 'draft' }),
        article('Xylophone concert review'),
        article('Xylophone own pitch', { status: 'draft', createdBy: contributor.id }),
        article('Xylophone own review', { status: 'in-review', createdBy: contributor.id }),
      ]);
    await t.db.insert(videos).values({
      title: 'Xylophone clip',
      description: 'd',
      videoUrl: 'https://example.org/x.mp4',
      type: 'long-form',
      status: 'draft',
      createdBy: contributor.id,
    });
    await t.db.insert(events).values({
      title: 'Xylophone workshop',
      description: 'Bring mallets',
      date: new Date('2030-01-01T18:00:00Z'),
      location: 'Room 1',
      type: 'workshop',
    });
    const response = await search('?q=xylophone', { cookie: contributor.cookie });
    expect(response.statusCode).toBe(200);
    expect((response.json() as AdminSearchResult[]).map((result) => result.title).sort()).toEqual([
      'Xylophone clip',
      'Xylophone concert review',
      'Xylophone own pitch',
      'Xylophone own review',
    ]);
    // An editor finds them all.
    expect(await results('?q=xylophone')).toHaveLength(6);
  });
});
