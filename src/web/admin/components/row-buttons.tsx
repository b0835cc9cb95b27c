import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { dangerButton } from './content-card.tsx';

const moves = [
  { direction: 'up', by: -1, Icon: ArrowUp },
  { direction: 'down', by: 1, Icon: ArrowDown },
] as const;

/**
 * Move up, Move down and Remove for a row of an ordered list (slides, board members): buttons, so they
 * work by keyboard and on touch. After a move, focus stays on the moved row's arrow, or on its other
 * arrow once this one is disabled at an end, so presses can go on.
 */
export function RowButtons({
  name,
  index,
  count,
  onMove,
  onRemove,
}: {
  /** What the row is, in the buttons' names: "Move slide 2 up", "Remove Jordan Lee". */
  name: string;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
}) {
  function move(arrow: HTMLButtonElement, by: -1 | 1) {
    onMove(index, index + by);
    const other = arrow.parentElement?.querySelector<HTMLButtonElement>(
      `[data-move="${by < 0 ? 'down' : 'up'}"]`,
    );
    requestAnimationFrame(() => (arrow.disabled ? other : arrow)?.focus());
  }

  return (
    <div className="flex shrink-0 gap-1">
      {moves.map(({ direction, by, Icon }) => (
        <Button
          key={direction}
          variant="secondary"
          size="sm"
          className="size-9 px-0"
          data-move={direction}
          aria-label={`Move ${name} ${direction}`}
          title={`Move ${direction}`}
          disabled={index + by < 0 || index + by >= count}
          onClick={(event) => move(event.currentTarget, by)}
        >
          <Icon aria-hidden="true" />
        </Button>
      ))}
      <Button
        variant="secondary"
        size="sm"
        className={cn('size-9 px-0', dangerButton)}
        data-remove
        aria-label={`Remove ${name}`}
        title="Remove"
        onClick={onRemove}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </div>
  );
}
