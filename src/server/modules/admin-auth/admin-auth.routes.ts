import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminMeSchema, loginBodySchema } from '../../../contracts/admin-auth.ts';
import type { Database } from '../../db/client.ts';
import { sessionCookieOptions } from '../../http/auth-guard.ts';
import { SESSION_COOKIE, signIn, signOut } from './admin-auth.service.ts';

const messageSchema = z.object({ message: z.string() });

export const adminAuthRoutes: FastifyPluginAsyncZod<{ db: Database; publicUrl: string }> = async (
  app,
  { db, publicUrl },
) => {
  app.post(
    '/api/admin/login',
    {
      config: { access: 'public' },
      schema: { body: loginBodySchema, response: { 200: adminMeSchema } },
    },
    async (request, reply) => {
      const { username, password } = request.body;
      const session = await signIn(db, username, password, request.ip);
      reply.setCookie(
        SESSION_COOKIE,
        session.sessionId,
        sessionCookieOptions(request, publicUrl, session.expiresAt),
      );
      reply.header('Cache-Control', 'no-store');
      return { username: session.username };
    },
  );

  app.get('/api/admin/me', { schema: { response: { 200: adminMeSchema } } }, async (request) => ({
    username: request.admin!.username,
  }));

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
