import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AdminRole } from '../../../contracts/admin-auth.ts';
import { idParamsSchema, messageSchema } from '../../../contracts/common.ts';
import {
  type Invitation,
  invitationAcceptSchema,
  invitationCreateSchema,
  invitationLookupSchema,
  invitationPreviewSchema,
  invitationSchema,
  TOO_MANY_INVITATION_TRIES,
} from '../../../contracts/invitations.ts';
import type { Database } from '../../db/client.ts';
import { signedIn } from '../../http/auth-guard.ts';
import { limitRequests } from '../../http/rate-limit.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { accountMailSender } from '../admin-auth/account-mail.ts';
import { recordedByService } from '../audit-log/audit-words.ts';
import * as repo from './invitations.repository.ts';
import {
  acceptInvitation,
  createInvitation,
  previewInvitation,
  resendInvitation,
  revokeInvitation,
} from './invitations.service.ts';

/** Opening and accepting a link, per client address per rate-limit window. */
const TRIES_PER_WINDOW = 30;

const present = (row: {
  id: number;
  email: string;
  role: AdminRole;
  invitedBy: string | null;
  createdAt: Date;
  expiresAt: Date;
}): Invitation => ({
  id: row.id,
  email: row.email,
  role: row.role,
  invitedBy: row.invitedBy,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
});

/**
 * An admin invites an address with a role; the invitee picks a username and password through the
 * mailed link. Sending one is sensitive like adding an account, since it can make another admin;
 * resending (same address, same role) and revoking are not.
 */
export const invitationsRoutes: FastifyPluginAsyncZod<{
  db: Database;
  publicUrl: string;
  mailer: Mailer;
}> = async (app, { db, publicUrl, mailer }) => {
  const deps = { db, publicUrl, sendMail: accountMailSender(app, mailer) };
  const limited = limitRequests(db, {
    action: 'invitation',
    limit: TRIES_PER_WINDOW,
    message: TOO_MANY_INVITATION_TRIES,
  });

  app.get('/api/admin/invitations', { schema: { response: { 200: z.array(invitationSchema) } } }, async () =>
    (await repo.listInvitations(db)).map(present),
  );

  app.post(
    '/api/admin/invitations',
    {
      config: { sensitive: true },
      schema: { body: invitationCreateSchema, response: { 201: invitationSchema } },
    },
    async (request, reply) => {
      recordedByService(request);
      const { id, email, role, invitedBy, createdAt, expiresAt } = await createInvitation(
        deps,
        signedIn(request),
        request.body,
      );
      return reply.status(201).send(present({ id, email, role, invitedBy, createdAt, expiresAt }));
    },
  );

  app.post(
    '/api/admin/invitations/:id/resend',
    { schema: { params: idParamsSchema, response: { 200: messageSchema } } },
    async (request) => {
      recordedByService(request);
      await resendInvitation(deps, signedIn(request), request.params.id);
      return { message: 'Invitation sent again' };
    },
  );

  app.delete('/api/admin/invitations/:id', { schema: { params: idParamsSchema } }, async (request, reply) => {
    recordedByService(request);
    await revokeInvitation(db, signedIn(request), request.params.id);
    return reply.status(204).send();
  });

  app.get(
    '/api/admin/invitations/accept',
    {
      config: { access: 'public' },
      onRequest: limited,
      schema: { querystring: invitationLookupSchema, response: { 200: invitationPreviewSchema } },
    },
    async (request) => previewInvitation(db, request.query.token),
  );

  app.post(
    '/api/admin/invitations/accept',
    {
      config: { access: 'public' },
      onRequest: limited,
      schema: { body: invitationAcceptSchema, response: { 201: messageSchema } },
    },
    async (request, reply) => {
      await acceptInvitation(db, request.body);
      return reply.status(201).send({ message: 'Account created. Sign in with your new username.' });
    },
  );
};
