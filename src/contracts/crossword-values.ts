// The parts of the crossword contract the reader's browser needs, without Zod.

/*
 * The crossword's rules, shared by the server (validation on save), the admin editor and the public
 * player, so the three number a grid the same way.
 *
 * Cells (admin-area §3): a letter A–Z in either case, '' for an open square not filled yet, or '#' for
 * a block. public-site §3 says "empty or # cells are blocks"; the two readings are reconciled by
 * refusing to put a puzzle live while any open square is empty (`isGridFilled`), so a live puzzle has
 * no '' cell and both readings number it alike. While reading stored or foreign data, anything that
 * is neither a letter nor '' (null, undefined, '#', a missing cell of a short row) is a block.
 */

export const CROSSWORD_MIN_SIZE = 3;
export const CROSSWORD_MAX_SIZE = 25;
/** admin-area §9 defaults of the editor. */
export const CROSSWORD_DEFAULT_SIZE = 12;
export const CROSSWORD_DEFAULT_TITLE = 'NABJ Knowledge Challenge';
export const CROSSWORD_DEFAULT_NOTES = 'Theme: NABJ • Black culture • Journalism';
/** admin-area §5: an empty saved title. */
export const UNTITLED_CROSSWORD = 'Untitled Crossword';
export const BLOCK_CELL = '#';

export const CROSSWORD_NOT_FOUND = 'Crossword Not Found';
export const NO_ACTIVE_CROSSWORD = 'No active crossword';
export const PUZZLE_DATA_MESSAGE = 'Puzzle data must be JSON with rows, cols and grid';
export const PUZZLE_SIZE_MESSAGE = `Rows and columns must each be between ${CROSSWORD_MIN_SIZE} and ${CROSSWORD_MAX_SIZE}`;
export const PUZZLE_CELL_MESSAGE = 'Each cell must be a letter A–Z, empty, or # for a block';
export const PUZZLE_NO_ENTRIES_MESSAGE = 'The grid needs at least one entry of two or more squares';
export const CLUES_MESSAGE = 'Clues must be JSON mapping keys such as A1 or D3 to clue text';
export const UNFILLED_GRID_MESSAGE = 'Fill every open square with a letter before the puzzle goes live';

export type CrosswordCell = string | null | undefined;
export type CrosswordGrid = readonly (readonly CrosswordCell[] | null | undefined)[];
export type EntryDirection = 'across' | 'down';

export interface CrosswordEntry {
  number: number;
  direction: EntryDirection;
  row: number;
  col: number;
  length: number;
  /** The letters upper-cased, one per square; an open square not filled yet is '_'. */
  answer: string;
}

export interface NumberedCell {
  row: number;
  col: number;
  number: number;
}

export interface NumberedGrid {
  /** Every numbered square, in numbering order (row by row, left to right). */
  cells: NumberedCell[];
  across: CrosswordEntry[];
  down: CrosswordEntry[];
}

const LETTER = /^[A-Za-z]$/;

/** An open square: a letter, or '' in a draft. Everything else is a block. */
export function isOpenCell(cell: CrosswordCell): boolean {
  return cell === '' || (typeof cell === 'string' && LETTER.test(cell));
}

/** True when every open square holds a letter: the condition for a puzzle to go live. */
export function isGridFilled(grid: CrosswordGrid): boolean {
  return grid.every((row) => (row ?? []).every((cell) => cell !== ''));
}

/**
 * admin-area §5: a square gets a number if it starts an across or down entry of length 2 or more;
 * numbers increase row by row, left to right.
 */
export function numberGrid(grid: CrosswordGrid): NumberedGrid {
  const height = grid.length;
  const width = Math.max(0, ...grid.map((row) => row?.length ?? 0));
  const open = (row: number, col: number) =>
    row >= 0 && row < height && col >= 0 && col < width && isOpenCell(grid[row]?.[col]);
  const letter = (row: number, col: number) => {
    const cell = grid[row]?.[col];
    return cell ? cell.toUpperCase() : '_';
  };
  const entry = (direction: EntryDirection, number: number, row: number, col: number): CrosswordEntry => {
    const [dr, dc] = direction === 'across' ? [0, 1] : [1, 0];
    let answer = '';
    for (let r = row, c = col; open(r, c); r += dr, c += dc) answer += letter(r, c);
    return { number, direction, row, col, length: answer.length, answer };
  };

  const result: NumberedGrid = { cells: [], across: [], down: [] };
  let next = 1;
  for (let row = 0; row < height; row++) {
    for (let col = 0; col < width; col++) {
      if (!open(row, col)) continue;
      const startsAcross = !open(row, col - 1) && open(row, col + 1);
      const startsDown = !open(row - 1, col) && open(row + 1, col);
      if (!startsAcross && !startsDown) continue;
      const number = next++;
      result.cells.push({ row, col, number });
      if (startsAcross) result.across.push(entry('across', number, row, col));
      if (startsDown) result.down.push(entry('down', number, row, col));
    }
  }
  return result;
}

/** The clues map's key of an entry: A1, D3 (public-site §3). */
export function clueKey(direction: EntryDirection, number: number): string {
  return `${direction === 'across' ? 'A' : 'D'}${number}`;
}

export interface MissingClues {
  across: number[];
  down: number[];
}

/** The numbered entries that have no clue, or only a blank one. */
export function findMissingClues(
  grid: CrosswordGrid,
  clues: Readonly<Record<string, string | null | undefined>>,
): MissingClues {
  const { across, down } = numberGrid(grid);
  const missing = (entries: CrosswordEntry[]) =>
    entries.filter((e) => !clues[clueKey(e.direction, e.number)]?.trim()).map((e) => e.number);
  return { across: missing(across), down: missing(down) };
}

export function hasMissingClues(missing: MissingClues): boolean {
  return missing.across.length > 0 || missing.down.length > 0;
}

/** admin-area §5's alert text; a direction with nothing missing reads "none". */
export function missingCluesMessage(missing: MissingClues): string {
  const list = (numbers: number[]) => (numbers.length > 0 ? numbers.join(', ') : 'none');
  return `Missing clues for numbers: Across: ${list(missing.across)}; Down: ${list(missing.down)} Please provide clues for all numbered entries.`;
}

/** A puzzle as stored: `grid` has `rows` rows of `cols` cells, letters upper-case. */
export interface PuzzleData {
  rows: number;
  cols: number;
  grid: string[][];
  notes: string;
}

/** Clue texts by key (A1, D3…), blank ones left out. */
export type CrosswordClues = Record<string, string>;

const PUZZLE_CELL = /^(?:[A-Za-z]|#|)$/;
const CLUE_KEY = /^[AD][1-9]\d*$/;
const NOTES_MAX_LENGTH = 2000;
const CLUE_MAX_LENGTH = 500;

const isSize = (value: unknown): value is number =>
  Number.isInteger(value) &&
  (value as number) >= CROSSWORD_MIN_SIZE &&
  (value as number) <= CROSSWORD_MAX_SIZE;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Reads stored or fetched puzzle JSON, or undefined when it is not a valid puzzle ("Error loading…").
 * Written without Zod so the public player carries none; it accepts exactly what the save schema
 * (crossword.ts, puzzleDataSchema) accepts and gives the same value, which crossword.test.ts checks.
 */
export function readPuzzleData(text: string): PuzzleData | undefined {
  const value = parseJson(text);
  if (!isRecord(value)) return undefined;
  const { rows, cols, grid, notes = '' } = value;
  if (!isSize(rows) || !isSize(cols) || !Array.isArray(grid) || grid.length !== rows) return undefined;
  if (typeof notes !== 'string' || notes.trim().length > NOTES_MAX_LENGTH) return undefined;
  const cells: string[][] = [];
  for (const row of grid) {
    if (!Array.isArray(row) || row.length !== cols) return undefined;
    if (!row.every((cell) => typeof cell === 'string' && PUZZLE_CELL.test(cell))) return undefined;
    cells.push(row.map((cell: string) => cell.toUpperCase()));
  }
  return { rows, cols, grid: cells, notes: notes.trim() };
}

/** Reads clue JSON like the save schema (crossword.ts, cluesSchema): undefined when it is not valid. */
export function readClues(text: string): CrosswordClues | undefined {
  const value = parseJson(text);
  if (!isRecord(value)) return undefined;
  const clues: CrosswordClues = {};
  for (const [key, clue] of Object.entries(value)) {
    // JSON.parse makes "__proto__" an own key; the save schema (Zod) drops it, and so does this.
    if (key === '__proto__') continue;
    if (!CLUE_KEY.test(key) || typeof clue !== 'string' || clue.trim().length > CLUE_MAX_LENGTH)
      return undefined;
    if (clue.trim()) clues[key] = clue.trim();
  }
  return clues;
}
