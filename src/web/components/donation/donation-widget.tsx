import { Check, Copy, ExternalLink } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { cn } from '../../lib/cn.ts';
import { useSiteSettings } from '../../lib/queries/site-settings.ts';
import { useHydratedField } from '../../lib/use-hydrated-field.ts';
import { Button, buttonVariants } from '../ui/button.tsx';
import { toast } from '../ui/toast.tsx';
import {
  acceptCustomAmount,
  COPY_CONFIRMATION_MS,
  cashAppUrl,
  cashTag,
  customAmountValue,
  DEFAULT_AMOUNT,
  formatAmount,
  QR_CODE_SIZE,
  QUICK_AMOUNTS,
  SLIDER_MAX,
  SLIDER_MIN,
  SLIDER_STEP,
  sliderPosition,
} from './donation-rules.ts';
import { QrCode } from './qr-code.tsx';

interface DonationWidgetProps {
  /** The widget's heading; pages set their own words around it. */
  heading?: string;
  /** An anchor on the widget's section (the About page's "#donate"). */
  id?: string;
  className?: string;
}

/**
 * The donation widget of public-site §4, §5, §9: quick amounts, a $0–$200 slider, a custom amount, and the
 * chapter's Cash App handle with a payment link for the chosen amount. Shared by /about and /donate.
 */
export function DonationWidget({ heading = 'Make a donation', id, className }: DonationWidgetProps) {
  const { cashAppHandle } = useSiteSettings();
  const [amount, setAmount] = useState<number>(DEFAULT_AMOUNT);
  const [customText, setCustomText] = useState('');
  const sliderField = useHydratedField<HTMLInputElement>(String(sliderPosition(amount)), (position) =>
    choose(Number(position)),
  );
  const customField = useHydratedField<HTMLInputElement>(customText, changeCustom);
  const [copied, setCopied] = useState(false);
  const copyTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const ids = useId();
  const headingId = `${ids}-heading`;
  const sliderId = `${ids}-slider`;
  const customId = `${ids}-custom`;
  const customHintId = `${ids}-custom-hint`;

  useEffect(() => () => clearTimeout(copyTimer.current), []);

  const handle = cashTag(cashAppHandle);
  const payUrl = cashAppUrl(cashAppHandle, amount);

  function choose(value: number) {
    setAmount(value);
    setCustomText('');
  }

  function changeCustom(typed: string) {
    const text = acceptCustomAmount(customText, typed);
    setCustomText(text);
    const value = customAmountValue(text);
    if (value !== undefined) setAmount(value);
  }

  async function copyHandle() {
    try {
      await navigator.clipboard.writeText(handle);
      setCopied(true);
      clearTimeout(copyTimer.current);
      copyTimer.current = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    } catch {
      toast({
        title: 'Failed to copy',
        description: 'Please copy the handle manually.',
        variant: 'destructive',
      });
    }
  }

  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn('rounded-lg border border-rule bg-paper p-5 sm:p-8', className)}
    >
      <h2 id={headingId} className="font-bold font-serif text-2xl text-ink sm:text-3xl">
        {heading}
      </h2>
      <p className="mt-2 text-muted leading-relaxed">
        Every gift goes straight to the chapter through Cash App. Pick an amount, then pay with the link or
        send it to our handle.
      </p>

      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,23rem)]">
        <div className="space-y-6">
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
                    onClick={() => choose(preset)}
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
        </div>

        <div className="flex flex-col gap-4 rounded-md bg-paper-soft p-5">
          <div>
            <p className="font-semibold text-muted text-sm uppercase tracking-wider">Your gift</p>
            <p
              data-testid="donation-amount"
              aria-live="polite"
              className="mt-1 font-bold font-serif text-5xl text-ink tabular-nums"
            >
              {formatAmount(amount)}
            </p>
          </div>
          <div>
            <p className="font-semibold text-muted text-sm uppercase tracking-wider">Cash App</p>
            <div className="mt-1 flex flex-wrap items-center gap-3">
              <p data-testid="cash-app-handle" className="font-bold text-2xl text-ink">
                {handle}
              </p>
              <Button variant="secondary" size="sm" onClick={copyHandle}>
                {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
                {copied ? 'Copied!' : 'Copy handle'}
              </Button>
            </div>
            <p aria-live="polite" className="sr-only">
              {copied ? 'Copied!' : ''}
            </p>
          </div>
          <div className="flex items-center gap-4">
            <QrCode
              text={payUrl}
              size={QR_CODE_SIZE}
              label={`QR code to give ${formatAmount(amount)} with Cash App`}
            />
            <p className="text-muted text-sm">
              Scan with your phone's camera to open Cash App with this amount.
            </p>
          </div>
          <a
            href={payUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={cn(
              buttonVariants({ size: 'lg' }),
              'h-auto min-h-14 w-full whitespace-normal py-3 text-lg',
            )}
          >
            Donate {formatAmount(amount)} with Cash App
            <ExternalLink aria-hidden="true" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
          <p className="break-all text-muted text-sm">{payUrl}</p>
        </div>
      </div>
    </section>
  );
}
