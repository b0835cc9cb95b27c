import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { previewTokenOf } from '../../contracts/preview-values.ts';
import { newNonce, securityHeaders } from '../http/security-headers.ts';
import { shownBy } from '../shown-content.ts';
import {
  type AnswerCache,
  type CachedAnswer,
  COMPRESS_FROM_BYTES,
  etagOf,
  plainBody,
} from './answer-cache.ts';
import { cacheKey, keyBeforeRouting, pageKey, pathOf } from './cache-keys.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * This GET route's answers change only with content writes and the clock (the same signals that
     * drop cached pages), never with a reader's own writes (votes, views, comments) or session.
     */
    cacheAnswer?: boolean;
  }
  interface FastifyRequest {
    /** The key and cache generation the answer is read in, for a route whose answers are cached. */
    answerKey?: string;
    answerGeneration?: number;
  }
}

/**
 * The key of a `cacheAnswer` route's answer: of an API route, the query parameters its schema reads
 * (the others never reach the handler); of a feed, its path, as before routing (cache-keys.ts).
 */
function answerKey(request: FastifyRequest): string {
  if (!request.url.startsWith('/api/')) return pageKey(request.url);
  const query = request.routeOptions.schema?.querystring as { shape?: Record<string, unknown> } | undefined;
  const reads = Object.keys(query?.shape ?? {});
  return cacheKey(request.url, (name) => reads.includes(name));
}

/**
 * Stores the answers of `cacheAnswer` routes, each with an ETag naming its bytes. Installed before
 * compression, so it sees the JSON or XML text.
 */
export function installAnswerCaching(app: FastifyInstance, cache: AnswerCache): void {
  app.addHook('onRoute', (route) => {
    // Outside /api/ the key before routing is the page's (pageKey), which knows no query of its own.
    if (route.config?.cacheAnswer && !route.url.startsWith('/api/') && route.schema?.querystring)
      throw new Error(`${route.url}: a cached answer outside /api/ cannot read a query string`);
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || !request.routeOptions.config.cacheAnswer) return;
    await cache.expire();
    const key = answerKey(request);
    // Kept already, but not sent before Fastify: its compressed copies are still being made, or the
    // URL carries a parameter the route does not read.
    const cached = cache.get(key);
    if (cached) return sendKept(request, reply, cached);
    request.answerKey = key;
    request.answerGeneration = cache.generation;
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.answerGeneration === undefined || reply.statusCode !== 200 || typeof payload !== 'string')
      return payload;
    const cacheControl = reply.getHeader('cache-control');
    // An answer for one reader alone (a preview, docs/decisions/011) is kept by no cache, this one too.
    if (String(cacheControl).includes('no-store')) return payload;
    const etag = etagOf(payload);
    reply.header('etag', etag);
    const headers: Record<string, string> = { 'content-type': String(reply.getHeader('content-type')), etag };
    if (cacheControl) headers['cache-control'] = String(cacheControl);
    const shows = shownBy(pathOf(request.url), () => JSON.parse(payload));
    cache.set(
      request.answerKey!,
      { status: 200, headers, body: Buffer.from(payload), shows },
      request.answerGeneration,
    );
    return payload;
  });
}

/**
 * Sends a kept answer through Fastify: a 304 when the reader holds it already, else a compressed copy
 * the reader takes as it is (@fastify/compress leaves an encoded answer be), or the plain bytes,
 * which Fastify compresses as it sends them.
 */
export function sendKept(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer): FastifyReply {
  // A page's policy names the nonce its scripts were rendered with.
  if (answer.nonce) request.cspNonce = answer.nonce;
  reply.headers(answer.headers);
  const etag = answer.headers.etag;
  if (etag !== undefined && request.headers['if-none-match'] === etag) return reply.status(304).send();
  reply.status(answer.status);
  const encoding = pickEncoding(answer, request.headers['accept-encoding']);
  if (encoding === 'br' || encoding === 'gzip')
    return reply.headers({ 'content-encoding': encoding, vary: 'accept-encoding' }).send(answer[encoding]);
  return reply.send(plainBody(answer));
}

export interface CachedAnswerOptions {
  publicUrl: string;
  trustProxy: boolean;
  development?: boolean;
}

/**
 * Answers a GET for a cached page or API answer straight from the cache, before Fastify: no routing,
 * hooks, logging or compression, which at 50 connections cost more than the answer itself
 * (docs/performance.md). Everything else, and any case this cannot settle alone, goes to `next`.
 * It writes the security headers itself, whole, once (securityHeaders()).
 */
export function answerFromCache(
  cache: AnswerCache,
  options: CachedAnswerOptions,
  next: RequestListener,
): RequestListener {
  const httpsSite = options.publicUrl.startsWith('https://');
  return (request, response) => {
    const url = request.url ?? '';
    // A preview is rendered for its link alone (page-routes.ts): its key would name the public page.
    if (request.method === 'GET' && cache.isFresh() && previewTokenOf(url) === undefined) {
      const key = keyBeforeRouting(url);
      const answer = cache.get(key);
      // Asked for again: its best compressed copies are made now (once) for the next readers.
      if (answer) void cache.compress(key, answer);
      if (answer && send(answer, request, response)) return;
    }
    next(request, response);
  };

  function send(answer: CachedAnswer, request: IncomingMessage, response: ServerResponse): boolean {
    const https = httpsSite || (request.socket as TLSSocket).encrypted === true;
    // Behind a proxy the protocol is in a header Fastify reads (for HSTS): left to it.
    if (!https && options.trustProxy && request.headers['x-forwarded-proto']) return false;
    const etag = answer.headers.etag;
    if (etag !== undefined && request.headers['if-none-match'] === etag) {
      // As for Fastify's 304s: no policy, so the browser keeps the one that came with its copy.
      response.writeHead(304, {
        ...securityHeaders({ https, nonce: undefined }, options.development),
        'cache-control': answer.headers['cache-control'] ?? '',
        etag,
      });
      response.end();
      return true;
    }
    const encoding = pickEncoding(answer, request.headers['accept-encoding']);
    if (encoding === undefined) return false;
    const body = answer[encoding === 'identity' ? 'body' : encoding]!;
    const headers: Record<string, string | number> = {
      ...answer.headers,
      // A page's policy names the nonce its scripts were rendered with.
      ...securityHeaders({ https, nonce: answer.nonce ?? newNonce() }, options.development),
      vary: 'accept-encoding',
      'content-length': body.length,
    };
    if (encoding !== 'identity') headers['content-encoding'] = encoding;
    response.writeHead(answer.status, headers);
    response.end(body);
    return true;
  }
}

/**
 * Brotli, else gzip, else the plain bytes, as the reader accepts them; undefined when the copy to
 * send is not there (yet): Fastify then sends this one answer itself, compressing it as it goes.
 */
export function pickEncoding(
  answer: Pick<CachedAnswer, 'br' | 'gzip' | 'body'>,
  acceptEncoding: string | undefined,
): 'br' | 'gzip' | 'identity' | undefined {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  for (const encoding of ['br', 'gzip'] as const) {
    if (accepted.has(encoding) || accepted.has('*')) {
      if (answer[encoding]) return encoding;
      // Too small to compress: the plain bytes, as @fastify/compress would send.
      return answer.body && answer.body.length < COMPRESS_FROM_BYTES ? 'identity' : undefined;
    }
  }
  return answer.body ? 'identity' : undefined;
}
