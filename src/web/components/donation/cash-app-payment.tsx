import { Check, Copy, ExternalLink } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { cn } from '../../lib/cn.ts';
import { Button, buttonVariants } from '../ui/button.tsx';
import { toast } from '../ui/toast.tsx';
import { COPY_CONFIRMATION_MS, cashAppUrl, cashTag, formatAmount, QR_CODE_SIZE } from './donation-rules.ts';
import { QrCode } from './qr-code.tsx';

/** The donation widget's side panel: the chosen amount, the Cash App handle to copy, a QR code and the pay link. */
export function CashAppPayment({ cashAppHandle, amount }: { cashAppHandle: string; amount: number }) {
  const handle = cashTag(cashAppHandle);
  const payUrl = cashAppUrl(cashAppHandle, amount);
  return (
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
      <CashAppHandle handle={handle} />
      <div className="flex items-center gap-4">
        <QrCode
          text={payUrl}
          size={QR_CODE_SIZE}
          label={`QR code to give ${formatAmount(amount)} with Cash App`}
        />
        <p className="text-muted text-sm">Scan with your phone's camera to open Cash App with this amount.</p>
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
  );
}

/** The handle with a button that copies it, and says so for a moment. */
function CashAppHandle({ handle }: { handle: string }) {
  const [copied, setCopied] = useState(false);
  const copyTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(copyTimer.current), []);

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
  );
}
