import { useLayoutEffect } from 'react';
import { useLocation } from 'wouter';

/** Where each history entry was last scrolled to, by the key written into its state. */
const positions = new Map<string, number>();
/** sessionStorage keeps the positions across a reload of the tab, as the browser's own restoring does. */
const STORED_POSITIONS = 'scroll-positions';
let storedPositionsRead = false;
let currentEntry = '';
let entriesMade = 0;
/** How long a restored position or a target waits for the page to be drawn (its data to arrive). */
const DRAWN_WAIT_MS = 10_000;

function entryKeyOf(state: unknown): string | undefined {
  return state && typeof state === 'object' && 'scrollKey' in state ? String(state.scrollKey) : undefined;
}

/**
 * Runs `attempt` each frame until it reports done or the wait is over, and stops as soon as the reader
 * scrolls, clicks or types: a page drawn late must not pull them back.
 */
function untilDrawn(attempt: () => boolean): () => void {
  const started = performance.now();
  let frame = 0;
  const step = () => {
    if (!attempt() && performance.now() - started < DRAWN_WAIT_MS) frame = requestAnimationFrame(step);
  };
  const stop = () => cancelAnimationFrame(frame);
  const readerActs = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;
  for (const type of readerActs) window.addEventListener(type, stop, { passive: true, once: true });
  step();
  return () => {
    stop();
    for (const type of readerActs) window.removeEventListener(type, stop);
  };
}

function scrollBackTo(top: number) {
  return untilDrawn(() => {
    window.scrollTo(0, top);
    return Math.abs(window.scrollY - top) < 1;
  });
}

function scrollToAnchor(id: string) {
  return untilDrawn(() => {
    const target = document.getElementById(id);
    target?.scrollIntoView();
    return target !== null;
  });
}

/** Screen readers hear the new page's name: its main heading takes the focus, without scrolling. */
function focusMainHeading() {
  return untilDrawn(() => {
    // The page left behind may still be in the document, hidden while the new one's code arrives.
    const heading = [...document.querySelectorAll<HTMLElement>('main h1')].find((h1) => h1.checkVisibility());
    if (!heading) return false;
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
    return document.activeElement === heading;
  });
}

function readStoredPositions() {
  if (storedPositionsRead) return;
  storedPositionsRead = true;
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORED_POSITIONS) ?? '{}') as Record<string, number>;
    for (const [key, top] of Object.entries(stored)) positions.set(key, top);
  } catch {
    // Storage refused or unreadable: positions start empty, as on a new tab.
  }
}

function storePositions() {
  try {
    sessionStorage.setItem(STORED_POSITIONS, JSON.stringify(Object.fromEntries(positions)));
  } catch {
    // Storage full or refused: a reload starts at the top.
  }
}

/**
 * A new page starts at its top (or its #anchor) and Back or Forward returns to where it was
 * scrolled: the router only swaps pages, so the browser would keep the old offset and could not
 * restore a page drawn late. With `focusHeading`, each page reached by a link or Back gives its main
 * heading the focus, so a screen-reader user knows the page changed.
 */
export function useScrollRestoration({ focusHeading = false } = {}) {
  const [location] = useLocation();

  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
    readStoredPositions();
    const remember = () => {
      if (currentEntry) positions.set(currentEntry, window.scrollY);
    };
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', storePositions);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', storePositions);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each change of page.
  useLayoutEffect(() => {
    const firstPage = currentEntry === '';
    const known = entryKeyOf(window.history.state);
    const saved = known === undefined ? undefined : positions.get(known);
    currentEntry = known ?? `${Date.now().toString(36)}-${++entriesMade}`;
    if (known === undefined) {
      // A new entry (a link, a redirect): tag it, so coming back to it finds its position.
      window.history.replaceState({ ...window.history.state, scrollKey: currentEntry }, '');
    }
    const stops: (() => void)[] = [];
    const anchor = decodeURIComponent(window.location.hash.slice(1));
    if (saved !== undefined) stops.push(scrollBackTo(saved));
    else if (anchor) stops.push(scrollToAnchor(anchor));
    // A new item's editor given its edit address by its own save is the same page: it stays put.
    else if (!firstPage && window.history.state?.sameScreen !== true) window.scrollTo(0, 0);
    // The document's own first page keeps the focus where the browser put it.
    if (focusHeading && !firstPage) stops.push(focusMainHeading());
    return () => {
      for (const stop of stops) stop();
    };
  }, [location]);
}
