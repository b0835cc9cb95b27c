import { type Dispatch, type KeyboardEvent, useCallback, useEffect, useReducer, useState } from 'react';
import { useGridFocus } from '../../../lib/use-grid-focus.ts';
import {
  type CrosswordAction,
  type CrosswordState,
  crosswordReducer,
  currentEntryIndex,
  initialCrosswordState,
  isPristine,
  type MoveKey,
  type Puzzle,
  progressStorageKey,
  toSavedProgress,
} from './crossword-state.ts';

/**
 * The solver's state and the keyboard moves of its grid: the reducer of crossword-state.ts, the
 * progress kept in the browser's storage, the letters typed before the code arrived, and the clock.
 */
export function useCrossword(id: number, puzzle: Puzzle, saveProgress: boolean) {
  const reducer = useCallback(
    (state: CrosswordState, action: CrosswordAction) => crosswordReducer(puzzle, state, action),
    [puzzle],
  );
  const [state, dispatch] = useReducer(reducer, puzzle, initialCrosswordState);
  const { requestFocus, squares, squareRef } = useGridFocus(`${state.cursor.row}:${state.cursor.col}`);
  useSavedProgress(id, puzzle, state, dispatch, saveProgress);
  useLettersTypedBeforeLoad(squares, dispatch);
  useSolvingClock(state, dispatch);

  /** A user action that should leave keyboard focus on the cursor's square. */
  const act = (action: CrosswordAction) => {
    requestFocus();
    dispatch(action);
  };

  const entryIndex = currentEntryIndex(puzzle, state);

  const onSquareKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
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

  return { state, dispatch, act, entryIndex, squareRef, onSquareKeyDown };
}

function useSavedProgress(
  id: number,
  puzzle: Puzzle,
  state: CrosswordState,
  dispatch: Dispatch<CrosswordAction>,
  saveProgress: boolean,
) {
  const [restored, setRestored] = useState(false);

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
  }, [id, saveProgress, dispatch]);

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
}

/**
 * A reader can type into the server's grid before this code arrives (crossword-section.tsx): those
 * letters are in the fields only, and the next render would write the state's empty squares over them.
 */
function useLettersTypedBeforeLoad(
  squares: Map<string, HTMLInputElement>,
  dispatch: Dispatch<CrosswordAction>,
) {
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
}

/** The clock ticks while the puzzle is started, not paused and not yet complete. */
function useSolvingClock(state: CrosswordState, dispatch: Dispatch<CrosswordAction>) {
  const running = state.started && !state.paused && !state.complete;
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => dispatch({ type: 'tick' }), 1000);
    return () => window.clearInterval(timer);
  }, [running, dispatch]);
}
