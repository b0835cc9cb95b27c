import { and, eq, ne, sql } from 'drizzle-orm';
import { isGridFilled, readPuzzleData } from '../../../contracts/crossword.ts';
import type { Database, Executor } from '../../db/client.ts';
import { contentRepository } from '../../db/content-repository.ts';
import { nextVersion } from '../../db/version.ts';
import { crosswords } from './crosswords.table.ts';

export type CrosswordRow = typeof crosswords.$inferSelect;
/** What is stored: puzzleData and clues as canonical JSON text. */
export type StoredCrosswordValues = Pick<typeof crosswords.$inferInsert, 'title' | 'puzzleData' | 'clues'>;

/** Activations queue behind one another, so two at once still leave exactly one active puzzle. */
const lockActivation = (tx: Executor) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext('crosswords.activate'))`);

/** A live puzzle must have every open square filled (crossword.ts explains the two readings). */
function isReadyToGoLive(puzzleData: string): boolean {
  const puzzle = readPuzzleData(puzzleData);
  return puzzle !== undefined && isGridFilled(puzzle.grid);
}

/** Crosswords, and what their admin list searches and sorts by; its date is when the puzzle was made. */
export const crosswordRepository = contentRepository({
  table: crosswords,
  id: crosswords.id,
  date: crosswords.createdAt,
  updatedAt: crosswords.updatedAt,
  title: crosswords.title,
});

export async function findActiveCrossword(db: Executor) {
  const [row] = await db.select().from(crosswords).where(eq(crosswords.isActive, true)).limit(1);
  return row;
}

/** A new puzzle is a draft: it goes live only through activateCrossword. */
export async function insertCrossword(db: Executor, values: StoredCrosswordValues) {
  const [row] = await db
    .insert(crosswords)
    .values({ ...values, isActive: false })
    .returning();
  return row!;
}

/**
 * Saves an edit; the live puzzle may not lose a letter ('not-ready'). Undefined when there is no such
 * puzzle or it is no longer at the version `basedOn` the edit was based on.
 */
export async function updateCrossword(
  db: Database,
  id: number,
  values: StoredCrosswordValues,
  basedOn?: number,
): Promise<CrosswordRow | undefined | 'not-ready'> {
  return db.transaction(async (tx) => {
    // Locking the row orders this edit against an activation or another edit of the same puzzle, so
    // its version cannot change before the write below.
    const [current] = await tx.select().from(crosswords).where(eq(crosswords.id, id)).for('update');
    if (!current || (basedOn !== undefined && current.version !== basedOn)) return undefined;
    if (current.isActive && !isReadyToGoLive(values.puzzleData)) return 'not-ready';
    const [row] = await tx
      .update(crosswords)
      .set({ ...values, updatedAt: new Date(), ...nextVersion(crosswords) })
      .where(eq(crosswords.id, id))
      .returning();
    return row!;
  });
}

/**
 * Makes this puzzle the one active puzzle, in one transaction: the others are deactivated first, so
 * the partial unique index (one active row) holds at every step. Its publishedDate becomes the moment
 * it went live; activating the puzzle that is already live changes nothing.
 */
export async function activateCrossword(
  db: Database,
  id: number,
  now = new Date(),
): Promise<CrosswordRow | undefined | 'not-ready'> {
  return db.transaction(async (tx) => {
    await lockActivation(tx);
    const [current] = await tx.select().from(crosswords).where(eq(crosswords.id, id)).for('update');
    if (!current) return undefined;
    if (current.isActive) return current;
    if (!isReadyToGoLive(current.puzzleData)) return 'not-ready';
    await tx
      .update(crosswords)
      .set({ isActive: false, updatedAt: now, ...nextVersion(crosswords) })
      .where(and(eq(crosswords.isActive, true), ne(crosswords.id, id)));
    const [row] = await tx
      .update(crosswords)
      .set({ isActive: true, publishedDate: now, updatedAt: now, ...nextVersion(crosswords) })
      .where(eq(crosswords.id, id))
      .returning();
    return row!;
  });
}
