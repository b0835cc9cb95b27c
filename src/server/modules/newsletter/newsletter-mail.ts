import { formatDateTime } from '../../../contracts/chapter-clock.ts';
import { type PublishedKind, publishedKinds } from '../../../contracts/content-kinds.ts';
import { newsletterDayName, newsletterSendTime } from '../../../contracts/newsletter.ts';
import type { OutgoingMail } from '../../mail/mailer.ts';

/** What every message needs to know of the site. */
export interface MailSite {
  publicUrl: string;
  chapterName: string;
  chapterSubtitle: string;
  timeZone: string;
  /** The settings' send day (0 Sunday … 6 Saturday) and hour, named in the mails. */
  sendDay: number;
  sendHour: number;
}

/** The two unsubscribe addresses of one recipient: the page in the body, the one-click POST in the headers. */
export interface UnsubscribeLinks {
  pageUrl: string;
  oneClickUrl: string;
}

export interface IssueItem {
  title: string;
  summary: string;
  url: string;
  imageUrl: string;
  label: string;
}

export interface IssueEvent {
  title: string;
  date: Date;
  location: string;
  url: string;
}

/** The content of one weekly issue. */
export interface NewsletterIssue {
  weekEnding: Date;
  /** Each published kind's items, newest first. */
  items: Record<PublishedKind, IssueItem[]>;
  events: IssueEvent[];
}

/** The heading of each published kind's section, in the registry's order. */
const sectionHeadings: Record<PublishedKind, string> = {
  article: 'This week’s stories',
  video: 'NABJ TV',
  graphic: 'Graphics',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Site paths become absolute addresses: a mail client has no page to resolve them against. */
export function absoluteUrl(publicUrl: string, url: string): string {
  if (/^https?:\/\//i.test(url)) return url;
  return `${publicUrl}${url.startsWith('/') ? '' : '/'}${url}`;
}

/**
 * RFC 8058: mail clients show their own Unsubscribe button and POST to this address. A message to an
 * address that is not on the list (a test send) has no link that would work, so it gets none.
 */
export function unsubscribeHeaders(links: UnsubscribeLinks | undefined): Record<string, string> {
  if (!links) return {};
  return {
    'List-Unsubscribe': `<${links.oneClickUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

const NOT_ON_THE_LIST =
  'This test went to an address that is not on the list, so it has no unsubscribe link.';

const font = "font-family:Georgia,'Times New Roman',serif";
const sans = 'font-family:Arial,Helvetica,sans-serif';

/** A single-column table layout with inline styles: what Gmail, Outlook and Apple Mail all draw alike. */
function layout(
  site: MailSite,
  { preheader, body, links }: { preheader: string; body: string; links: UnsubscribeLinks | undefined },
) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(site.chapterName)}</title></head>
<body style="margin:0;padding:0;background:#f6f4ef">
<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f6f4ef"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border:1px solid #e3e1dc">
<tr><td style="padding:24px 28px;border-bottom:4px solid #b3121f">
<a href="${escapeHtml(site.publicUrl)}" style="${font};font-size:26px;font-weight:bold;color:#111111;text-decoration:none">${escapeHtml(site.chapterName)}</a>
<div style="${sans};font-size:13px;color:#5c5c5c;margin-top:4px">${escapeHtml(site.chapterSubtitle)}</div>
</td></tr>
<tr><td style="padding:24px 28px;${sans};font-size:16px;line-height:1.6;color:#111111">${body}</td></tr>
<tr><td style="padding:20px 28px;border-top:1px solid #e3e1dc;${sans};font-size:12px;line-height:1.5;color:#5c5c5c">
${
  links
    ? `You receive this because you subscribed at <a href="${escapeHtml(site.publicUrl)}" style="color:#5c5c5c">${escapeHtml(site.publicUrl.replace(/^https?:\/\//, ''))}</a>.
<a href="${escapeHtml(links.pageUrl)}" style="color:#b3121f">Unsubscribe</a> with one click.`
    : escapeHtml(NOT_ON_THE_LIST)
}
</td></tr>
</table></td></tr></table></body></html>`;
}

function textFooter(site: MailSite, links: UnsubscribeLinks | undefined): string {
  if (!links) return `\n--\n${NOT_ON_THE_LIST}\n`;
  return `\n--\nYou receive this because you subscribed at ${site.publicUrl}.\nUnsubscribe: ${links.pageUrl}\n`;
}

function button(href: string, label: string): string {
  return `<a href="${escapeHtml(href)}" style="display:inline-block;background:#b3121f;color:#ffffff;${sans};font-weight:bold;font-size:15px;padding:12px 22px;border-radius:6px;text-decoration:none">${escapeHtml(label)}</a>`;
}

export function confirmationMail(
  site: MailSite,
  to: string,
  confirmUrl: string,
  links: UnsubscribeLinks,
): OutgoingMail {
  const subject = `Confirm your subscription to the ${site.chapterName} newsletter`;
  const day = newsletterDayName(site.sendDay);
  const body = `<p style="margin:0 0 16px">Thanks for signing up for our ${day} newsletter: the week's stories, videos, graphics and events from ${escapeHtml(site.chapterName)}.</p>
<p style="margin:0 0 24px">Please confirm that this address is yours:</p>
<p style="margin:0 0 24px">${button(confirmUrl, 'Confirm my subscription')}</p>
<p style="margin:0;font-size:13px;color:#5c5c5c">If you did not sign up, ignore this e-mail: you will not hear from us again.</p>`;
  return {
    to,
    subject,
    html: layout(site, { preheader: 'One click to confirm your subscription.', body, links }),
    text: `Thanks for signing up for the ${site.chapterName} ${day} newsletter.\n\nConfirm your subscription:\n${confirmUrl}\n\nIf you did not sign up, ignore this e-mail: you will not hear from us again.\n${textFooter(site, links)}`,
    headers: unsubscribeHeaders(links),
  };
}

export function welcomeMail(site: MailSite, to: string, links: UnsubscribeLinks): OutgoingMail {
  const subject = `Welcome to the ${site.chapterName} newsletter`;
  const when = newsletterSendTime(site.sendDay, site.sendHour);
  const body = `<p style="margin:0 0 16px">You're on the list. Every ${when} we'll send the week's stories, NABJ TV videos, graphics and the events coming up.</p>
<p style="margin:0 0 24px">${button(site.publicUrl, 'Read the latest stories')}</p>`;
  return {
    to,
    subject,
    html: layout(site, { preheader: `You're on the list for ${when}s.`, body, links }),
    text: `You're on the list. Every ${when} we'll send the week's stories, NABJ TV videos, graphics and the events coming up.\n\nRead the latest stories: ${site.publicUrl}\n${textFooter(site, links)}`,
    headers: unsubscribeHeaders(links),
  };
}

/** "November 22", the issue's day in its subject. */
function dayLabel(site: MailSite, date: Date): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: site.timeZone, month: 'long', day: 'numeric' }).format(
    date,
  );
}

function itemsSection(site: MailSite, heading: string, items: IssueItem[]): { html: string; text: string } {
  if (items.length === 0) return { html: '', text: '' };
  const rows = items
    .map((item) => {
      const url = absoluteUrl(site.publicUrl, item.url);
      const image = item.imageUrl
        ? `<a href="${escapeHtml(url)}"><img src="${escapeHtml(absoluteUrl(site.publicUrl, item.imageUrl))}" alt="" width="544" style="display:block;width:100%;max-width:544px;height:auto;border:0;margin:0 0 10px"></a>`
        : '';
      return `<tr><td style="padding:0 0 22px">${image}
<div style="${sans};font-size:11px;font-weight:bold;letter-spacing:1px;text-transform:uppercase;color:#b3121f">${escapeHtml(item.label)}</div>
<a href="${escapeHtml(url)}" style="${font};font-size:20px;font-weight:bold;color:#111111;text-decoration:none">${escapeHtml(item.title)}</a>
${item.summary ? `<div style="margin-top:4px;color:#5c5c5c;font-size:15px">${escapeHtml(item.summary)}</div>` : ''}</td></tr>`;
    })
    .join('');
  return {
    html: `<h2 style="${font};font-size:22px;margin:8px 0 14px;color:#111111">${escapeHtml(heading)}</h2><table role="presentation" width="100%" cellpadding="0" cellspacing="0">${rows}</table>`,
    text: `${heading.toUpperCase()}\n\n${items
      .map(
        (item) =>
          `${item.title}\n${item.summary ? `${item.summary}\n` : ''}${absoluteUrl(site.publicUrl, item.url)}\n`,
      )
      .join('\n')}\n`,
  };
}

export function digestSubject(site: MailSite, issue: NewsletterIssue): string {
  return `${site.chapterName} Weekly: ${dayLabel(site, issue.weekEnding)}`;
}

/** The weekly issue, in HTML and plain text, for one recipient (no links: a test to a non-subscriber). */
export function digestMail(
  site: MailSite,
  issue: NewsletterIssue,
  to: string,
  links: UnsubscribeLinks | undefined,
): OutgoingMail {
  const sections = publishedKinds.map((kind) => itemsSection(site, sectionHeadings[kind], issue.items[kind]));
  const events = issue.events.length
    ? {
        html: `<h2 style="${font};font-size:22px;margin:8px 0 14px;color:#111111">Coming up</h2><ul style="margin:0 0 16px;padding-left:20px">${issue.events
          .map(
            (event) =>
              `<li style="margin:0 0 8px"><a href="${escapeHtml(absoluteUrl(site.publicUrl, event.url))}" style="color:#111111;font-weight:bold">${escapeHtml(event.title)}</a><br><span style="color:#5c5c5c;font-size:14px">${escapeHtml(formatDateTime(event.date, site.timeZone))} · ${escapeHtml(event.location)}</span></li>`,
          )
          .join('')}</ul>`,
        text: `COMING UP\n\n${issue.events
          .map(
            (event) => `${event.title}\n${formatDateTime(event.date, site.timeZone)} · ${event.location}\n`,
          )
          .join('\n')}\n`,
      }
    : { html: '', text: '' };
  const all = [...sections, events];
  const intro = `Here is what ${site.chapterName} published this week.`;
  return {
    to,
    subject: digestSubject(site, issue),
    html: layout(site, {
      preheader: issue.items.article[0]?.title ?? intro,
      body: `<p style="margin:0 0 20px">${escapeHtml(intro)}</p>${all.map((s) => s.html).join('')}<p style="margin:16px 0 0">${button(site.publicUrl, 'Visit the site')}</p>`,
      links,
    }),
    text: `${intro}\n\n${all.map((s) => s.text).join('')}Visit the site: ${site.publicUrl}\n${textFooter(site, links)}`,
    headers: unsubscribeHeaders(links),
  };
}
