import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { type Mailer, type OutgoingMail, sendWithRetry } from '../../mail/mailer.ts';
import { escapeHtml } from '../newsletter/newsletter-mail.ts';
import { readSiteSettings } from '../site-settings/site-settings.repository.ts';

/**
 * Sends an account's mail (an invitation, a password-reset link) in the background, retrying
 * temporary failures: the request that asked for it never waits for it nor fails with it. The link's
 * token is never stored, so the mail cannot be queued durably: after a failure (logged), the admin
 * resends the invitation or the person asks for a new link.
 */
export type SendAccountMail = (mail: OutgoingMail) => void;

export function accountMailSender(app: FastifyInstance, mailer: Mailer): SendAccountMail {
  const closing = new AbortController();
  app.addHook('onClose', async () => closing.abort());
  return (mail) => {
    sendWithRetry(mailer, mail, undefined, closing.signal).catch((error: unknown) => {
      if (!closing.signal.aborted) app.log.error({ err: error }, 'account mail failed');
    });
  };
}

/** A short mail with one link, in the chapter's name. */
export async function linkMail(
  db: Executor,
  {
    to,
    subject,
    lines,
    link,
    linkLabel,
  }: { to: string; subject: string; lines: string[]; link: string; linkLabel: string },
): Promise<OutgoingMail> {
  const { chapterName } = await readSiteSettings(db);
  const paragraphs = lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n');
  return {
    to,
    subject: `${chapterName}: ${subject}`,
    html: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.6;color:#111111">
${paragraphs}
<p><a href="${escapeHtml(link)}">${escapeHtml(linkLabel)}</a></p>
<p style="color:#5c5c5c;font-size:13px">If you did not expect this mail, you can ignore it.</p>
</body></html>`,
    text: `${lines.join('\n\n')}\n\n${linkLabel}: ${link}\n\nIf you did not expect this mail, you can ignore it.\n`,
  };
}
