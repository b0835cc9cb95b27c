import type { ComponentProps, ReactNode } from 'react';

/**
 * One square of a crossword grid, shared by the public player and the admin editor: a text box
 * rather than a button so a phone's on-screen keyboard opens, one tab stop per grid (roving
 * tabindex), its letter selected on focus so the next one typed replaces it.
 */
export function CrosswordSquare({
  className,
  number,
  numberClassName,
  inputClassName,
  selected,
  onChoose,
  children,
  ...input
}: Omit<ComponentProps<'input'>, 'className' | 'tabIndex' | 'onFocus'> & {
  className: string;
  number: number | null | undefined;
  numberClassName: string;
  inputClassName: string;
  selected: boolean;
  /** Focus reached a square that is not the selected one. */
  onChoose: () => void;
  /** Marks drawn over the square. */
  children?: ReactNode;
}) {
  return (
    <div className={`relative ${className}`}>
      {number != null && (
        <span
          aria-hidden="true"
          className={`pointer-events-none absolute top-0 left-0.5 font-semibold text-ink leading-none ${numberClassName}`}
        >
          {number}
        </span>
      )}
      {children}
      <input
        type="text"
        inputMode="text"
        autoComplete="off"
        autoCorrect="off"
        autoCapitalize="characters"
        spellCheck={false}
        tabIndex={selected ? 0 : -1}
        onFocus={(event) => {
          if (!selected) onChoose();
          event.currentTarget.select();
        }}
        className={`absolute inset-0 size-full cursor-pointer bg-transparent p-0 text-center font-semibold uppercase caret-transparent outline-none selection:bg-transparent focus-visible:outline-2 focus-visible:outline-focus focus-visible:outline-offset-[-2px] ${inputClassName}`}
        {...input}
      />
    </div>
  );
}
