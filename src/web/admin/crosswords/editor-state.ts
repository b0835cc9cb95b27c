import {
  BLOCK_CELL,
  CROSSWORD_DEFAULT_NOTES,
  CROSSWORD_DEFAULT_SIZE,
  CROSSWORD_DEFAULT_TITLE,
  CROSSWORD_MAX_SIZE,
  CROSSWORD_MIN_SIZE,
} from '../../../contracts/crossword.ts';

/*
 * The crossword editor's rules (admin-area §4, §5, §9) as a pure reducer, so the page only turns
 * events into actions and every rule is unit-tested. Numbering is not here: it always comes from the
 * shared numberGrid of src/contracts/crossword.ts, as on the server and in the public player.
 */

/** What the editor edits. Each cell is one upper-case letter, '' (open, no letter yet) or '#'. */
export interface EditorPuzzle {
  title: string;
  notes: string;
  rows: number;
  cols: number;
  grid: string[][];
  /** Clue text by key: A1, D3 (admin-area §3). */
  clues: Record<string, string>;
}

export interface Cell {
  row: number;
  col: number;
}

export interface EditorState {
  puzzle: EditorPuzzle;
  selected: Cell;
  /** Rotational (180°) symmetry: a block change is mirrored on the opposite square. */
  symmetry: boolean;
}

export type ArrowKey = 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight';

export type EditorAction =
  | { type: 'select'; row: number; col: number }
  | { type: 'move'; key: ArrowKey }
  | { type: 'letter'; letter: string }
  | { type: 'toggleBlock' }
  | { type: 'clear' }
  | { type: 'resize'; rows: number; cols: number }
  | { type: 'setSymmetry'; on: boolean }
  | { type: 'setTitle'; title: string }
  | { type: 'setNotes'; notes: string }
  | { type: 'setClue'; key: string; text: string }
  /** Replaces the whole puzzle (JSON or ipuz import, discarding a restored backup). */
  | { type: 'load'; puzzle: EditorPuzzle };

export function emptyGrid(rows: number, cols: number): string[][] {
  return Array.from({ length: rows }, () => Array<string>(cols).fill(''));
}

/** admin-area §9: what create-crossword opens with. */
export function newPuzzle(): EditorPuzzle {
  return {
    title: CROSSWORD_DEFAULT_TITLE,
    notes: CROSSWORD_DEFAULT_NOTES,
    rows: CROSSWORD_DEFAULT_SIZE,
    cols: CROSSWORD_DEFAULT_SIZE,
    grid: emptyGrid(CROSSWORD_DEFAULT_SIZE, CROSSWORD_DEFAULT_SIZE),
    clues: {},
  };
}

export function initialEditorState(puzzle: EditorPuzzle): EditorState {
  return { puzzle, selected: { row: 0, col: 0 }, symmetry: false };
}

/**
 * admin-area §5: a size typed in the Rows or Columns box, clamped to 3–25 (2 → 3, 40 → 25). Decimals
 * are rounded; text that is not a number keeps `current`.
 */
export function clampSize(raw: string | number, current: number): number {
  const value = typeof raw === 'number' ? raw : raw.trim() === '' ? Number.NaN : Number(raw);
  if (!Number.isFinite(value)) return current;
  return Math.min(CROSSWORD_MAX_SIZE, Math.max(CROSSWORD_MIN_SIZE, Math.round(value)));
}

/** A new size keeps the squares that still fit (top-left anchored); new squares are open and empty. */
export function resizeGrid(grid: readonly (readonly string[])[], rows: number, cols: number): string[][] {
  return Array.from({ length: rows }, (_, r) => Array.from({ length: cols }, (_, c) => grid[r]?.[c] ?? ''));
}

/** The square opposite `cell` under 180° rotation. */
export function mirrorOf(cell: Cell, rows: number, cols: number): Cell {
  return { row: rows - 1 - cell.row, col: cols - 1 - cell.col };
}

/**
 * Writes `value` into a square. With symmetry on, a square that becomes a block makes its mirror a
 * block, and a block that opens opens its mirror (a mirror letter is kept: it is already open).
 */
function writeCell(state: EditorState, cell: Cell, value: string): EditorState {
  const { puzzle } = state;
  const before = puzzle.grid[cell.row]![cell.col]!;
  if (before === value) return state;
  const grid = puzzle.grid.map((row) => [...row]);
  grid[cell.row]![cell.col] = value;
  const blockChanged = (before === BLOCK_CELL) !== (value === BLOCK_CELL);
  if (state.symmetry && blockChanged) {
    const mirror = mirrorOf(cell, puzzle.rows, puzzle.cols);
    const current = grid[mirror.row]![mirror.col]!;
    if (value === BLOCK_CELL) grid[mirror.row]![mirror.col] = BLOCK_CELL;
    else if (current === BLOCK_CELL) grid[mirror.row]![mirror.col] = '';
  }
  return { ...state, puzzle: { ...puzzle, grid } };
}

const ARROWS: Record<ArrowKey, [number, number]> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

const clampTo = (value: number, size: number) => Math.min(size - 1, Math.max(0, value));

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  const { puzzle, selected } = state;
  switch (action.type) {
    case 'select':
      if (action.row < 0 || action.row >= puzzle.rows || action.col < 0 || action.col >= puzzle.cols)
        return state;
      return { ...state, selected: { row: action.row, col: action.col } };

    case 'move': {
      // Arrows stop at the edge (blocks are squares like any other here: the editor must reach them).
      const [dr, dc] = ARROWS[action.key];
      const row = clampTo(selected.row + dr, puzzle.rows);
      const col = clampTo(selected.col + dc, puzzle.cols);
      return row === selected.row && col === selected.col ? state : { ...state, selected: { row, col } };
    }

    case 'letter': {
      const letter = action.letter.toUpperCase();
      if (!/^[A-Z]$/.test(letter)) return state;
      // admin-area §4: the letter fills the square and the selection moves one right, not past the last column.
      const written = writeCell(state, selected, letter);
      return {
        ...written,
        selected: { row: selected.row, col: Math.min(selected.col + 1, puzzle.cols - 1) },
      };
    }

    case 'toggleBlock': {
      const isBlock = puzzle.grid[selected.row]![selected.col] === BLOCK_CELL;
      return writeCell(state, selected, isBlock ? '' : BLOCK_CELL);
    }

    case 'clear':
      return writeCell(state, selected, '');

    case 'resize': {
      const rows = clampSize(action.rows, puzzle.rows);
      const cols = clampSize(action.cols, puzzle.cols);
      if (rows === puzzle.rows && cols === puzzle.cols) return state;
      return {
        ...state,
        puzzle: { ...puzzle, rows, cols, grid: resizeGrid(puzzle.grid, rows, cols) },
        selected: { row: Math.min(selected.row, rows - 1), col: Math.min(selected.col, cols - 1) },
      };
    }

    case 'setSymmetry':
      return { ...state, symmetry: action.on };

    case 'setTitle':
      return { ...state, puzzle: { ...puzzle, title: action.title } };

    case 'setNotes':
      return { ...state, puzzle: { ...puzzle, notes: action.notes } };

    case 'setClue':
      return { ...state, puzzle: { ...puzzle, clues: { ...puzzle.clues, [action.key]: action.text } } };

    case 'load':
      return { ...state, puzzle: action.puzzle, selected: { row: 0, col: 0 } };
  }
}

/** True when two puzzles hold the same content (for "unsaved changes" and the backup); a blank clue is no clue. */
export function samePuzzle(a: EditorPuzzle, b: EditorPuzzle): boolean {
  const canonical = ({ clues, ...rest }: EditorPuzzle) =>
    JSON.stringify([
      rest.title,
      rest.notes,
      rest.rows,
      rest.cols,
      rest.grid,
      Object.entries(clues)
        .filter(([, text]) => text.trim() !== '')
        .sort(([x], [y]) => x.localeCompare(y)),
    ]);
  return canonical(a) === canonical(b);
}

/** A square's name for screen readers: "Row 1, column 2, letter A, number 3". */
export function cellLabel(cell: Cell, value: string, number?: number): string {
  const content = value === BLOCK_CELL ? 'block' : value ? `letter ${value}` : 'empty';
  return `Row ${cell.row + 1}, column ${cell.col + 1}, ${content}${number ? `, number ${number}` : ''}`;
}

/** How many squares with a letter or a block a smaller size would cut off (asked before shrinking). */
export function squaresLostByResize(puzzle: EditorPuzzle, rows: number, cols: number): number {
  let lost = 0;
  puzzle.grid.forEach((row, r) => {
    row.forEach((cell, c) => {
      if (cell !== '' && (r >= rows || c >= cols)) lost += 1;
    });
  });
  return lost;
}
