import { Eye, Pause, Play, RotateCcw, Trophy } from 'lucide-react';
import {
  type KeyboardEvent,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'react';
import type { PublicCrossword } from '../../../../contracts/crossword.ts';
import { readClues, readPuzzleData } from '../../../../contracts/crossword-values.ts';
import {
  squareInputClass,
  squareInputProps,
  squareNumberClass,
} from '../../../components/crossword/crossword-square.ts';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { useGridFocus } from '../../../lib/use-grid-focus.ts';
import { Notice } from './crossword-notice.tsx';
import {
  buildPuzzle,
  type CheckScope,
  type CrosswordAction,
  completionSummary,
  crosswordReducer,
  currentEntry,
  currentEntryIndex,
  filledCount,
  formatElapsed,
  initialCrosswordState,
  isPristine,
  type MoveKey,
  type Puzzle,
  type PuzzleEntry,
  progressStorageKey,
  toSavedProgress,
} from './crossword-state.ts';

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

const directionLabel = (entry: PuzzleEntry) =>
  `${entry.number} ${entry.direction === 'across' ? 'Across' : 'Down'}`;

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
  const reducer = useCallback(
    (state: ReturnType<typeof initialCrosswordState>, action: CrosswordAction) =>
      crosswordReducer(puzzle, state, action),
    [puzzle],
  );
  const [state, dispatch] = useReducer(reducer, puzzle, initialCrosswordState);
  const { requestFocus, squares, squareRef } = useGridFocus(`${state.cursor.row}:${state.cursor.col}`);
  const pressedSelected = useRef(false);
  const [restored, setRestored] = useState(false);
  const clueId = useId();

  /** A user action that should leave keyboard focus on the cursor's square. */
  const act = (action: CrosswordAction) => {
    requestFocus();
    dispatch(action);
  };

  // Progress is read after mount, so the server's HTML and the first client render agree.
  useEffect(() => {
    if (!saveProgress) return;
    try {
      const raw = window.localStorage.getItem(progressStorageKey(id));
      if (raw) dispatch({ type: 'restore', saved: JSON.parse(raw) });
    } catch {
      // Storage blocked or the saved text is broken: start afresh.
    }
    setRestored(true);
  }, [id, saveProgress]);

  // A reader can type into the server's grid before this code arrives (crossword-section.tsx): those
  // letters are in the fields only, and the next render would write the state's empty squares over them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on the squares as hydration found them.
  useEffect(() => {
    const found = [...squares].map(([key, input]) => {
      const [row = 0, col = 0] = key.split(':').map(Number);
      return { row, col, letter: input.value, focused: input === document.activeElement };
    });
    const typed = found.filter((square) => square.letter !== '');
    const focus = found.find((square) => square.focused);
    if (typed.length > 0 || focus) dispatch({ type: 'typedBeforeLoad', squares: typed, focus });
  }, []);

  useEffect(() => {
    if (!restored) return;
    try {
      const key = progressStorageKey(id);
      if (isPristine(state)) window.localStorage.removeItem(key);
      else window.localStorage.setItem(key, JSON.stringify(toSavedProgress(puzzle, state)));
    } catch {
      // Private browsing may refuse storage; the puzzle still works for this visit.
    }
  }, [restored, id, puzzle, state]);

  const running = state.started && !state.paused && !state.complete;
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => dispatch({ type: 'tick' }), 1000);
    return () => window.clearInterval(timer);
  }, [running]);

  const { row: cursorRow, col: cursorCol } = state.cursor;
  const entryIndex = currentEntryIndex(puzzle, state);
  const entry = currentEntry(puzzle, state);
  const inEntry = new Set(entry?.cells.map((c) => `${c.row}:${c.col}`));
  const { filled, total } = filledCount(puzzle, state);
  const revealedCount = state.marks.flat().filter((mark) => mark === 'revealed').length;
  const summary = state.complete ? completionSummary(title, state.elapsed, revealedCount, total) : undefined;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const { key } = event;
    if (/^[a-zA-Z]$/.test(key)) act({ type: 'input', letter: key });
    else if (key === 'Backspace' || key === 'Delete')
      act({ type: key === 'Backspace' ? 'backspace' : 'delete' });
    else if (key.startsWith('Arrow')) act({ type: 'move', key: key as MoveKey });
    else if (key === ' ') act({ type: 'toggleDirection' });
    else if (key === 'Tab') {
      // Tab walks the entries; past the last (or before the first) it leaves the grid, so focus is never trapped.
      const last = puzzle.entries.length - 1;
      if ((event.shiftKey && entryIndex === 0) || (!event.shiftKey && entryIndex === last)) return;
      act({ type: event.shiftKey ? 'previousEntry' : 'nextEntry' });
    } else return;
    event.preventDefault();
  };

  const scopeButtons = (verb: 'Check' | 'Reveal') =>
    (['cell', 'word', 'puzzle'] as CheckScope[]).map((scope) => (
      <Button
        key={scope}
        size="sm"
        variant="secondary"
        disabled={state.complete || state.paused}
        onClick={() => act({ type: verb === 'Check' ? 'check' : 'reveal', scope })}
      >
        {`${verb} ${scope}`}
      </Button>
    ));

  return (
    <div className="mt-6">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 border-rule border-y py-3">
        <p className="flex items-center gap-2 font-semibold text-ink tabular-nums">
          <span className="sr-only">Time </span>
          <span role="timer" aria-live="off">
            {formatElapsed(state.elapsed)}
          </span>
        </p>
        <Button
          size="sm"
          variant="quiet"
          disabled={state.complete}
          onClick={() => dispatch({ type: state.paused ? 'resume' : 'pause' })}
        >
          {state.paused ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
          {state.paused ? 'Resume' : 'Pause'}
        </Button>
        <p className="text-muted text-sm">{`${filled}/${total} letters`}</p>
        <Button size="sm" variant="quiet" className="ml-auto" onClick={() => dispatch({ type: 'reset' })}>
          <RotateCcw aria-hidden="true" />
          Reset
        </Button>
      </div>

      {summary && (
        <div
          role="status"
          className="mt-4 flex items-start gap-3 rounded-md border border-ink bg-paper-soft p-4"
        >
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
      )}

      {state.paused ? (
        <div className="mt-6 flex flex-col items-center rounded-md border border-rule bg-paper-soft px-6 py-16 text-center">
          <p className="font-bold font-serif text-2xl text-ink">Paused</p>
          <p className="mt-1 text-muted text-sm">The grid is hidden while the timer is stopped.</p>
          <Button className="mt-5" onClick={() => dispatch({ type: 'resume' })}>
            <Play aria-hidden="true" />
            Resume
          </Button>
        </div>
      ) : (
        <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(16rem,22rem)] lg:items-start">
          <div>
            <p
              id={clueId}
              className="sticky top-16 z-10 mb-3 min-h-12 rounded-md bg-ink px-3 py-2 text-paper text-sm lg:hidden"
            >
              {entry && (
                <>
                  <span className="font-bold">{`${directionLabel(entry)}: `}</span>
                  {entry.clue}
                </>
              )}
            </p>
            <fieldset
              aria-label={`${title} grid`}
              className="grid w-full min-w-0 border-2 border-ink bg-ink"
              style={{
                gridTemplateColumns: `repeat(${puzzle.cols}, minmax(0, 1fr))`,
                maxWidth: `${Math.min(puzzle.cols * 4, 40)}rem`,
                gap: '1px',
              }}
            >
              {puzzle.solution.map((cells, row) =>
                cells.map((answer, col) => {
                  const key = `${row}:${col}`;
                  if (answer === null)
                    return <div key={key} aria-hidden="true" className="aspect-square bg-ink" />;
                  const slots = puzzle.entryOf[row]![col]!;
                  const labelEntry = puzzle.entries[(slots.across ?? slots.down)!]!;
                  const isCursor = row === cursorRow && col === cursorCol;
                  const mark = state.marks[row]![col];
                  const number = puzzle.numbers[row]![col];
                  return (
                    <div
                      key={key}
                      className={cn(
                        'relative aspect-square',
                        isCursor ? 'bg-[#ffd966]' : inEntry.has(key) ? 'bg-[#dbe9f7]' : 'bg-paper',
                      )}
                    >
                      {number !== null && (
                        <span
                          aria-hidden="true"
                          className={`${squareNumberClass} text-[0.6rem] sm:text-[0.65rem]`}
                        >
                          {number}
                        </span>
                      )}
                      {mark === 'revealed' && (
                        <span
                          aria-hidden="true"
                          className="pointer-events-none absolute top-0 right-0 size-0 border-t-[0.5rem] border-t-accent border-l-[0.5rem] border-l-transparent"
                        />
                      )}
                      {mark === 'wrong' && (
                        <svg
                          aria-hidden="true"
                          viewBox="0 0 10 10"
                          preserveAspectRatio="none"
                          className="pointer-events-none absolute inset-0 size-full text-danger"
                        >
                          <line x1="0" y1="10" x2="10" y2="0" stroke="currentColor" strokeWidth="0.6" />
                        </svg>
                      )}
                      <input
                        ref={squareRef(key)}
                        {...squareInputProps(isCursor, () => dispatch({ type: 'select', row, col }))}
                        maxLength={1}
                        value={state.letters[row]![col]}
                        disabled={state.complete}
                        aria-label={`${directionLabel(labelEntry)}, row ${row + 1} column ${col + 1}${
                          mark === 'wrong' ? ', incorrect' : mark === 'revealed' ? ', revealed' : ''
                        }`}
                        aria-invalid={mark === 'wrong' ? true : undefined}
                        aria-describedby={isCursor ? clueId : undefined}
                        onKeyDown={onKeyDown}
                        onChange={(event) => {
                          // Phone keyboards send no usable key events: read what landed in the field.
                          const letter = event.target.value;
                          act(letter ? { type: 'input', letter } : { type: 'delete' });
                        }}
                        onPointerDown={(event) => {
                          pressedSelected.current =
                            isCursor && document.activeElement === event.currentTarget;
                        }}
                        onClick={() => {
                          if (pressedSelected.current) act({ type: 'toggleDirection' });
                          pressedSelected.current = false;
                        }}
                        className={`${squareInputClass} pt-[12%] disabled:cursor-default disabled:opacity-100 ${
                          mark === 'wrong'
                            ? 'text-danger selection:text-danger'
                            : mark === 'revealed'
                              ? 'text-accent-strong selection:text-accent-strong'
                              : 'text-ink selection:text-ink'
                        }`}
                        style={{ fontSize: `min(1.25rem, calc((100vw - 2rem) / ${puzzle.cols} * 0.55))` }}
                      />
                    </div>
                  );
                }),
              )}
            </fieldset>
            <div className="mt-4 flex flex-col gap-2">
              <fieldset aria-label="Check" className="flex min-w-0 flex-wrap gap-2">
                {scopeButtons('Check')}
              </fieldset>
              <fieldset aria-label="Reveal" className="flex min-w-0 flex-wrap gap-2">
                {scopeButtons('Reveal')}
              </fieldset>
            </div>
            <p className="mt-3 text-muted text-xs leading-relaxed">
              Type to fill a square. Click the selected square (or press Space) to switch between across and
              down; arrows move, Tab and Shift+Tab jump between clues. Wrong letters are struck through when
              checked; revealed squares carry a red corner.
            </p>
          </div>

          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-1">
            {(['across', 'down'] as const).map((direction) => (
              <ClueList
                key={direction}
                heading={direction === 'across' ? 'Across' : 'Down'}
                puzzle={puzzle}
                direction={direction}
                currentIndex={entryIndex}
                crossingIndex={(() => {
                  const slots = puzzle.entryOf[cursorRow]?.[cursorCol];
                  const other = slots?.[direction];
                  return other !== entryIndex ? other : undefined;
                })()}
                onChoose={(index) => act({ type: 'selectEntry', index })}
                disabled={state.complete}
              />
            ))}
          </div>
        </div>
      )}
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
