import type { CrosswordClues, PuzzleData } from '../../../../contracts/crossword.ts';
import {
  type CrosswordEntry,
  clueKey,
  type EntryDirection,
  numberGrid,
} from '../../../../contracts/crossword-values.ts';

/*
 * The solver's rules of the public crossword player (public-site §4 "Crossword", issue 4): a pure
 * reducer, so the component only turns events into actions and every rule is unit-tested.
 * Numbering always comes from the shared numberGrid; nothing here re-derives it.
 */

export interface Cell {
  row: number;
  col: number;
}

export interface PuzzleEntry extends CrosswordEntry {
  clue: string;
  /** The squares of the entry, in reading order. */
  cells: Cell[];
}

export interface Puzzle {
  rows: number;
  cols: number;
  /**
   * The answer letter of each playable square (upper case), or null for a block. A square that
   * belongs to no entry (a lone square between blocks) is not playable: it is shown as a block.
   */
  solution: (string | null)[][];
  /** The number printed in a square that starts an entry. */
  numbers: (number | null)[][];
  /** Across entries first, then down, each in number order: the Tab order. */
  entries: PuzzleEntry[];
  /** For each square, the index in `entries` of its across and its down entry. */
  entryOf: { across?: number; down?: number }[][];
}

/** A mark left on a square: a checked wrong letter, or a letter the solver had revealed. */
export type CellMark = 'wrong' | 'revealed';

export interface CrosswordState {
  /** One upper-case letter or '' per square (blocks stay ''). */
  letters: string[][];
  marks: (CellMark | null)[][];
  cursor: Cell;
  direction: EntryDirection;
  /** Whole seconds spent solving. */
  elapsed: number;
  /** The timer starts on the first letter typed (or revealed). */
  started: boolean;
  paused: boolean;
  complete: boolean;
}

export type CheckScope = 'cell' | 'word' | 'puzzle';

export type CrosswordAction =
  | { type: 'select'; row: number; col: number }
  | { type: 'toggleDirection' }
  | { type: 'selectEntry'; index: number }
  | { type: 'input'; letter: string }
  | { type: 'backspace' }
  | { type: 'delete' }
  | { type: 'move'; key: MoveKey }
  | { type: 'nextEntry' }
  | { type: 'previousEntry' }
  | { type: 'check'; scope: CheckScope }
  | { type: 'reveal'; scope: CheckScope }
  | { type: 'tick' }
  | { type: 'pause' }
  | { type: 'resume' }
  | { type: 'reset' }
  | { type: 'restore'; saved: unknown }
  | { type: 'typedBeforeLoad'; squares: { row: number; col: number; letter: string }[]; focus?: Cell };

/** Builds the player's view of a puzzle from the parsed puzzleData and clues. */
export function buildPuzzle(data: PuzzleData, clues: CrosswordClues): Puzzle {
  const numbered = numberGrid(data.grid);
  const rows = data.rows;
  const cols = data.cols;
  const numbers: (number | null)[][] = Array.from({ length: rows }, () => Array(cols).fill(null));
  for (const cell of numbered.cells) numbers[cell.row]![cell.col] = cell.number;

  const entryOf: { across?: number; down?: number }[][] = Array.from({ length: rows }, () =>
    Array.from({ length: cols }, () => ({})),
  );
  const entries: PuzzleEntry[] = [...numbered.across, ...numbered.down].map((entry, index) => {
    const [dr, dc] = entry.direction === 'across' ? [0, 1] : [1, 0];
    const cells = Array.from({ length: entry.length }, (_, i) => ({
      row: entry.row + dr * i,
      col: entry.col + dc * i,
    }));
    for (const cell of cells) entryOf[cell.row]![cell.col]![entry.direction] = index;
    return { ...entry, clue: clues[clueKey(entry.direction, entry.number)] ?? '', cells };
  });

  const solution = Array.from({ length: rows }, (_, row) =>
    Array.from({ length: cols }, (_, col) => {
      const inEntry = entryOf[row]![col]!.across !== undefined || entryOf[row]![col]!.down !== undefined;
      const cell = data.grid[row]?.[col];
      return inEntry && cell ? cell.toUpperCase() : null;
    }),
  );
  return { rows, cols, solution, numbers, entries, entryOf };
}

export function isPlayable(puzzle: Puzzle, row: number, col: number): boolean {
  return (
    row >= 0 && row < puzzle.rows && col >= 0 && col < puzzle.cols && puzzle.solution[row]![col] !== null
  );
}

const filled = <T>(puzzle: Puzzle, value: T) =>
  Array.from({ length: puzzle.rows }, () => Array<T>(puzzle.cols).fill(value));
const emptyLetters = (puzzle: Puzzle) => filled(puzzle, '');
const emptyMarks = (puzzle: Puzzle) => filled<CellMark | null>(puzzle, null);

export function initialCrosswordState(puzzle: Puzzle): CrosswordState {
  const first = puzzle.entries[0];
  return {
    letters: emptyLetters(puzzle),
    marks: emptyMarks(puzzle),
    cursor: first ? { ...first.cells[0]! } : { row: 0, col: 0 },
    direction: first?.direction ?? 'across',
    elapsed: 0,
    started: false,
    paused: false,
    complete: false,
  };
}

/** The index of the entry the cursor is in, in the current direction (or the other when it has none). */
export function currentEntryIndex(puzzle: Puzzle, state: CrosswordState): number | undefined {
  const slots = puzzle.entryOf[state.cursor.row]?.[state.cursor.col];
  if (!slots) return undefined;
  const other = state.direction === 'across' ? 'down' : 'across';
  return slots[state.direction] ?? slots[other];
}

export function currentEntry(puzzle: Puzzle, state: CrosswordState): PuzzleEntry | undefined {
  const index = currentEntryIndex(puzzle, state);
  return index === undefined ? undefined : puzzle.entries[index];
}

/** public-site §4: complete when every square matches the solution, case-insensitively. */
export function isSolved(puzzle: Puzzle, letters: readonly (readonly string[])[]): boolean {
  return puzzle.solution.every((row, r) =>
    row.every((answer, c) => answer === null || (letters[r]?.[c] ?? '').toUpperCase() === answer),
  );
}

/** Letters filled in, out of the playable squares (for the progress line). */
export function filledCount(puzzle: Puzzle, state: CrosswordState): { filled: number; total: number } {
  const letters = playableCells(puzzle).map(({ row, col }) => state.letters[row]![col]);
  return { filled: letters.filter(Boolean).length, total: letters.length };
}

/** True when nothing is worth keeping: no letter, no mark, no time. */
export function isPristine(state: CrosswordState): boolean {
  return (
    state.elapsed === 0 &&
    !state.started &&
    state.letters.every((row) => row.every((letter) => letter === '')) &&
    state.marks.every((row) => row.every((mark) => mark === null))
  );
}

/** m:ss, or h:mm:ss past an hour. */
export function formatElapsed(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/**
 * What the finished grid says (public-site §4's congratulation). Only a grid filled without a revealed
 * square is "solved"; with revealed squares the message and the time say how it was finished.
 */
export function completionSummary(
  title: string,
  elapsed: number,
  revealed: number,
  squares: number,
): { solved: boolean; heading: string; detail: string } {
  const time = formatElapsed(elapsed);
  if (revealed === 0)
    return {
      solved: true,
      heading: 'Congratulations! You solved the puzzle.',
      detail: `You finished “${title}” in ${time}. Press Reset to play it again.`,
    };
  if (revealed >= squares)
    return {
      solved: false,
      heading: 'Puzzle revealed',
      detail: `Every answer in “${title}” was revealed, so it is not solved and has no finishing time. Press Reset to solve it yourself.`,
    };
  return {
    solved: false,
    heading: 'Completed with help',
    detail: `You filled ${squares - revealed} of ${squares} squares of “${title}” yourself and revealed ${revealed}, in ${time}. Press Reset to solve it on your own.`,
  };
}

function withDirection(puzzle: Puzzle, cell: Cell, preferred: EntryDirection): EntryDirection {
  const slots = puzzle.entryOf[cell.row]![cell.col]!;
  if (slots[preferred] !== undefined) return preferred;
  return preferred === 'across' ? 'down' : 'across';
}

function positionInEntry(entry: PuzzleEntry, cell: Cell): number {
  return entry.cells.findIndex((c) => c.row === cell.row && c.col === cell.col);
}

function cellsOf(puzzle: Puzzle, state: CrosswordState, scope: CheckScope): Cell[] {
  if (scope === 'cell') return [state.cursor];
  if (scope === 'word') return currentEntry(puzzle, state)?.cells ?? [];
  return playableCells(puzzle);
}

function playableCells(puzzle: Puzzle): Cell[] {
  return puzzle.solution.flatMap((answers, row) =>
    answers.flatMap((answer, col) => (answer === null ? [] : [{ row, col }])),
  );
}

function finish(puzzle: Puzzle, state: CrosswordState): CrosswordState {
  const complete = isSolved(puzzle, state.letters);
  return complete === state.complete ? state : { ...state, complete };
}

/** The first empty square of an entry, else its first square. */
function entryStart(state: CrosswordState, entry: PuzzleEntry): Cell {
  const empty = entry.cells.find((c) => !state.letters[c.row]![c.col]);
  return { ...(empty ?? entry.cells[0]!) };
}

function goToEntry(state: CrosswordState, entry: PuzzleEntry): CrosswordState {
  return { ...state, cursor: entryStart(state, entry), direction: entry.direction };
}

/** The step of each arrow key, [rows, columns]; the admin grid editor moves the same way. */
export const ARROWS = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
} as const;
export type MoveKey = keyof typeof ARROWS;

const copyGrid = <T>(grid: T[][]) => grid.map((row) => [...row]);

/** Actions that change the grid are ignored once the puzzle is solved or while it is paused. */
const LOCKED_WHEN_DONE = new Set<CrosswordAction['type']>([
  'input',
  'backspace',
  'delete',
  'check',
  'reveal',
]);

export function crosswordReducer(
  puzzle: Puzzle,
  state: CrosswordState,
  action: CrosswordAction,
): CrosswordState {
  if ((state.complete || state.paused) && LOCKED_WHEN_DONE.has(action.type)) return state;

  switch (action.type) {
    case 'select': {
      const { row, col } = action;
      if (!isPlayable(puzzle, row, col)) return state;
      // public-site §4: clicking the selected square again toggles across/down.
      if (row === state.cursor.row && col === state.cursor.col) {
        return crosswordReducer(puzzle, state, { type: 'toggleDirection' });
      }
      return {
        ...state,
        cursor: { row, col },
        direction: withDirection(puzzle, { row, col }, state.direction),
      };
    }

    case 'toggleDirection': {
      const other = state.direction === 'across' ? 'down' : 'across';
      const slots = puzzle.entryOf[state.cursor.row]?.[state.cursor.col];
      return slots?.[other] !== undefined ? { ...state, direction: other } : state;
    }

    case 'selectEntry': {
      const entry = puzzle.entries[action.index];
      return entry ? goToEntry(state, entry) : state;
    }

    case 'input': {
      const letter = action.letter.slice(-1).toUpperCase();
      if (!/^[A-Z]$/.test(letter)) return state;
      const { row, col } = state.cursor;
      if (!isPlayable(puzzle, row, col)) return state;
      const letters = copyGrid(state.letters);
      const marks = copyGrid(state.marks);
      // A revealed letter is the answer: it stays, and typing just moves on.
      if (marks[row]![col] !== 'revealed') {
        letters[row]![col] = letter;
        marks[row]![col] = null;
      }
      // Focus moves on to the next square of the entry; at its last square it stays.
      const entry = currentEntry(puzzle, state);
      let cursor = state.cursor;
      if (entry) {
        const next = entry.cells[positionInEntry(entry, state.cursor) + 1];
        if (next) cursor = { ...next };
      }
      return finish(puzzle, {
        ...state,
        letters,
        marks,
        cursor,
        direction: entry?.direction ?? state.direction,
        started: true,
      });
    }

    case 'backspace':
    case 'delete': {
      const letters = copyGrid(state.letters);
      const marks = copyGrid(state.marks);
      const clear = (cell: Cell) => {
        if (marks[cell.row]![cell.col] === 'revealed') return;
        letters[cell.row]![cell.col] = '';
        marks[cell.row]![cell.col] = null;
      };
      if (action.type === 'delete') {
        clear(state.cursor);
        return { ...state, letters, marks };
      }
      // Backspace clears and moves back: the square's own letter first, or, on an empty square, the one before.
      const entry = currentEntry(puzzle, state);
      const position = entry ? positionInEntry(entry, state.cursor) : -1;
      const previous = entry && position > 0 ? entry.cells[position - 1] : undefined;
      const hadLetter = letters[state.cursor.row]![state.cursor.col] !== '';
      if (hadLetter) {
        clear(state.cursor);
        return { ...state, letters, marks, cursor: previous ? { ...previous } : state.cursor };
      }
      if (!previous) return state;
      clear(previous);
      return { ...state, letters, marks, cursor: { ...previous } };
    }

    case 'move': {
      const [dr, dc] = ARROWS[action.key];
      const axis: EntryDirection = dr === 0 ? 'across' : 'down';
      const slots = puzzle.entryOf[state.cursor.row]![state.cursor.col]!;
      // An arrow across the current direction first turns to its axis, as solvers expect.
      if (axis !== state.direction && slots[axis] !== undefined) return { ...state, direction: axis };
      let row = state.cursor.row + dr;
      let col = state.cursor.col + dc;
      while (row >= 0 && row < puzzle.rows && col >= 0 && col < puzzle.cols) {
        if (isPlayable(puzzle, row, col)) {
          return { ...state, cursor: { row, col }, direction: withDirection(puzzle, { row, col }, axis) };
        }
        row += dr;
        col += dc;
      }
      return state;
    }

    case 'nextEntry':
    case 'previousEntry': {
      const count = puzzle.entries.length;
      if (count === 0) return state;
      const index = currentEntryIndex(puzzle, state) ?? -1;
      const step = action.type === 'nextEntry' ? 1 : -1;
      const target = puzzle.entries[(index + step + count) % count]!;
      return goToEntry(state, target);
    }

    case 'check': {
      const marks = copyGrid(state.marks);
      for (const { row, col } of cellsOf(puzzle, state, action.scope)) {
        const letter = state.letters[row]![col]!;
        if (letter && letter !== puzzle.solution[row]![col] && marks[row]![col] !== 'revealed') {
          marks[row]![col] = 'wrong';
        }
      }
      return { ...state, marks };
    }

    case 'reveal': {
      const letters = copyGrid(state.letters);
      const marks = copyGrid(state.marks);
      for (const { row, col } of cellsOf(puzzle, state, action.scope)) {
        const answer = puzzle.solution[row]![col];
        if (!answer || letters[row]![col] === answer) continue;
        letters[row]![col] = answer;
        marks[row]![col] = 'revealed';
      }
      return finish(puzzle, { ...state, letters, marks, started: true });
    }

    case 'tick':
      return state.started && !state.paused && !state.complete
        ? { ...state, elapsed: state.elapsed + 1 }
        : state;

    case 'pause':
      return state.complete || state.paused ? state : { ...state, paused: true };

    case 'resume':
      return state.paused ? { ...state, paused: false } : state;

    case 'reset':
      return initialCrosswordState(puzzle);

    case 'restore': {
      const restored = readSavedProgress(puzzle, action.saved);
      return restored ? finish(puzzle, { ...state, ...restored }) : state;
    }

    case 'typedBeforeLoad': {
      // Each letter goes in as if typed on its square; the selection is then the square holding the focus.
      let typed = state;
      for (const { row, col, letter } of action.squares)
        typed = crosswordReducer(puzzle, { ...typed, cursor: { row, col } }, { type: 'input', letter });
      const { row, col } = action.focus ?? state.cursor;
      const cursor = { row, col };
      return { ...typed, cursor, direction: withDirection(puzzle, cursor, state.direction) };
    }
  }
}

/** What is kept in the browser per puzzle: letters, marks and the timer. */
export interface SavedProgress {
  version: 1;
  /** The puzzle's answers, so progress made on an earlier version of the same id is dropped. */
  solution: string;
  letters: string[];
  marks: string[];
  elapsed: number;
  started: boolean;
}

const solutionKey = (puzzle: Puzzle) =>
  puzzle.solution.map((row) => row.map((a) => a ?? '#').join('')).join('/');

export function toSavedProgress(puzzle: Puzzle, state: CrosswordState): SavedProgress {
  return {
    version: 1,
    solution: solutionKey(puzzle),
    letters: state.letters.map((row) => row.map((letter) => letter || '.').join('')),
    marks: state.marks.map((row) =>
      row.map((mark) => (mark === 'wrong' ? 'w' : mark === 'revealed' ? 'r' : '.')).join(''),
    ),
    elapsed: state.elapsed,
    started: state.started,
  };
}

/** The saved fields back, or undefined when the value is not progress on this very puzzle. */
export function readSavedProgress(
  puzzle: Puzzle,
  saved: unknown,
): Pick<CrosswordState, 'letters' | 'marks' | 'elapsed' | 'started'> | undefined {
  if (!saved || typeof saved !== 'object') return undefined;
  const value = saved as Partial<SavedProgress>;
  if (value.version !== 1 || value.solution !== solutionKey(puzzle)) return undefined;
  const rowsOk = (rows: unknown, pattern: RegExp): rows is string[] =>
    Array.isArray(rows) &&
    rows.length === puzzle.rows &&
    rows.every((row) => typeof row === 'string' && row.length === puzzle.cols && pattern.test(row));
  if (!rowsOk(value.letters, /^[A-Z.]*$/) || !rowsOk(value.marks, /^[wr.]*$/)) return undefined;
  const elapsed =
    Number.isInteger(value.elapsed) && (value.elapsed as number) >= 0 ? (value.elapsed as number) : 0;
  const letters = value.letters.map((row, r) =>
    [...row].map((letter, c) => (letter === '.' || !isPlayable(puzzle, r, c) ? '' : letter)),
  );
  const marks = value.marks.map((row, r) =>
    [...row].map((mark, c): CellMark | null =>
      !isPlayable(puzzle, r, c) ? null : mark === 'w' ? 'wrong' : mark === 'r' ? 'revealed' : null,
    ),
  );
  return { letters, marks, elapsed, started: value.started === true || elapsed > 0 };
}

/** The browser storage key of a puzzle's progress. */
export const progressStorageKey = (puzzleId: number) => `nabj-crossword-progress-${puzzleId}`;
