import { useId } from 'react';
import { cn } from '../../../lib/cn.ts';
import type { CrosswordState, Puzzle, PuzzleEntry } from './crossword-state.ts';

/** "3 Across": how the clue bar and the squares' labels name an entry. */
export const entryLabel = (entry: PuzzleEntry) =>
  `${entry.number} ${entry.direction === 'across' ? 'Across' : 'Down'}`;

/** The clue of the selected entry above the grid, on screens too narrow for the clue lists beside it. */
export function CurrentClue({ id, entry }: { id: string; entry: PuzzleEntry | undefined }) {
  return (
    <p
      id={id}
      className="sticky top-16 z-10 mb-3 min-h-12 rounded-md bg-ink px-3 py-2 text-paper text-sm lg:hidden"
    >
      {entry && (
        <>
          <span className="font-bold">{`${entryLabel(entry)}: `}</span>
          {entry.clue}
        </>
      )}
    </p>
  );
}

/** The Across and Down lists: the selected entry marked current, the one crossing at the cursor shaded. */
export function ClueLists({
  puzzle,
  state,
  entryIndex,
  onChoose,
}: {
  puzzle: Puzzle;
  state: CrosswordState;
  entryIndex: number | undefined;
  onChoose: (index: number) => void;
}) {
  const slots = puzzle.entryOf[state.cursor.row]?.[state.cursor.col];
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-1">
      {(['across', 'down'] as const).map((direction) => {
        const crossing = slots?.[direction];
        return (
          <ClueList
            key={direction}
            heading={direction === 'across' ? 'Across' : 'Down'}
            puzzle={puzzle}
            direction={direction}
            currentIndex={entryIndex}
            crossingIndex={crossing !== entryIndex ? crossing : undefined}
            onChoose={onChoose}
            disabled={state.complete}
          />
        );
      })}
    </div>
  );
}

function ClueList({
  heading,
  puzzle,
  direction,
  currentIndex,
  crossingIndex,
  onChoose,
  disabled,
}: {
  heading: string;
  puzzle: Puzzle;
  direction: 'across' | 'down';
  currentIndex: number | undefined;
  crossingIndex: number | undefined;
  onChoose: (index: number) => void;
  disabled: boolean;
}) {
  const headingId = useId();
  return (
    <div>
      <h3
        id={headingId}
        className="border-ink border-b-2 pb-1 font-semibold text-ink text-sm uppercase tracking-wider"
      >
        {heading}
      </h3>
      <ol aria-labelledby={headingId} className="mt-2 grid gap-0.5">
        {puzzle.entries.map((entry, index) =>
          entry.direction !== direction ? null : (
            <li key={`${entry.direction}${entry.number}`}>
              <button
                type="button"
                disabled={disabled}
                aria-current={index === currentIndex ? 'true' : undefined}
                onClick={() => onChoose(index)}
                className={cn(
                  'flex w-full gap-2 rounded-sm border-l-4 px-2 py-1.5 text-left text-ink text-sm leading-snug transition-colors duration-150 disabled:cursor-default',
                  index === currentIndex
                    ? 'border-accent bg-[#ffd966] font-semibold'
                    : index === crossingIndex
                      ? 'border-transparent bg-[#dbe9f7]'
                      : 'border-transparent hover:bg-paper-soft',
                )}
              >
                <span className="w-6 shrink-0 font-bold tabular-nums">{entry.number}</span>
                <span>{entry.clue}</span>
              </button>
            </li>
          ),
        )}
      </ol>
    </div>
  );
}
