import { type Dispatch, type KeyboardEvent, useId } from 'react';
import { BLOCK_CELL } from '../../../contracts/crossword.ts';
import {
  squareInputClass,
  squareInputProps,
  squareNumberClass,
} from '../../components/crossword/crossword-square.ts';
import { Button } from '../../components/ui/button.tsx';
import type { MoveKey } from '../../features/extra/crossword/crossword-state.ts';
import { cn } from '../../lib/cn.ts';
import { useGridFocus } from '../../lib/use-grid-focus.ts';
import { cellLabel, type EditorAction, type EditorState } from './editor-state.ts';

/** What a key, or the character a phone keyboard typed ('' when it erased), does to the selected square. */
function actionOf(key: string): EditorAction | undefined {
  if (/^[a-zA-Z]$/.test(key)) return { type: 'letter', letter: key };
  if (key === ' ' || key === BLOCK_CELL) return { type: 'toggleBlock' };
  if (key === '' || key === 'Backspace' || key === 'Delete') return { type: 'clear' };
  if (key.startsWith('Arrow')) return { type: 'move', key: key as MoveKey };
}

/**
 * The editable grid (admin-area §4): arrows move, A–Z fills and moves right, space or # toggles a
 * block, Backspace or Delete clears.
 */
export function GridEditor({
  state,
  dispatch,
  numbers,
}: {
  state: EditorState;
  dispatch: Dispatch<EditorAction>;
  /** The number printed in each numbered square, by "row:col". */
  numbers: ReadonlyMap<string, number>;
}) {
  const { puzzle, selected } = state;
  const { requestFocus, squareRef } = useGridFocus(`${selected.row}:${selected.col}`);
  const helpId = useId();

  /** An action from the keyboard or the toolbar that should leave focus on the selected square. */
  const act = (action: EditorAction) => {
    requestFocus();
    dispatch(action);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const action = actionOf(event.key);
    if (action) act(action);
    else if (event.key !== 'Enter') return;
    event.preventDefault();
  };

  return (
    <div>
      {/* Wide grids scroll sideways on a phone rather than shrinking squares below a tappable size. */}
      <div className="max-w-full overflow-x-auto pb-1">
        <fieldset
          aria-label={`Crossword grid, ${puzzle.rows} rows by ${puzzle.cols} columns`}
          aria-describedby={helpId}
          className="grid w-max min-w-0 gap-px border-2 border-ink bg-ink"
          style={{
            gridTemplateColumns: `repeat(${puzzle.cols}, auto)`,
            // Squares shrink to fit a phone's width down to 1.5rem (a comfortable tap), then the grid scrolls.
            ['--square' as string]: `clamp(1.5rem, calc((100vw - 5.5rem - ${puzzle.cols}px) / ${puzzle.cols}), 2rem)`,
          }}
        >
          {puzzle.grid.map((cells, row) =>
            cells.map((value, col) => {
              const key = `${row}:${col}`;
              const isSelected = row === selected.row && col === selected.col;
              const isBlock = value === BLOCK_CELL;
              const number = numbers.get(key);
              return (
                <div
                  key={key}
                  className={cn(
                    'relative size-(--square)',
                    isBlock ? 'bg-ink' : isSelected ? 'bg-[#ffd966]' : 'bg-paper',
                    // A selected block keeps its black and gets a yellow frame, so it still reads as a block.
                    isBlock && isSelected && 'shadow-[inset_0_0_0_3px_#ffd966]',
                  )}
                >
                  {number !== undefined && (
                    <span aria-hidden="true" className={`${squareNumberClass} text-[0.55rem]`}>
                      {number}
                    </span>
                  )}
                  <input
                    ref={squareRef(key)}
                    {...squareInputProps(isSelected, () => dispatch({ type: 'select', row, col }))}
                    value={isBlock ? '' : value}
                    aria-label={cellLabel({ row, col }, value, number)}
                    onKeyDown={onKeyDown}
                    onChange={(event) => {
                      // A phone keyboard's character arrives only here; the whole value is read and replaced.
                      const action = actionOf(event.target.value.slice(-1));
                      if (action) act(action);
                    }}
                    className={`${squareInputClass} pt-1 text-base text-ink`}
                  />
                </div>
              );
            }),
          )}
        </fieldset>
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <p className="mr-auto basis-full text-muted text-sm sm:basis-auto">
          Selected: row {selected.row + 1}, column {selected.col + 1}
        </p>
        <Button variant="secondary" size="sm" onClick={() => act({ type: 'toggleBlock' })}>
          {puzzle.grid[selected.row]![selected.col] === BLOCK_CELL ? 'Open square' : 'Make block'}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => act({ type: 'clear' })}>
          Clear square
        </Button>
      </div>
      <p id={helpId} className="mt-2 text-muted text-xs leading-relaxed">
        Click a square, then type a letter (the selection moves right). Space or # toggles a block; Backspace
        or Delete clears; arrow keys move. Numbers are added automatically.
      </p>
    </div>
  );
}
