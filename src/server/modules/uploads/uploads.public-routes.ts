import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { IMAGE_EXTENSIONS, RESPONSIVE_IMAGE_WIDTHS } from '../../../contracts/upload.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import type { ByteRange, Storage } from '../../storage/storage.ts';
import { isValidStorageKey } from '../../storage/storage-keys.ts';
import { UPLOAD_TYPES_BY_EXTENSION } from './file-type.ts';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Sent with every answer under /uploads/, found or not: a stored file can never act as a page. */
const UPLOAD_SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; img-src 'self'; media-src 'self'; sandbox",
};

/** public-site §4: the type is the one of the file's extension (names are ours, types checked on upload). */
export function contentTypeOfKey(key: string): string {
  const ext = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return UPLOAD_TYPES_BY_EXTENSION[ext]?.mimeType ?? 'application/octet-stream';
}

export type RangeRequest = { kind: 'none' } | { kind: 'range'; range: ByteRange } | { kind: 'unsatisfiable' };

/**
 * One `bytes=` range of RFC 9110 §14.1.2 against a size. Several ranges, other units or a
 * malformed header are answered with the whole file (a server may ignore Range).
 */
export function parseRangeHeader(header: string | undefined, size: number): RangeRequest {
  if (!header) return { kind: 'none' };
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return { kind: 'none' };
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return { kind: 'none' };
  if (first === '') {
    // A suffix: the last N bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'range', range: { start: Math.max(0, size - length), end: size - 1 } };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return { kind: 'none' };
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'range', range: { start, end } };
}

const VARIANT_KEY = /^(.+)-(\d+)\.webp$/;

/**
 * A responsive srcset lists every width (components/ui/responsive-image.tsx) without knowing how wide
 * the original was; a width that was never made points at the next narrower variant, else the original.
 */
async function nearestExistingImage(storage: Storage, key: string): Promise<string | undefined> {
  const match = VARIANT_KEY.exec(key);
  if (!match) return undefined;
  const [, base = '', width = '0'] = match;
  if (!RESPONSIVE_IMAGE_WIDTHS.includes(Number(width) as (typeof RESPONSIVE_IMAGE_WIDTHS)[number]))
    return undefined;
  const narrower = RESPONSIVE_IMAGE_WIDTHS.filter((w) => w < Number(width)).reverse();
  for (const candidate of [
    ...narrower.map((w) => `${base}-${w}.webp`),
    ...IMAGE_EXTENSIONS.map((e) => `${base}.${e}`),
  ]) {
    if (await storage.exists(candidate)) return candidate;
  }
  return undefined;
}

function etagOf(key: string, size: number): string {
  return `"${key}-${size.toString(16)}"`;
}

/** GET /uploads/* from the storage, and the old /admin/uploads/* addresses redirected there. */
export const uploadsPublicRoutes: FastifyPluginAsync<{ storage: Storage }> = async (app, { storage }) => {
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(UPLOAD_SECURITY_HEADERS);
  });

  // HEAD declared here rather than derived by Fastify, whose derived HEAD reads the whole file.
  app.route<{ Params: { '*': string } }>({
    method: ['GET', 'HEAD'],
    url: '/uploads/*',
    config: { access: 'public' },
    handler: async (request, reply: FastifyReply) => {
      // The wildcard is already percent-decoded: "..%2f" arrives as "../" and is no key.
      const key = request.params['*'];
      if (!isValidStorageKey(key)) throw notFound();
      const info = await storage.stat(key);
      if (!info) {
        const nearest = await nearestExistingImage(storage, key);
        if (!nearest) throw notFound();
        reply.header('cache-control', `public, max-age=${YEAR_SECONDS}, immutable`);
        return reply.redirect(`/uploads/${nearest}`, 302);
      }

      const etag = etagOf(key, info.size);
      reply.header('content-type', info.contentType ?? contentTypeOfKey(key));
      // Names are random and never reused, so a file's content never changes.
      reply.header('cache-control', `public, max-age=${YEAR_SECONDS}, immutable`);
      reply.header('accept-ranges', 'bytes');
      reply.header('etag', etag);
      if (request.headers['if-none-match']?.split(/\s*,\s*/).includes(etag)) {
        return reply.status(304).send();
      }

      const ifRange = request.headers['if-range'];
      const wanted =
        ifRange === undefined || ifRange === etag
          ? parseRangeHeader(request.headers.range, info.size)
          : ({ kind: 'none' } as const);
      if (wanted.kind === 'unsatisfiable') {
        reply.header('content-range', `bytes */${info.size}`);
        throw new HttpError(416, 'Range Not Satisfiable');
      }
      const range = wanted.kind === 'range' ? wanted.range : undefined;
      if (range) {
        reply.status(206);
        reply.header('content-range', `bytes ${range.start}-${range.end}/${info.size}`);
        reply.header('content-length', range.end - range.start + 1);
      } else {
        reply.header('content-length', info.size);
      }
      if (request.method === 'HEAD') return reply.send();
      const body = await storage.read(key, range);
      if (!body) throw notFound();
      return reply.send(body);
    },
  });

  // public-site §4: older content points at /admin/uploads/…; an explicit route so the admin
  // app's catch-all never answers it with its HTML shell.
  app.get<{ Params: { '*': string } }>(
    '/admin/uploads/*',
    { config: { access: 'public' } },
    async (request, reply) => {
      const key = request.params['*'];
      if (!isValidStorageKey(key)) throw notFound();
      return reply.redirect(`/uploads/${encodeURIComponent(key)}`, 301);
    },
  );
};
