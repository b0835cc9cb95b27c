import type { QueryKey } from '@tanstack/react-query';

/**
 * public-site §7: a non-OK answer becomes Error("<status>: <body text or status text>"). It carries
 * that status and the body (parsed when JSON, else that text), and keeps all three through JSON, so an
 * error met while rendering on the server reaches the browser with them (entry-server.tsx).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, text: string) {
    super(`${status}: ${text}`);
    this.status = status;
    try {
      this.body = JSON.parse(text);
    } catch {
      this.body = text;
    }
  }

  toJSON() {
    return { message: this.message, status: this.status, body: this.body };
  }
}

export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  throw new ApiError(response.status, (await response.text()) || response.statusText);
}

/**
 * What a write says besides its body: the version of the record it was based on, sent as If-Match, so
 * a save over someone else's answers 409 (an ApiError whose body holds `current`) instead of
 * overwriting it (docs/api.md, "Versions and conflicts"); `keepalive` when the page is being left.
 */
export interface WriteOptions {
  version?: number;
  keepalive?: boolean;
}

/** Every call sends the session cookie (public-site §7). */
export async function apiRequest(
  method: string,
  path: string,
  body?: unknown,
  { version, keepalive }: WriteOptions = {},
): Promise<Response> {
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const headers: Record<string, string> =
    body === undefined || isForm ? {} : { 'Content-Type': 'application/json' };
  if (version !== undefined) headers['If-Match'] = `"${version}"`;
  const response = await fetch(path, {
    method,
    credentials: 'include',
    keepalive,
    headers,
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
  await throwIfNotOk(response);
  return response;
}

export async function apiJson<T>(
  method: string,
  path: string,
  body?: unknown,
  options?: WriteOptions,
): Promise<T> {
  const response = await apiRequest(method, path, body, options);
  return (response.status === 204 ? undefined : await response.json()) as T;
}

/**
 * Query keys are the API path's segments (["/api/articles", 5] reads /api/articles/5); a trailing
 * object becomes the query string (["/api/articles", { category: "news" }]).
 */
export function pathOfQueryKey(queryKey: QueryKey): string {
  const segments: string[] = [];
  let search = '';
  for (const part of queryKey) {
    if (part !== null && typeof part === 'object') {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(part)) {
        if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
      }
      const query = params.toString();
      search = query ? `?${query}` : '';
    } else {
      segments.push(String(part));
    }
  }
  return segments.map((segment, i) => (i === 0 ? segment : encodeURIComponent(segment))).join('/') + search;
}

/** Reads JSON for a query key; on the server the same function is handed an in-process fetcher. */
export type JsonFetcher = (path: string) => Promise<unknown>;

export const browserFetcher: JsonFetcher = (path) => apiJson('GET', path);

/**
 * The status and body of an ApiError, or of its JSON: a query's error dehydrated on the server
 * reaches the browser as that plain object.
 */
function answerOf(error: unknown): { status: number; body: unknown } | undefined {
  if (
    error &&
    typeof error === 'object' &&
    'status' in error &&
    typeof error.status === 'number' &&
    'body' in error
  )
    return { status: error.status, body: error.body };
  return undefined;
}

/** The status code of an API error. */
export function statusOf(error: unknown): number | undefined {
  return answerOf(error)?.status;
}

/** A field of an API error's JSON body ("message", "errors", "reason"); undefined for a text body. */
export function bodyFieldOf(error: unknown, name: string): unknown {
  const body = answerOf(error)?.body;
  return body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
}

/** The server's own words from an API error ({"message":"…"} or a text body), for toasts and alerts. */
export function serverMessage(error: unknown): string | undefined {
  const body = answerOf(error)?.body;
  if (typeof body === 'string') return body || undefined;
  // JSON without a message says nothing a person can read: the caller's fallback is better.
  const message = bodyFieldOf(error, 'message');
  return typeof message === 'string' ? message : undefined;
}
