import {
  BLOCK_CELL,
  CROSSWORD_DEFAULT_NOTES,
  CROSSWORD_DEFAULT_SIZE,
  CROSSWORD_DEFAULT_TITLE,
  CROSSWORD_MAX_SIZE,
  CROSSWORD_MIN_SIZE,
} from '../../../contracts/crossword.ts';
import { ARROWS, type Cell, type MoveKey } from '../../features/extra/crossword/crossword-state.ts';

/*
 * The crossword editor's rules (admin-area §4, §5, §9) as a pure reducer, so every rule is
 * unit-tested. Numbering always comes from the shared numberGrid of src/contracts/crossword.ts.
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

export interface EditorState {
  puzzle: EditorPuzzle;
  selected: Cell;
  /** Rotational (180°) symmetry: a block change is mirrored on the opposite square. */
  symmetry: boolean;
}

/** The words around the grid; the grid itself changes only by the actions below, which keep its rules. */
export type PuzzleText = Partial<Pick<EditorPuzzle, 'title' | 'notes' | 'clues'>>;

export type EditorAction =
  | { type: 'select'; row: number; col: number }
  | { type: 'move'; key: MoveKey }
  | { type: 'letter'; letter: string }
  | { type: 'toggleBlock' }
  | { type: 'clear' }
  | { type: 'resize'; rows: number; cols: number }
  | { type: 'setSymmetry'; on: boolean }
  | { type: 'edit'; changes: PuzzleText }
  /** Replaces the whole puzzle (an import, or discarding a restored backup). */
  | { type: 'load'; puzzle: EditorPuzzle };

/** admin-area §9: what create-crossword opens with. */
export function newPuzzle(): EditorPuzzle {
  const size = CROSSWORD_DEFAULT_SIZE;
  return {
    title: CROSSWORD_DEFAULT_TITLE,
    notes: CROSSWORD_DEFAULT_NOTES,
    rows: size,
    cols: size,
    grid: resizeGrid([], size, size),
    clues: {},
  };
}

export function initialEditorState(puzzle: EditorPuzzle): EditorState {
  return { puzzle, selected: { row: 0, col: 0 }, symmetry: false };
}

/** admin-area §5: a typed size clamped to 3–25 (2 → 3, 40 → 25), rounded; not a number keeps `current`. */
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
 * Writes `value` into the selected square. With symmetry on, a square that becomes a block makes its
 * mirror a block, and a block that opens opens its mirror (a mirror letter is kept: it is already open).
 */
function writeSelected(state: EditorState, value: string): EditorState {
  const { puzzle, selected } = state;
  const before = puzzle.grid[selected.row]![selected.col]!;
  if (before === value) return state;
  const grid = puzzle.grid.map((row) => [...row]);
  grid[selected.row]![selected.col] = value;
  if (state.symmetry && (before === BLOCK_CELL) !== (value === BLOCK_CELL)) {
    const mirror = mirrorOf(selected, puzzle.rows, puzzle.cols);
    const cells = grid[mirror.row]!;
    if (value === BLOCK_CELL) cells[mirror.col] = BLOCK_CELL;
    else if (cells[mirror.col] === BLOCK_CELL) cells[mirror.col] = '';
  }
  return { ...state, puzzle: { ...puzzle, grid } };
}

const clampTo = (value: number, size: number) => Math.min(size - 1, Math.max(0, value));

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  const { puzzle, selected } = state;
  switch (action.type) {
    case 'select': {
      const { row, col } = action;
      if (row < 0 || row >= puzzle.rows || col < 0 || col >= puzzle.cols) return state;
      return { ...state, selected: { row, col } };
    }
    case 'move': {
      // Arrows stop at the edge; blocks are squares like any other here, as the editor must reach them.
      const [dr, dc] = ARROWS[action.key];
      const row = clampTo(selected.row + dr, puzzle.rows);
      const col = clampTo(selected.col + dc, puzzle.cols);
      return row === selected.row && col === selected.col ? state : { ...state, selected: { row, col } };
    }
    case 'letter': {
      const letter = action.letter.toUpperCase();
      if (!/^[A-Z]$/.test(letter)) return state;
      // admin-area §4: the selection moves one right, not past the last column.
      const col = Math.min(selected.col + 1, puzzle.cols - 1);
      return { ...writeSelected(state, letter), selected: { row: selected.row, col } };
    }
    case 'toggleBlock':
      return writeSelected(state, puzzle.grid[selected.row]![selected.col] === BLOCK_CELL ? '' : BLOCK_CELL);
    case 'clear':
      return writeSelected(state, '');
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
    case 'edit':
      return { ...state, puzzle: { ...puzzle, ...action.changes } };
    case 'load':
      return { ...state, puzzle: action.puzzle, selected: { row: 0, col: 0 } };
  }
}

/** True when two puzzles hold the same content (unsaved changes, the backup); a blank clue is no clue. */
export function samePuzzle(a: EditorPuzzle, b: EditorPuzzle): boolean {
  const canonical = ({ title, notes, rows, cols, grid, clues }: EditorPuzzle) =>
    JSON.stringify([
      [title, notes, rows, cols, grid],
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
  return puzzle.grid.flatMap((cells, r) => cells.filter((cell, c) => cell !== '' && (r >= rows || c >= cols)))
    .length;
}
