import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminMeSchema,
  loginBodySchema,
  loginResultSchema,
  reauthenticatedSchema,
  reauthenticationSchema,
  twoFactorLoginSchema,
} from '../../../contracts/admin-auth.ts';
import type { Database } from '../../db/client.ts';
import { sessionCookieOptions, signedIn } from '../../http/auth-guard.ts';
import {
  completeTwoFactorSignIn,
  presentMe,
  reauthenticate,
  SESSION_COOKIE,
  type SignedIn,
  signIn,
  signOut,
} from './admin-auth.service.ts';

const messageSchema = z.object({ message: z.string() });

export const adminAuthRoutes: FastifyPluginAsyncZod<{ db: Database; publicUrl: string }> = async (
  app,
  { db, publicUrl },
) => {
  function startSession(request: FastifyRequest, reply: FastifyReply, session: SignedIn) {
    reply.setCookie(
      SESSION_COOKIE,
      session.sessionId,
      sessionCookieOptions(request, publicUrl, session.expiresAt),
    );
    return presentMe(session);
  }

  // With two-factor sign-in the right password opens no session: the answer names a challenge instead.
  app.post(
    '/api/admin/login',
    {
      config: { access: 'public' },
      schema: { body: loginBodySchema, response: { 200: loginResultSchema } },
    },
    async (request, reply) => {
      const { username, password } = request.body;
      const result = await signIn(db, username, password, request.ip);
      reply.header('Cache-Control', 'no-store');
      return 'challenge' in result ? result : startSession(request, reply, result);
    },
  );

  app.post(
    '/api/admin/login/two-factor',
    {
      config: { access: 'public' },
      schema: { body: twoFactorLoginSchema, response: { 200: adminMeSchema } },
    },
    async (request, reply) => {
      const { challenge, code } = request.body;
      const session = await completeTwoFactorSignIn(db, challenge, code, request.ip);
      reply.header('Cache-Control', 'no-store');
      return startSession(request, reply, session);
    },
  );

  app.get(
    '/api/admin/me',
    { config: { role: 'contributor', twoFactorSetup: true }, schema: { response: { 200: adminMeSchema } } },
    async (request) => presentMe(signedIn(request)),
  );

  // Open to an admin held by the two-factor rule: its setup is a sensitive action too.
  app.post(
    '/api/admin/reauthenticate',
    {
      config: { role: 'contributor', twoFactorSetup: true },
      schema: { body: reauthenticationSchema, response: { 200: reauthenticatedSchema } },
    },
    async (request, reply) => {
      const renewed = await reauthenticate(
        db,
        request.cookies[SESSION_COOKIE]!,
        signedIn(request).id,
        request.body,
        request.ip,
      );
      reply.setCookie(
        SESSION_COOKIE,
        renewed.sessionId,
        sessionCookieOptions(request, publicUrl, renewed.expiresAt),
      );
      return { reauthenticatedUntil: renewed.reauthenticatedUntil.toISOString() };
    },
  );

  // Public so that signing out with an already-expired cookie still clears it.
  app.post(
    '/api/admin/logout',
    { config: { access: 'public' }, schema: { response: { 200: messageSchema } } },
    async (request, reply) => {
      const sessionId = request.cookies[SESSION_COOKIE];
      if (sessionId) await signOut(db, sessionId);
      reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(request, publicUrl));
      reply.header('Cache-Control', 'no-store');
      return { message: 'Signed out' };
    },
  );
};
