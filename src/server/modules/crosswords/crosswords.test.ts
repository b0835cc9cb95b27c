import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildCrossword, crosswordClues } from '../../../../test-support/factories.ts';
import { signedInTestApp } from '../../../../test-support/test-app.ts';
import { crosswords } from './crosswords.table.ts';

const t = signedInTestApp();

const admin = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { cookie: t.cookie } });
const create = (body: object) => admin('POST', '/api/admin/crosswords', body);
const activate = (id: number) => admin('PATCH', `/api/admin/crosswords/${id}/activate`);
const activeIds = async () =>
  (await t.db.select({ id: crosswords.id }).from(crosswords).where(eq(crosswords.isActive, true))).map(
    (r) => r.id,
  );

describe('crosswords API', () => {
  it('creates a draft, stores canonical JSON, reads, updates and deletes it', async () => {
    const body = buildCrossword({ clueMap: { ...crosswordClues, A9: 'stale' } });
    const created = await create(body);
    expect(created.statusCode).toBe(201);
    const puzzle = created.json();
    expect(puzzle).toMatchObject({ title: body.title, isActive: false });
    expect(Object.keys(puzzle).sort()).toEqual(
      [
        'clues',
        'createdAt',
        'id',
        'isActive',
        'publishedDate',
        'puzzleData',
        'title',
        'updatedAt',
        'version',
      ].sort(),
    );
    expect(JSON.parse(puzzle.puzzleData)).toEqual({
      rows: 3,
      cols: 3,
      grid: [
        ['C', 'A', 'T'],
        ['A', '#', 'O'],
        ['R', 'E', 'D'],
      ],
      notes: 'Theme',
    });
    expect(JSON.parse(puzzle.clues)).toEqual(crosswordClues);

    const read = await admin('GET', `/api/admin/crosswords/${puzzle.id}`);
    expect(read.json()).toEqual(puzzle);
    const list = (await admin('GET', '/api/admin/crosswords')).json();
    expect(list[0].id).toBe(puzzle.id);

    const updated = await admin('PUT', `/api/admin/crosswords/${puzzle.id}`, buildCrossword({ title: '' }));
    expect(updated.statusCode).toBe(200);
    expect(updated.json().title).toBe('Untitled Crossword');

    expect((await admin('DELETE', `/api/admin/crosswords/${puzzle.id}`)).statusCode).toBe(204);
    const gone = await admin('GET', `/api/admin/crosswords/${puzzle.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: 'Crossword Not Found' });
  });

  it('refuses a missing clue with the admin-area §5 message and stores nothing', async () => {
    const before = (await admin('GET', '/api/admin/crosswords')).json().length;
    const response = await create(buildCrossword({ clueMap: { A1: 'Pet', D2: 'Toe', A3: '   ' } }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'Missing clues for numbers: Across: 3; Down: 1 Please provide clues for all numbered entries.',
    );
    expect((await admin('GET', '/api/admin/crosswords')).json().length).toBe(before);
  });

  it.each([
    ['not JSON', { puzzleData: '{"rows": 3,' }, 'Puzzle data must be JSON with rows, cols and grid'],
    [
      'without a grid',
      { puzzleData: '{"rows":3,"cols":3}' },
      'Puzzle data must be JSON with rows, cols and grid',
    ],
    ['missing', { puzzleData: undefined }, 'Puzzle data must be JSON with rows, cols and grid'],
    [
      'too small',
      {
        puzzleData: JSON.stringify({
          rows: 2,
          cols: 2,
          grid: [
            ['A', 'B'],
            ['C', 'D'],
          ],
        }),
      },
      'Rows and columns must each be between 3 and 25',
    ],
    [
      'too large',
      {
        puzzleData: JSON.stringify({
          rows: 26,
          cols: 3,
          grid: Array.from({ length: 26 }, () => ['A', 'B', 'C']),
        }),
      },
      'Rows and columns must each be between 3 and 25',
    ],
    [
      'clues that are not JSON',
      { clues: 'A1: Pet' },
      'Clues must be JSON mapping keys such as A1 or D3 to clue text',
    ],
  ])('refuses puzzle data %s', async (_name, override, message) => {
    const response = await create({ ...buildCrossword(), ...override });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('activates one puzzle in a transaction: exactly one active afterwards, public read follows', async () => {
    const first = (await create(buildCrossword({ title: 'First' }))).json();
    const second = (await create(buildCrossword({ title: 'Second' }))).json();

    const one = await activate(first.id);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ id: first.id, isActive: true });
    expect(Date.parse(one.json().publishedDate)).toBeGreaterThanOrEqual(Date.parse(first.publishedDate));
    expect(await activeIds()).toEqual([first.id]);

    const two = await activate(second.id);
    expect(two.json()).toMatchObject({ id: second.id, isActive: true });
    expect(await activeIds()).toEqual([second.id]);

    const live = await t.app.inject({ method: 'GET', url: '/api/crossword/active' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({
      id: second.id,
      title: 'Second',
      publishedDate: two.json().publishedDate,
      puzzleData: second.puzzleData,
      clues: second.clues,
    });

    // Activating the live puzzle again is harmless.
    expect((await activate(second.id)).json().publishedDate).toBe(two.json().publishedDate);
    expect(await activeIds()).toEqual([second.id]);
  });

  it('keeps exactly one active puzzle when many activations race', async () => {
    const ids = await Promise.all(
      Array.from({ length: 8 }, async () => (await create(buildCrossword())).json().id as number),
    );
    const answers = await Promise.all(ids.map((id) => activate(id)));
    expect(answers.map((a) => a.statusCode)).toEqual(ids.map(() => 200));
    const active = await activeIds();
    expect(active).toHaveLength(1);
    expect(ids).toContain(active[0]);
  });

  it('lets a draft keep empty squares but refuses to put such a grid live', async () => {
    const draftGrid = [
      ['C', '', 'T'],
      ['A', '#', 'O'],
      ['R', 'E', 'D'],
    ];
    const draft = await create(buildCrossword({ grid: draftGrid }));
    expect(draft.statusCode).toBe(201);
    const refused = await activate(draft.json().id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Fill every open square with a letter before the puzzle goes live');
    expect(await activeIds()).not.toContain(draft.json().id);

    const live = (await create(buildCrossword())).json();
    await activate(live.id);
    const emptied = await admin(
      'PUT',
      `/api/admin/crosswords/${live.id}`,
      buildCrossword({ grid: draftGrid }),
    );
    expect(emptied.statusCode).toBe(400);
    const after = (await admin('GET', `/api/admin/crosswords/${live.id}`)).json();
    expect(after.puzzleData).toBe(live.puzzleData);
  });

  it('answers 404 with {message: "No active crossword"} when none is active', async () => {
    for (const id of await activeIds()) await admin('DELETE', `/api/admin/crosswords/${id}`);
    const response = await t.app.inject({ method: 'GET', url: '/api/crossword/active' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'No active crossword' });
  });
});
