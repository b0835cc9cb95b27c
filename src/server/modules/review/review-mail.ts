import { formatDateTime } from '../../../contracts/chapter-clock.ts';
import { contentUrl, type PublishedKind } from '../../../contracts/content-kinds.ts';
import type { ReviewAction } from '../../../contracts/review.ts';
import type { OutgoingMail } from '../../mail/mailer.ts';
import { escapeHtml } from '../newsletter/newsletter-mail.ts';
import type { ReviewedItem } from './reviewed-kinds.ts';

/** The author's mail about an editor's decision: sent back with the note, published or scheduled. */
export function reviewMail(
  site: { publicUrl: string; timeZone: string },
  kind: PublishedKind,
  item: ReviewedItem,
  to: string,
  step: { action: ReviewAction; note?: string },
): OutgoingMail {
  const { publicUrl, timeZone } = site;
  const title = `“${item.title}”`;
  const where = `${publicUrl}${contentUrl(kind, item.id)}`;
  const lines =
    step.action === 'sent-back'
      ? [
          `${title} was sent back to you with changes requested:`,
          step.note ?? '',
          `Edit it in ${publicUrl}/admin.`,
        ]
      : step.action === 'scheduled'
        ? [
            `${title} is scheduled for ${formatDateTime(item.publishedDate, timeZone)}.`,
            `It will appear at ${where}.`,
          ]
        : [`${title} is published.`, `Read it at ${where}.`];
  const subject =
    step.action === 'sent-back'
      ? `Changes requested: ${item.title}`
      : `${step.action === 'scheduled' ? 'Scheduled' : 'Published'}: ${item.title}`;
  return {
    to,
    subject,
    text: lines.join('\n\n'),
    html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join(''),
  };
}
