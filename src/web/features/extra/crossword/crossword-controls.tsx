import { Pause, Play, RotateCcw } from 'lucide-react';
import type { Dispatch } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import {
  type CheckScope,
  type CrosswordAction,
  type CrosswordState,
  filledCount,
  formatElapsed,
  type Puzzle,
} from './crossword-state.ts';

/** The bar above the grid: the clock with its pause button, the letters filled in, and Reset. */
export function CrosswordToolbar({
  puzzle,
  state,
  dispatch,
}: {
  puzzle: Puzzle;
  state: CrosswordState;
  dispatch: Dispatch<CrosswordAction>;
}) {
  const { filled, total } = filledCount(puzzle, state);
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 border-rule border-y py-3">
      <p className="flex items-center gap-2 font-semibold text-ink tabular-nums">
        <span className="sr-only">Time </span>
        <span role="timer" aria-live="off">
          {formatElapsed(state.elapsed)}
        </span>
      </p>
      <Button
        size="sm"
        variant="quiet"
        disabled={state.complete}
        onClick={() => dispatch({ type: state.paused ? 'resume' : 'pause' })}
      >
        {state.paused ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
        {state.paused ? 'Resume' : 'Pause'}
      </Button>
      <p className="text-muted text-sm">{`${filled}/${total} letters`}</p>
      <Button size="sm" variant="quiet" className="ml-auto" onClick={() => dispatch({ type: 'reset' })}>
        <RotateCcw aria-hidden="true" />
        Reset
      </Button>
    </div>
  );
}

/** The Check and Reveal buttons, each for the selected square, its word, or the whole puzzle. */
export function CheckAndReveal({
  disabled,
  onAction,
}: {
  disabled: boolean;
  onAction: (action: CrosswordAction) => void;
}) {
  const scopeButtons = (verb: 'Check' | 'Reveal') =>
    (['cell', 'word', 'puzzle'] as CheckScope[]).map((scope) => (
      <Button
        key={scope}
        size="sm"
        variant="secondary"
        disabled={disabled}
        onClick={() => onAction({ type: verb === 'Check' ? 'check' : 'reveal', scope })}
      >
        {`${verb} ${scope}`}
      </Button>
    ));
  return (
    <div className="mt-4 flex flex-col gap-2">
      <fieldset aria-label="Check" className="flex min-w-0 flex-wrap gap-2">
        {scopeButtons('Check')}
      </fieldset>
      <fieldset aria-label="Reveal" className="flex min-w-0 flex-wrap gap-2">
        {scopeButtons('Reveal')}
      </fieldset>
    </div>
  );
}
