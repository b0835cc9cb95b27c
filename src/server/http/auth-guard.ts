import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import {
  type AdminRole,
  NOT_SIGNED_IN,
  REAUTHENTICATION_REASON,
  REAUTHENTICATION_REQUIRED,
  ROLE_NOT_ALLOWED,
  roleAtLeast,
  TWO_FACTOR_SETUP_REQUIRED,
} from '../../contracts/admin-auth.ts';
import type { Database } from '../db/client.ts';
import {
  resolveSession,
  SESSION_COOKIE,
  type SessionAdmin,
} from '../modules/admin-auth/admin-auth.service.ts';
import { HttpError, unauthorized } from './errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route. Writes and /api/admin/* default to 'admin'; see defaultAccess. */
    access?: 'public' | 'admin';
    /**
     * The least role that may call a guarded route. Unset means 'admin', so a route nobody thought
     * about stays closed to contributors and editors.
     */
    role?: AdminRole;
    /** Open to an admin whom the two-factor rule sends to set it up (their status and the setup). */
    twoFactorSetup?: boolean;
    /**
     * A sensitive action (two-factor on or off, a password, adding or changing an account): the
     * session must have confirmed the password (and code) within the last few minutes.
     */
    sensitive?: boolean;
  }
  interface FastifyRequest {
    admin?: SessionAdmin;
  }
}

/**
 * Every write and everything under /api/admin needs an admin session unless the route says
 * `access: 'public'`, so a new route is guarded by default rather than by remembering to.
 */
function defaultAccess(method: string | string[], url: string): 'public' | 'admin' {
  const methods = Array.isArray(method) ? method : [method];
  const readOnly = methods.every((m) => m === 'GET' || m === 'HEAD' || m === 'OPTIONS');
  return readOnly && !url.startsWith('/api/admin') ? 'public' : 'admin';
}

/**
 * The least role a route needs, or undefined for a public route. The guard below and the OpenAPI
 * document (app.ts) both read it here, so the document shows what is enforced.
 */
export function roleOfRoute(route: {
  method: string | string[];
  url: string;
  config?: { access?: 'public' | 'admin'; role?: AdminRole };
}): AdminRole | undefined {
  const access = route.config?.access ?? defaultAccess(route.method, route.url);
  return access === 'admin' ? (route.config?.role ?? 'admin') : undefined;
}

/**
 * The signed-in account of a guarded route (one with a role, or under /api/admin): the guard below has
 * put it on the request before the handler runs, so the 401 is only for a route the guard skipped.
 */
export function signedIn(request: FastifyRequest): SessionAdmin {
  if (!request.admin) throw unauthorized(NOT_SIGNED_IN);
  return request.admin;
}

export function sessionCookieOptions(request: FastifyRequest, publicUrl: string, expires?: Date) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: publicUrl.startsWith('https://') || request.protocol === 'https',
    ...(expires ? { expires } : {}),
  };
}

/**
 * The one guard of every admin route: 401 unless the session cookie names a live session; 403 while
 * the admin must first set up two-factor sign-in, except on the routes of that setup; 403 when the
 * account's role is below the route's; 403 with the reason `reauthentication-required` on a sensitive
 * route until the password is confirmed again.
 */
export function installAccessRules(app: FastifyInstance, db: Database, publicUrl: string): void {
  const requireAdmin: onRequestHookHandler = async (request: FastifyRequest, reply: FastifyReply) => {
    const sessionId = request.cookies[SESSION_COOKIE];
    const admin = sessionId ? await resolveSession(db, sessionId) : undefined;
    if (!admin) throw unauthorized(NOT_SIGNED_IN);
    request.admin = admin;
    if (admin.renewedUntil && sessionId) {
      reply.setCookie(
        SESSION_COOKIE,
        sessionId,
        sessionCookieOptions(request, publicUrl, admin.renewedUntil),
      );
    }
    // Admin answers are personal: never kept by a browser or a shared cache.
    reply.header('Cache-Control', 'no-store');
    const config = request.routeOptions.config;
    if (admin.twoFactorSetupRequired && !config.twoFactorSetup) {
      throw new HttpError(403, TWO_FACTOR_SETUP_REQUIRED);
    }
    if (!roleAtLeast(admin.role, config.role ?? 'admin')) throw new HttpError(403, ROLE_NOT_ALLOWED);
    if (config.sensitive && !admin.recentlyReauthenticated) {
      throw new HttpError(403, REAUTHENTICATION_REQUIRED, undefined, REAUTHENTICATION_REASON);
    }
  };

  app.addHook('onRoute', (route) => {
    if (!roleOfRoute(route)) return;
    const existing = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [requireAdmin, ...existing];
  });
}
