import {
  NEWSLETTER_CSV_HEADER,
  type PendingSubscription,
  type Subscription,
} from '../../../contracts/newsletter.ts';
import type { SubscriptionRow } from './newsletter.repository.ts';

export function presentSubscription(row: SubscriptionRow): Subscription {
  return {
    id: row.id,
    email: row.email,
    subscribedAt: row.subscribedAt.toISOString(),
    active: row.active,
    lastFailure: row.lastFailure,
    lastFailureAt: row.lastFailureAt?.toISOString() ?? null,
  };
}

export function presentPendingSubscription(row: SubscriptionRow): PendingSubscription {
  return { ...presentSubscription(row), confirmationSentAt: row.confirmationSentAt?.toISOString() ?? null };
}

/** admin-area §9's yyyy-MM-dd HH:mm:ss, in UTC so that every export reads the same anywhere. */
export function formatCsvDate(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break, quotes doubled. A value
 * a spreadsheet would run as a formula (leading =, +, -, @, tab or carriage return) gets a leading
 * apostrophe first, so opening the export cannot execute anything a visitor typed.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const EOL = '\r\n';

/** The export, streamed: the header line, then one chunk per batch of subscribers. */
export async function* subscriptionsCsv(batches: AsyncIterable<SubscriptionRow[]>): AsyncGenerator<string> {
  yield NEWSLETTER_CSV_HEADER + EOL;
  for await (const batch of batches) {
    yield batch
      .map((row) => `${csvField(row.email)},${csvField(formatCsvDate(row.subscribedAt))}${EOL}`)
      .join('');
  }
}
