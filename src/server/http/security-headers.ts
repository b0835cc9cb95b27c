import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** This answer's Content-Security-Policy nonce: server-rendered script tags carry it. */
    cspNonce: string;
  }
}

/**
 * Frames the pages may hold, directly or inside an embedded graphic's sandboxed srcdoc frame (which
 * inherits this policy): YouTube players, and the charting and mapping tools newsrooms embed.
 * A graphic from a tool not listed here shows an empty box: add its host (docs/security.md).
 */
export const FRAME_SOURCES = [
  "'self'",
  'https://www.youtube-nocookie.com',
  'https://www.youtube.com',
  'https://datawrapper.dwcdn.net',
  'https://public.flourish.studio',
  'https://flo.uri.sh',
  'https://e.infogram.com',
  'https://public.tableau.com',
  'https://docs.google.com',
  'https://www.google.com',
  'https://cdn.knightlab.com',
  'https://uploads.knightlab.com',
  'https://www.canva.com',
];

export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), midi=()';

export const HSTS = 'max-age=31536000';

/**
 * Scripts run only with this answer's nonce ('strict-dynamic' lets them load their own chunks;
 * 'self' is the fallback of browsers without it). Styles allow 'unsafe-inline': server-rendered
 * React and Radix write style attributes, and embed code brings its own <style>.
 */
export function contentSecurityPolicy(nonce: string, development = false): string {
  // Development only: Vite's hot-reload socket.
  const connectSources = development ? ' ws: wss:' : '';
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "media-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self'${connectSources}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    `frame-src ${FRAME_SOURCES.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export interface SecurityHeaderOptions {
  publicUrl: string;
  /** `--dev` (Vite): a relaxed policy; production stays strict. */
  development?: boolean;
}

export const newNonce = () => randomBytes(16).toString('base64');

/**
 * The security headers of an answer, in one place for Fastify's answers and those the server sends
 * below it (http-server.ts, ssr/cached-answers.ts). `nonce` undefined leaves the policy out (a 304).
 */
export function securityHeaders(
  { https, nonce }: { https: boolean; nonce: string | undefined },
  development = false,
): Record<string, string> {
  const headers: Record<string, string> = {};
  if (nonce !== undefined) headers['Content-Security-Policy'] = contentSecurityPolicy(nonce, development);
  headers['X-Content-Type-Options'] = 'nosniff';
  headers['Referrer-Policy'] = 'strict-origin-when-cross-origin';
  headers['Permissions-Policy'] = PERMISSIONS_POLICY;
  headers['Cross-Origin-Opener-Policy'] = 'same-origin';
  headers['X-Frame-Options'] = 'DENY';
  if (https) headers['Strict-Transport-Security'] = HSTS;
  return headers;
}

/** The security headers of every answer: API, pages, built files, uploads, errors. */
export function installSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): void {
  const httpsSite = options.publicUrl.startsWith('https://');
  app.decorateRequest('cspNonce', '');
  app.addHook('onRequest', async (request, reply) => {
    request.cspNonce = newNonce();
    // The HTTP server gave the response a policy of its own for answers made below these hooks
    // (http-server.ts); from here on onSend sets it, or leaves it off a 304.
    reply.raw.removeHeader('Content-Security-Policy');
  });
  app.addHook('onSend', async (request, reply, payload) => {
    request.cspNonce ||= newNonce();
    // A 304 reuses the body the browser holds, whose scripts carry the nonce sent with it; a new
    // policy here would replace that one and block them, so the stored policy stays. A route that
    // set its own, stricter policy (uploaded files) keeps it.
    const withPolicy = reply.statusCode !== 304 && !reply.hasHeader('Content-Security-Policy');
    reply.headers(
      securityHeaders(
        {
          https: httpsSite || request.protocol === 'https',
          nonce: withPolicy ? request.cspNonce : undefined,
        },
        options.development,
      ),
    );
    return payload;
  });
}
