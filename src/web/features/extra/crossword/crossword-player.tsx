import { Eye, Play, Trophy } from 'lucide-react';
import { useId, useMemo } from 'react';
import type { PublicCrossword } from '../../../../contracts/crossword.ts';
import { readClues, readPuzzleData } from '../../../../contracts/crossword-values.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ClueLists, CurrentClue } from './crossword-clues.tsx';
import { CheckAndReveal, CrosswordToolbar } from './crossword-controls.tsx';
import { CrosswordGrid } from './crossword-grid.tsx';
import { Notice } from './crossword-notice.tsx';
import {
  buildPuzzle,
  type CrosswordState,
  completionSummary,
  currentEntry,
  filledCount,
  type Puzzle,
} from './crossword-state.ts';
import { useCrossword } from './use-crossword.ts';

export const CROSSWORD_LOAD_ERROR = 'Error loading crossword puzzle.';

/** The active puzzle, played; loaded when the reader comes near it (crossword-section.tsx). */
export function LoadedCrossword({ crossword }: { crossword: PublicCrossword }) {
  const puzzle = useMemo(() => {
    const data = readPuzzleData(crossword.puzzleData);
    const clues = readClues(crossword.clues);
    if (!data || !clues) return undefined;
    const built = buildPuzzle(data, clues);
    return built.entries.length > 0 ? { built, notes: data.notes } : undefined;
  }, [crossword.puzzleData, crossword.clues]);
  if (!puzzle) return <Notice>{CROSSWORD_LOAD_ERROR}</Notice>;
  return (
    <>
      {puzzle.notes && <p className="mt-2 text-muted text-sm">{puzzle.notes}</p>}
      {/* A different puzzle (or a new version of it) starts a fresh solver. */}
      <CrosswordPlayer
        key={`${crossword.id}:${crossword.puzzleData}`}
        id={crossword.id}
        title={crossword.title}
        puzzle={puzzle.built}
      />
    </>
  );
}

/**
 * The solver. Exported for the admin editor's preview, which plays the puzzle exactly as readers
 * will but passes saveProgress={false} so trying a draft leaves nothing in the browser's storage.
 */
export function CrosswordPlayer({
  id,
  title,
  puzzle,
  saveProgress = true,
}: {
  id: number;
  title: string;
  puzzle: Puzzle;
  saveProgress?: boolean;
}) {
  const { state, dispatch, act, entryIndex, squareRef, onSquareKeyDown } = useCrossword(
    id,
    puzzle,
    saveProgress,
  );
  const clueId = useId();

  return (
    <div className="mt-6">
      <CrosswordToolbar puzzle={puzzle} state={state} dispatch={dispatch} />
      {state.complete && <CompletionNotice title={title} puzzle={puzzle} state={state} />}
      {state.paused ? (
        <PausedNotice onResume={() => dispatch({ type: 'resume' })} />
      ) : (
        <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(16rem,22rem)] lg:items-start">
          <div>
            <CurrentClue id={clueId} entry={currentEntry(puzzle, state)} />
            <CrosswordGrid
              title={title}
              puzzle={puzzle}
              state={state}
              clueId={clueId}
              squareRef={squareRef}
              onSquareKeyDown={onSquareKeyDown}
              onAction={act}
              onSelect={(row, col) => dispatch({ type: 'select', row, col })}
            />
            <CheckAndReveal disabled={state.complete || state.paused} onAction={act} />
            <p className="mt-3 text-muted text-xs leading-relaxed">
              Type to fill a square. Click the selected square (or press Space) to switch between across and
              down; arrows move, Tab and Shift+Tab jump between clues. Wrong letters are struck through when
              checked; revealed squares carry a red corner.
            </p>
          </div>
          <ClueLists
            puzzle={puzzle}
            state={state}
            entryIndex={entryIndex}
            onChoose={(index) => act({ type: 'selectEntry', index })}
          />
        </div>
      )}
    </div>
  );
}

/** The finished grid's message: solved, completed with help, or revealed. */
function CompletionNotice({
  title,
  puzzle,
  state,
}: {
  title: string;
  puzzle: Puzzle;
  state: CrosswordState;
}) {
  const revealed = state.marks.flat().filter((mark) => mark === 'revealed').length;
  const summary = completionSummary(title, state.elapsed, revealed, filledCount(puzzle, state).total);
  return (
    <div role="status" className="mt-4 flex items-start gap-3 rounded-md border border-ink bg-paper-soft p-4">
      {summary.solved ? (
        <Trophy aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
      ) : (
        <Eye aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted" />
      )}
      <div>
        <p className="font-bold font-serif text-ink text-xl">{summary.heading}</p>
        <p className="mt-1 text-muted text-sm">{summary.detail}</p>
      </div>
    </div>
  );
}

/** In place of the grid while the clock is stopped, so a paused solve cannot go on unseen. */
function PausedNotice({ onResume }: { onResume: () => void }) {
  return (
    <div className="mt-6 flex flex-col items-center rounded-md border border-rule bg-paper-soft px-6 py-16 text-center">
      <p className="font-bold font-serif text-2xl text-ink">Paused</p>
      <p className="mt-1 text-muted text-sm">The grid is hidden while the timer is stopped.</p>
      <Button className="mt-5" onClick={onResume}>
        <Play aria-hidden="true" />
        Resume
      </Button>
    </div>
  );
}
