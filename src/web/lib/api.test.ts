import { describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  apiJson,
  bodyFieldOf,
  pathOfQueryKey,
  serverMessage,
  statusOf,
  throwIfNotOk,
} from './api.ts';

describe('the API client rules of public-site §7', () => {
  it('turns a query key into its API path', () => {
    expect(pathOfQueryKey(['/api/articles'])).toBe('/api/articles');
    expect(pathOfQueryKey(['/api/articles', 5])).toBe('/api/articles/5');
    expect(pathOfQueryKey(['/api/contributors/by-name', 'Maya Brooks', 'content'])).toBe(
      '/api/contributors/by-name/Maya%20Brooks/content',
    );
    expect(pathOfQueryKey(['/api/articles', { category: 'news', limit: 1, q: '' }])).toBe(
      '/api/articles?category=news&limit=1',
    );
  });

  it('makes a non-OK answer an Error "<status>: <text or status text>"', async () => {
    await expect(throwIfNotOk(new Response('{"message":"Nope"}', { status: 404 }))).rejects.toThrow(
      '404: {"message":"Nope"}',
    );
    await expect(
      throwIfNotOk(new Response('', { status: 503, statusText: 'Service Unavailable' })),
    ).rejects.toThrow('503: Service Unavailable');
    await expect(throwIfNotOk(new Response('ok', { status: 200 }))).resolves.toBeUndefined();
  });

  it('keeps the status and the body, parsed when it is JSON and as text when not', async () => {
    const json = await failureOf(new Response('{"message":"Nope"}', { status: 404 }));
    expect(json).toBeInstanceOf(ApiError);
    expect(json).toMatchObject({ status: 404, body: { message: 'Nope' } });
    const text = await failureOf(new Response('Bad Gateway', { status: 502 }));
    expect(text).toMatchObject({ status: 502, body: 'Bad Gateway', message: '502: Bad Gateway' });
    const empty = await failureOf(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    expect(empty).toMatchObject({ status: 503, body: 'Service Unavailable' });
  });

  it('reads a 204 as no content, not as JSON', async () => {
    vi.stubGlobal('fetch', async () => new Response(null, { status: 204 }));
    try {
      await expect(apiJson('DELETE', '/api/articles/5')).resolves.toBeUndefined();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('reads the status, the server message and body fields back, also from an error that went through JSON', () => {
    const error = new ApiError(403, '{"message":"Confirm your password","reason":"reauthenticate"}');
    const travelled: unknown = JSON.parse(JSON.stringify(error));
    expect(travelled).toEqual({
      message: '403: {"message":"Confirm your password","reason":"reauthenticate"}',
      status: 403,
      body: { message: 'Confirm your password', reason: 'reauthenticate' },
    });
    for (const each of [error, travelled]) {
      expect(statusOf(each)).toBe(403);
      expect(serverMessage(each)).toBe('Confirm your password');
      expect(bodyFieldOf(each, 'reason')).toBe('reauthenticate');
    }
    expect(serverMessage(new ApiError(500, 'plain text'))).toBe('plain text');
    expect(bodyFieldOf(new ApiError(500, 'plain text'), 'message')).toBeUndefined();
    expect(serverMessage('not an error')).toBeUndefined();
  });

  it('reads the fields, never the message: another Error worded like one has no status', () => {
    const lookalike = new Error('404: {"message":"Not found"}');
    expect(statusOf(lookalike)).toBeUndefined();
    expect(serverMessage(lookalike)).toBeUndefined();
    expect(statusOf({ message: '404: Not found' })).toBeUndefined();
  });

  it('has no message for JSON without one or an empty body, so the screen shows its own fallback', () => {
    expect(serverMessage(new ApiError(500, '{}'))).toBeUndefined();
    expect(serverMessage(new ApiError(400, '{"errors":{"title":"Title is required"}}'))).toBeUndefined();
    expect(serverMessage(new ApiError(429, ''))).toBeUndefined();
  });
});

async function failureOf(response: Response): Promise<unknown> {
  return throwIfNotOk(response).then(
    () => undefined,
    (error: unknown) => error,
  );
}
