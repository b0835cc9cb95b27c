import type { QueryKey } from '@tanstack/react-query';

/**
 * public-site §7: a non-OK answer becomes Error("<status>: <body text or status text>"). It keeps its
 * message through JSON, so an error met while rendering on the server reaches the browser intact.
 */
export class ApiError extends Error {
  toJSON() {
    return { message: this.message };
  }
}

export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = (await response.text()) || response.statusText;
  throw new ApiError(`${response.status}: ${text}`);
}

/** Every call sends the session cookie (public-site §7). */
export async function apiRequest(method: string, path: string, body?: unknown): Promise<Response> {
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers: body === undefined || isForm ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
  await throwIfNotOk(response);
  return response;
}

export async function apiJson<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await apiRequest(method, path, body);
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

/** The server's own words from an API error ("401: {"message":"…"}" → "…"), for toasts and alerts. */
function messageOf(error: unknown): string | undefined {
  if (error instanceof Error) return error.message;
  // An error dehydrated on the server arrives as a plain { message } object.
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string')
    return error.message;
  return undefined;
}

export function serverMessage(error: unknown): string | undefined {
  const body = /^\d{3}: ([\s\S]*)$/.exec(messageOf(error) ?? '')?.[1];
  if (!body) return undefined;
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object') {
      // JSON without a message says nothing a person can read: the caller's fallback is better.
      return 'message' in parsed && typeof parsed.message === 'string' ? parsed.message : undefined;
    }
  } catch {
    // Not JSON: the plain body is the message.
  }
  return body;
}

/** The status code of an API error thrown by apiRequest. */
export function statusOf(error: unknown): number | undefined {
  const code = /^(\d{3}): /.exec(messageOf(error) ?? '')?.[1];
  return code ? Number(code) : undefined;
}
