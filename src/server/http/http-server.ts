import http, { type RequestListener, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { REFUSALS } from './errors.ts';
import { newNonce, type SecurityHeaderOptions, securityHeaders } from './security-headers.ts';

const headersOf = (options: SecurityHeaderOptions) =>
  securityHeaders(
    { https: options.publicUrl.startsWith('https://'), nonce: newNonce() },
    options.development,
  );

const refusalBody = (status: number) => JSON.stringify({ message: REFUSALS[status] });

function refuse(response: ServerResponse, status: number): void {
  const body = refusalBody(status);
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  response.end(body);
}

/**
 * Every answer that leaves `next` (Fastify's handler) carries the security headers: they are set on
 * the response before Fastify sees it, so the answers Fastify writes without its hooks (an unreadable
 * URL, the 503 while the server closes) carry them too. Fastify's hooks then own the policy: the
 * answer's own nonce, none on a 304 (security-headers.ts). The cached answers sent before Fastify
 * write the whole set themselves (ssr/cached-answers.ts).
 */
export function withSecurityHeaders(options: SecurityHeaderOptions, next: RequestListener): RequestListener {
  return (request, response) => {
    const headers = headersOf(options);
    for (const name in headers) response.setHeader(name, headers[name]!);
    next(request, response);
  };
}

/**
 * The HTTP server under Fastify. Node itself answers two kinds of request without calling any
 * listener, so without the security headers: an HTTP/1.1 request without Host (RFC 9112 §3.2: 400)
 * and an `Expect` other than 100-continue (417). Both are answered here instead, with them.
 */
export function createHttpServer(options: SecurityHeaderOptions, listener: RequestListener): http.Server {
  const refuseWithoutHost = withSecurityHeaders(options, (_request, response) => refuse(response, 400));
  const server = http.createServer({ requireHostHeader: false }, (request, response) => {
    if (request.httpVersion === '1.1' && request.headers.host === undefined)
      return refuseWithoutHost(request, response);
    listener(request, response);
  });
  server.on(
    'checkExpectation',
    withSecurityHeaders(options, (_request, response) => refuse(response, 417)),
  );
  return server;
}

/**
 * Fastify's clientErrorHandler: a request Node could not parse (broken syntax, headers too large, too
 * slow to arrive) is answered on the socket itself, as Fastify's own handler does, but with the
 * security headers and the site's `{message}` body.
 */
export function answerClientError(options: SecurityHeaderOptions) {
  return (error: NodeJS.ErrnoException, socket: Duplex): void => {
    // A reset connection has nobody to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const status =
      error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
    if (socket.writable) {
      const body = refusalBody(status);
      const headers = {
        ...headersOf(options),
        'content-type': 'application/json; charset=utf-8',
        'content-length': String(Buffer.byteLength(body)),
        connection: 'close',
      };
      const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
      socket.write(`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n${head.join('')}\r\n${body}`);
    }
    socket.destroy(error);
  };
}
