import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, messageSchema } from '../../../contracts/common.ts';
import {
  confirmationRecentlySent,
  confirmSubscriptionSchema,
  INVALID_LINK,
  NOT_PENDING,
  newsletterPreviewSchema,
  newsletterSendSchema,
  SUBSCRIPTION_CONFIRMED,
  testSendSchema,
  UNSUBSCRIBED,
  unsubscribeQuerySchema,
} from '../../../contracts/newsletter.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { PermanentMailFailure } from '../../mail/mailer.ts';
import { issueItemCount, listSends, previewNextIssue } from './newsletter-delivery.service.ts';
import { digestMail, digestSubject } from './newsletter-mail.ts';
import {
  confirmByToken,
  type MailDeps,
  resendConfirmation,
  sendTestIssue,
  unsubscribeByToken,
} from './newsletter-mailings.service.ts';

/** What the mailings need from a plugin: its retries in the background end when the app closes. */
export function mailDepsOf(
  app: FastifyInstance,
  { db, mailer, publicUrl, mailQueue }: Omit<MailDeps, 'background'>,
): MailDeps {
  const closing = new AbortController();
  app.addHook('onClose', async () => closing.abort());
  return {
    db,
    mailer,
    publicUrl,
    mailQueue,
    background: { signal: closing.signal, log: (error, message) => app.log.error({ err: error }, message) },
  };
}

/** Confirmation and unsubscribe links, and the admin's preview, test send and past issues. */
export const newsletterDeliveryRoutes: FastifyPluginAsyncZod<Omit<MailDeps, 'background'>> = async (
  app,
  options,
) => {
  const { db, publicUrl } = options;
  const deps = mailDepsOf(app, options);

  app.post(
    '/api/newsletter/confirm',
    {
      config: { access: 'public' },
      schema: { body: confirmSubscriptionSchema, response: { 200: messageSchema } },
    },
    async (request) => {
      if (!(await confirmByToken(deps, request.body.token))) throw badRequest(INVALID_LINK);
      return { message: SUBSCRIPTION_CONFIRMED };
    },
  );

  // RFC 8058: mail clients POST "List-Unsubscribe=One-Click" as a form to the header's address; the
  // site's own page posts nothing. The body carries no information either way, so it is read and dropped.
  app.register(async (instance) => {
    const oneClick = instance.withTypeProvider<ZodTypeProvider>();
    oneClick.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_req, _body, done) => done(null, undefined),
    );
    oneClick.post(
      '/api/newsletter/unsubscribe',
      {
        config: { access: 'public' },
        schema: { querystring: unsubscribeQuerySchema, response: { 200: messageSchema } },
      },
      async (request) => {
        if (!(await unsubscribeByToken(db, request.query.token))) throw badRequest(INVALID_LINK);
        return { message: UNSUBSCRIBED };
      },
    );
  });

  app.get(
    '/api/admin/newsletter/preview',
    { config: { role: 'editor' }, schema: { response: { 200: newsletterPreviewSchema } } },
    async () => {
      const { site, issue } = await previewNextIssue(db, publicUrl);
      const links = {
        pageUrl: `${publicUrl}/newsletter/unsubscribe`,
        oneClickUrl: `${publicUrl}/api/newsletter/unsubscribe`,
      };
      const mail = digestMail(site, issue, 'preview@example.org', links);
      return {
        subject: digestSubject(site, issue),
        html: mail.html,
        text: mail.text,
        newItems: issueItemCount(issue),
        upcomingEvents: issue.events.length,
      };
    },
  );

  app.post(
    '/api/admin/newsletter/test-send',
    { config: { role: 'editor' }, schema: { body: testSendSchema, response: { 200: messageSchema } } },
    async (request) => {
      const { email } = request.body;
      try {
        const outcome = await sendTestIssue(deps, email);
        return {
          message:
            outcome === 'sent'
              ? `Test sent to ${email}`
              : `The mail server is busy: the test to ${email} will be retried in the background.`,
        };
      } catch (error) {
        if (error instanceof PermanentMailFailure)
          throw badRequest(`The mail server refused ${email}: ${error.message}`);
        throw error;
      }
    },
  );

  // A reader who lost the confirmation mail asks the chapter: the admin sends it again (admin-only,
  // like every write; the 10-minute limit per address still holds).
  app.post(
    '/api/newsletter/subscriptions/:id/resend-confirmation',
    { config: { access: 'admin' }, schema: { params: idParamsSchema, response: { 200: messageSchema } } },
    async (request) => {
      const resent = await resendConfirmation(deps, request.params.id);
      if (!resent) throw notFound(NOT_PENDING);
      const { email, outcome } = resent;
      if (outcome === 'too-soon') throw conflict(confirmationRecentlySent(email));
      return { message: `Confirmation sent again to ${email}` };
    },
  );

  app.get(
    '/api/admin/newsletter/sends',
    { schema: { response: { 200: z.array(newsletterSendSchema) } } },
    () => listSends(db),
  );
};
