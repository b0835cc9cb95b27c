import { dehydrate, hydrate } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, serverMessage, statusOf } from './api.ts';
import { createQueryClient } from './query-client.ts';

describe('the query client of a server render', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('leaves no timer behind its reads, so nothing keeps the render alive afterwards', async () => {
    vi.useFakeTimers();
    const client = createQueryClient(async (path) => ({ path }));
    await client.prefetchQuery({ queryKey: ['/api/site-settings'] });
    await client.prefetchQuery({ queryKey: ['/api/articles', { limit: 6 }] });
    // Notifications go out on a zero-delay timer; only those may have been waiting.
    await vi.advanceTimersByTimeAsync(0);
    expect(vi.getTimerCount()).toBe(0);
    expect(client.getQueryData(['/api/site-settings'])).toEqual({ path: '/api/site-settings' });
  });

  it('makes a failed read of the server an ApiError that reaches the browser with its status and body', async () => {
    // In development the server's ApiError is another module's class: only its fields are alike.
    class ServerApiError extends Error {
      status = 404;
      body = { message: 'Article not found' };
    }
    const server = createQueryClient(async () => {
      throw new ServerApiError('404: {"message":"Article not found"}');
    });
    const queryKey = ['/api/articles', 'gone'];
    await server.prefetchQuery({ queryKey });
    const failure = server.getQueryState(queryKey)?.error;
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 404, body: { message: 'Article not found' } });

    // As entry-server.tsx sends the state and entry-client.tsx takes it.
    const state = JSON.stringify(
      dehydrate(server, {
        shouldDehydrateQuery: (query) => query.state.status !== 'pending',
        shouldRedactErrors: () => false,
      }),
    );
    const browser = createQueryClient();
    hydrate(browser, JSON.parse(state));
    const hydrated = browser.getQueryState(queryKey)?.error;
    expect(statusOf(hydrated)).toBe(404);
    expect(serverMessage(hydrated)).toBe('Article not found');
  });

  it('passes on a failure that is no API answer as it is', async () => {
    const broken = new SyntaxError('Unexpected end of JSON input');
    const client = createQueryClient(async () => {
      throw broken;
    });
    await client.prefetchQuery({ queryKey: ['/api/site-settings'] });
    expect(client.getQueryState(['/api/site-settings'])?.error).toBe(broken);
  });
});
