import { and, eq, getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { signedInTestApp } from '../../../test-support/test-app.ts';
import { articleRevisions, articles } from './articles/articles.table.ts';
import { crosswords } from './crosswords/crosswords.table.ts';
import { events } from './events/events.table.ts';
import { graphics } from './graphics/graphics.table.ts';
import { membersOfTheMonth } from './members-of-the-month/members-of-the-month.table.ts';
import { nabjPicks } from './picks/picks.table.ts';
import { uploadReferences } from './uploads/uploads.table.ts';
import { videos } from './videos/videos.table.ts';

const t = signedInTestApp();

const DAY = 24 * 3600_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

/** What a test says about an item; each kind stores it in its own columns. */
interface Item {
  title: string;
  date?: Date;
  updatedAt?: Date;
  status?: 'draft' | 'in-review' | 'published';
  group?: string;
  author?: string;
}

interface Kind {
  name: string;
  path: string;
  table: PgTable;
  row: (item: Item & { date: Date; updatedAt: Date }) => Record<string, unknown>;
  /** The filter by category or type, and two of its values. */
  grouping?: { param: 'category' | 'type'; values: [string, string] };
  hasStatus?: boolean;
  hasAuthor?: boolean;
  /** Its rows may show uploads, which `upload_references` tracks (migration 0012). */
  showsUploads?: boolean;
}

const published = (item: Item) => item.status ?? 'published';

const kinds: Kind[] = [
  {
    name: 'articles',
    path: '/api/admin/articles',
    showsUploads: true,
    table: articles,
    grouping: { param: 'category', values: ['news', 'health'] },
    hasStatus: true,
    hasAuthor: true,
    row: (item) => ({
      title: item.title,
      excerpt: 'An excerpt',
      content: '<p>Text</p>',
      // Finished, so a bulk publish takes it (a draft with only a title is refused).
      imageUrl: 'https://example.org/picture.webp',
      category: item.group ?? 'news',
      author: item.author ?? 'Staff',
      status: published(item),
      publishedDate: item.date,
      updatedAt: item.updatedAt,
    }),
  },
  {
    name: 'videos',
    path: '/api/admin/broadcast',
    showsUploads: true,
    table: videos,
    grouping: { param: 'type', values: ['long-form', 'short-form'] },
    hasStatus: true,
    hasAuthor: true,
    row: (item) => ({
      title: item.title,
      description: 'A video',
      videoUrl: 'https://www.youtube.com/watch?v=abc',
      type: item.group ?? 'long-form',
      creators: [item.author ?? 'Staff'],
      status: published(item),
      publishedDate: item.date,
      updatedAt: item.updatedAt,
    }),
  },
  {
    name: 'graphics',
    path: '/api/admin/graphics',
    showsUploads: true,
    table: graphics,
    grouping: { param: 'type', values: ['illustration', 'photography'] },
    hasStatus: true,
    hasAuthor: true,
    row: (item) => ({
      title: item.title,
      description: 'A graphic',
      imageUrl: 'https://example.org/graphic.webp',
      type: item.group ?? 'illustration',
      creators: [item.author ?? 'Staff'],
      status: published(item),
      publishedDate: item.date,
      updatedAt: item.updatedAt,
    }),
  },
  {
    name: 'events',
    path: '/api/admin/events',
    table: events,
    grouping: { param: 'type', values: ['meeting', 'workshop'] },
    row: (item) => ({
      title: item.title,
      description: 'An event',
      date: item.date,
      location: 'Room 2000',
      type: item.group ?? 'meeting',
      updatedAt: item.updatedAt,
    }),
  },
  {
    name: 'picks',
    path: '/api/admin/nabj-picks',
    showsUploads: true,
    table: nabjPicks,
    grouping: { param: 'type', values: ['book', 'podcast'] },
    row: (item) => ({
      title: item.title,
      description: 'A pick',
      type: item.group ?? 'book',
      recommendedBy: 'A member',
      publishedDate: item.date,
      updatedAt: item.updatedAt,
    }),
  },
  {
    name: 'members of the month',
    path: '/api/admin/member-of-the-month',
    showsUploads: true,
    table: membersOfTheMonth,
    row: (item) => ({
      name: item.title,
      major: 'Journalism',
      year: 'Junior',
      bio: 'A bio',
      imageUrl: '',
      achievements: 'Many',
      quote: 'A quote',
      month: 'May 2026',
      createdAt: item.date,
      updatedAt: item.updatedAt,
    }),
  },
  {
    name: 'crosswords',
    path: '/api/admin/crosswords',
    table: crosswords,
    row: (item) => ({
      title: item.title,
      puzzleData: '{}',
      clues: '{}',
      createdAt: item.date,
      updatedAt: item.updatedAt,
    }),
  },
];

interface Listed {
  id: number;
  title?: string;
  name?: string;
  publishedDate?: string;
  updatedAt: string;
}
const titleOf = (item: Listed) => item.title ?? item.name;

function admin(method: 'GET' | 'POST', url: string, payload?: object, headers = { cookie: t.cookie }) {
  return t.app.inject({ method, url, payload, headers });
}

describe.each(kinds)('the admin list of $name', (kind) => {
  let ids: number[];

  async function add(items: Item[]): Promise<number[]> {
    const rows = items.map((item, index) =>
      kind.row({
        ...item,
        date: item.date ?? daysAgo(index + 1),
        updatedAt: item.updatedAt ?? daysAgo(index + 1),
      }),
    );
    const inserted = (await t.db
      .insert(kind.table)
      .values(rows as never)
      .returning()) as { id: number }[];
    ids = inserted.map((row) => row.id);
    return ids;
  }

  async function list(query = ''): Promise<Listed[]> {
    const response = await admin('GET', `${kind.path}?limit=100${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }
  const titles = async (query = '') => (await list(query)).map(titleOf);

  beforeEach(async () => {
    await t.db.delete(kind.table);
  });

  it('searches titles case-insensitively, trimmed, with % and _ taken literally', async () => {
    await add([
      { title: 'Budget vote tonight' },
      { title: 'Homecoming parade' },
      { title: 'The BUDGET, explained' },
    ]);
    expect(await titles('&q=%20%20budget%20')).toEqual(['Budget vote tonight', 'The BUDGET, explained']);
    expect(await titles('&q=%25')).toEqual([]);
    expect(await titles('&q=')).toHaveLength(3);
    const tooLong = await admin('GET', `${kind.path}?q=${'a'.repeat(201)}`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe('Search at most 200 characters');
  });

  it('gives every item its last edit time', async () => {
    const edited = new Date('2026-01-02T03:04:05.000Z');
    await add([{ title: 'One', updatedAt: edited }]);
    expect((await list())[0]!.updatedAt).toBe(edited.toISOString());
  });

  it.runIf(kind.hasStatus)(
    'filters by status: draft, in review, scheduled (a future date) and published',
    async () => {
      await add([
        { title: 'Draft', status: 'draft' },
        { title: 'Scheduled', date: new Date(Date.now() + DAY) },
        { title: 'Live', date: daysAgo(2) },
        // Whatever its date, an item in review is neither scheduled nor published.
        { title: 'In review later', status: 'in-review', date: new Date(Date.now() + DAY) },
        { title: 'In review', status: 'in-review', date: daysAgo(3) },
      ]);
      expect(await titles('&status=draft')).toEqual(['Draft']);
      expect(await titles('&status=in-review')).toEqual(['In review later', 'In review']);
      expect(await titles('&status=scheduled')).toEqual(['Scheduled']);
      expect(await titles('&status=published')).toEqual(['Live']);
      expect((await admin('GET', `${kind.path}?status=archived`)).statusCode).toBe(400);
    },
  );

  it.runIf(kind.grouping)('filters by its category or type, and refuses an unknown one', async () => {
    const { param, values } = kind.grouping!;
    await add([
      { title: 'First', group: values[0] },
      { title: 'Second', group: values[1] },
    ]);
    expect(await titles(`&${param}=${values[1]}`)).toEqual(['Second']);
    expect(await titles(`&${param}=`)).toHaveLength(2);
    const unknown = await admin('GET', `${kind.path}?${param}=nonsense`);
    expect(unknown.statusCode).toBe(400);
    // The other of category and type is not this kind's filter: ignored, like any unknown parameter.
    expect(await titles(`&${param === 'type' ? 'category' : 'type'}=nonsense`)).toHaveLength(2);
  });

  it.runIf(kind.hasAuthor)('filters by author, whatever the case', async () => {
    await add([
      { title: 'Hers', author: 'Maya Johnson' },
      { title: 'His', author: 'Darius Green' },
    ]);
    expect(await titles('&author=maya%20johnson')).toEqual(['Hers']);
  });

  it('sorts by date and last edit newest first, and by title A to Z', async () => {
    await add([
      { title: 'banana', date: daysAgo(3), updatedAt: daysAgo(1) },
      { title: 'Apple', date: daysAgo(1), updatedAt: daysAgo(2) },
      { title: 'cherry', date: daysAgo(2), updatedAt: daysAgo(3) },
    ]);
    expect(await titles()).toEqual(['Apple', 'cherry', 'banana']);
    expect(await titles('&sort=date')).toEqual(['Apple', 'cherry', 'banana']);
    expect(await titles('&sort=edited')).toEqual(['banana', 'Apple', 'cherry']);
    expect(await titles('&sort=title')).toEqual(['Apple', 'banana', 'cherry']);
    expect((await admin('GET', `${kind.path}?sort=views`)).statusCode).toBe(400);
  });

  it.each(['date', 'title', 'edited'])('pages by keyset under sort=%s, ties included', async (sort) => {
    const same = daysAgo(5);
    // Equal dates, edit times and titles (but for case) on purpose: the id orders them.
    await add([
      { title: 'Tie', date: same, updatedAt: same },
      { title: 'tie', date: same, updatedAt: same },
      { title: 'TIE', date: same, updatedAt: same },
      { title: 'Alpha', date: daysAgo(1), updatedAt: daysAgo(9) },
      { title: 'Zulu', date: daysAgo(9), updatedAt: daysAgo(1) },
      { title: 'Tie', date: same, updatedAt: same },
      { title: 'Mike', date: daysAgo(7), updatedAt: same },
    ]);
    const all = (await list(`&sort=${sort}`)).map((item) => item.id);
    const paged: number[] = [];
    let after: number | undefined;
    for (let page = 0; page < 4; page++) {
      const query = `&sort=${sort}&limit=3${after ? `&after=${after}` : ''}`;
      const rows = (await admin('GET', `${kind.path}?${query.slice(1)}`)).json() as Listed[];
      paged.push(...rows.map((row) => row.id));
      after = rows.at(-1)?.id;
      if (rows.length < 3) break;
    }
    expect(all).toHaveLength(7);
    expect(paged).toEqual(all);
  });

  it.runIf(kind.hasStatus)('publishes and sends back to draft in bulk, counting what changed', async () => {
    const [first, second, third] = await add([
      { title: 'One', status: 'draft' },
      { title: 'Two', status: 'draft' },
      { title: 'Three' },
    ]);
    const publish = await admin('POST', `${kind.path}/bulk`, {
      action: 'publish',
      ids: [first, second, third, 2_000_000],
    });
    expect(publish.statusCode, publish.body).toBe(200);
    // The third was published already and the last does not exist.
    expect(publish.json()).toEqual({ count: 2 });
    expect(await titles('&status=draft')).toEqual([]);

    const dateOf = async (id: number | undefined) =>
      (await list()).find((item) => item.id === id)?.publishedDate;
    const wentOut = await dateOf(third);
    const draft = await admin('POST', `${kind.path}/bulk`, { action: 'draft', ids: [first, third] });
    expect(draft.json()).toEqual({ count: 2 });
    expect(await titles('&status=draft')).toEqual(['One', 'Three']);
    // Out and back in, an item keeps its date: a bulk publish never moves an old story to the top.
    await admin('POST', `${kind.path}/bulk`, { action: 'publish', ids: [third] });
    expect(await dateOf(third)).toBe(wentOut);
  });

  it('deletes in bulk, skipping unknown ids', async () => {
    const [first, , third] = await add([{ title: 'One' }, { title: 'Two' }, { title: 'Three' }]);
    const response = await admin('POST', `${kind.path}/bulk`, {
      action: 'delete',
      ids: [first, third, 2_000_000],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ count: 2 });
    expect(await titles()).toEqual(['Two']);
    expect((await admin('GET', `${kind.path}/${first}`)).statusCode).toBe(404);
  });

  it.runIf(kind.showsUploads)(
    'frees the uploads the deleted items showed, as a single delete does',
    async () => {
      const upload = '/uploads/0f8fad5b-d9cb-469f-a165-70867728950e.png';
      const [id] = await add([{ title: `Pictured ${upload}` }]);
      const references = () =>
        t.db
          .select()
          .from(uploadReferences)
          .where(
            and(eq(uploadReferences.sourceTable, getTableName(kind.table)), eq(uploadReferences.rowId, id!)),
          );
      expect(await references()).toHaveLength(1);
      await admin('POST', `${kind.path}/bulk`, { action: 'delete', ids: [id] });
      expect(await references()).toEqual([]);
    },
  );

  it('changes nothing on a bad body, and needs a session', async () => {
    const [first] = await add([{ title: 'Kept', status: 'draft' }]);
    const bad: [object, string][] = [
      [{ action: 'delete', ids: [] }, 'Choose at least one item'],
      [{ action: 'delete', ids: Array.from({ length: 101 }, (_, n) => n + 1) }, 'At most 100 items at once'],
      [{ action: 'delete', ids: ['x'] }, 'The id must be a whole number'],
      [
        { action: 'archive', ids: [first] },
        kind.hasStatus ? 'action must be one of publish, draft, delete' : 'action must be delete',
      ],
    ];
    if (!kind.hasStatus) bad.push([{ action: 'publish', ids: [first] }, 'action must be delete']);
    for (const [body, message] of bad) {
      const response = await admin('POST', `${kind.path}/bulk`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const anonymous = await admin(
      'POST',
      `${kind.path}/bulk`,
      { action: 'delete', ids: [first] },
      { cookie: '' },
    );
    expect(anonymous.statusCode).toBe(401);
    expect((await admin('GET', kind.path, undefined, { cookie: '' })).statusCode).toBe(401);
    expect(await titles()).toEqual(['Kept']);
  });
});

describe('bulk actions on articles', () => {
  it('keep each status change in the article history, as an edit does', async () => {
    const [row] = await t.db
      .insert(articles)
      .values({
        title: 'History',
        excerpt: 'e',
        content: '<p>c</p>',
        imageUrl: 'https://example.org/picture.webp',
        category: 'news',
        author: 'Staff',
        status: 'draft',
      })
      .returning();
    await admin('POST', '/api/admin/articles/bulk', { action: 'publish', ids: [row!.id] });
    const revisions = await t.db.select().from(articleRevisions);
    expect(
      revisions.filter((revision) => revision.articleId === row!.id).map((r) => r.snapshot.status),
    ).toEqual(['published']);
  });
});
