import { useLayoutEffect, useRef, useState } from 'react';

/**
 * Keyboard focus that follows a crossword grid's selected square after each user action.
 *
 * A counter, not a flag: a key that leaves the selection where it was still asks anew, and a render
 * always follows the ask. A layout effect: the focus moves in the commit of the key that asked for
 * it, before the next key can arrive, so no key lands on a square the selection has already left.
 */
export function useGridFocus(selectedKey: string) {
  const squares = useRef(new Map<string, HTMLInputElement>());
  const [requests, setRequests] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs per request, at the selection of that render; a selection moved without one (a reset) must not take the focus.
  useLayoutEffect(() => {
    if (requests === 0) return;
    const square = squares.current.get(selectedKey);
    if (square && document.activeElement !== square) square.focus();
    square?.select();
  }, [requests]);

  return {
    /** Asks for the focus on the selected square once this action's render is done. */
    requestFocus: () => setRequests((count) => count + 1),
    /** The squares on screen, by `row:col`. */
    squares: squares.current,
    /** The ref of the square at `key`. */
    squareRef: (key: string) => (element: HTMLInputElement | null) => {
      if (element) squares.current.set(key, element);
      else squares.current.delete(key);
    },
  };
}
