// The parts of the newsletter contract the reader's browser needs, without Zod.

export const INVALID_EMAIL = 'Please enter a valid email address.';
/** public-site §8; the same answer whether the address was new, active or unsubscribed. */
export const SUBSCRIBED = 'Successfully subscribed!';
export const SUBSCRIBE_RATE_LIMITED =
  'Too many sign-ups from your network. Please wait a few minutes and try again.';
/**
 * The sign-up page: the form posts here when the browser sends it itself (no JavaScript yet), and
 * the answer redirects here with the outcome.
 */
export const SIGN_UP_PAGE = '/newsletter/subscribe';
export type SignUpOutcome = 'subscribed' | 'invalid' | 'limited' | 'failed';
export const SUBSCRIPTION_NOT_FOUND = 'Subscription not found';
/** The admin's resend, for an address that is not (or no longer) waiting for its confirmation. */
export const NOT_PENDING = 'This address is not waiting for a confirmation.';
/** admin-area §5. */
export const NO_SUBSCRIPTIONS_TO_EXPORT = 'No data to export: There are no active subscriptions to export.';
/** admin-area §9: the CSV's header line. */
export const NEWSLETTER_CSV_HEADER = 'Email,Subscribed Date';

// Delivery (double opt-in, unsubscribe, the Sunday issue).
export const SUBSCRIPTION_CONFIRMED = 'Your subscription is confirmed. Welcome aboard!';
export const UNSUBSCRIBED = 'You have been unsubscribed. You will not receive any more e-mails from us.';
export const INVALID_LINK = 'This link is not valid. Please use the latest e-mail we sent you.';

/**
 * The sign-up's success description under double opt-in (docs/newsletter-and-push.md, "What the
 * reader is told"): nothing arrives until the address confirms, so the reader is told to look for the
 * mail. The same words for every address, so they tell nobody whether it was on the list already.
 */
export function confirmationSentDescription(email: string, sendDay: number): string {
  return `Check your inbox: we sent a confirmation e-mail to ${email}. Follow its link to start receiving our ${newsletterDayName(sendDay)} newsletter.`;
}

/** The admin's answer to a resend asked for too soon after the last confirmation mail. */
export function confirmationRecentlySent(email: string): string {
  return `A confirmation was sent to ${email} less than 10 minutes ago. Please wait before sending another.`;
}

/** newsletter-subscriptions-YYYY-MM-DD.csv, named by the export's date in UTC. */
export function newsletterExportFileName(exportedAt: Date): string {
  return `newsletter-subscriptions-${exportedAt.toISOString().slice(0, 10)}.csv`;
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** The settings' send day (0 Sunday … 6 Saturday) as a word: public-site §9's "Sunday" by default. */
export function newsletterDayName(sendDay: number): string {
  return WEEKDAYS[sendDay] ?? 'Sunday';
}

/** "Sunday morning", "Friday evening": the settings' send day and hour as a reader would say it. */
export function newsletterSendTime(sendDay: number, sendHour: number): string {
  const part = sendHour < 12 ? 'morning' : sendHour < 18 ? 'afternoon' : 'evening';
  return `${newsletterDayName(sendDay)} ${part}`;
}
