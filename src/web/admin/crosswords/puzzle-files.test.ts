import { describe, expect, it } from 'vitest';
import { crosswordGrid } from '../../../../test-support/factories.ts';
import { crosswordInputSchema, findMissingClues, missingCluesMessage } from '../../../contracts/crossword.ts';
import { BACKUP_STORAGE_KEY, backupText, readBackup } from './editor-backup.ts';
import { type EditorPuzzle, newPuzzle } from './editor-state.ts';
import {
  cluesForGrid,
  exportPuzzleJson,
  fromIpuz,
  fromStoredCrossword,
  importPuzzleJson,
  ipuzFileName,
  toCrosswordBody,
  toIpuz,
} from './puzzle-files.ts';

/*
 * C A T
 * A # O
 * R E D     1 Across CAT, 3 Across RED, 1 Down CAR, 2 Down TOD.
 */
const CAT: EditorPuzzle = {
  title: 'Small',
  notes: 'Theme: animals',
  rows: 3,
  cols: 3,
  grid: crosswordGrid.map((row) => row.map((cell) => cell.toUpperCase())),
  clues: { A1: 'Feline', A3: 'Colour', D1: 'Vehicle', D2: 'Fox', A9: 'stale clue of an old numbering' },
};

describe('the missing-clue alert (contract helpers the editor uses)', () => {
  it('lists numbers joined by ", " and "none" for a complete direction', () => {
    const missing = findMissingClues(CAT.grid, { A1: 'x', D2: ' ' });
    expect(missingCluesMessage(missing)).toBe(
      'Missing clues for numbers: Across: 3; Down: 1, 2 Please provide clues for all numbered entries.',
    );
    expect(missingCluesMessage(findMissingClues(CAT.grid, { A1: 'x', A3: 'y' }))).toBe(
      'Missing clues for numbers: Across: none; Down: 1, 2 Please provide clues for all numbered entries.',
    );
  });
});

describe('the API body', () => {
  it('holds puzzleData and the current entries’ clues as JSON text, and passes the contract', () => {
    const body = toCrosswordBody(CAT);
    expect(JSON.parse(body.puzzleData)).toEqual({
      rows: 3,
      cols: 3,
      grid: CAT.grid,
      notes: 'Theme: animals',
    });
    expect(JSON.parse(body.clues)).toEqual({ A1: 'Feline', A3: 'Colour', D1: 'Vehicle', D2: 'Fox' });
    expect(crosswordInputSchema.safeParse(body).success).toBe(true);
  });
  it('drops blank clues', () => {
    expect(cluesForGrid({ ...CAT, clues: { A1: '  ', A3: ' Colour ' } })).toEqual({ A3: 'Colour' });
  });
  it('opens a stored puzzle, or nothing when its JSON is unreadable', () => {
    const body = toCrosswordBody(CAT);
    const opened = fromStoredCrossword({ title: 'Small', puzzleData: body.puzzleData, clues: body.clues });
    expect(opened).toEqual({ ...CAT, clues: cluesForGrid(CAT) });
    expect(fromStoredCrossword({ title: 'x', puzzleData: '{not json', clues: '{}' })).toBeUndefined();
    expect(fromStoredCrossword({ title: 'x', puzzleData: body.puzzleData, clues: '[1]' })).toBeUndefined();
  });
});

describe('JSON import', () => {
  const current = newPuzzle();
  it('round-trips the editor’s own export', () => {
    expect(importPuzzleJson(exportPuzzleJson(CAT), current)).toEqual({ ...CAT, clues: cluesForGrid(CAT) });
  });
  it('requires a grid: anything else is invalid', () => {
    for (const text of [
      '',
      'nope',
      '[]',
      '42',
      '{}',
      '{"grid": "CAT"}',
      '{"grid": [1, 2]}',
      '{"grid": [[]]}',
    ]) {
      expect(importPuzzleJson(text, current), text).toBeUndefined();
    }
  });
  it('reads stored puzzleData and API objects; keeps title and notes it does not have', () => {
    const stored = importPuzzleJson(JSON.stringify({ rows: 3, cols: 3, grid: CAT.grid }), current);
    expect(stored).toMatchObject({ title: current.title, notes: current.notes, rows: 3, cols: 3, clues: {} });
    const api = importPuzzleJson(JSON.stringify({ ...toCrosswordBody(CAT), title: 'From API' }), current);
    expect(api).toMatchObject({
      title: 'From API',
      notes: 'Theme: animals',
      grid: CAT.grid,
      clues: { D2: 'Fox' },
    });
  });
  it('reads cells as the contract does and clamps the size like Apply Size', () => {
    const odd = importPuzzleJson(JSON.stringify({ grid: [['a', null, ''], ['B']] }), current)!;
    expect(odd.rows).toBe(3);
    expect(odd.grid).toEqual([
      ['A', '#', ''],
      ['B', '#', '#'],
      ['', '', ''],
    ]);
    const wide = importPuzzleJson(
      JSON.stringify({ grid: [Array(30).fill('A'), Array(30).fill('B'), Array(30).fill('C')] }),
      current,
    )!;
    expect(wide.cols).toBe(25);
    expect(wide.grid.every((row) => row.length === 25)).toBe(true);
  });
  it('keeps only clue keys such as A1 and D3 with text', () => {
    const puzzle = importPuzzleJson(
      JSON.stringify({ grid: CAT.grid, clues: { A1: 'x', B2: 'y', D1: 3 } }),
      current,
    );
    expect(puzzle?.clues).toEqual({ A1: 'x' });
  });
});

describe('ipuz', () => {
  // The last square has no letter yet: no solution there.
  const UNFILLED: EditorPuzzle = { ...CAT, grid: [...CAT.grid.slice(0, 2), ['R', 'E', '']] };

  it('exports an ipuz crossword: numbers, blocks, solution and [number, clue] lists', () => {
    const ipuz = toIpuz(UNFILLED);
    expect(ipuz).toMatchObject({
      version: 'http://ipuz.org/v2',
      kind: ['http://ipuz.org/crossword#1'],
      title: 'Small',
      notes: 'Theme: animals',
      dimensions: { width: 3, height: 3 },
      puzzle: [
        [1, 0, 2],
        [0, '#', 0],
        [3, 0, 0],
      ],
      solution: [
        ['C', 'A', 'T'],
        ['A', '#', 'O'],
        ['R', 'E', null],
      ],
      clues: {
        Across: [
          [1, 'Feline'],
          [3, 'Colour'],
        ],
        Down: [
          [1, 'Vehicle'],
          [2, 'Fox'],
        ],
      },
    });
  });
  it('round-trips through export and import', () => {
    expect(fromIpuz(JSON.stringify(toIpuz(UNFILLED)))).toEqual({
      ...UNFILLED,
      clues: cluesForGrid(UNFILLED),
    });
  });
  it('reads other tools’ ipuz: wrapped, cell objects, custom block, labelled directions, omitted cells', () => {
    const text = `ipuz(${JSON.stringify({
      version: 'http://ipuz.org/v1',
      kind: ['http://ipuz.org/crossword#1'],
      block: '.',
      puzzle: [
        [{ cell: 1, style: { shapebg: 'circle' } }, 2, '.'],
        [3, 0, null],
        [0, 0, 0],
      ],
      solution: [
        ['x', { value: 'Y' }, '.'],
        ['Z', 'A', null],
        [null, null, null],
      ],
      clues: {
        'Across:Horizontal': [[1, 'one'], { number: 3, clue: 'three' }],
        Down: [[1, 'down one'], 'no number'],
      },
    })})`;
    const grid = [
      ['X', 'Y', '#'],
      ['Z', 'A', '#'],
      ['', '', ''],
    ];
    const clues = { A1: 'one', A3: 'three', D1: 'down one' };
    expect(fromIpuz(text)).toEqual({ title: '', notes: '', rows: 3, cols: 3, grid, clues });
  });
  it('refuses what is not an ipuz crossword', () => {
    expect(fromIpuz('not json')).toBeUndefined();
    expect(fromIpuz(JSON.stringify({ kind: ['http://ipuz.org/sudoku#1'], puzzle: [[0]] }))).toBeUndefined();
    expect(fromIpuz(JSON.stringify({ kind: ['http://ipuz.org/crossword#1'] }))).toBeUndefined();
    expect(fromIpuz(JSON.stringify({ kind: 'http://ipuz.org/crossword#1', puzzle: [[0]] }))).toBeUndefined();
  });
  it('names the file after the title', () => {
    expect(ipuzFileName('NABJ Knowledge Challenge')).toBe('nabj-knowledge-challenge.ipuz');
    expect(ipuzFileName('  !!  ')).toBe('crossword.ipuz');
  });
});

describe('backup', () => {
  it('keeps nothing for the untouched new puzzle', () => {
    expect(backupText(newPuzzle(), new Date())).toBeUndefined();
  });
  it('round-trips a changed puzzle with its time', () => {
    const puzzle = { ...newPuzzle(), title: 'Draft', clues: { A1: 'Half done' } };
    puzzle.grid[0]![0] = 'N';
    const text = backupText(puzzle, new Date('2026-11-22T08:00:00Z'))!;
    expect(readBackup(text)).toEqual({ puzzle, savedAt: '2026-11-22T08:00:00.000Z' });
  });
  it('ignores a missing or broken backup', () => {
    expect(readBackup(null)).toBeUndefined();
    expect(readBackup('{oops')).toBeUndefined();
    expect(
      readBackup(JSON.stringify({ version: 2, savedAt: new Date().toISOString(), puzzle: newPuzzle() })),
    ).toBeUndefined();
    expect(
      readBackup(JSON.stringify({ version: 1, savedAt: 'yesterday', puzzle: newPuzzle() })),
    ).toBeUndefined();
    expect(
      readBackup(JSON.stringify({ version: 1, savedAt: new Date().toISOString(), puzzle: {} })),
    ).toBeUndefined();
    expect(BACKUP_STORAGE_KEY).toBe('nabj-crossword-editor-backup');
  });
});
