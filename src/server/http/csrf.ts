import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors.ts';

export const CROSS_SITE_REFUSED =
  'This request came from another website and was refused. Open the site itself and try again.';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function parse(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

/** The origin the browser says the request came from: Origin, else Referer's; undefined when it says nothing. */
function claimedOrigin(request: FastifyRequest): string | undefined {
  const { origin, referer } = request.headers;
  if (origin !== undefined) return origin;
  if (referer !== undefined) return parse(referer)?.origin ?? 'null';
  return undefined;
}

/**
 * Cross-site request forgery: a write that a browser says came from another site is refused before
 * any route or session check. Browsers send Origin on every cross-site POST; a request with neither
 * Origin nor Referer is not a browser form (curl, a mail provider's RFC 8058 one-click unsubscribe
 * POST from its own servers) and cannot ride a reader's cookies, so it goes on. Same site is
 * PUBLIC_URL's origin, or the host the request was sent to (the scheme may differ behind a proxy).
 */
export function installCsrfCheck(app: FastifyInstance, publicUrl: string): void {
  const siteOrigin = new URL(publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const claimed = claimedOrigin(request);
    if (claimed === undefined || claimed === siteOrigin) return;
    // "null" (a sandboxed frame, a privacy redirect) or an unreadable value is never this site.
    const from = parse(claimed);
    // request.host: the Host header, or X-Forwarded-Host behind a trusted proxy (TRUST_PROXY).
    const host = request.host;
    const to = from && host ? parse(`${from.protocol}//${host}`) : undefined;
    if (from && to && from.host === to.host) return;
    throw new HttpError(403, CROSS_SITE_REFUSED);
  });
}
