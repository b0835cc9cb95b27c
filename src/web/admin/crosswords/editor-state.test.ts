import { describe, expect, it } from 'vitest';
import {
  cellLabel,
  clampSize,
  type EditorAction,
  type EditorPuzzle,
  type EditorState,
  editorReducer,
  initialEditorState,
  mirrorOf,
  newPuzzle,
  resizeGrid,
  samePuzzle,
  squaresLostByResize,
} from './editor-state.ts';

/** Rows as strings: '.' an open square with no letter, '#' a block. */
const gridOf = (...rows: string[]) => rows.map((row) => [...row].map((c) => (c === '.' ? '' : c)));
const show = (state: EditorState) => state.puzzle.grid.map((row) => row.map((c) => c || '.').join(''));

function stateOf(rows: string[], selected = { row: 0, col: 0 }, symmetry = false): EditorState {
  const grid = gridOf(...rows);
  const puzzle: EditorPuzzle = { ...newPuzzle(), rows: grid.length, cols: grid[0]!.length, grid };
  return { ...initialEditorState(puzzle), selected, symmetry };
}

const run = (state: EditorState, ...actions: EditorAction[]) => actions.reduce(editorReducer, state);

describe('new puzzle', () => {
  it('opens with the defaults of admin-area §9: 12 by 12, the default title and notes', () => {
    const puzzle = newPuzzle();
    expect(puzzle).toMatchObject({
      title: 'NABJ Knowledge Challenge',
      notes: 'Theme: NABJ • Black culture • Journalism',
      rows: 12,
      cols: 12,
      clues: {},
    });
    expect(puzzle.grid).toHaveLength(12);
    expect(puzzle.grid.every((row) => row.length === 12 && row.every((c) => c === ''))).toBe(true);
  });
});

describe('clampSize', () => {
  it('clamps to 3–25', () => {
    expect(clampSize('2', 12)).toBe(3);
    expect(clampSize('40', 12)).toBe(25);
    expect(clampSize('-5', 12)).toBe(3);
    expect(clampSize('15', 12)).toBe(15);
    expect(clampSize(7, 12)).toBe(7);
  });
  it('rounds decimals and keeps the current size for text that is not a number', () => {
    expect(clampSize('7.6', 12)).toBe(8);
    expect(clampSize('', 12)).toBe(12);
    expect(clampSize('abc', 9)).toBe(9);
  });
});

describe('letters', () => {
  it('fill the square upper-cased and move the selection one right', () => {
    const state = run(stateOf(['...', '...', '...']), { type: 'letter', letter: 'c' });
    expect(show(state)).toEqual(['C..', '...', '...']);
    expect(state.selected).toEqual({ row: 0, col: 1 });
  });
  it('stop at the last column: the last square is overwritten, the selection stays', () => {
    const state = run(
      stateOf(['...', '...', '...'], { row: 1, col: 1 }),
      { type: 'letter', letter: 'a' },
      { type: 'letter', letter: 'b' },
      { type: 'letter', letter: 'c' },
    );
    expect(show(state)).toEqual(['...', '.AC', '...']);
    expect(state.selected).toEqual({ row: 1, col: 2 });
  });
  it('ignore anything but A–Z', () => {
    const before = stateOf(['...', '...', '...']);
    for (const letter of ['1', 'é', 'ab', ' ', ''])
      expect(run(before, { type: 'letter', letter })).toBe(before);
  });
  it('turn a block into a letter', () => {
    expect(show(run(stateOf(['#..', '...', '...']), { type: 'letter', letter: 'x' }))).toEqual([
      'X..',
      '...',
      '...',
    ]);
  });
});

describe('blocks and clearing', () => {
  it('toggle a block on and off', () => {
    const on = run(stateOf(['A..', '...', '...']), { type: 'toggleBlock' });
    expect(show(on)).toEqual(['#..', '...', '...']);
    expect(show(run(on, { type: 'toggleBlock' }))).toEqual(['...', '...', '...']);
  });
  it('clear a letter or a block, keeping the selection', () => {
    const state = stateOf(['AB#', '...', '...'], { row: 0, col: 1 });
    const cleared = run(state, { type: 'clear' });
    expect(show(cleared)).toEqual(['A.#', '...', '...']);
    expect(cleared.selected).toEqual({ row: 0, col: 1 });
    expect(show(run(state, { type: 'select', row: 0, col: 2 }, { type: 'clear' }))).toEqual([
      'AB.',
      '...',
      '...',
    ]);
  });
});

describe('symmetry', () => {
  it('is the 180° rotation', () => {
    expect(mirrorOf({ row: 0, col: 1 }, 3, 4)).toEqual({ row: 2, col: 2 });
    expect(mirrorOf({ row: 1, col: 1 }, 3, 3)).toEqual({ row: 1, col: 1 });
  });
  it('mirrors a block toggled on and off', () => {
    const on = run(stateOf(['....', '....', '....'], { row: 0, col: 1 }, true), { type: 'toggleBlock' });
    expect(show(on)).toEqual(['.#..', '....', '..#.']);
    expect(show(run(on, { type: 'toggleBlock' }))).toEqual(['....', '....', '....']);
  });
  it('turns a mirror letter into a block, and opening keeps a mirror letter', () => {
    const on = run(stateOf(['....', '....', '..Z.'], { row: 0, col: 1 }, true), { type: 'toggleBlock' });
    expect(show(on)).toEqual(['.#..', '....', '..#.']);
    const opened = run(stateOf(['.#..', '....', '..Z.'], { row: 0, col: 1 }, true), { type: 'toggleBlock' });
    expect(show(opened)).toEqual(['....', '....', '..Z.']);
  });
  it('mirrors a block opened by a letter or by clearing', () => {
    const typed = run(stateOf(['#..', '...', '..#'], { row: 0, col: 0 }, true), {
      type: 'letter',
      letter: 'q',
    });
    expect(show(typed)).toEqual(['Q..', '...', '...']);
    const cleared = run(stateOf(['#..', '...', '..#'], { row: 2, col: 2 }, true), { type: 'clear' });
    expect(show(cleared)).toEqual(['...', '...', '...']);
  });
  it('leaves the grid alone when off', () => {
    expect(show(run(stateOf(['...', '...', '...']), { type: 'toggleBlock' }))).toEqual(['#..', '...', '...']);
  });
});

describe('moves', () => {
  it('arrows move one square and stop at the edges, blocks included', () => {
    const start = stateOf(['.#.', '...', '...'], { row: 0, col: 0 });
    expect(run(start, { type: 'move', key: 'ArrowRight' }).selected).toEqual({ row: 0, col: 1 });
    expect(run(start, { type: 'move', key: 'ArrowDown' }).selected).toEqual({ row: 1, col: 0 });
    expect(run(start, { type: 'move', key: 'ArrowLeft' })).toBe(start);
    expect(run(start, { type: 'move', key: 'ArrowUp' })).toBe(start);
    const corner = run(
      start,
      ...Array<EditorAction>(5).fill({ type: 'move', key: 'ArrowRight' }),
      ...Array<EditorAction>(5).fill({ type: 'move', key: 'ArrowDown' }),
    );
    expect(corner.selected).toEqual({ row: 2, col: 2 });
  });
  it('select ignores squares outside the grid', () => {
    const start = stateOf(['...', '...', '...']);
    expect(run(start, { type: 'select', row: 3, col: 0 })).toBe(start);
    expect(run(start, { type: 'select', row: 2, col: 1 }).selected).toEqual({ row: 2, col: 1 });
  });
});

describe('resize', () => {
  it('keeps what fits, opens new squares and clamps the size', () => {
    expect(resizeGrid(gridOf('AB', 'C#'), 3, 3)).toEqual(gridOf('AB.', 'C#.', '...'));
    const state = run(stateOf(['ABC', 'DEF', 'GHI'], { row: 2, col: 2 }), {
      type: 'resize',
      rows: 2,
      cols: 40,
    });
    expect(state.puzzle.rows).toBe(3);
    expect(state.puzzle.cols).toBe(25);
    expect(state.puzzle.grid[0]!.join('')).toBe('ABC');
    expect(state.puzzle.grid[0]).toHaveLength(25);
  });
  it('pulls the selection inside a smaller grid', () => {
    const big = stateOf(['.....', '.....', '.....', '.....', '.....'], { row: 4, col: 4 });
    const state = run(big, { type: 'resize', rows: 3, cols: 4 });
    expect(state.selected).toEqual({ row: 2, col: 3 });
    expect(show(state)).toEqual(['....', '....', '....']);
  });
});

describe('fields', () => {
  it('sets title, notes, clues and symmetry; load replaces the puzzle', () => {
    const state = run(
      stateOf(['...', '...', '...'], { row: 1, col: 1 }),
      { type: 'edit', changes: { title: 'T' } },
      { type: 'edit', changes: { notes: 'N' } },
      { type: 'edit', changes: { clues: { A1: 'Clue' } } },
      { type: 'setSymmetry', on: true },
    );
    expect(state.puzzle).toMatchObject({ title: 'T', notes: 'N', clues: { A1: 'Clue' } });
    expect(state.symmetry).toBe(true);
    const loaded = run(state, { type: 'load', puzzle: newPuzzle() });
    expect(loaded.puzzle).toEqual(newPuzzle());
    expect(loaded.selected).toEqual({ row: 0, col: 0 });
  });
});

describe('samePuzzle', () => {
  it('ignores blank clues and clue order', () => {
    const a = { ...newPuzzle(), clues: { A1: 'x', D1: 'y' } };
    expect(samePuzzle(a, { ...newPuzzle(), clues: { D1: 'y', A1: 'x', A3: ' ' } })).toBe(true);
    expect(samePuzzle(a, { ...a, title: 'Other' })).toBe(false);
  });
});

describe('cellLabel and squaresLostByResize', () => {
  it('names a square by row, column, content and number', () => {
    expect(cellLabel({ row: 0, col: 1 }, 'A')).toBe('Row 1, column 2, letter A');
    expect(cellLabel({ row: 2, col: 0 }, '#')).toBe('Row 3, column 1, block');
    expect(cellLabel({ row: 0, col: 0 }, '', 1)).toBe('Row 1, column 1, empty, number 1');
  });
  it('counts the filled squares and blocks a smaller size would cut', () => {
    const puzzle = stateOf(['AB#', '...', '.C.']).puzzle;
    expect(squaresLostByResize(puzzle, 3, 3)).toBe(0);
    expect(squaresLostByResize(puzzle, 3, 2)).toBe(1);
    expect(squaresLostByResize(puzzle, 2, 1)).toBe(3);
    expect(squaresLostByResize(puzzle, 2, 2)).toBe(2);
  });
});
