import { type KeyboardEvent, useRef } from 'react';
import {
  squareInputClass,
  squareInputProps,
  squareNumberClass,
} from '../../../components/crossword/crossword-square.ts';
import { cn } from '../../../lib/cn.ts';
import { entryLabel } from './crossword-clues.tsx';
import { type CrosswordAction, type CrosswordState, currentEntry, type Puzzle } from './crossword-state.ts';

interface CrosswordGridProps {
  title: string;
  puzzle: Puzzle;
  state: CrosswordState;
  /** The id of the current clue, which describes the selected square. */
  clueId: string;
  squareRef: (key: string) => (element: HTMLInputElement | null) => void;
  onSquareKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  /** A reader's action that keeps the keyboard focus on the selected square. */
  onAction: (action: CrosswordAction) => void;
  /** Focus reached a square that was not the selected one. */
  onSelect: (row: number, col: number) => void;
}

/** The grid: blocks, and a square to type in wherever a letter goes; the current entry is shaded. */
export function CrosswordGrid({
  title,
  puzzle,
  state,
  clueId,
  squareRef,
  onSquareKeyDown,
  onAction,
  onSelect,
}: CrosswordGridProps) {
  const inEntry = new Set(currentEntry(puzzle, state)?.cells.map((c) => `${c.row}:${c.col}`));
  return (
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
          if (answer === null) return <div key={key} aria-hidden="true" className="aspect-square bg-ink" />;
          return (
            <CrosswordSquare
              key={key}
              puzzle={puzzle}
              state={state}
              row={row}
              col={col}
              inEntry={inEntry.has(key)}
              clueId={clueId}
              inputRef={squareRef(key)}
              onKeyDown={onSquareKeyDown}
              onAction={onAction}
              onSelect={() => onSelect(row, col)}
            />
          );
        }),
      )}
    </fieldset>
  );
}

interface CrosswordSquareProps {
  puzzle: Puzzle;
  state: CrosswordState;
  row: number;
  col: number;
  /** In the selected entry. */
  inEntry: boolean;
  clueId: string;
  inputRef: (element: HTMLInputElement | null) => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  onAction: (action: CrosswordAction) => void;
  onSelect: () => void;
}

/** One square: its number, the mark a check or a reveal left, and the field its letter is typed in. */
function CrosswordSquare({
  puzzle,
  state,
  row,
  col,
  inEntry,
  clueId,
  inputRef,
  onKeyDown,
  onAction,
  onSelect,
}: CrosswordSquareProps) {
  const slots = puzzle.entryOf[row]![col]!;
  const labelEntry = puzzle.entries[(slots.across ?? slots.down)!]!;
  const selected = row === state.cursor.row && col === state.cursor.col;
  const mark = state.marks[row]![col];
  const number = puzzle.numbers[row]![col];
  // A press on the square that already has the selection and the focus switches across and down.
  const pressedSelected = useRef(false);
  return (
    <div
      className={cn(
        'relative aspect-square',
        selected ? 'bg-[#ffd966]' : inEntry ? 'bg-[#dbe9f7]' : 'bg-paper',
      )}
    >
      {number !== null && (
        <span aria-hidden="true" className={`${squareNumberClass} text-[0.6rem] sm:text-[0.65rem]`}>
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
        ref={inputRef}
        {...squareInputProps(selected, onSelect)}
        maxLength={1}
        value={state.letters[row]![col]}
        disabled={state.complete}
        aria-label={`${entryLabel(labelEntry)}, row ${row + 1} column ${col + 1}${
          mark === 'wrong' ? ', incorrect' : mark === 'revealed' ? ', revealed' : ''
        }`}
        aria-invalid={mark === 'wrong' ? true : undefined}
        aria-describedby={selected ? clueId : undefined}
        onKeyDown={onKeyDown}
        onChange={(event) => {
          // Phone keyboards send no usable key events: read what landed in the field.
          const typed = event.target.value;
          onAction(typed ? { type: 'input', letter: typed } : { type: 'delete' });
        }}
        onPointerDown={(event) => {
          pressedSelected.current = selected && document.activeElement === event.currentTarget;
        }}
        onClick={() => {
          if (pressedSelected.current) onAction({ type: 'toggleDirection' });
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
}
