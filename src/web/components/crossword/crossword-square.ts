import type { FocusEvent } from 'react';

/*
 * What every crossword square shares, in the public player and the admin editor: a text box rather
 * than a button so a phone's on-screen keyboard opens, one tab stop per grid (roving tabindex), its
 * letter selected on focus so the next one typed replaces it.
 */

export const squareNumberClass =
  'pointer-events-none absolute top-0 left-0.5 font-semibold text-ink leading-none';

export const squareInputClass =
  'absolute inset-0 size-full cursor-pointer bg-transparent p-0 text-center font-semibold uppercase caret-transparent outline-none selection:bg-transparent focus-visible:outline-2 focus-visible:outline-focus focus-visible:outline-offset-[-2px]';

/** The square's input attributes; `onChoose` runs when focus reaches a square that is not the selected one. */
export function squareInputProps(selected: boolean, onChoose: () => void) {
  return {
    type: 'text',
    inputMode: 'text',
    autoComplete: 'off',
    autoCorrect: 'off',
    autoCapitalize: 'characters',
    spellCheck: false,
    tabIndex: selected ? 0 : -1,
    onFocus: (event: FocusEvent<HTMLInputElement>) => {
      if (!selected) onChoose();
      event.currentTarget.select();
    },
  } as const;
}
