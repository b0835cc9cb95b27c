import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CLUES_MESSAGE,
  cluesSchema,
  crosswordInputSchema,
  findMissingClues,
  isGridFilled,
  missingCluesMessage,
  type NumberedGrid,
  numberGrid,
  PUZZLE_CELL_MESSAGE,
  PUZZLE_DATA_MESSAGE,
  PUZZLE_NO_ENTRIES_MESSAGE,
  PUZZLE_SIZE_MESSAGE,
  puzzleDataSchema,
  readClues,
  readPuzzleData,
  UNTITLED_CROSSWORD,
} from './crossword.ts';

/** Rows written as strings: '.' is '' (an open square not filled yet), '#' a block. */
function gridOf(...rows: string[]): string[][] {
  return rows.map((row) => [...row].map((cell) => (cell === '.' ? '' : cell)));
}

describe('numberGrid', () => {
  it('numbers squares that start an entry of two or more, row by row, left to right', () => {
    const grid = gridOf('CAT#', 'A#OX', 'REDO', '#.#N');
    const numbered = numberGrid(grid);
    expect(numbered.cells).toEqual([
      { row: 0, col: 0, number: 1 },
      { row: 0, col: 2, number: 2 },
      { row: 1, col: 2, number: 3 },
      { row: 1, col: 3, number: 4 },
      { row: 2, col: 0, number: 5 },
      { row: 2, col: 1, number: 6 },
    ]);
    expect(numbered.across).toEqual([
      { number: 1, direction: 'across', row: 0, col: 0, length: 3, answer: 'CAT' },
      { number: 3, direction: 'across', row: 1, col: 2, length: 2, answer: 'OX' },
      { number: 5, direction: 'across', row: 2, col: 0, length: 4, answer: 'REDO' },
    ]);
    expect(numbered.down).toEqual([
      { number: 1, direction: 'down', row: 0, col: 0, length: 3, answer: 'CAR' },
      { number: 2, direction: 'down', row: 0, col: 2, length: 3, answer: 'TOD' },
      { number: 4, direction: 'down', row: 1, col: 3, length: 3, answer: 'XON' },
      { number: 6, direction: 'down', row: 2, col: 1, length: 2, answer: 'E_' },
    ]);
  });

  it('gives no number to a single square between blocks', () => {
    const numbered = numberGrid(gridOf('A#B', '###', 'C#D'));
    expect(numbered.cells).toEqual([]);
    expect(numbered.across).toEqual([]);
    expect(numbered.down).toEqual([]);
  });

  it('counts an empty square as open, so a draft numbers like its finished grid', () => {
    const draft = numberGrid(gridOf('...', '.#.', '...'));
    const finished = numberGrid(gridOf('ABC', 'D#E', 'FGH'));
    const shape = (n: NumberedGrid) => [...n.across, ...n.down].map(({ answer: _answer, ...rest }) => rest);
    expect(shape(draft)).toEqual(shape(finished));
    expect(draft.across[0]!.answer).toBe('___');
  });

  it('upper-cases letters typed in either case', () => {
    expect(numberGrid(gridOf('ab#', '###', '###')).across[0]!.answer).toBe('AB');
  });

  it('reads null, undefined and missing cells of a short row as blocks (public reading)', () => {
    const grid = [
      ['A', 'B', null],
      [undefined, 'C'],
      ['D', 'E', 'F'],
    ];
    const numbered = numberGrid(grid);
    expect(numbered.across.map((e) => [e.number, e.answer])).toEqual([
      [1, 'AB'],
      [3, 'DEF'],
    ]);
    expect(numbered.down.map((e) => [e.number, e.answer])).toEqual([[2, 'BCE']]);
  });
});

describe('missing clues', () => {
  const grid = gridOf('CAT#', 'A#OX', 'REDO', '#.#N');

  it('lists the numbers with no clue or a blank one, per direction', () => {
    const missing = findMissingClues(grid, { A1: 'Pet', A3: '  ', D1: 'Vehicle', D4: 'Ox on', A5: 'Again' });
    expect(missing).toEqual({ across: [3], down: [2, 6] });
  });

  it('words the message as admin-area §5 does', () => {
    expect(missingCluesMessage({ across: [1, 5], down: [2, 3] })).toBe(
      'Missing clues for numbers: Across: 1, 5; Down: 2, 3 Please provide clues for all numbered entries.',
    );
    expect(missingCluesMessage({ across: [], down: [4] })).toBe(
      'Missing clues for numbers: Across: none; Down: 4 Please provide clues for all numbered entries.',
    );
  });
});

describe('puzzleDataSchema', () => {
  const valid = { rows: 3, cols: 3, grid: gridOf('AB#', 'c.#', '###'), notes: 'Theme' };

  it('accepts a grid of letters, empty squares and blocks, upper-casing letters', () => {
    const parsed = puzzleDataSchema.parse(valid);
    expect(parsed.grid).toEqual([
      ['A', 'B', '#'],
      ['C', '', '#'],
      ['#', '#', '#'],
    ]);
    expect(puzzleDataSchema.parse({ ...valid, notes: undefined }).notes).toBe('');
  });

  it.each([
    [2, 3],
    [3, 26],
    [0, 0],
    [3.5, 3],
  ])('refuses %s by %s with the size message', (rows, cols) => {
    const grid = Array.from({ length: Math.max(0, Math.floor(rows)) }, () =>
      Array.from({ length: cols }, () => 'A'),
    );
    const result = puzzleDataSchema.safeParse({ rows, cols, grid });
    expect(result.error?.issues[0]?.message).toBe(PUZZLE_SIZE_MESSAGE);
  });

  it('accepts the limits 3 and 25', () => {
    const grid25 = Array.from({ length: 25 }, () => Array.from({ length: 3 }, () => ''));
    expect(puzzleDataSchema.safeParse({ rows: 25, cols: 3, grid: grid25 }).success).toBe(true);
  });

  it('refuses a grid whose size differs from rows and cols', () => {
    const result = puzzleDataSchema.safeParse({ ...valid, cols: 4 });
    expect(result.error?.issues[0]?.message).toBe(
      'The grid must have 3 rows of 4 cells, as rows and cols say',
    );
    const ragged = puzzleDataSchema.safeParse({ ...valid, grid: [['A', 'B', '#'], ['C'], null] });
    expect(ragged.success).toBe(false);
  });

  it.each(['AB', '1', ' ', '?', 'É'])('refuses the cell %j', (cell) => {
    const result = puzzleDataSchema.safeParse({ ...valid, grid: [['A', 'B', cell], ...valid.grid.slice(1)] });
    expect(result.error?.issues[0]?.message).toBe(PUZZLE_CELL_MESSAGE);
  });

  it('refuses data without rows, cols or grid', () => {
    for (const data of [{}, { rows: 3, cols: 3 }, { grid: valid.grid }, null, 'text']) {
      expect(puzzleDataSchema.safeParse(data).error?.issues[0]?.message).toBe(PUZZLE_DATA_MESSAGE);
    }
  });
});

describe('crosswordInputSchema', () => {
  const puzzle = { rows: 3, cols: 3, grid: gridOf('CAT', 'A#O', 'RED'), notes: '' };
  const clues = { A1: 'Pet', A3: 'Colour', D1: 'Vehicle', D2: 'Toe, sort of' };

  it('parses the JSON texts, names an untitled puzzle and keeps only the grid’s clues', () => {
    const result = crosswordInputSchema.parse({
      title: '   ',
      puzzleData: JSON.stringify(puzzle),
      clues: JSON.stringify({ ...clues, A9: 'Stale clue', D3: '' }),
    });
    expect(result.title).toBe(UNTITLED_CROSSWORD);
    expect(result.puzzleData.grid[0]).toEqual(['C', 'A', 'T']);
    expect(result.clues).toEqual(clues);
    expect(Object.keys(result.clues)).toEqual(['A1', 'A3', 'D1', 'D2']);
  });

  it('refuses a missing clue with the admin-area §5 message', () => {
    const result = crosswordInputSchema.safeParse({
      title: 'Quiz',
      puzzleData: JSON.stringify(puzzle),
      clues: JSON.stringify({ A1: 'Pet', D2: 'Toe' }),
    });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['clues'],
      message: 'Missing clues for numbers: Across: 3; Down: 1 Please provide clues for all numbered entries.',
    });
  });

  it('refuses text that is not JSON, and clue keys other than A{n} and D{n}', () => {
    const notJson = crosswordInputSchema.safeParse({ puzzleData: '{rows:', clues: '{}' });
    expect(notJson.error?.issues[0]?.message).toBe(PUZZLE_DATA_MESSAGE);
    const badKey = crosswordInputSchema.safeParse({
      puzzleData: JSON.stringify(puzzle),
      clues: JSON.stringify({ ...clues, across1: 'x' }),
    });
    expect(badKey.error?.issues[0]?.message).toBe(CLUES_MESSAGE);
  });

  it('refuses a grid with no entry at all', () => {
    const result = crosswordInputSchema.safeParse({
      puzzleData: JSON.stringify({ rows: 3, cols: 3, grid: gridOf('A#B', '###', 'C#D') }),
      clues: '{}',
    });
    expect(result.error?.issues[0]?.message).toBe(PUZZLE_NO_ENTRIES_MESSAGE);
  });
});

describe('reading stored data', () => {
  it('answers undefined for text that is not a valid puzzle', () => {
    expect(readPuzzleData('not json')).toBeUndefined();
    expect(readPuzzleData('{"rows":3}')).toBeUndefined();
    expect(
      readPuzzleData(JSON.stringify({ rows: 3, cols: 3, grid: gridOf('ABC', 'D#E', 'FGH') }))?.rows,
    ).toBe(3);
    expect(readClues('{"A1":"Pet"}')).toEqual({ A1: 'Pet' });
    expect(readClues('[1]')).toBeUndefined();
  });

  it('knows a grid is filled only when no open square is empty', () => {
    expect(isGridFilled(gridOf('AB#', 'CD#', '###'))).toBe(true);
    expect(isGridFilled(gridOf('AB#', 'C.#', '###'))).toBe(false);
  });
});

describe('readPuzzleData and readClues give what the save schemas give', () => {
  // Values near the rules' edges: sizes around 3 and 25, cells of every kind, notes around 2000.
  const cell = fc.constantFrom('A', 'z', '#', '', ' ', 'AB', '1', 'é', null, 7);
  const size = fc.oneof(fc.integer({ min: 1, max: 6 }), fc.constantFrom(24, 25, 26, 3.5, '3'));
  const grid = fc.oneof(
    fc.array(fc.array(cell, { maxLength: 6 }), { maxLength: 6 }),
    fc
      .tuple(fc.integer({ min: 3, max: 5 }), fc.integer({ min: 3, max: 5 }))
      .chain(([rows, cols]) =>
        fc.array(fc.array(cell, { minLength: cols, maxLength: cols }), { minLength: rows, maxLength: rows }),
      ),
  );
  const notes = fc.oneof(
    fc.string({ maxLength: 8 }),
    fc.constantFrom(' x '.repeat(700), `  ${'n'.repeat(2000)}  `, 'n'.repeat(2001), null, 4),
  );
  const puzzle = fc.oneof(
    fc.record({ rows: size, cols: size, grid, notes }, { requiredKeys: ['rows', 'cols', 'grid'] }),
    fc.jsonValue(),
  );
  const square = (rows: number, cols: number) =>
    fc.record({
      rows: fc.constant(rows),
      cols: fc.constant(cols),
      grid: fc.array(fc.array(cell, { minLength: cols, maxLength: cols }), {
        minLength: rows,
        maxLength: rows,
      }),
    });

  const schemaReads = (schema: typeof puzzleDataSchema | typeof cluesSchema, value: unknown) => {
    const parsed = schema.safeParse(value);
    return parsed.success ? parsed.data : undefined;
  };

  it('puzzles: the same answer for every input, valid or not', () => {
    fc.assert(
      fc.property(fc.oneof(puzzle, square(3, 3), square(4, 5)), (value) => {
        expect(readPuzzleData(JSON.stringify(value))).toEqual(schemaReads(puzzleDataSchema, value));
      }),
      { numRuns: 2000 },
    );
    expect(readPuzzleData('not json')).toBeUndefined();
  });

  it('clues: the same answer for every input, valid or not', () => {
    const key = fc.oneof(
      fc.constantFrom('A1', 'D3', 'A10', 'A0', 'a1', 'X2', 'D', ''),
      fc.string({ maxLength: 3 }),
    );
    const text = fc.oneof(
      fc.string({ maxLength: 6 }),
      fc.constantFrom('   ', 'c'.repeat(500), 'c'.repeat(501), null),
    );
    const clues = fc.oneof(fc.dictionary(key, text, { maxKeys: 4 }), fc.jsonValue());
    // Found by this property once: JSON.parse makes "__proto__" an own key.
    const withProto = '{"__proto__":[],"A1":"Capital"}';
    expect(readClues(withProto)).toEqual(schemaReads(cluesSchema, JSON.parse(withProto)));
    fc.assert(
      fc.property(clues, (value) => {
        expect(readClues(JSON.stringify(value))).toEqual(schemaReads(cluesSchema, value));
      }),
      { numRuns: 2000 },
    );
  });
});
