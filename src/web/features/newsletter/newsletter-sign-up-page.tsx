import {
  INVALID_EMAIL,
  newsletterDayName,
  SIGN_UP_PAGE,
  type SignUpOutcome,
  SUBSCRIBE_RATE_LIMITED,
  SUBSCRIBED,
} from '../../../contracts/newsletter-values.ts';
import { NewsletterForm, nextStepDescription } from '../../components/newsletter/newsletter-form.tsx';
import { PageHead } from '../../components/seo/page-head.tsx';
import { useSiteSettings } from '../../lib/queries/site-settings.ts';
import { useSearchParam } from '../../lib/search-params.ts';
import { BackToStories } from './newsletter-link-page.tsx';

/** Why a sign-up posted by the browser itself was refused, in the words the form's toast uses. */
const refusals: Record<Exclude<SignUpOutcome, 'subscribed'>, string> = {
  invalid: INVALID_EMAIL,
  limited: SUBSCRIBE_RATE_LIMITED,
  failed: 'Please try again later.',
};

/**
 * /newsletter/subscribe: the sign-up on a page of its own, and where the form lands when the browser
 * posted it itself (no JavaScript yet), with `?outcome=` saying how it went.
 */
export function NewsletterSignUpPage() {
  const settings = useSiteSettings();
  const day = newsletterDayName(settings.newsletterSendDay);
  const [outcome] = useSearchParam('outcome');
  const refusal = Object.hasOwn(refusals, outcome) ? refusals[outcome as keyof typeof refusals] : undefined;
  const subscribed = outcome === 'subscribed';
  const intro = `Sign up for our ${day} newsletter: the latest stories, videos and events from the chapter, in one e-mail.`;

  return (
    <section className="mx-auto max-w-xl px-4 py-16 sm:py-24">
      <PageHead title="Newsletter" description={intro} path={SIGN_UP_PAGE} noindex />
      <h1 className="font-bold font-serif text-3xl text-ink sm:text-4xl">
        {subscribed ? SUBSCRIBED : refusal ? 'Subscription failed' : `The week’s stories, every ${day}`}
      </h1>
      {subscribed ? (
        <p role="status" className="mt-4 text-lg text-ink">
          {nextStepDescription('the address you gave', settings)}
        </p>
      ) : (
        <>
          {refusal ? (
            <p role="alert" className="mt-4 text-lg text-ink">
              {refusal}
            </p>
          ) : (
            <p className="mt-4 text-lg text-muted">{intro}</p>
          )}
          <div className="mt-8">
            <NewsletterForm tone="light" />
          </div>
        </>
      )}
      <BackToStories />
    </section>
  );
}
