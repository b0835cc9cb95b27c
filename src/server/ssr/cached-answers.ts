import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { contentSecurityPolicy } from '../http/security-headers.ts';
import { type AnswerCache, type CachedAnswer, COMPRESS_FROM_BYTES, plainBody } from './answer-cache.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * This GET route's answers change only with content writes and the clock (the same signals that
     * drop cached pages), never with a reader's own writes (votes, views, comments) or session.
     */
    cacheAnswer?: boolean;
  }
  interface FastifyRequest {
    /** The cache generation the answer is read in, for a route whose answers are cached. */
    answerGeneration?: number;
  }
}

/** Stores the answers of `cacheAnswer` routes. Installed before compression, so it sees the JSON text. */
export function installAnswerCaching(app: FastifyInstance, cache: AnswerCache): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || !request.routeOptions.config.cacheAnswer) return;
    await cache.expire();
    // Kept already, but not sendable before Fastify (its compressed copies are still being made).
    const cached = cache.get(request.url);
    if (cached) return reply.headers(cached.headers).status(cached.status).send(plainBody(cached));
    request.answerGeneration = cache.generation;
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.answerGeneration === undefined || reply.statusCode !== 200 || typeof payload !== 'string')
      return payload;
    const headers: Record<string, string> = { 'content-type': String(reply.getHeader('content-type')) };
    const cacheControl = reply.getHeader('cache-control');
    if (cacheControl) headers['cache-control'] = String(cacheControl);
    cache.set(request.url, { status: 200, headers, body: Buffer.from(payload) }, request.answerGeneration);
    return payload;
  });
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
 * Runs inside withSecurityHeaders (http/http-server.ts): the response has its security headers.
 */
export function answerFromCache(
  cache: AnswerCache,
  options: CachedAnswerOptions,
  next: RequestListener,
): RequestListener {
  const httpsSite = options.publicUrl.startsWith('https://');
  return (request, response) => {
    if (request.method === 'GET' && cache.isFresh()) {
      const url = request.url ?? '';
      const answer = cache.get(url);
      // Asked for again: its best compressed copies are made now (once) for the next readers.
      if (answer) void cache.compress(url, answer);
      if (answer && send(answer, request, response)) return;
    }
    next(request, response);
  };

  function send(answer: CachedAnswer, request: IncomingMessage, response: ServerResponse): boolean {
    // Behind a proxy the protocol is in a header Fastify reads (for HSTS): left to it.
    if (!httpsSite && options.trustProxy && request.headers['x-forwarded-proto']) return false;
    const etag = answer.headers.etag;
    if (etag !== undefined && request.headers['if-none-match'] === etag) {
      // As for Fastify's 304s: no policy, so the browser keeps the one that came with its copy.
      response.removeHeader('Content-Security-Policy');
      response.writeHead(304, { 'cache-control': answer.headers['cache-control'] ?? '', etag });
      response.end();
      return true;
    }
    const encoding = pickEncoding(answer, request.headers['accept-encoding']);
    if (encoding === undefined) return false;
    const body = answer[encoding === 'identity' ? 'body' : encoding]!;
    // A page's policy names the nonce its scripts were rendered with.
    if (answer.nonce)
      response.setHeader('Content-Security-Policy', contentSecurityPolicy(answer.nonce, options.development));
    const headers: Record<string, string | number> = {
      ...answer.headers,
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
