import { z } from 'zod';
import { isoDateSchema, versionField } from './common.ts';
import {
  CLUES_MESSAGE,
  CROSSWORD_MAX_SIZE,
  CROSSWORD_MIN_SIZE,
  type CrosswordClues,
  clueKey,
  findMissingClues,
  hasMissingClues,
  missingCluesMessage,
  numberGrid,
  PUZZLE_CELL_MESSAGE,
  PUZZLE_DATA_MESSAGE,
  PUZZLE_NO_ENTRIES_MESSAGE,
  PUZZLE_SIZE_MESSAGE,
  UNTITLED_CROSSWORD,
} from './crossword-values.ts';

// crossword-values.ts holds the rules themselves; here are the schemas that check puzzles and clues.
export * from './crossword-values.ts';

const sizeSchema = z
  .number({ error: PUZZLE_DATA_MESSAGE })
  .int(PUZZLE_SIZE_MESSAGE)
  .min(CROSSWORD_MIN_SIZE, PUZZLE_SIZE_MESSAGE)
  .max(CROSSWORD_MAX_SIZE, PUZZLE_SIZE_MESSAGE);

const cellSchema = z
  .string({ error: PUZZLE_CELL_MESSAGE })
  .regex(/^(?:[A-Za-z]|#|)$/, PUZZLE_CELL_MESSAGE)
  .transform((cell) => cell.toUpperCase());

/**
 * The puzzleData JSON {rows, cols, grid, notes}: letters are upper-cased, unknown keys dropped.
 * readPuzzleData (crossword-values.ts) reads stored puzzles the same way without Zod; the tests hold
 * the two to the same answers.
 */
export const puzzleDataSchema = z
  .object(
    {
      rows: sizeSchema,
      cols: sizeSchema,
      grid: z
        .array(
          z.array(cellSchema, { error: PUZZLE_DATA_MESSAGE }).max(CROSSWORD_MAX_SIZE, PUZZLE_SIZE_MESSAGE),
          { error: PUZZLE_DATA_MESSAGE },
        )
        .max(CROSSWORD_MAX_SIZE, PUZZLE_SIZE_MESSAGE),
      notes: z.string().trim().max(2000, 'Notes must be at most 2000 characters').optional().default(''),
    },
    { error: PUZZLE_DATA_MESSAGE },
  )
  .check((ctx) => {
    // Runs even when a field failed, so it must not trust the shape.
    const { rows, cols, grid } = ctx.value;
    if (!Array.isArray(grid)) return;
    if (grid.length !== rows || grid.some((row) => !Array.isArray(row) || row.length !== cols)) {
      ctx.issues.push({
        code: 'custom',
        input: ctx.value,
        path: ['grid'],
        message: `The grid must have ${rows} rows of ${cols} cells, as rows and cols say`,
      });
    }
  });

/** The clues JSON: keys A{n} or D{n}; a blank clue counts as missing and is not kept (readClues alike). */
export const cluesSchema = z
  .record(
    z.string().regex(/^[AD][1-9]\d*$/, CLUES_MESSAGE),
    z.string({ error: CLUES_MESSAGE }).trim().max(500, 'Each clue must be at most 500 characters'),
    { error: CLUES_MESSAGE },
  )
  .transform((clues) => Object.fromEntries(Object.entries(clues).filter(([, text]) => text.length > 0)));

/** A JSON text field: parsed, then checked by `schema`; text that is not JSON gets `message`. */
function jsonText<T extends z.ZodType>(schema: T, message: string, max: number) {
  return z
    .string({ error: message })
    .max(max, message)
    .transform((text, ctx): unknown => {
      try {
        return JSON.parse(text);
      } catch {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
    })
    .pipe(schema);
}

/**
 * The admin form and the request body (admin-area §7): title, and puzzleData and clues as JSON text.
 * The output holds the parsed values; clues are kept for the grid's entries only, in A then D order.
 */
export const crosswordInputSchema = z
  .object({
    title: z
      .string()
      .trim()
      .max(200, 'Title must be at most 200 characters')
      .optional()
      .default('')
      .transform((title) => title || UNTITLED_CROSSWORD),
    puzzleData: jsonText(puzzleDataSchema, PUZZLE_DATA_MESSAGE, 50_000),
    clues: jsonText(cluesSchema, CLUES_MESSAGE, 100_000),
  })
  .transform((input, ctx) => {
    const numbered = numberGrid(input.puzzleData.grid);
    if (numbered.across.length + numbered.down.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['puzzleData'], message: PUZZLE_NO_ENTRIES_MESSAGE });
      return z.NEVER;
    }
    const missing = findMissingClues(input.puzzleData.grid, input.clues);
    if (hasMissingClues(missing)) {
      ctx.addIssue({ code: 'custom', path: ['clues'], message: missingCluesMessage(missing) });
      return z.NEVER;
    }
    const clues: CrosswordClues = {};
    for (const entry of [...numbered.across, ...numbered.down]) {
      const key = clueKey(entry.direction, entry.number);
      clues[key] = input.clues[key]!;
    }
    return { ...input, clues };
  });
export type CrosswordInput = z.input<typeof crosswordInputSchema>;
export type CrosswordValues = z.output<typeof crosswordInputSchema>;

/** What the public player gets: puzzleData and clues stay JSON text, as public-site §3 reads them. */
export const publicCrosswordSchema = z.object({
  id: z.number(),
  title: z.string(),
  publishedDate: isoDateSchema,
  puzzleData: z.string(),
  clues: z.string(),
});
export type PublicCrossword = z.infer<typeof publicCrosswordSchema>;

export const adminCrosswordSchema = publicCrosswordSchema.extend({
  isActive: z.boolean(),
  createdAt: isoDateSchema,
  updatedAt: isoDateSchema,
  ...versionField,
});
export type AdminCrossword = z.infer<typeof adminCrosswordSchema>;
