import { useId } from 'react';
import { cn } from '../../lib/cn.ts';
import { useHydratedField } from '../../lib/use-hydrated-field.ts';
import {
  formatAmount,
  QUICK_AMOUNTS,
  SLIDER_MAX,
  SLIDER_MIN,
  SLIDER_STEP,
  sliderPosition,
} from './donation-rules.ts';

/** The preset amounts; one is pressed while it is the amount and no custom amount is typed. */
export function QuickAmounts({
  amount,
  customText,
  onChoose,
}: {
  amount: number;
  customText: string;
  onChoose: (amount: number) => void;
}) {
  return (
    <fieldset>
      <legend className="font-semibold text-ink text-sm">Quick amounts</legend>
      <div className="mt-2 grid grid-cols-4 gap-2">
        {QUICK_AMOUNTS.map((preset) => {
          const pressed = customText === '' && amount === preset;
          return (
            <button
              key={preset}
              type="button"
              aria-pressed={pressed}
              onClick={() => onChoose(preset)}
              className={cn(
                'h-12 rounded-md border font-semibold text-base transition-colors duration-150',
                pressed
                  ? 'border-ink bg-ink text-paper'
                  : 'border-rule-strong bg-paper text-ink hover:border-ink',
              )}
            >
              {formatAmount(preset)}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}

/** The slider over $0–$200; a larger custom amount leaves it pinned at the end. */
export function AmountSlider({ amount, onChoose }: { amount: number; onChoose: (amount: number) => void }) {
  const sliderId = useId();
  const sliderField = useHydratedField<HTMLInputElement>(String(sliderPosition(amount)), (position) =>
    onChoose(Number(position)),
  );
  return (
    <div>
      <div className="flex items-baseline justify-between gap-4">
        <label htmlFor={sliderId} className="font-semibold text-ink text-sm">
          Slide to an amount
        </label>
        <span aria-hidden="true" className="text-muted text-sm tabular-nums">
          {formatAmount(SLIDER_MIN)}–{formatAmount(SLIDER_MAX)}
        </span>
      </div>
      <input
        id={sliderId}
        type="range"
        min={SLIDER_MIN}
        max={SLIDER_MAX}
        step={SLIDER_STEP}
        aria-valuetext={formatAmount(sliderPosition(amount))}
        {...sliderField}
        className="mt-3 h-2 w-full cursor-pointer accent-accent"
      />
    </div>
  );
}

/** The custom amount's field, with the "$" before it and the hint on what it takes. */
export function CustomAmount({ text, onChange }: { text: string; onChange: (typed: string) => void }) {
  const ids = useId();
  const customId = `${ids}-custom`;
  const customHintId = `${ids}-custom-hint`;
  const customField = useHydratedField<HTMLInputElement>(text, onChange);
  return (
    <div>
      <label htmlFor={customId} className="font-semibold text-ink text-sm">
        Custom amount
      </label>
      <div className="mt-2 flex h-12 items-center rounded-md border border-rule-strong bg-paper focus-within:border-ink focus-within:outline-2 focus-within:outline-focus focus-within:outline-offset-2">
        <span aria-hidden="true" className="pl-3 font-semibold text-muted">
          $
        </span>
        <input
          id={customId}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          placeholder="Enter an amount"
          aria-describedby={customHintId}
          {...customField}
          className="h-full w-full min-w-0 rounded-md bg-transparent px-2 text-base text-ink outline-none placeholder:text-muted"
        />
      </div>
      <p id={customHintId} className="mt-1 text-muted text-sm">
        Digits and a decimal point only.
      </p>
    </div>
  );
}
