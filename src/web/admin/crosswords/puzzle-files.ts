import {
  BLOCK_CELL,
  type CrosswordInput,
  clueKey,
  type EntryDirection,
  numberGrid,
  readClues,
  readPuzzleData,
} from '../../../contracts/crossword.ts';
import { clampSize, type EditorPuzzle, resizeGrid } from './editor-state.ts';

/*
 * Moving a puzzle in and out of the editor: the API's JSON text fields, pasted JSON (admin-area §5)
 * and the open .ipuz format (http://ipuz.org, kind crossword#1). Every way in goes through
 * `puzzleFromGrid`, so a cell means the same whatever the source.
 */

export const INVALID_JSON = 'Invalid JSON';
export const INVALID_IPUZ = 'Invalid ipuz file';
const IPUZ_CROSSWORD_KIND = 'http://ipuz.org/crossword#1';

const CLUE_KEY = /^[AD][1-9]\d*$/;

/** The contract's reading of foreign cells: a letter (upper-cased), '' open, anything else a block. */
function normaliseCell(cell: unknown): string {
  if (cell === '') return '';
  return typeof cell === 'string' && /^[A-Za-z]$/.test(cell) ? cell.toUpperCase() : BLOCK_CELL;
}

const stringOr = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A puzzle from a grid of any size: rows and columns follow the grid, clamped to 3–25 as Apply Size
 * does (extra squares cut, missing ones added open). Undefined when `grid` is not a list of rows.
 */
function puzzleFromGrid(
  grid: unknown,
  rest: { title: string; notes: string; clues: Record<string, string> },
): EditorPuzzle | undefined {
  if (!Array.isArray(grid) || !grid.every(Array.isArray)) return undefined;
  const rowsOfCells = (grid as unknown[][]).map((row) => row.map(normaliseCell));
  const width = Math.max(0, ...rowsOfCells.map((row) => row.length));
  if (width === 0) return undefined;
  // A short row's missing squares are blocks (contract), before the size is clamped.
  const padded = rowsOfCells.map((row) => [...row, ...Array<string>(width - row.length).fill(BLOCK_CELL)]);
  const rows = clampSize(padded.length, padded.length);
  const cols = clampSize(width, width);
  return { ...rest, rows, cols, grid: resizeGrid(padded, rows, cols) };
}

function cluesFrom(value: unknown): Record<string, string> {
  const parsed = typeof value === 'string' ? parseJson(value) : value;
  if (!isRecord(parsed)) return {};
  return Object.fromEntries(
    Object.entries(parsed).filter(
      (pair): pair is [string, string] => CLUE_KEY.test(pair[0]) && typeof pair[1] === 'string',
    ),
  );
}

/** The value of a JSON text; undefined when it is not JSON. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The clues of the grid's numbered entries only, in A then D order, as the API stores them. */
export function cluesForGrid(puzzle: EditorPuzzle): Record<string, string> {
  const { across, down } = numberGrid(puzzle.grid);
  const clues: Record<string, string> = {};
  for (const entry of [...across, ...down]) {
    const key = clueKey(entry.direction, entry.number);
    const text = puzzle.clues[key]?.trim();
    if (text) clues[key] = text;
  }
  return clues;
}

/** The POST/PUT body of admin-area §7: puzzleData and clues as JSON text. */
export function toCrosswordBody(puzzle: EditorPuzzle): CrosswordInput {
  const { rows, cols, grid, notes } = puzzle;
  return {
    title: puzzle.title,
    puzzleData: JSON.stringify({ rows, cols, grid, notes }),
    clues: JSON.stringify(cluesForGrid(puzzle)),
  };
}

/** A stored puzzle opened for editing; undefined when its JSON cannot be read ('Failed to load crossword data'). */
export function fromStoredCrossword(crossword: {
  title: string;
  puzzleData: string;
  clues: string;
}): EditorPuzzle | undefined {
  const data = readPuzzleData(crossword.puzzleData);
  const clues = readClues(crossword.clues);
  return data && clues ? { ...data, title: crossword.title, clues } : undefined;
}

/** The editor's own JSON (also what "Export JSON" writes). */
export function exportPuzzleJson(puzzle: EditorPuzzle): string {
  const { title, notes, rows, cols, grid } = puzzle;
  return JSON.stringify({ title, notes, rows, cols, grid, clues: cluesForGrid(puzzle) }, null, 2);
}

/**
 * admin-area §5: pasted JSON must hold a grid, else 'Invalid JSON' (undefined). The editor's export,
 * stored puzzleData and an API crossword (JSON text fields) all do. Missing title and notes stay.
 */
export function importPuzzleJson(text: string, current: EditorPuzzle): EditorPuzzle | undefined {
  const parsed = parseJson(text);
  if (!isRecord(parsed)) return undefined;
  const nested = typeof parsed.puzzleData === 'string' ? parseJson(parsed.puzzleData) : parsed.puzzleData;
  const data = isRecord(nested) ? nested : parsed;
  return puzzleFromGrid(data.grid, {
    title: stringOr(parsed.title, current.title),
    notes: stringOr(data.notes ?? parsed.notes, current.notes),
    clues: cluesFrom(parsed.clues),
  });
}

/** An ipuz v2 crossword: numbers in `puzzle`, letters in `solution`, clues as [number, text]. */
export function toIpuz(puzzle: EditorPuzzle): Record<string, unknown> {
  const numbered = numberGrid(puzzle.grid);
  const numbers = new Map(numbered.cells.map((cell) => [`${cell.row}:${cell.col}`, cell.number]));
  const clues = cluesForGrid(puzzle);
  const list = (direction: EntryDirection) =>
    numbered[direction].map((entry) => [entry.number, clues[clueKey(direction, entry.number)] ?? '']);
  return {
    version: 'http://ipuz.org/v2',
    kind: [IPUZ_CROSSWORD_KIND],
    title: puzzle.title,
    notes: puzzle.notes,
    dimensions: { width: puzzle.cols, height: puzzle.rows },
    block: BLOCK_CELL,
    empty: 0,
    puzzle: puzzle.grid.map((row, r) =>
      row.map((cell, c) => (cell === BLOCK_CELL ? BLOCK_CELL : (numbers.get(`${r}:${c}`) ?? 0))),
    ),
    // A square with no letter yet has no solution: null.
    solution: puzzle.grid.map((row) => row.map((cell) => cell || null)),
    clues: { Across: list('across'), Down: list('down') },
  };
}

/** "NABJ Knowledge Challenge" → "nabj-knowledge-challenge.ipuz". */
export function ipuzFileName(title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${slug || 'crossword'}.ipuz`;
}

/** ipuz cells may be plain values or objects ({cell: 1, style: …}, {value: "A"}). */
const cellValue = (cell: unknown, field: 'cell' | 'value') => (isRecord(cell) ? cell[field] : cell);

/** One clue of an ipuz list: [number, text], {number, clue} or "text" (no number: skipped). */
function ipuzClue(clue: unknown): [number, string] | undefined {
  const [number, text] = Array.isArray(clue) ? clue : isRecord(clue) ? [clue.number, clue.clue] : [];
  return typeof text === 'string' && Number.isInteger(Number(number)) ? [Number(number), text] : undefined;
}

/**
 * An .ipuz file's puzzle; undefined when it is not an ipuz crossword with a grid ('Invalid ipuz file').
 * Its clue numbers match ours for any standard crossword: the numbering rule is the same.
 */
export function fromIpuz(text: string): EditorPuzzle | undefined {
  // ipuz v1 files may be wrapped as ipuz({...}).
  const unwrapped = text.trim().replace(/^ipuz\(([\s\S]*)\)\s*;?$/, '$1');
  const parsed = parseJson(unwrapped);
  if (!isRecord(parsed)) return undefined;
  const kinds = Array.isArray(parsed.kind) ? parsed.kind : [];
  if (!kinds.some((kind) => typeof kind === 'string' && kind.startsWith('http://ipuz.org/crossword'))) {
    return undefined;
  }
  if (!Array.isArray(parsed.puzzle) || !parsed.puzzle.every(Array.isArray)) return undefined;
  const block = typeof parsed.block === 'string' ? parsed.block : BLOCK_CELL;
  const solution = Array.isArray(parsed.solution) ? parsed.solution : [];
  const grid = (parsed.puzzle as unknown[][]).map((row, r) =>
    row.map((raw, c) => {
      const cell = cellValue(raw, 'cell');
      const answer = cellValue((solution[r] as unknown[] | undefined)?.[c], 'value');
      if (cell === null || cell === undefined || cell === block || answer === block) return BLOCK_CELL;
      return typeof answer === 'string' && /^[A-Za-z]$/.test(answer) ? answer : '';
    }),
  );

  const clues: Record<string, string> = {};
  const lists = isRecord(parsed.clues) ? parsed.clues : {};
  for (const [name, list] of Object.entries(lists)) {
    // Keys are "Across", "Down", or "Across:Horizontal"-style labelled directions.
    const direction = name.split(':')[0]!.trim().toLowerCase();
    if ((direction !== 'across' && direction !== 'down') || !Array.isArray(list)) continue;
    for (const clue of list) {
      const read = ipuzClue(clue);
      if (read) clues[clueKey(direction, read[0])] = read[1];
    }
  }
  return puzzleFromGrid(grid, {
    title: stringOr(parsed.title, ''),
    notes: stringOr(parsed.notes, ''),
    clues,
  });
}
