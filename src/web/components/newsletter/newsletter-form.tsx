import { useMutation } from '@tanstack/react-query';
import { Mail } from 'lucide-react';
import { useId, useState } from 'react';
import {
  confirmationSentDescription,
  newsletterDayName,
  SIGN_UP_PAGE,
} from '../../../contracts/newsletter-values.ts';
import { apiJson, serverMessage, statusOf } from '../../lib/api.ts';
import { useSiteSettings } from '../../lib/queries/site-settings.ts';
import { useHydratedField } from '../../lib/use-hydrated-field.ts';
import { Button } from '../ui/button.tsx';
import { toast } from '../ui/toast.tsx';

/**
 * The failure toast's description (public-site §8): the server's own words for a refusal it explains
 * (4xx, e.g. an invalid address); "Please try again later." for an outage or a network failure.
 */
export function subscribeFailureMessage(error: unknown): string {
  const status = statusOf(error);
  const message = status !== undefined && status < 500 ? serverMessage(error) : undefined;
  return message || 'Please try again later.';
}

/** public-site §8's success text, with the settings' send day in place of its default Sunday. */
export function subscribedDescription(sendDay: number): string {
  return `You'll receive our ${newsletterDayName(sendDay)} newsletter with the latest stories.`;
}

/**
 * What happens next, told to the reader: under double opt-in nothing arrives until the address is
 * confirmed, so they are sent to their inbox (docs/newsletter-and-push.md); otherwise public-site §8's
 * own words.
 */
export function nextStepDescription(
  email: string,
  { newsletterSendDay, newsletterDoubleOptIn }: { newsletterSendDay: number; newsletterDoubleOptIn: boolean },
): string {
  return newsletterDoubleOptIn
    ? confirmationSentDescription(email, newsletterSendDay)
    : subscribedDescription(newsletterSendDay);
}

/** Newsletter sign-up (public-site §4): idle, submitting ("Subscribing..."), success or failure. */
export function NewsletterForm({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const [email, setEmail] = useState('');
  const emailField = useHydratedField<HTMLInputElement>(email, setEmail);
  const fieldId = useId();
  const settings = useSiteSettings();
  const subscribe = useMutation({
    mutationFn: (address: string) =>
      apiJson<{ message: string }>('POST', '/api/newsletter/subscribe', { email: address }),
    onSuccess: (_answer, address) => {
      toast({ title: 'Successfully subscribed!', description: nextStepDescription(address, settings) });
      setEmail('');
    },
    onError: (error) => {
      toast({
        title: 'Subscription failed',
        description: subscribeFailureMessage(error),
        variant: 'destructive',
      });
    },
  });

  return (
    <div className="w-full">
      {/* Posted by the browser itself until the page's code is here (newsletter.public-routes.ts). */}
      <form
        method="post"
        action={SIGN_UP_PAGE}
        className="flex w-full flex-col gap-3 sm:flex-row"
        onSubmit={(event) => {
          event.preventDefault();
          // public-site §5: nothing is sent while the field is empty (the browser's own check stops it first).
          if (!email.trim() || subscribe.isPending) return;
          subscribe.mutate(email.trim());
        }}
      >
        <label htmlFor={fieldId} className="sr-only">
          Email address
        </label>
        <div className="relative flex-1">
          <Mail
            aria-hidden="true"
            className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-3 size-4 text-muted"
          />
          <input
            id={fieldId}
            name="email"
            type="email"
            required
            autoComplete="email"
            {...emailField}
            placeholder="you@example.com"
            className={
              tone === 'dark'
                ? 'h-12 w-full rounded-md border border-paper bg-paper pr-3 pl-9 text-base text-ink placeholder:text-muted focus-visible:outline-paper'
                : 'h-12 w-full rounded-md border border-rule-strong bg-paper pr-3 pl-9 text-base text-ink placeholder:text-muted'
            }
          />
        </div>
        <Button
          type="submit"
          size="lg"
          disabled={subscribe.isPending}
          className={tone === 'dark' ? 'focus-visible:outline-paper' : undefined}
        >
          {subscribe.isPending ? 'Subscribing...' : 'Subscribe'}
        </Button>
      </form>
      {/* The toast goes after five seconds; the next step stays in view where the reader typed. */}
      <p
        role="status"
        className={
          tone === 'dark'
            ? 'mt-3 text-paper/90 text-sm leading-relaxed'
            : 'mt-3 text-ink text-sm leading-relaxed'
        }
      >
        {subscribe.isSuccess ? nextStepDescription(subscribe.variables, settings) : ''}
      </p>
    </div>
  );
}
