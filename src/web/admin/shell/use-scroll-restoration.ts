import { useLayoutEffect } from 'react';
import { useLocation } from 'wouter';

/** Where each history entry was last scrolled to, by the key written into its state. */
const positions = new Map<string, number>();
let currentEntry = '';
let entriesMade = 0;
/** How long a restored position waits for the page to grow tall enough (its data to arrive). */
const RESTORE_WAIT_MS = 2000;

function entryKeyOf(state: unknown): string | undefined {
  return state && typeof state === 'object' && 'adminScroll' in state ? String(state.adminScroll) : undefined;
}

/** Scrolls back to `top` once the page is tall enough, unless the admin scrolls first. */
function restore(top: number): () => void {
  const started = performance.now();
  let frame = 0;
  const attempt = () => {
    window.scrollTo(0, top);
    if (Math.abs(window.scrollY - top) >= 1 && performance.now() - started < RESTORE_WAIT_MS) {
      frame = requestAnimationFrame(attempt);
    }
  };
  const stop = () => cancelAnimationFrame(frame);
  const userScrolls = ['wheel', 'touchstart', 'keydown'] as const;
  for (const type of userScrolls) window.addEventListener(type, stop, { passive: true, once: true });
  attempt();
  return () => {
    stop();
    for (const type of userScrolls) window.removeEventListener(type, stop);
  };
}

/**
 * A new screen starts at the top and Back or Forward returns to where it was scrolled: the router only
 * swaps screens, so the browser would keep the old offset and could not restore a screen drawn late.
 */
export function useScrollRestoration() {
  const [location] = useLocation();

  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
    const remember = () => {
      if (currentEntry) positions.set(currentEntry, window.scrollY);
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => {
      window.removeEventListener('scroll', remember);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each change of screen.
  useLayoutEffect(() => {
    const known = entryKeyOf(window.history.state);
    const saved = known === undefined ? undefined : positions.get(known);
    currentEntry = known ?? `${Date.now().toString(36)}-${++entriesMade}`;
    if (known === undefined) {
      // A new entry (a link, a redirect): tag it, so coming back to it finds its position.
      window.history.replaceState({ ...window.history.state, adminScroll: currentEntry }, '');
    }
    if (saved === undefined) {
      window.scrollTo(0, 0);
      return;
    }
    return restore(saved);
  }, [location]);
}
