import { useId, useState } from 'react';
import { cn } from '../../lib/cn.ts';
import { useSiteSettings } from '../../lib/queries/site-settings.ts';
import { AmountSlider, CustomAmount, QuickAmounts } from './amount-fields.tsx';
import { CashAppPayment } from './cash-app-payment.tsx';
import { acceptCustomAmount, customAmountValue, DEFAULT_AMOUNT } from './donation-rules.ts';

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
  const { amount, customText, choose, changeCustom } = useDonationAmount();
  const headingId = useId();

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
          <QuickAmounts amount={amount} customText={customText} onChoose={choose} />
          <AmountSlider amount={amount} onChoose={choose} />
          <CustomAmount text={customText} onChange={changeCustom} />
        </div>
        <CashAppPayment cashAppHandle={cashAppHandle} amount={amount} />
      </div>
    </section>
  );
}

/** The amount to give: a preset or the slider's choice, or the custom amount while one is typed. */
function useDonationAmount() {
  const [amount, setAmount] = useState<number>(DEFAULT_AMOUNT);
  const [customText, setCustomText] = useState('');

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

  return { amount, customText, choose, changeCustom };
}
