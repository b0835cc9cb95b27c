import { useRef } from 'react';

/**
 * True from the first time `open` is true: a dialog whose code loads on first use is then kept
 * mounted, so it can play its closing animation and hand the focus back.
 */
export function useOpenedOnce(open: boolean): boolean {
  const opened = useRef(false);
  if (open) opened.current = true;
  return opened.current;
}
