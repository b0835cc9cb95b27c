import { describe, expect, it } from 'vitest';
import { ApiError, pathOfQueryKey, serverMessage, statusOf, throwIfNotOk } from './api.ts';

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

  it('reads the status and the server message back, also from an error that went through JSON', () => {
    const error = new ApiError('429: {"message":"Too many"}');
    expect(statusOf(error)).toBe(429);
    expect(serverMessage(error)).toBe('Too many');
    const travelled = JSON.parse(JSON.stringify(error));
    expect(statusOf(travelled)).toBe(429);
    expect(serverMessage(new Error('500: plain text'))).toBe('plain text');
    expect(serverMessage('not an error')).toBeUndefined();
  });

  it('has no message for JSON without one, so the screen shows its own fallback', () => {
    expect(serverMessage(new Error('500: {}'))).toBeUndefined();
    expect(serverMessage(new Error('400: {"errors":{"title":"Title is required"}}'))).toBeUndefined();
  });
});
