import { useMemo } from 'react';
import {
  findMissingClues,
  hasMissingClues,
  isGridFilled,
  missingCluesMessage,
  PUZZLE_NO_ENTRIES_MESSAGE,
  UNTITLED_CROSSWORD,
} from '../../../contracts/crossword.ts';
import { CrosswordPlayer } from '../../features/extra/crossword/crossword-player.tsx';
import { buildPuzzle } from '../../features/extra/crossword/crossword-state.ts';
import type { EditorPuzzle } from './editor-state.ts';
import { cluesForGrid } from './puzzle-files.ts';

const PREVIEW_UNFILLED =
  'Fill every open square with a letter to preview the puzzle as readers will play it.';

/** The puzzle the editor would save, played with the public player; its progress is not kept. */
export function CrosswordPreview({ puzzle }: { puzzle: EditorPuzzle }) {
  const built = useMemo(() => buildPuzzle(puzzle, cluesForGrid(puzzle)), [puzzle]);
  const title = puzzle.title.trim() || UNTITLED_CROSSWORD;
  const missing = findMissingClues(puzzle.grid, puzzle.clues);

  let blocker: string | undefined;
  if (built.entries.length === 0) blocker = `${PUZZLE_NO_ENTRIES_MESSAGE}.`;
  else if (!isGridFilled(puzzle.grid)) blocker = PREVIEW_UNFILLED;

  return (
    <section
      aria-labelledby="crossword-preview-title"
      className="rounded-lg border border-rule bg-paper p-4 sm:p-6"
    >
      <p className="font-semibold text-accent text-sm uppercase tracking-widest">Preview</p>
      <h2 id="crossword-preview-title" className="mt-2 font-bold font-serif text-3xl text-ink leading-tight">
        {title}
      </h2>
      {puzzle.notes.trim() && <p className="mt-2 text-muted text-sm">{puzzle.notes.trim()}</p>}
      {blocker ? (
        <p className="mt-6 rounded-md border border-rule border-dashed px-5 py-8 text-center text-ink">
          {blocker}
        </p>
      ) : (
        <>
          {hasMissingClues(missing) && (
            <p className="mt-4 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-amber-900 text-sm">
              {missingCluesMessage(missing)}
            </p>
          )}
          {/* A changed grid or clue starts a fresh solve. */}
          <CrosswordPlayer
            key={JSON.stringify([puzzle.grid, puzzle.clues])}
            id={0}
            title={title}
            puzzle={built}
            saveProgress={false}
          />
        </>
      )}
    </section>
  );
}
