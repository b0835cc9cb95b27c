import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useSearch } from 'wouter';
import { INVALID_LINK, newsletterDayName } from '../../../contracts/newsletter-values.ts';
import { PageHead } from '../../components/seo/page-head.tsx';
import { Button } from '../../components/ui/button.tsx';
import { apiJson, serverMessage } from '../../lib/api.ts';
import { useSiteSettings } from '../../lib/queries/site-settings.ts';

/**
 * A page reached from a newsletter e-mail link (?token=…). The confirmation link acts at once; the
 * unsubscribe link asks for one click first, because mail scanners open links by themselves.
 */
function NewsletterLinkPage({
  title,
  doneTitle = title,
  intro,
  action,
  endpoint,
  automatic,
}: {
  title: string;
  /** The heading once the link has done its work. */
  doneTitle?: string;
  intro: string;
  action: string;
  endpoint: (token: string) => { path: string; body?: object };
  automatic: boolean;
}) {
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const request = useMutation({
    mutationFn: () => {
      const { path, body } = endpoint(token);
      return apiJson<{ message: string }>('POST', path, body);
    },
  });
  const { mutate } = request;

  useEffect(() => {
    if (automatic && token) mutate();
  }, [automatic, token, mutate]);

  let status: string | undefined;
  if (!token) status = INVALID_LINK;
  else if (request.isSuccess) status = request.data.message;
  else if (request.isError)
    status = serverMessage(request.error) ?? 'Something went wrong. Please try again later.';

  return (
    <section className="mx-auto max-w-xl px-4 py-16 sm:py-24">
      <PageHead title={title} description={intro} path="/newsletter" noindex />
      <h1 className="font-bold font-serif text-3xl text-ink sm:text-4xl">
        {request.isSuccess ? doneTitle : title}
      </h1>
      <p className="mt-4 text-lg text-muted">{intro}</p>
      <div className="mt-8" aria-live="polite">
        {status ? (
          <p role={request.isError || !token ? 'alert' : 'status'} className="text-lg text-ink">
            {status}
          </p>
        ) : automatic || request.isPending ? (
          <p role="status" className="text-muted">
            One moment…
          </p>
        ) : (
          <Button size="lg" onClick={() => mutate()}>
            {action}
          </Button>
        )}
      </div>
      <BackToStories />
    </section>
  );
}

/** The way back from the newsletter's own pages. */
export function BackToStories() {
  return (
    <p className="mt-10">
      <Link href="/" className="text-accent underline underline-offset-4">
        Back to the latest stories
      </Link>
    </p>
  );
}

/** /newsletter/confirm: the double opt-in link of the confirmation e-mail. */
export function NewsletterConfirmPage() {
  const day = newsletterDayName(useSiteSettings().newsletterSendDay);
  return (
    <NewsletterLinkPage
      title="Confirm your subscription"
      doneTitle="Your subscription is confirmed"
      intro={`You asked for our ${day} newsletter.`}
      action="Confirm"
      endpoint={(token) => ({ path: '/api/newsletter/confirm', body: { token } })}
      automatic
    />
  );
}

/** /newsletter/unsubscribe: the unsubscribe link at the foot of every e-mail. */
export function NewsletterUnsubscribePage() {
  const day = newsletterDayName(useSiteSettings().newsletterSendDay);
  return (
    <NewsletterLinkPage
      title="Unsubscribe"
      intro={`Stop receiving our ${day} newsletter and every other e-mail from us.`}
      action="Unsubscribe"
      endpoint={(token) => ({ path: `/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}` })}
      automatic={false}
    />
  );
}
